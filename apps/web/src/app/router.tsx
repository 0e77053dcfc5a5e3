import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { routes, SIGNED_IN_ROUTE_ID } from './routes';

let areasPatched: Promise<void> | undefined;

/**
 * React Router asks this on the first navigation to a path it cannot match (or matches only by the
 * not-found splat): the signed-in areas' route tables arrive then, once, and are placed under the
 * signed-in layout. /login and the dashboard never load them.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ patch }) => {
  areasPatched ??= import('./area-routes').then(
    (m) => patch(SIGNED_IN_ROUTE_ID, m.areaRoutes),
    (error: unknown) => {
      // A failed download may succeed on the next navigation.
      areasPatched = undefined;
      throw error;
    },
  );
  return areasPatched;
};

export const createAppRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });

export type AppRouter = ReturnType<typeof createAppRouter>;

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
