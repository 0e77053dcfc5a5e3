import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import {
  notification,
  notificationId,
  notificationListQuery,
  notificationPage,
  notificationStatusFilter,
} from './notification.js';
import { notificationMessages } from './notifications.ko.js';

// The notifications calls of spec §7. Every call concerns only the signed-in user's own notifications:
// another user's id answers 404 (not 403), so ids cannot be probed.

const byStatus = z.object({ status: notificationStatusFilter });
const byId = z.object({ id: notificationId });

export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/v1/notifications',
  summary:
    "One page of the signed-in user's notifications, newest first, filtered (UNCHECKED, ORGANIZATION, PROJECT) on the server, with the filter's total and each filter's count.",
  query: notificationListQuery,
  content: notificationPage,
});

export const countNotifications = endpoint({
  method: 'GET',
  path: '/api/v1/notifications/count',
  summary: 'How many notifications the user has: unread ones with status=UNCHECKED, all without a status.',
  query: byStatus,
  content: z.int().check(z.nonnegative()),
});

export const checkAllNotifications = endpoint({
  method: 'PUT',
  path: '/api/v1/notifications',
  summary: 'Mark every unread notification read; answers how many changed.',
  query: z.object({
    status: z.optional(z.literal('UNCHECKED', { error: notificationMessages.onlyUnchecked })),
  }),
  content: z.int().check(z.nonnegative()),
});

export const deleteNotifications = endpoint({
  method: 'DELETE',
  path: '/api/v1/notifications',
  summary: 'Delete the read (CHECKED) or unread (UNCHECKED) notifications, or all without a status.',
  query: byStatus,
  content: z.int().check(z.nonnegative()),
});

export const checkNotification = endpoint({
  method: 'PUT',
  path: '/api/v1/notifications/:id',
  summary: 'Mark one notification read.',
  params: byId,
  content: notification,
});

export const deleteNotification = endpoint({
  method: 'DELETE',
  path: '/api/v1/notifications/:id',
  summary: 'Delete one notification.',
  params: byId,
  content: z.null(),
});
