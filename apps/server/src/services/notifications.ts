import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { NotificationStatus, NotificationType, UserNotification } from '@cdmnet/api/contract';
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
    })),
  );
  // Their open pages ask for the bell's count and the list again, once the change commits. Every caller
  // hands in its transaction, which can announce, though one types it narrower (signup.ts).
  if (canAnnounce(db)) await announceChange(db, { topic: 'notifications' }, { users: userIds });
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
  createdAt: notifications.createdAt,
};

const toView = (row: Omit<UserNotification, 'createdAt'> & { createdAt: Date }): UserNotification => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The user's notifications, newest first; kept in the read cache until the next write. */
export function listNotifications(db: Database, userId: number): Promise<UserNotification[]> {
  return cached(db, `notifications:${userId}`, async () => {
    const rows = await db
      .select(columns)
      .from(notifications)
      .where(ownedBy(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    return rows.map(toView);
  });
}

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
