import { StrictMode } from 'react';
import { lightThemeClass } from '@cdmnet/ui';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';

// The build writes an HTML page of its own for the pages below (build/prerender.mjs), with their styles
// linked and their scripts preloaded beside the app's, so the browser fetches them at once instead of
// after the app has started and matched the route. The server sends it to the page's audience:
// - visitors' pages are also rendered to markup here, so a visitor sees the page as soon as the HTML
//   and its styles arrive; main.tsx then hydrates it. Only pages whose first screen is the same for
//   every visitor and needs no data: what a stored note would change is read in effects on the client.
// - members' pages (signed in) depend on who is signed in: hints only, no markup.

export interface PageHtml {
  path: string;
  /** The route modules the page is made of (build manifest keys), preloaded in this order. */
  modules: readonly string[];
  audience: 'visitors' | 'members';
}

const publicLayout = 'src/app/layout/public-layout.tsx';
const authenticatedLayout = 'src/app/layout/authenticated-layout.tsx';

export const pagesHtml: readonly PageHtml[] = [
  {
    path: '/login',
    modules: [publicLayout, 'src/features/auth/routes/login-page.tsx'],
    audience: 'visitors',
  },
  {
    path: '/forgotpassword',
    modules: [publicLayout, 'src/features/password-reset/routes/forgot-password-page.tsx'],
    audience: 'visitors',
  },
  {
    path: '/contactus',
    modules: [publicLayout, 'src/features/contact/routes/contact-page.tsx'],
    audience: 'visitors',
  },
  // Where every sign-in and every return visit lands.
  {
    path: '/',
    modules: [authenticatedLayout, 'src/features/dashboard/routes/home-page.tsx'],
    audience: 'members',
  },
];

/** The class main.tsx puts on <html>: the page is drawn in the theme from its first paint. */
export const htmlClass = lightThemeClass;

/** The markup of one visitors' page as the client's first render of it makes it, for `hydrateRoot`. */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerenderToNodeStream` waits for lazy parts to load, so the markup is complete, as hydration needs.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
