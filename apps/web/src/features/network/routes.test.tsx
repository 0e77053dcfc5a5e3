import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { expectRoutedTo, openRoutes, routeTestTimeout, settledAt } from '../../app/testing/route-tests';
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
  ])('routes %s to its page', (path, route) => expectRoutedTo(open(path), path, route), routeTestTimeout);
});
