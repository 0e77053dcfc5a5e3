import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { networkRoutes } from './routes';

// Nothing is fetched here (every query waits: enabled false), so only the routes move the location.
function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const router = createMemoryRouter(networkRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Every lazy route on the way has loaded and the location has settled on `pathname`. */
const settledAt = (router: ReturnType<typeof open>, pathname: string) =>
  waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
      expect(router.state.location.pathname).toBe(pathname);
    },
    // The first page module is transformed on demand: slow on a busy machine.
    { timeout: 10_000 },
  );

afterEach(cleanup);

describe('networkRoutes', () => {
  it('sends /network to the organisations page', async () => {
    await settledAt(open('/network'), '/network/organizations');
  }, 15_000);

  it.each([
    ['/network/organizations', 'network/organizations'],
    ['/network/members', 'network/members'],
  ])(
    'routes %s to its page',
    async (path, route) => {
      const router = open(path);
      await settledAt(router, path);
      expect(router.state.matches.at(-1)?.route.path).toBe(route);
      expect(router.state.errors).toBeNull();
    },
    15_000,
  );
});
