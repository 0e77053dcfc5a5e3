import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  bookmark,
  bookmarkMessages as t,
  bookmarkTargetKey,
  MAX_BOOKMARKS_PER_USER,
  MAX_FAVORITES_PER_USER,
  type Bookmark,
  type BookmarkRef,
  type BookmarkType,
  type DesignBookmarkCreate,
  type Favorite,
  type FavoriteTarget,
  type UserPriv,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { atlases, bookmarks, favorites, organizations, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { listAccessibleAtlases, listNetworkOrganizations } from './network.js';

// Each user's bookmarks and favourites (spec §7; the decisions are in the contract's header,
// packages/api/src/contract/bookmarks.contract.ts). Every query names the caller: nothing here reads or
// changes another user's rows.

type Draft = BookmarkRef & { title: string };

const columns = {
  id: bookmarks.id,
  type: bookmarks.type,
  title: bookmarks.title,
  target: bookmarks.target,
  createdAt: bookmarks.createdAt,
};

/** A stored row read back through the contract's schema, so the reply's shape is checked, not assumed. */
const toBookmark = (row: { id: number; type: string; title: string; target: unknown; createdAt: Date }) =>
  bookmark.parse({ ...row, createdAt: row.createdAt.toISOString() });

export async function listBookmarks(db: Database, userId: number, type?: BookmarkType): Promise<Bookmark[]> {
  const rows = await db
    .select(columns)
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), type === undefined ? undefined : eq(bookmarks.type, type)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return rows.map(toBookmark);
}

/** Keeps the bookmark, or answers the one already kept for the same target. */
export async function keepBookmark(db: Database, userId: number, draft: Draft): Promise<Bookmark> {
  const targetKey = bookmarkTargetKey(draft);
  const same = and(
    eq(bookmarks.userId, userId),
    eq(bookmarks.type, draft.type),
    eq(bookmarks.targetKey, targetKey),
  );
  return db.transaction(async (tx) => {
    const [existing] = await tx.select(columns).from(bookmarks).where(same);
    if (existing) return toBookmark(existing);
    const [kept] = await tx.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId));
    if ((kept?.n ?? 0) >= MAX_BOOKMARKS_PER_USER) {
      throw AppError.invalidInput(t.bookmarkLimit(MAX_BOOKMARKS_PER_USER));
    }
    // Two tabs starring at once: the unique index keeps one, and the other reads it back.
    const [created] = await tx
      .insert(bookmarks)
      .values({ userId, type: draft.type, targetKey, title: draft.title, target: draft.target })
      .onConflictDoNothing()
      .returning(columns);
    const row = created ?? (await tx.select(columns).from(bookmarks).where(same))[0];
    if (!row) throw new Error('the bookmark was neither inserted nor found');
    return toBookmark(row);
  });
}

/**
 * An ATLAS design bookmarked from the supporter: only ATLAS supporters use it, and only on an ATLAS
 * they may reach (platform admins: any). An unknown ATLAS is answered as the spec's missing ATLAS path.
 */
export async function keepDesignBookmark(
  db: Database,
  userId: number,
  input: DesignBookmarkCreate,
): Promise<Bookmark> {
  const [user] = await db
    .select({ priv: users.priv, roles: users.researchRoles })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.roles.includes('ATLAS_SUPPORTER')) throw AppError.forbidden(t.supporterOnly);
  const reachable =
    user.priv === 'MASTER'
      ? (await db.select({ id: atlases.id }).from(atlases).where(eq(atlases.id, input.target.atlasId)))
          .length > 0
      : (await listAccessibleAtlases(db, userId)).some((a) => a.id === input.target.atlasId);
  if (!reachable) throw AppError.notFound(t.atlasNotFound);
  return keepBookmark(db, userId, {
    type: 'ATLAS_DESIGN',
    title: input.title,
    target: input.target,
  });
}

export async function deleteBookmark(db: Database, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  if (removed.length === 0) throw AppError.notFound(t.bookmarkNotFound);
}

