import type { HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import { bookmarksApi } from '../contract/index.js';
import { bookmarkMessages as t } from '../contract/bookmarks.ko.js';
import {
  bookmarkTargetKey,
  MAX_BOOKMARKS_PER_USER,
  MAX_FAVORITES_PER_USER,
  type Bookmark,
  type BookmarkRef,
  type Favorite,
} from '../contract/bookmarks.js';
import type { UserInfo } from '../contract/user.js';
import { isActive, notFound, settingsOf } from './admin.fixtures.js';
import { bookmarksStateOf, type MockFavorite } from './bookmarks.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { visibleOrgsOf } from './network.handlers.js';
import { mockFor, requireUser } from './session.js';

const unverified: readonly UserInfo['priv'][] = ['PUBLIC', 'USER_WITHOUT_EMAIL'];
const refused = (message: string) => new MockFailure(400, ResultCode.INVALID_INPUT, message);
const newestFirst = (a: { createdAt: string; id?: number }, b: { createdAt: string; id?: number }) =>
  b.createdAt.localeCompare(a.createdAt) || (b.id ?? 0) - (a.id ?? 0);

/** The ATLASes a user may reach, as the server's GET /atlas decides (platform admins: every one). */
function reachesAtlas(db: MockDb, user: UserInfo, atlasId: number): boolean {
  const atlas = db.atlases.find((a) => a.id === atlasId);
  if (!atlas) return false;
  if (user.priv === 'MASTER') return true;
  const own = user.orgList.filter((m) => isActive(m.orgUserPrivilege)).map((m) => m.orgId);
  const inRfz = own.some((id) => settingsOf(db, id).rfzLevel !== '');
  return own.includes(atlas.orgId) || (inRfz && settingsOf(db, atlas.orgId).rfzLevel !== '');
}

/** The favourite as listed, or undefined when its target is gone or no longer visible to the user. */
function shown(db: MockDb, user: UserInfo, f: MockFavorite): Favorite | undefined {
  if (f.type === 'ORGANIZATION') {
    const org = visibleOrgsOf(db, user).find((o) => o.id === f.targetId);
    return org && { ...f, name: org.name, detail: org.description || null };
  }
  const person = db.users.find((u) => u.id === f.targetId && !unverified.includes(u.priv));
  const employer = db.organizations.find((o) => o.id === person?.orgEmployedId);
  return person && { ...f, name: person.name, detail: employer?.name ?? null };
}

/** Bookmarks and favourites, as the server answers them: each user's own, no duplicates, limits. */
export function bookmarksHandlers(db: MockDb): HttpHandler[] {
  const mock = mockFor(db);
  const state = () => bookmarksStateOf(db);
  const mine = (user: UserInfo) => state().bookmarks.filter((b) => b.userId === user.id);
  const public_ = ({ userId: _owner, ...b }: Bookmark & { userId: number }): Bookmark => b;

  const keep = (user: UserInfo, draft: BookmarkRef & { title: string }): Bookmark => {
    const key = bookmarkTargetKey(draft);
    const existing = mine(user).find((b) => b.type === draft.type && bookmarkTargetKey(b) === key);
    if (existing) return public_(existing);
    if (mine(user).length >= MAX_BOOKMARKS_PER_USER) throw refused(t.bookmarkLimit(MAX_BOOKMARKS_PER_USER));
    const created = { ...draft, id: state().nextId++, userId: user.id, createdAt: new Date().toISOString() };
    state().bookmarks.unshift(created);
    return public_(created);
  };

  return [
    mock(bookmarksApi.listBookmarks, ({ query }) => {
      const user = requireUser(db);
      const content = mine(user)
        .filter((b) => query.type === undefined || b.type === query.type)
        .sort(newestFirst)
        .map(public_);
      return { content };
    }),

    mock(bookmarksApi.createBookmark, ({ body }) => ({ content: keep(requireUser(db), body) })),

    mock(bookmarksApi.createDesignBookmark, ({ body }) => {
      const user = requireUser(db);
      if (!user.researchRole.includes('ATLAS_SUPPORTER')) {
        throw new MockFailure(403, ResultCode.FORBIDDEN, t.supporterOnly);
      }
      if (!reachesAtlas(db, user, body.target.atlasId)) throw notFound(t.atlasNotFound);
      return { content: keep(user, { type: 'ATLAS_DESIGN', ...body }) };
    }),

    mock(bookmarksApi.deleteBookmark, ({ params }) => {
      const user = requireUser(db);
      const found = mine(user).find((b) => b.id === params.id);
      if (!found) throw notFound(t.bookmarkNotFound);
      state().bookmarks = state().bookmarks.filter((b) => b !== found);
      return { content: null };
    }),

    mock(bookmarksApi.listFavorites, () => {
      const user = requireUser(db);
      const content = state()
        .favorites.filter((f) => f.userId === user.id)
        .map((f) => shown(db, user, f))
        .filter((f) => f !== undefined)
        .sort(newestFirst)
        .map(({ userId: _owner, ...f }: Favorite & { userId?: number }) => f);
      return { content };
    }),

    mock(bookmarksApi.addFavorite, ({ body }) => {
      const user = requireUser(db);
      const existing = state().favorites.find(
        (f) => f.userId === user.id && f.type === body.type && f.targetId === body.targetId,
      );
      const kept: MockFavorite = existing ?? {
        userId: user.id,
        ...body,
        createdAt: new Date().toISOString(),
      };
      const content = shown(db, user, kept);
      if (!content) throw notFound(body.type === 'ORGANIZATION' ? t.organizationNotFound : t.userNotFound);
      if (!existing) {
        if (state().favorites.filter((f) => f.userId === user.id).length >= MAX_FAVORITES_PER_USER) {
          throw refused(t.favoriteLimit(MAX_FAVORITES_PER_USER));
        }
        state().favorites.unshift(kept);
      }
      const { userId: _owner, ...favorite } = content as Favorite & { userId?: number };
      return { content: favorite };
    }),

    mock(bookmarksApi.removeFavorite, ({ body }) => {
      const user = requireUser(db);
      const at = state().favorites.findIndex(
        (f) => f.userId === user.id && f.type === body.type && f.targetId === body.targetId,
      );
      if (at < 0) throw notFound(t.favoriteNotFound);
      state().favorites.splice(at, 1);
      return { content: null };
    }),
  ];
}
