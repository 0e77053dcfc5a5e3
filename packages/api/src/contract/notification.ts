import { z } from 'zod/mini';
import { notificationType } from './enums.js';
import { notificationMessages } from './notifications.ko.js';
import { recordIdSaying } from './ids.js';

/** Read (`CHECKED`) or not yet (`UNCHECKED`): the spec's UNCHECKED constant and its opposite. */
export const notificationStatuses = ['CHECKED', 'UNCHECKED'] as const;
export const notificationStatus = z.enum(notificationStatuses, { error: notificationMessages.badStatus });
export type NotificationStatus = z.infer<typeof notificationStatus>;

/** `?status=` of the count and delete calls: CHECKED, UNCHECKED, or empty or absent for all. */
export const notificationStatusFilter = z.pipe(
  z.optional(z.enum([...notificationStatuses, ''], { error: notificationMessages.badStatus })),
  z.transform((status) => status || undefined),
);

/** One notification of the signed-in user (spec §3). */
export const notification = z.object({
  id: z.int(),
  type: notificationType,
  title: z.string(),
  message: z.string(),
  /** An in-app path the notification opens (`/profile`, `/announcement/3`), or none. */
  link: z.nullable(z.string()),
  checked: z.boolean(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type UserNotification = z.infer<typeof notification>;

/** A notification's id in a path, said in Korean otherwise. */
export const notificationId = recordIdSaying(notificationMessages.badId);
