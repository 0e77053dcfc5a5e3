import { and, count, desc, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type {
  NotificationFilter,
  NotificationPage,
  NotificationStatus,
  NotificationType,
  UserNotification,
} from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { notifications } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';
import { announceChange, canAnnounce } from './live-changes.js';

export interface NotificationEvent {
  type: NotificationType;
  title: string;
  message?: string;
  /** An in-app path the notification opens, e.g. `/announcement/3`. */
  link?: string;
  /** What it asks its reader to decide (services/notices.ts's noticeSubjects), if anything. */
  subject?: string;
}

/**
 * The one way anything tells users that something happened to them (domain.md, "Notifications and
 * audit"). Call it inside the transaction of the change, so a rolled-back change notifies nobody.
 */
export async function notifyUsers(
  db: Pick<Database, 'insert'>,
  userIds: readonly number[],
  event: NotificationEvent,
): Promise<void> {
  if (userIds.length === 0) return;
  await db.insert(notifications).values(
    userIds.map((userId) => ({
      userId,
      type: event.type,
      title: event.title,
      message: event.message ?? '',
      link: event.link ?? null,
      subject: event.subject ?? null,
    })),
  );
  // Their open pages ask for the bell's count and the list again, once the change commits. Every caller
  // hands in its transaction, which can announce, though one types it narrower (signup.ts).
  if (canAnnounce(db)) await announceChange(db, { topic: 'notifications' }, { users: userIds });
}

/**
 * What `subject` asked for is decided: every notification of it, whoever received it (each admin of the
 * organisation, say), is marked done and read, so it no longer waits in anyone's unread count. Call it
 * inside the decision's transaction.
 */
export async function markNoticesDone(
  db: Pick<Database, 'update' | 'execute'>,
  subject: string,
): Promise<void> {
  const marked = await db
    .update(notifications)
    .set({ doneAt: new Date(), checked: true })
    .where(and(eq(notifications.subject, subject), isNull(notifications.doneAt)))
    .returning({ userId: notifications.userId });
  // The other admins' open pages and bells hear of it too, as of a new notification.
  const users = [...new Set(marked.map((row) => row.userId))];
  if (users.length > 0) await announceChange(db, { topic: 'notifications' }, { users });
}

// Everything below reads and changes only the caller's own notifications: the owner is part of every
// condition, so another user's notification is indistinguishable from a missing one (404, never 403).

const ownedBy = (userId: number, status?: NotificationStatus): SQL | undefined =>
  and(
    eq(notifications.userId, userId),
    status === undefined ? undefined : eq(notifications.checked, status === 'CHECKED'),
  );

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  checked: notifications.checked,
  doneAt: notifications.doneAt,
  createdAt: notifications.createdAt,
};

const toView = ({
  doneAt,
  ...row
}: Omit<UserNotification, 'createdAt' | 'done'> & {
  createdAt: Date;
  doneAt: Date | null;
}): UserNotification => ({
  ...row,
  done: doneAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const filterConditions: Record<NotificationFilter, SQL> = {
  UNCHECKED: eq(notifications.checked, false),
  ORGANIZATION: eq(notifications.type, 'ORGANIZATION'),
  PROJECT: eq(notifications.type, 'PROJECT'),
};

export interface NotificationPageAsk {
  filter?: NotificationFilter | undefined;
  /** From 1. */
  page: number;
  size: number;
}

/**
 * One page of the user's notifications (newest first) under a filter, with the filter's total and
 * each filter's count for the tabs; kept in the read cache until the next write.
 */
export function listNotifications(
  db: Database,
  userId: number,
  { filter, page, size }: NotificationPageAsk,
): Promise<NotificationPage> {
  return cached(db, `notifications:${userId}:page:${filter ?? 'ALL'}:${page}:${size}`, async () => {
    const where = and(ownedBy(userId), filter === undefined ? undefined : filterConditions[filter]);
    const rows = await db
      .select(columns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset((page - 1) * size);
    const [tally] = await db
      .select({
        all: count(),
        unchecked: count(sql`case when not ${notifications.checked} then 1 end`),
        organization: count(sql`case when ${notifications.type} = 'ORGANIZATION' then 1 end`),
        project: count(sql`case when ${notifications.type} = 'PROJECT' then 1 end`),
      })
      .from(notifications)
      .where(ownedBy(userId));
    const counts = tally ?? { all: 0, unchecked: 0, organization: 0, project: 0 };
    const total = filter === undefined ? counts.all : counts[filterKeys[filter]];
    return { items: rows.map(toView), total, page, size, counts };
  });
}

const filterKeys = {
  UNCHECKED: 'unchecked',
  ORGANIZATION: 'organization',
  PROJECT: 'project',
} as const satisfies Record<NotificationFilter, keyof NotificationPage['counts']>;

/** How many notifications (of a status) the user has: the top bar's bell asks on every page. */
export function countNotifications(
  db: Database,
  userId: number,
  status?: NotificationStatus,
): Promise<number> {
  return cached(db, `notifications:${userId}:count:${status ?? 'ALL'}`, async () => {
    const [row] = await db.select({ n: count() }).from(notifications).where(ownedBy(userId, status));
    return row?.n ?? 0;
  });
}

/** Marks every unread notification read; answers how many changed. */
export async function checkAllNotifications(db: Database, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ checked: true })
      .where(ownedBy(userId, 'UNCHECKED'))
      .returning({ id: notifications.id });
    await recordAudit(tx, {
      actorId: userId,
      action: 'notification.checked-all',
      targetType: 'user',
      targetId: userId,
      detail: { count: changed.length },
    });
    return changed.length;
  });
}

/** Deletes the read, the unread or all notifications; answers how many were deleted. */
export async function deleteNotifications(
  db: Database,
  userId: number,
  status: NotificationStatus | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(ownedBy(userId, status))
      .returning({ id: notifications.id });
    await recordAudit(tx, {
      actorId: userId,
      action: 'notification.deleted-by-status',
      targetType: 'user',
      targetId: userId,
      detail: { status: status ?? 'ALL', count: deleted.length },
    });
    return deleted.length;
  });
}

/** Marks one notification read. Opening a notification is not audited: it changes nothing of note. */
export async function checkNotification(db: Database, userId: number, id: number): Promise<UserNotification> {
  const [row] = await db
    .update(notifications)
    .set({ checked: true })
    .where(and(eq(notifications.id, id), ownedBy(userId)))
    .returning(columns);
  if (!row) throw AppError.notFound();
  return toView(row);
}

export async function deleteNotification(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, id), ownedBy(userId)))
      .returning({ id: notifications.id, type: notifications.type, title: notifications.title });
    if (!row) throw AppError.notFound();
    await recordAudit(tx, {
      actorId: userId,
      action: 'notification.deleted',
      targetType: 'notification',
      targetId: id,
      detail: { type: row.type, title: row.title },
    });
  });
}

/**
 * The user's notifications about one project, newest first: those its notices link into the project's
 * pages (`/project/{id}` and below), which is how every project notice names its project.
 */
export async function listProjectNotifications(
  db: Database,
  userId: number,
  projectId: number,
  limit: number,
): Promise<UserNotification[]> {
  const page = `/project/${projectId}`;
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(
      and(
        ownedBy(userId),
        eq(notifications.type, 'PROJECT'),
        or(eq(notifications.link, page), like(notifications.link, `${page}/%`)),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toView);
}
