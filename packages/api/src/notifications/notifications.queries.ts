import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import { countNotifications, listNotifications } from '../contract/notifications.contract.js';
import type { NotificationFilter, NotificationPage, NotificationStatus } from '../contract/notification.js';

/** How many notifications the top bar's bell shows: the latest few, the page holds the rest. */
export const LATEST_NOTIFICATIONS = 5;

export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (filter?: NotificationFilter) => [...notificationsKeys.lists(), filter ?? 'ALL'] as const,
  latest: () => [...notificationsKeys.all, 'latest'] as const,
  counts: () => [...notificationsKeys.all, 'count'] as const,
  count: (status?: NotificationStatus) => [...notificationsKeys.counts(), status ?? 'ALL'] as const,
  /**
   * A project's 내 알림 card: the same notices, so under the notifications' keys, where every change of
   * a notice refreshes it (and the bell's code never loads the projects' contract to name it).
   */
  project: (projectId: number) => [...notificationsKeys.all, 'project', projectId] as const,
};

/** The next page's number, while the filter holds more than the pages loaded. */
const nextPage = (last: NotificationPage) => (last.page * last.size < last.total ? last.page + 1 : undefined);

export const notificationsQueries = {
  /**
   * The user's notifications under a filter, newest first, a page at a time (the server pages and
   * filters them); each page also carries every filter's count for the tabs.
   */
  list: (filter?: NotificationFilter) =>
    infiniteQueryOptions({
      queryKey: notificationsKeys.list(filter),
      queryFn: ({ pageParam }) => call(listNotifications, { query: { filter, page: pageParam } }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** The latest few, whatever their state: what the bell shows. */
  latest: () =>
    queryOptions({
      queryKey: notificationsKeys.latest(),
      queryFn: () => call(listNotifications, { query: { size: LATEST_NOTIFICATIONS } }),
    }),
  /** The unread count (UNCHECKED) or the count of all. */
  count: (status?: NotificationStatus) =>
    queryOptions({
      queryKey: notificationsKeys.count(status),
      queryFn: () => call(countNotifications, { query: { status } }),
    }),
};
