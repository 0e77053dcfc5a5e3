import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/preact-effects';
import '@cdmnet/ui/styles.css';
import { lightThemeClass } from '@cdmnet/ui';
import { setUpApiClient } from './app/api-client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, routerReady } from './app/router';

// Radix portals render under <body>: the theme goes on <html> so they are styled too (spec §9: light).
document.documentElement.classList.add(lightThemeClass);

const queryClient = createQueryClient();
const router = createAppRouter();
setUpApiClient((to) => {
  queryClient.clear();
  void router.navigate(to);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * A page rendered at build time (prerender.tsx) is hydrated once it has been painted and its route has
 * loaded, so the first client render matches it; if the loaders sent the visitor elsewhere (a signed-in
 * user on /login), the app renders afresh and replaces it.
 */
async function hydrate(container: HTMLElement, path: string) {
  // Paint the page first: the browser shows the HTML it has while the route's scripts load and run.
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
  await routerReady(router);
  if (router.state.location.pathname === path) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // The page took no input until now (build/prerender.mjs); React replays what arrives while it hydrates.
  container.removeAttribute('inert');
}

const prerenderedPath = root.dataset.prerendered;
if (prerenderedPath) void hydrate(root, prerenderedPath);
else createRoot(root).render(app);
