import { z } from 'zod/mini';
import {
  announcement,
  announcementForm,
  announcementSummary,
  dashboardAnnouncement,
} from './announcement.js';
import { recordIdParams } from './ids.js';
import { CONTENT_WRITERS } from './content.js';
import { endpoint } from './endpoint.js';

// Announcements (spec §7): every signed-in user reads them; only a platform admin writes them.

export const listAnnouncements = endpoint({
  method: 'GET',
  path: '/api/v1/announcements',
  summary: 'Every announcement, newest first, without content (the list searches and pages in the browser).',
  content: z.array(announcementSummary),
});

export const listPopupAnnouncements = endpoint({
  method: 'GET',
  path: '/api/v1/announcements/popups',
  summary:
    'The popup announcements with their content, newest first (at most 10): what the popup after sign-in shows.',
  content: z.array(announcement),
});

export const getAnnouncement = endpoint({
  method: 'GET',
  path: '/api/v1/announcements/:id',
  summary: 'One announcement with its content.',
  params: recordIdParams,
  content: announcement,
});

export const createAnnouncement = endpoint({
  roles: CONTENT_WRITERS,
  method: 'POST',
  path: '/api/v1/announcements',
  summary: 'Post an announcement (platform admins); every other user is notified.',
  body: announcementForm,
  content: announcement,
});

export const updateAnnouncement = endpoint({
  roles: CONTENT_WRITERS,
  method: 'PUT',
  path: '/api/v1/announcements/:id',
  summary: 'Change an announcement (platform admins).',
  params: recordIdParams,
  body: announcementForm,
  content: announcement,
});

export const deleteAnnouncement = endpoint({
  roles: CONTENT_WRITERS,
  method: 'DELETE',
  path: '/api/v1/announcements/:id',
  summary: 'Delete an announcement (platform admins).',
  params: recordIdParams,
  content: z.null(),
});

export const listDashboardAnnouncements = endpoint({
  method: 'GET',
  path: '/api/v1/dashboard/announcements',
  summary: "The newest announcements (5) for the dashboard's widget.",
  content: z.array(dashboardAnnouncement),
});
