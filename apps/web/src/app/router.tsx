import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

export const createAppRouter = () => createBrowserRouter(routes);

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first location's loaders have run and its lazy route modules have loaded. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
