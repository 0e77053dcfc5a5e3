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
  /**
   * What it asked for is decided (an IRB or result request answered, a join request approved, an
   * invitation answered): shown as 처리됨 and no longer waiting to be read.
   */
  done: z.boolean(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type UserNotification = z.infer<typeof notification>;

/** A notification's id in a path, said in Korean otherwise. */
export const notificationId = recordIdSaying(notificationMessages.badId);

/** The list's filters (the page's tabs): unread, organisation or project notifications; none for all. */
export const notificationFilters = ['UNCHECKED', 'ORGANIZATION', 'PROJECT'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

/** The most notifications one page holds, and how many a page holds when the caller does not say. */
export const MAX_NOTIFICATION_PAGE_SIZE = 50;
export const DEFAULT_NOTIFICATION_PAGE_SIZE = 20;

// A whole number in a query string, in decimal digits only (as ids are: ` 1`, `1e1`, `01` are refused).
const queryInt = (message: string, max: number) =>
  z.pipe(
    z.union(
      [
        z.number(),
        z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/, { error: message })), z.transform(Number)),
      ],
      {
        error: message,
      },
    ),
    z.int({ error: message }).check(z.minimum(1, { error: message }), z.maximum(max, { error: message })),
  );

/** `GET /notifications?filter=&page=&size=`: one page of the filtered list, newest first. */
export const notificationListQuery = z.object({
  filter: z.pipe(
    z.optional(z.enum([...notificationFilters, ''], { error: notificationMessages.badFilter })),
    z.transform((filter) => filter || undefined),
  ),
  /** From 1. */
  page: z._default(queryInt(notificationMessages.badPage, 100_000), 1),
  size: z._default(
    queryInt(notificationMessages.badSize(MAX_NOTIFICATION_PAGE_SIZE), MAX_NOTIFICATION_PAGE_SIZE),
    DEFAULT_NOTIFICATION_PAGE_SIZE,
  ),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

/** One page of notifications, with how many the filter holds and how many each tab holds. */
export const notificationPage = z.object({
  items: z.array(notification),
  /** How many notifications the filter holds, on every page. */
  total: z.int(),
  page: z.int(),
  size: z.int(),
  /** Each tab's count (the page shows them beside the tab names). */
  counts: z.object({ all: z.int(), unchecked: z.int(), organization: z.int(), project: z.int() }),
});
export type NotificationPage = z.infer<typeof notificationPage>;
