import { hashKey, mutationOptions, type MutationFunctionContext, type Query } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import {
  checkAllNotifications,
  checkNotification,
  deleteNotification,
  deleteNotifications,
} from '../contract/notifications.contract.js';
import type { NotificationStatus } from '../contract/notification.js';
import { projectsKeys } from '../projects/projects.queries.js';
import { notificationsKeys } from './notifications.queries.js';

// Every change refreshes the list and the bell's count, whether it succeeded or not (a failure may
// mean the list is stale, e.g. a notification deleted in another tab), and every project's 내 알림 card,
// which lists the same notices under the project's own key (the reply does not say which project a
// notice was about, and check-all or delete-by-status touch many). The factory does it, so the
// refresh also happens when the screen that asked is gone (a click that navigates away), and the
// mutation settles only once the fresh lists are in.
const refresh = (
  _data: unknown,
  _error: unknown,
  _variables: unknown,
  _onMutateResult: unknown,
  { client }: MutationFunctionContext,
) =>
  Promise.all([
    client.invalidateQueries({ queryKey: notificationsKeys.all }),
    client.invalidateQueries({ queryKey: projectsKeys.all, predicate: isProjectNotifications }),
  ]);

/** A project's 내 알림 query, whichever project: its key is the one the projects factory makes for its id. */
const isProjectNotifications = ({ queryKey }: Query) => {
  const id = queryKey[1];
  return typeof id === 'number' && hashKey(queryKey) === hashKey(projectsKeys.notifications(id));
};

export const notificationsMutations = {
  check: () =>
    mutationOptions({
      mutationKey: [...notificationsKeys.all, 'check'],
      mutationFn: (id: number) => call(checkNotification, { params: { id } }),
      onSettled: refresh,
    }),
  checkAll: () =>
    mutationOptions({
      mutationKey: [...notificationsKeys.all, 'check-all'],
      mutationFn: () => call(checkAllNotifications, { query: { status: 'UNCHECKED' } }),
      onSettled: refresh,
    }),
  delete: () =>
    mutationOptions({
      mutationKey: [...notificationsKeys.all, 'delete'],
      mutationFn: (id: number) => call(deleteNotification, { params: { id } }),
      onSettled: refresh,
    }),
  /** CHECKED deletes the read ones, UNCHECKED the unread ones, undefined all. */
  deleteByStatus: () =>
    mutationOptions({
      mutationKey: [...notificationsKeys.all, 'delete-by-status'],
      mutationFn: (status: NotificationStatus | undefined) =>
        call(deleteNotifications, { query: { status } }),
      onSettled: refresh,
    }),
};
