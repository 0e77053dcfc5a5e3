import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect } from 'vitest';

// The routes tests of the areas: a memory router over an area's routes, and a wait for its lazy pages.

/**
 * Renders `routes` at `path` and answers the router. Unless a client is given, nothing is fetched:
 * every query waits (enabled: false), so only the routes' own redirects move the location.
 */
export function openRoutes(
  routes: RouteObject[],
  path: string,
  queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } }),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * Every lazy route on the way has loaded and the location has settled on `pathname`. A test that
 * waits for it gives itself `routeTestTimeout`.
 */
export const settledAt = (router: ReturnType<typeof openRoutes>, pathname: string) =>
  waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
      expect(router.state.location.pathname).toBe(pathname);
    },
    // The first page module is transformed on demand: seconds on a busy machine.
    { timeout: 20_000 },
  );

/** `router` has settled at `path` on the route written `route`, without an error. */
export async function expectRoutedTo(router: ReturnType<typeof openRoutes>, path: string, route: string) {
  await settledAt(router, path);
  expect(router.state.matches.at(-1)?.route.path).toBe(route);
  expect(router.state.errors).toBeNull();
}

/** What a test that opens lazy routes gives itself, above `settledAt`'s wait. */
export const routeTestTimeout = 30_000;
