import { z } from 'zod/mini';
import { validationMessages } from '@cdmnet/validators';
import { contentTitle, isoTimestamp, richText } from './content.js';

/** An announcement as lists show it. `authorName` is null once the author's account is gone. */
export const announcementSummary = z.object({
  id: z.int(),
  title: z.string(),
  /** Opens in the popup after sign-in (spec §4). */
  popup: z.boolean(),
  authorName: z.nullable(z.string()),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type AnnouncementSummary = z.infer<typeof announcementSummary>;

/** One announcement with its rich-text content (HTML, sanitised on write; render it sanitised too). */
export const announcement = z.extend(announcementSummary, { content: z.string() });
export type Announcement = z.infer<typeof announcement>;

/** The dashboard widget's entry: the newest announcements, without their content. */
export const dashboardAnnouncement = z.pick(announcementSummary, {
  id: true,
  title: true,
  createdAt: true,
  popup: true,
});
export type DashboardAnnouncement = z.infer<typeof dashboardAnnouncement>;

/** What a master writes; the form and the server share these rules. */
export const announcementForm = z.object({
  title: contentTitle,
  content: richText,
  popup: z.boolean({ error: validationMessages.required }),
});
export type AnnouncementForm = z.input<typeof announcementForm>;

/** How many announcements the dashboard widget lists. */
export const DASHBOARD_ANNOUNCEMENT_COUNT = 5;
/** At most this many popup announcements open after sign-in, newest first. */
export const POPUP_ANNOUNCEMENT_LIMIT = 10;
