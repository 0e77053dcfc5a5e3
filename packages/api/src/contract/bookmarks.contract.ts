import { z } from 'zod/mini';
import {
  bookmark,
  bookmarkCreate,
  bookmarkListQuery,
  designBookmarkCreate,
  favorite,
  favoriteTarget,
} from './bookmarks.js';
import { endpoint } from './endpoint.js';
import { recordIdParams } from './ids.js';

// Spec §7 "Bookmark" and "Favorite". Our decisions (the spec shows no fields):
// - Bookmarks: CONCEPT {conceptId}, CONCEPT_SEARCH {query, atlasIds, filters} and ATLAS_DESIGN
//   {atlasId, kind, designId}, each with a title (≤ 100 characters). POST /bookmark takes concepts and
//   searches; POST /bookmark/support ("support" as in the ATLAS supporter) takes ATLAS designs, only from
//   callers with the ATLAS_SUPPORTER research role and only on an ATLAS they may reach (platform admins:
//   any). Both answer the bookmark already kept when the same target comes again (no duplicates).
// - Favourites: ORGANIZATION or USER by id. An organisation hidden from the caller and a user who has
//   not finished verification cannot be starred (404, as if missing), and a favourite whose target has
//   since become so is left out of the list. DELETE takes the same body as POST (spec: "with a body").
// - Everything is the caller's own: another user's bookmark is 404 (its existence is not revealed).
// - Verified users only (NORMAL, ORG_ADMIN, MASTER); 500 bookmarks and 500 favourites per user.

const VERIFIED_USERS = ['NORMAL', 'ORG_ADMIN', 'MASTER'] as const;

export const listBookmarks = endpoint({
  roles: VERIFIED_USERS,
  method: 'GET',
  path: '/api/v1/bookmark',
  summary:
    "The caller's bookmarks, newest first; `type` narrows them to concepts, searches or ATLAS designs.",
  query: bookmarkListQuery,
  content: z.array(bookmark),
});

export const createBookmark = endpoint({
  roles: VERIFIED_USERS,
  method: 'POST',
  path: '/api/v1/bookmark',
  summary:
    'Bookmark a concept or a vocabulary search; the same target again answers the bookmark already kept.',
  body: bookmarkCreate,
  content: bookmark,
});

export const createDesignBookmark = endpoint({
  roles: VERIFIED_USERS,
  method: 'POST',
  path: '/api/v1/bookmark/support',
  summary:
    'Bookmark an ATLAS design from the ATLAS supporter (research role ATLAS_SUPPORTER, an ATLAS the caller may reach); the same design again answers the bookmark already kept.',
  body: designBookmarkCreate,
  content: bookmark,
});

export const deleteBookmark = endpoint({
  roles: VERIFIED_USERS,
  method: 'DELETE',
  path: '/api/v1/bookmark/:id',
  summary: "Remove one of the caller's bookmarks; anyone else's is 404.",
  params: recordIdParams,
  content: z.null(),
});

export const listFavorites = endpoint({
  roles: VERIFIED_USERS,
  method: 'GET',
  path: '/api/v1/favorite',
  summary: "The caller's starred organisations and researchers, newest first, with their names.",
  content: z.array(favorite),
});

export const addFavorite = endpoint({
  roles: VERIFIED_USERS,
  method: 'POST',
  path: '/api/v1/favorite',
  summary: 'Star an organisation or a researcher; starring one again answers the favourite already kept.',
  body: favoriteTarget,
  content: favorite,
});

export const removeFavorite = endpoint({
  roles: VERIFIED_USERS,
  method: 'DELETE',
  path: '/api/v1/favorite',
  summary: 'Unstar an organisation or a researcher (the body names it, as POST does).',
  body: favoriteTarget,
  content: z.null(),
});
