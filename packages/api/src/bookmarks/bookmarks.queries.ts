import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import { listBookmarks, listFavorites } from '../contract/bookmarks.contract.js';

export const bookmarksKeys = {
  all: ['bookmarks'] as const,
  /** Every bookmark of the caller: the stars read it to know what is kept, the list page shows it. */
  list: () => [...bookmarksKeys.all, 'list'] as const,
  favorites: () => [...bookmarksKeys.all, 'favorites'] as const,
};

export const bookmarksQueries = {
  list: () => queryOptions({ queryKey: bookmarksKeys.list(), queryFn: () => call(listBookmarks) }),
  favorites: () => queryOptions({ queryKey: bookmarksKeys.favorites(), queryFn: () => call(listFavorites) }),
};
