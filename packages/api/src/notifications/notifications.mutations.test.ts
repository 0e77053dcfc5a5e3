import { MutationObserver, QueryClient, type MutationOptions, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client/default-client.js';
import { createApiClient } from '../client/create-api-client.js';
import { world, RESEARCHER } from '../mocks/mock-calls.test-kit.js';
import { projectsKeys } from '../projects/projects.queries.js';
import { notificationsKeys } from './notifications.queries.js';
import { notificationsMutations } from './notifications.mutations.js';

// A notice read or deleted on the notifications page or the bell must leave no stale copy in a
// project's 내 알림 card (its own query, under the notifications' keys), nor in the bell's list.

const queryClient = new QueryClient();
const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  configureApiClient(createApiClient({ baseURL: 'http://mock.test' }));
  world(RESEARCHER);
  queryClient.clear();
  for (const key of [notificationsKeys.project(1), notificationsKeys.project(2), notificationsKeys.all]) {
    queryClient.setQueryData(key, []);
  }
  // A project query that is not the card's keeps its cache.
  queryClient.setQueryData(projectsKeys.members(1), []);
});

/** Runs a mutation as a screen would, settling once its onSettled refresh has run. */
const run = <Data, Failure, Variables>(
  options: MutationOptions<Data, Failure, Variables>,
  variables: NoInfer<Variables>,
) => new MutationObserver(queryClient, options).mutate(variables);

// Notification 6 is one of 김민준's (the researcher's) in the mock fixtures.
const changes: [string, () => Promise<unknown>][] = [
  ['check', () => run(notificationsMutations.check(), 6)],
  ['checkAll', () => run(notificationsMutations.checkAll(), undefined)],
  ['delete', () => run(notificationsMutations.delete(), 6)],
  ['deleteByStatus', () => run(notificationsMutations.deleteByStatus(), 'CHECKED')],
];

describe('notifications mutations', () => {
  it.each(changes)(
    '%s refreshes every project’s 내 알림 and the list, no other project data',
    async (_, change) => {
      await change();
      expect(invalidated(notificationsKeys.project(1))).toBe(true);
      expect(invalidated(notificationsKeys.project(2))).toBe(true);
      expect(invalidated(notificationsKeys.all)).toBe(true);
      expect(invalidated(projectsKeys.members(1))).toBe(false);
    },
  );
});
