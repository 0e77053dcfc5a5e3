// Query keys, query options and mutations of the bookmark and favourite calls.
export { bookmarksKeys, bookmarksQueries } from './bookmarks.queries.js';
export { bookmarksMutations, type BookmarkDraft, type FavoriteDraft } from './bookmarks.mutations.js';
