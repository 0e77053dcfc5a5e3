import { StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/preact-effects';
import '@cdmnet/ui/styles.css';
import { lightThemeClass } from '@cdmnet/ui';
import { setUpApiClient } from './app/api-client';
import { dropPartMarks, nextTask, TakeOverLater, takeOverWith } from './app/take-over';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, routerReady, type AppRouter } from './app/router';

// Radix portals render under <body>: the theme goes on <html> so they are styled too (spec §9: light).
document.documentElement.classList.add(lightThemeClass);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * A landing page comes with its markup (build/prerender.mjs): a visitors' page whole
 * (`data-prerendered`), a members' page as it is before the member's data comes (`data-shell`), each
 * naming its path. The app's first render of that path is what the markup shows (the viewport and
 * other things only the browser knows are read after it: useSyncExternalStore's server snapshot), so
 * once the markup has been painted and the route has loaded, the app hydrates it: it claims the nodes
 * the markup has, drawing none anew. The frame's parts are hydrated a task each (app/take-over.tsx).
 * Nothing in that first render may be drawn differently from the markup: parts in chunks of their own
 * are `lazyComponent`s (app/lazy-component.tsx), which show their fallback in it, as the markup does.
 * If the loaders sent the user elsewhere (a signed-in user on /login), that page is drawn afresh.
 */
async function takeOver(router: AppRouter, app: ReactElement, container: HTMLElement, markupPath: string) {
  // Paint the page first: the browser shows the HTML it has while the route's scripts load and run.
  await new Promise((painted) => requestAnimationFrame(painted));
  await nextTask();
  await routerReady(router);
  // The route's modules were evaluated in the task that loaded them: render in a task of its own.
  await nextTask();
  if (router.state.location.pathname !== markupPath) createRoot(container).render(app);
  else {
    await takeOverWith(() => hydrateRoot(container, app));
    dropPartMarks(container);
  }
  // The page took no input until now (build/prerender.mjs): a click on markup not yet taken over
  // would have done nothing, or left the app by a full page load.
  container.removeAttribute('inert');
}

function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  setUpApiClient((to) => {
    queryClient.clear();
    void router.navigate(to);
  });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <TakeOverLater>
          <RouterProvider router={router} />
        </TakeOverLater>
      </AppProviders>
    </StrictMode>
  );
  const { prerendered, shell } = container.dataset;
  const markupPath = prerendered ?? shell;
  if (markupPath !== undefined) void takeOver(router, app, container, markupPath);
  else createRoot(container).render(app);
}

// The browser answers the first read of the cookies, and of each storage, with a round trip to its own
// process: 1–26 ms each here while it is busy loading the page. The router's start reads the cookie
// (app/guards.ts) and sessionStorage (its scroll and view-transition memory), the announcement popup
// reads localStorage: each is read once beforehand, a task each, so that none lengthens their tasks.
// A browser that refuses storage throws here too; the code that uses it answers for that.
const firstReads = [() => document.cookie, () => sessionStorage.length, () => localStorage.length];
for (const read of firstReads) {
  setTimeout(() => {
    try {
      read();
    } catch {
      // Refused: nothing to warm.
    }
  });
}

// A task after the app's code has run: the router's first navigation (matching the routes, running
// the loaders, starting the route's modules) is not part of the long task that evaluated it.
setTimeout(() => start(root));
