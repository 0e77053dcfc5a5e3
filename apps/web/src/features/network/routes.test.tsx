import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openRoutes, routeTestTimeout, settledAt } from '../../app/testing/route-tests';
import { networkRoutes } from './routes';

const open = (path: string) => openRoutes(networkRoutes, path);

afterEach(cleanup);

describe('networkRoutes', () => {
  it(
    'sends /network to the organisations page',
    async () => {
      await settledAt(open('/network'), '/network/organizations');
    },
    routeTestTimeout,
  );

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
    routeTestTimeout,
  );
});
