import type { HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import { notificationsApi } from '../contract/index.js';
import { replyMessages } from '../contract/messages.ko.js';
import type { NotificationFilter, NotificationStatus, UserNotification } from '../contract/notification.js';
import { notificationMessages as t } from '../contract/notifications.ko.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import type { MockNotification } from './notifications.fixtures.js';
import { mockFor, requireUser } from './session.js';

const matches = (status: NotificationStatus | undefined) => (row: MockNotification) =>
  status === undefined || row.checked === (status === 'CHECKED');

export const publicView = ({
  userId: _userId,
  subject: _subject,
  done,
  ...row
}: MockNotification): UserNotification => ({
  ...row,
  done: done ?? false,
});

const filterMatches: Record<NotificationFilter, (row: MockNotification) => boolean> = {
  UNCHECKED: (row) => !row.checked,
  ORGANIZATION: (row) => row.type === 'ORGANIZATION',
  PROJECT: (row) => row.type === 'PROJECT',
};

/** The notifications calls over the mock db, answering as apps/server/src/routes/notifications.ts does. */
export const notificationsHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const own = () => {
    const user = requireUser(db);
    return db.notifications.filter((row) => row.userId === user.id);
  };
  // Another user's id is as unknown as a missing one: 404, so ids cannot be probed.
  const ownOne = (id: number) => {
    const row = own().find((n) => n.id === id);
    if (!row) throw new MockFailure(404, ResultCode.NOT_FOUND, replyMessages.notFound);
    return row;
  };
  const remove = (rows: readonly MockNotification[]) => {
    db.notifications = db.notifications.filter((row) => !rows.includes(row));
    return rows.length;
  };

  return [
    mock(notificationsApi.listNotifications, ({ query: { filter, page, size } }) => {
      const mine = own().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const shown = filter === undefined ? mine : mine.filter(filterMatches[filter]);
      const tally = (matches: (row: MockNotification) => boolean) => mine.filter(matches).length;
      return {
        content: {
          items: shown.slice((page - 1) * size, page * size).map(publicView),
          total: shown.length,
          page,
          size,
          counts: {
            all: mine.length,
            unchecked: tally(filterMatches.UNCHECKED),
            organization: tally(filterMatches.ORGANIZATION),
            project: tally(filterMatches.PROJECT),
          },
        },
      };
    }),
    mock(notificationsApi.countNotifications, ({ query }) => ({
      content: own().filter(matches(query.status)).length,
    })),
    mock(notificationsApi.checkAllNotifications, () => {
      const unread = own().filter((row) => !row.checked);
      for (const row of unread) row.checked = true;
      return { content: unread.length, message: t.allChecked };
    }),
    mock(notificationsApi.deleteNotifications, ({ query }) => ({
      content: remove(own().filter(matches(query.status))),
      message: t.deleted,
    })),
    mock(notificationsApi.checkNotification, ({ params }) => {
      const row = ownOne(params.id);
      row.checked = true;
      return { content: publicView(row) };
    }),
    mock(notificationsApi.deleteNotification, ({ params }) => {
      remove([ownOne(params.id)]);
      return { content: null, message: t.deleted };
    }),
  ];
};
