import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import { countNotifications, listNotifications } from '../contract/notifications.contract.js';
import type { NotificationStatus } from '../contract/notification.js';

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
  counts: () => [...notificationsKeys.all, 'count'] as const,
  count: (status?: NotificationStatus) => [...notificationsKeys.counts(), status ?? 'ALL'] as const,
};

export const notificationsQueries = {
  /** Every notification of the user, newest first; the page filters it client-side (spec §7). */
  list: () => queryOptions({ queryKey: notificationsKeys.list(), queryFn: () => call(listNotifications) }),
  /** The unread count (UNCHECKED) or the count of all. */
  count: (status?: NotificationStatus) =>
    queryOptions({
      queryKey: notificationsKeys.count(status),
      queryFn: () => call(countNotifications, { query: { status } }),
    }),
};
