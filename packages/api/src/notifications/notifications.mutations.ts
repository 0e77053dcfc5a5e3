import { mutationOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import {
  checkAllNotifications,
  checkNotification,
  deleteNotification,
  deleteNotifications,
} from '../contract/notifications.contract.js';
import type { NotificationStatus } from '../contract/notification.js';
import { notificationsKeys } from './notifications.queries.js';

// Every change refreshes the list, the bell's count and every project's 내 알림 card (all under the
// notifications' keys), whether it succeeded or not (a failure may mean the list is stale, e.g. a
// notification deleted in another tab). The factory does it, so the refresh also happens when the
// screen that asked is gone (a click that navigates away), and the mutation settles only once the
// fresh lists are in.
const refresh = (
  _data: unknown,
  _error: unknown,
  _variables: unknown,
  _onMutateResult: unknown,
  { client }: MutationFunctionContext,
) => client.invalidateQueries({ queryKey: notificationsKeys.all });

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
