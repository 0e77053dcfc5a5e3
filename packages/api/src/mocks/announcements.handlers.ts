import type { HttpHandler } from 'msw';
import {
  DASHBOARD_ANNOUNCEMENT_COUNT,
  POPUP_ANNOUNCEMENT_LIMIT,
  type Announcement,
  type AnnouncementSummary,
} from '../contract/announcement.js';
import { announcementsApi } from '../contract/index.js';
import { contentMessages } from '../contract/content.ko.js';
import {
  authorNameOf,
  newestFirst,
  notFound,
  requireContentWriter,
  type MockAnnouncement,
} from './content.fixtures.js';
import type { MockDb } from './db.js';
import { notices, notifyUsers } from './notices.js';
import { mockFor } from './session.js';

/** The announcements calls over the mock db, answering as apps/server/src/routes/announcements.ts does. */
export const announcementsHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);

  const summary = (row: MockAnnouncement): AnnouncementSummary => ({
    id: row.id,
    title: row.title,
    popup: row.popup,
    authorName: authorNameOf(db, row.authorId),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
  const detail = (row: MockAnnouncement): Announcement => ({ ...summary(row), content: row.content });
  const find = (id: number) => {
    const row = db.announcements.find((a) => a.id === id);
    if (!row) throw notFound();
    return row;
  };

  return [
    // Before getAnnouncement, whose `:id` would also match `popups`.
    mock(announcementsApi.listPopupAnnouncements, () => ({
      content: newestFirst(db.announcements.filter((a) => a.popup))
        .slice(0, POPUP_ANNOUNCEMENT_LIMIT)
        .map(detail),
    })),
    mock(announcementsApi.listAnnouncements, () => ({
      content: newestFirst(db.announcements).map(summary),
    })),
    mock(announcementsApi.getAnnouncement, ({ params }) => ({ content: detail(find(params.id)) })),
    mock(announcementsApi.createAnnouncement, ({ body }) => {
      const author = requireContentWriter(db);
      const now = new Date().toISOString();
      const row: MockAnnouncement = {
        id: db.nextContentIds.announcement++,
        ...body,
        authorId: author.id,
        createdAt: now,
        updatedAt: now,
      };
      db.announcements.push(row);
      // Every other user is told, as services/announcements.ts tells them.
      notifyUsers(
        db,
        db.users.filter((u) => u.id !== author.id).map((u) => u.id),
        notices.announcementPosted(row.id, row.title),
      );
      return { content: detail(row), message: contentMessages.created };
    }),
    mock(announcementsApi.updateAnnouncement, ({ params, body }) => {
      requireContentWriter(db);
      const row = find(params.id);
      Object.assign(row, body, { updatedAt: new Date().toISOString() });
      return { content: detail(row), message: contentMessages.updated };
    }),
    mock(announcementsApi.deleteAnnouncement, ({ params }) => {
      requireContentWriter(db);
      const row = find(params.id);
      db.announcements = db.announcements.filter((a) => a !== row);
      return { content: null, message: contentMessages.deleted };
    }),
    mock(announcementsApi.listDashboardAnnouncements, () => ({
      content: newestFirst(db.announcements)
        .slice(0, DASHBOARD_ANNOUNCEMENT_COUNT)
        .map(({ id, title, createdAt, popup }) => ({ id, title, createdAt, popup })),
    })),
  ];
};
