import { desc, eq, ne } from 'drizzle-orm';
import {
  DASHBOARD_ANNOUNCEMENT_COUNT,
  POPUP_ANNOUNCEMENT_LIMIT,
  type Announcement,
  type AnnouncementSummary,
  type DashboardAnnouncement,
} from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { announcements, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';
import { notices } from './notices.js';
import { notifyUsers } from './notifications.js';
import { cleanRichText } from './rich-text.js';

type Reader = Pick<Database, 'select'>;

export interface AnnouncementInput {
  title: string;
  content: string;
  popup: boolean;
}

const summaryColumns = {
  id: announcements.id,
  title: announcements.title,
  popup: announcements.popup,
  authorName: users.name,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
};

const newestFirst = [desc(announcements.createdAt), desc(announcements.id)] as const;

const toSummary = (row: {
  id: number;
  title: string;
  popup: boolean;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
}): AnnouncementSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function selectSummaries(db: Reader) {
  return db.select(summaryColumns).from(announcements).leftJoin(users, eq(users.id, announcements.authorId));
}

function selectDetails(db: Reader) {
  return db
    .select({ ...summaryColumns, content: announcements.content })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.authorId));
}

// The lists every signed-in screen asks for are kept in the read cache until the next write.

export function listAnnouncements(db: Reader): Promise<AnnouncementSummary[]> {
  return cached(db, 'announcements', async () => {
    const rows = await selectSummaries(db).orderBy(...newestFirst);
    return rows.map(toSummary);
  });
}

export function listPopupAnnouncements(db: Reader): Promise<Announcement[]> {
  return cached(db, 'announcements:popups', async () => {
    const rows = await selectDetails(db)
      .where(eq(announcements.popup, true))
      .orderBy(...newestFirst)
      .limit(POPUP_ANNOUNCEMENT_LIMIT);
    return rows.map((row) => ({ ...toSummary(row), content: row.content }));
  });
}

export function listDashboardAnnouncements(db: Reader): Promise<DashboardAnnouncement[]> {
  return cached(db, 'announcements:dashboard', async () => {
    const rows = await db
      .select({
        id: announcements.id,
        title: announcements.title,
        createdAt: announcements.createdAt,
        popup: announcements.popup,
      })
      .from(announcements)
      .orderBy(...newestFirst)
      .limit(DASHBOARD_ANNOUNCEMENT_COUNT);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  });
}

export async function getAnnouncement(db: Reader, id: number): Promise<Announcement> {
  const [row] = await selectDetails(db).where(eq(announcements.id, id));
  if (!row) throw AppError.notFound();
  return { ...toSummary(row), content: row.content };
}

/** Posts an announcement and tells every other user, in one transaction. */
export async function createAnnouncement(
  db: Database,
  authorId: number,
  input: AnnouncementInput,
): Promise<Announcement> {
  const content = cleanRichText(input.content);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ title: input.title, content, popup: input.popup, authorId })
      .returning({ id: announcements.id });
    if (!row) throw new Error('announcement insert returned nothing');
    await recordAudit(tx, {
      actorId: authorId,
      action: 'announcement.create',
      targetType: 'announcement',
      targetId: row.id,
      detail: { title: input.title, popup: input.popup },
    });
    const others = await tx.select({ id: users.id }).from(users).where(ne(users.id, authorId));
    await notifyUsers(
      tx,
      others.map((user) => user.id),
      notices.announcementPosted(row.id, input.title),
    );
    return getAnnouncement(tx, row.id);
  });
}

export async function updateAnnouncement(
  db: Database,
  actorId: number,
  id: number,
  input: AnnouncementInput,
): Promise<Announcement> {
  const content = cleanRichText(input.content);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(announcements)
      .set({ title: input.title, content, popup: input.popup, updatedAt: new Date() })
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id });
    if (!row) throw AppError.notFound();
    await recordAudit(tx, {
      actorId,
      action: 'announcement.update',
      targetType: 'announcement',
      targetId: id,
      detail: { title: input.title, popup: input.popup },
    });
    return getAnnouncement(tx, id);
  });
}

export async function deleteAnnouncement(db: Database, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(announcements)
      .where(eq(announcements.id, id))
      .returning({ title: announcements.title });
    if (!row) throw AppError.notFound();
    await recordAudit(tx, {
      actorId,
      action: 'announcement.delete',
      targetType: 'announcement',
      targetId: id,
      detail: { title: row.title },
    });
  });
}
