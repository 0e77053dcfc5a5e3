import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { masterRoutes } from './routes';

// Nothing is fetched here: every query waits (enabled: false), and the guard lets its pages render
// meanwhile, so only the routes' own redirects move the location.
function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const router = createMemoryRouter(masterRoutes, { initialEntries: [path] });
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

describe('masterRoutes', () => {
  it('sends /master to the members page', async () => {
    await settledAt(open('/master'), '/master/members');
  }, 15_000);

  it('opens an organisation on its service tab, the tab in the route', async () => {
    await settledAt(open('/master/organizations/3'), '/master/organizations/3/service');
  }, 15_000);

  it.each([
    ['/master/members', 'members'],
    ['/master/organizations', 'organizations'],
    ['/master/organizations/create', 'organizations/create'],
    ['/master/organizations/3/modify', 'organizations/:dataId/modify'],
    ['/master/organizations/3/service', 'service'],
    ['/master/organizations/3/member', 'member'],
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
