import { useMutation, useQuery } from '@tanstack/react-query';
import { bookmarksMutations, bookmarksQueries, type FavoriteType } from '@cdmnet/api';
import { StarButton } from './star-button';

export interface FavoriteToggleProps {
  type: FavoriteType;
  targetId: number;
  /** The organisation's or researcher's name: the star's name and the list's until the server answers. */
  name: string;
}

/**
 * Stars an organisation or a researcher (spec §7 "Favorite") on the network pages' rows. It changes at
 * once; a refusal puts it back and the client toasts why.
 */
export function FavoriteToggle({ type, targetId, name }: FavoriteToggleProps) {
  const list = useQuery(bookmarksQueries.favorites());
  const add = useMutation(bookmarksMutations.addFavorite());
  const remove = useMutation(bookmarksMutations.removeFavorite());
  const starred = list.data?.some((f) => f.type === type && f.targetId === targetId) ?? false;
  return (
    <StarButton
      name={name}
      pressed={starred}
      ready={list.isSuccess && !add.isPending && !remove.isPending}
      onToggle={() => {
        if (starred) remove.mutate({ type, targetId, quietly: true });
        else add.mutate({ type, targetId, name });
      }}
    />
  );
}
