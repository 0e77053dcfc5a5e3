import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BOOKMARK_TITLE_MAX,
  bookmarkTargetKey,
  bookmarksMutations,
  bookmarksQueries,
  type BookmarkDraft,
} from '@cdmnet/api';
import { StarButton } from './star-button';

export interface BookmarkToggleProps {
  /** What the star keeps: a concept, a vocabulary search or an ATLAS design, with the title the list shows. */
  bookmark: BookmarkDraft;
}

/**
 * Bookmarks a concept, a search or an ATLAS design (spec §7 "Bookmark"). Kept in app/ because several
 * features put it on their pages (the search, the concept page, the supporter) and a feature never
 * imports another. It changes at once; a refusal puts it back and the client toasts why.
 */
/** The server keeps titles of at most 100 characters: a longer name is cut with an ellipsis. */
const fitted = (title: string): string =>
  title.length <= BOOKMARK_TITLE_MAX ? title : `${title.slice(0, BOOKMARK_TITLE_MAX - 1)}…`;

export function BookmarkToggle({ bookmark: asked }: BookmarkToggleProps) {
  const bookmark = { ...asked, title: fitted(asked.title) };
  const list = useQuery(bookmarksQueries.list());
  const add = useMutation(bookmarksMutations.add());
  const remove = useMutation(bookmarksMutations.remove());
  const key = bookmarkTargetKey(bookmark);
  const kept = list.data?.find((b) => b.type === bookmark.type && bookmarkTargetKey(b) === key);
  // A bookmark the server has not confirmed yet (a negative id) cannot be removed until it has.
  const settled = !add.isPending && !remove.isPending && (kept === undefined || kept.id > 0);
  return (
    <StarButton
      name={bookmark.title}
      pressed={kept !== undefined}
      ready={list.isSuccess && settled}
      onToggle={() => {
        if (kept) remove.mutate({ id: kept.id, quietly: true });
        else add.mutate(bookmark);
      }}
    />
  );
}
