import { mutationOptions, type MutationFunctionContext, type QueryKey } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import type { Bookmark, BookmarkRef, Favorite, FavoriteTarget } from '../contract/bookmarks.js';
import {
  addFavorite,
  createBookmark,
  createDesignBookmark,
  deleteBookmark,
  removeFavorite,
} from '../contract/bookmarks.contract.js';
import { bookmarksKeys } from './bookmarks.queries.js';

/** A bookmark as a screen makes it: what it points at and the title the list will show. */
export type BookmarkDraft = BookmarkRef & { title: string };
/** A favourite as a star makes it: its name is shown in the list until the server's reply replaces it. */
export type FavoriteDraft = FavoriteTarget & { name: string };

// Stars change at once (optimistic): the list in the cache is edited before the call, put back as it was
// when the call fails (the client toasts why), and read again afterwards either way. A star says its
// own state, so a success is not toasted as well (inPlace: 'success').
const quiet = { inPlace: 'success' } as const;

async function edit<T>(client: MutationFunctionContext['client'], key: QueryKey, change: (list: T[]) => T[]) {
  await client.cancelQueries({ queryKey: key });
  const before = client.getQueryData<T[]>(key);
  if (before) client.setQueryData<T[]>(key, change(before));
  return { before };
}

const rollback =
  (key: QueryKey) =>
  <T>(
    _error: unknown,
    _variables: unknown,
    result: { before: T[] | undefined } | undefined,
    { client }: MutationFunctionContext,
  ) => {
    if (result?.before) client.setQueryData(key, result.before);
  };

const refresh =
  (key: QueryKey) =>
  (_d: unknown, _e: unknown, _v: unknown, _r: unknown, { client }: MutationFunctionContext) =>
    client.invalidateQueries({ queryKey: key });

/** Until the server answers, a new bookmark has no id: a negative one marks it as not yet kept. */
let provisionalId = 0;

export const bookmarksMutations = {
  /** ATLAS designs go to /bookmark/support (the supporter's), concepts and searches to /bookmark. */
  add: () =>
    mutationOptions({
      mutationKey: [...bookmarksKeys.all, 'add'],
      mutationFn: (draft: BookmarkDraft): Promise<Bookmark> =>
        draft.type === 'ATLAS_DESIGN'
          ? call(createDesignBookmark, { body: { title: draft.title, target: draft.target } }, quiet)
          : call(createBookmark, { body: draft }, quiet),
      onMutate: (draft: BookmarkDraft, { client }) =>
        edit<Bookmark>(client, bookmarksKeys.list(), (list) => [
          { ...draft, id: --provisionalId, createdAt: new Date().toISOString() },
          ...list,
        ]),
      onError: rollback(bookmarksKeys.list()),
      onSettled: refresh(bookmarksKeys.list()),
    }),
  /** `quietly`: a star's removal, said by the star itself; the list page's removal is told (삭제되었습니다). */
  remove: () =>
    mutationOptions({
      mutationKey: [...bookmarksKeys.all, 'remove'],
      mutationFn: ({ id, quietly }: { id: number; quietly?: boolean }) =>
        call(deleteBookmark, { params: { id } }, quietly ? quiet : {}),
      onMutate: ({ id }: { id: number }, { client }) =>
        edit<Bookmark>(client, bookmarksKeys.list(), (list) => list.filter((b) => b.id !== id)),
      onError: rollback(bookmarksKeys.list()),
      onSettled: refresh(bookmarksKeys.list()),
    }),
  addFavorite: () =>
    mutationOptions({
      mutationKey: [...bookmarksKeys.all, 'add-favorite'],
      mutationFn: ({ type, targetId }: FavoriteDraft) =>
        call(addFavorite, { body: { type, targetId } }, quiet),
      onMutate: ({ type, targetId, name }: FavoriteDraft, { client }) =>
        edit<Favorite>(client, bookmarksKeys.favorites(), (list) => [
          { type, targetId, name, detail: null, createdAt: new Date().toISOString() },
          ...list,
        ]),
      onError: rollback(bookmarksKeys.favorites()),
      onSettled: refresh(bookmarksKeys.favorites()),
    }),
  /** `quietly` as for bookmarks. */
  removeFavorite: () =>
    mutationOptions({
      mutationKey: [...bookmarksKeys.all, 'remove-favorite'],
      mutationFn: ({ quietly, ...body }: FavoriteTarget & { quietly?: boolean }) =>
        call(removeFavorite, { body }, quietly ? quiet : {}),
      onMutate: ({ type, targetId }: FavoriteTarget, { client }) =>
        edit<Favorite>(client, bookmarksKeys.favorites(), (list) =>
          list.filter((f) => !(f.type === type && f.targetId === targetId)),
        ),
      onError: rollback(bookmarksKeys.favorites()),
      onSettled: refresh(bookmarksKeys.favorites()),
    }),
};
