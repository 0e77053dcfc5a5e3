import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { expectRoutedTo, openRoutes, routeTestTimeout, settledAt } from '../../app/testing/route-tests';
import { masterRoutes } from './routes';

const open = (path: string) => openRoutes(masterRoutes, path);

afterEach(cleanup);

describe('masterRoutes', () => {
  it(
    'sends /master to the members page',
    async () => {
      await settledAt(open('/master'), '/master/members');
    },
    routeTestTimeout,
  );

  it(
    'opens an organisation on its service tab, the tab in the route',
    async () => {
      await settledAt(open('/master/organizations/3'), '/master/organizations/3/service');
    },
    routeTestTimeout,
  );

  it.each([
    ['/master/members', 'members'],
    ['/master/organizations', 'organizations'],
    ['/master/organizations/create', 'organizations/create'],
    ['/master/organizations/3/modify', 'organizations/:dataId/modify'],
    ['/master/organizations/3/service', 'service'],
    ['/master/organizations/3/member', 'member'],
  ])('routes %s to its page', (path, route) => expectRoutedTo(open(path), path, route), routeTestTimeout);
});
