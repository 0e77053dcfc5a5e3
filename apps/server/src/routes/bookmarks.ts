import type { FastifyInstance } from 'fastify';
import { bookmarksApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import {
  addFavorite,
  deleteBookmark,
  keepBookmark,
  keepDesignBookmark,
  listBookmarks,
  listFavorites,
  removeFavorite,
} from '../services/bookmarks.js';

/** The caller's own bookmarks (concepts, searches, ATLAS designs) and favourites (organisations, researchers). */
export function bookmarksRoutes(app: FastifyInstance, db: Database) {
  route(app, db, bookmarksApi.listBookmarks, async ({ userId, query }) => ({
    content: await listBookmarks(db, userId, query.type),
  }));

  route(app, db, bookmarksApi.createBookmark, async ({ userId, body }) => ({
    content: await keepBookmark(db, userId, body),
  }));

  route(app, db, bookmarksApi.createDesignBookmark, async ({ userId, body }) => ({
    content: await keepDesignBookmark(db, userId, body),
  }));

  route(app, db, bookmarksApi.deleteBookmark, async ({ userId, params }) => {
    await deleteBookmark(db, userId, params.id);
    return { content: null };
  });

  route(app, db, bookmarksApi.listFavorites, async ({ userId }) => ({
    content: await listFavorites(db, userId),
  }));

  route(app, db, bookmarksApi.addFavorite, async ({ userId, body }) => ({
    content: await addFavorite(db, userId, body),
  }));

  route(app, db, bookmarksApi.removeFavorite, async ({ userId, body }) => {
    await removeFavorite(db, userId, body);
    return { content: null };
  });
}
