import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { bookmarksQueries, type FavoriteType } from '@cdmnet/api';
import { Switch, type DataTableColumn } from '@cdmnet/ui';
import { FavoriteToggle } from '../../../app/bookmarks/favorite-toggle';
import { networkCopy } from '../messages.ko';

const t = networkCopy.favorites;

/**
 * The star column: last, narrow, not sortable. Rows keep their order when starred (a row that jumped
 * to the top under the pointer would lose the user's place); the 즐겨찾기만 switch shows the short list.
 */
export function starColumn<T extends { id: number; name: string }>(
  type: FavoriteType,
  /** The row that has no star (the user's own, in the directory). */
  ownId?: number,
): DataTableColumn<T> {
  return {
    id: 'favorite',
    header: t.column,
    width: '5.5rem',
    align: 'center',
    // On a phone the star joins the card's footer, within the thumb's reach like the other buttons.
    card: 'actions',
    cell: ({ row }) =>
      row.id === ownId ? null : <FavoriteToggle type={type} targetId={row.id} name={row.name} />,
  };
}

/** The 즐겨찾기만 switch's state and the rows it leaves, for a network table of `type`. */
export function useFavoriteFilter<T extends { id: number }>(type: FavoriteType, rows: readonly T[]) {
  const [onlyStarred, setOnlyStarred] = useState(false);
  const favorites = useQuery(bookmarksQueries.favorites());
  const shown = useMemo(() => {
    if (!onlyStarred) return rows;
    const starred = new Set(favorites.data?.filter((f) => f.type === type).map((f) => f.targetId));
    return rows.filter((row) => starred.has(row.id));
  }, [onlyStarred, rows, favorites.data, type]);
  const toggle = (
    <Switch
      label={t.onlyStarred}
      checked={onlyStarred}
      // Until the favourites are known, the short list cannot be told.
      disabled={!favorites.isSuccess}
      onCheckedChange={setOnlyStarred}
    />
  );
  return { onlyStarred, shown, toggle };
}