/** Users who have not finished verification are not researchers yet, and cannot be starred. */
const unlisted: UserPriv[] = ['PUBLIC', 'USER_WITHOUT_EMAIL'];

/**
 * The favourites' names and details, for those the caller may still see: an organisation since hidden
 * from them or a user no longer verified drops out of the list (the row stays, and returns with it).
 */
async function describe(
  db: Database,
  userId: number,
  rows: { type: string; targetId: number; createdAt: Date }[],
): Promise<Favorite[]> {
  const orgIds = rows.filter((r) => r.type === 'ORGANIZATION').map((r) => r.targetId);
  const userIds = rows.filter((r) => r.type === 'USER').map((r) => r.targetId);
  const [visibleOrgs, people] = await Promise.all([
    orgIds.length === 0 ? [] : listNetworkOrganizations(db, userId),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, priv: users.priv, employer: organizations.name })
          .from(users)
          .leftJoin(organizations, eq(organizations.id, users.orgEmployedId))
          .where(inArray(users.id, userIds)),
  ]);
  const orgById = new Map(visibleOrgs.map((o) => [o.id, o]));
  const personById = new Map(people.filter((p) => !unlisted.includes(p.priv)).map((p) => [p.id, p]));
  const out: Favorite[] = [];
  for (const row of rows) {
    const createdAt = row.createdAt.toISOString();
    if (row.type === 'ORGANIZATION') {
      const org = orgById.get(row.targetId);
      if (org)
        out.push({
          type: 'ORGANIZATION',
          targetId: org.id,
          name: org.name,
          detail: org.description || null,
          createdAt,
        });
    } else {
      const person = personById.get(row.targetId);
      if (person)
        out.push({
          type: 'USER',
          targetId: person.id,
          name: person.name,
          detail: person.employer,
          createdAt,
        });
    }
  }
  return out;
}

const favoriteColumns = {
  type: favorites.type,
  targetId: favorites.targetId,
  createdAt: favorites.createdAt,
};

export async function listFavorites(db: Database, userId: number): Promise<Favorite[]> {
  const rows = await db
    .select(favoriteColumns)
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return describe(db, userId, rows);
}

const missing = (type: FavoriteTarget['type']) =>
  AppError.notFound(type === 'ORGANIZATION' ? t.organizationNotFound : t.userNotFound);

/** Stars an organisation or a researcher the caller may see, or answers the star already there. */
export async function addFavorite(db: Database, userId: number, target: FavoriteTarget): Promise<Favorite> {
  const now = { ...target, createdAt: new Date() };
  // Checked before anything is kept: a hidden organisation or an unverified user is as if missing.
  if ((await describe(db, userId, [now])).length === 0) throw missing(target.type);
  const same = and(
    eq(favorites.userId, userId),
    eq(favorites.type, target.type),
    eq(favorites.targetId, target.targetId),
  );
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx.select(favoriteColumns).from(favorites).where(same);
    if (existing) return existing;
    const [kept] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
    if ((kept?.n ?? 0) >= MAX_FAVORITES_PER_USER) {
      throw AppError.invalidInput(t.favoriteLimit(MAX_FAVORITES_PER_USER));
    }
    const [created] = await tx
      .insert(favorites)
      .values({ userId, ...target })
      .onConflictDoNothing()
      .returning(favoriteColumns);
    return created ?? (await tx.select(favoriteColumns).from(favorites).where(same))[0];
  });
  if (!row) throw new Error('the favourite was neither inserted nor found');
  const [favorite] = await describe(db, userId, [row]);
  if (!favorite) throw missing(target.type);
  return favorite;
}

export async function removeFavorite(db: Database, userId: number, target: FavoriteTarget): Promise<void> {
  const removed = await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, userId),
        eq(favorites.type, target.type),
        eq(favorites.targetId, target.targetId),
      ),
    )
    .returning({ id: favorites.id });
  if (removed.length === 0) throw AppError.notFound(t.favoriteNotFound);
}
