import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { lightThemeClass } from '@cdmnet/ui';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { TakeOverLater } from './app/take-over';
import { AuthenticatedLayout } from './app/layout/authenticated-layout';
import { HomePage } from './features/dashboard/routes/home-page';

// The renderer of the landing pages (build/pages.mjs), built for Node with `vite build --ssr` and run
// once by build/prerender.mjs. What a signed-in user or a stored note would change on the visitors'
// pages is decided in loaders or effects on the client, so their markup is the same for every visitor
// and main.tsx can hydrate it; the members' page is drawn before any data (`prerenderShell`).

/** The class main.tsx puts on <html>: the page is drawn in the theme from its first paint. */
export const htmlClass = lightThemeClass;

/** The markup of one visitors' page as the client's first render of it makes it, for `hydrateRoot`. */
export function prerender(path: string): Promise<string> {
  return render(routes, path);
}

/**
 * The members' landing page (the dashboard) as anyone's first render of it shows it before any of
 * their data has come: the top bar, the page's title and sentence, every card's placeholder, and the
 * fallback of each part in a chunk of its own (app/lazy-component.tsx). Painted as soon as the HTML and
 * its styles arrive, then taken over in place by the app (main.tsx), which keeps the nodes it would
 * draw the same.
 * Without the signed-in guard: the server sends this page only with a session.
 */
export function prerenderShell(path: string): Promise<string> {
  if (path !== '/') throw new Error(`${path}: only the dashboard has a members' shell`);
  return render(
    [{ path: '/', Component: AuthenticatedLayout, children: [{ index: true, Component: HomePage }] }],
    path,
  );
}

async function render(routes: RouteObject[], path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `renderToStringAsync` waits for lazy parts to load, so the markup is complete, as hydration needs.
  return renderToStringAsync(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <TakeOverLater>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </TakeOverLater>
      </AppProviders>
    </StrictMode>,
  );
}
