import { useMemo } from 'react';
import type { AtlasSearchSort, AtlasSearchSortField, FoundConcept, VocabularySource } from '@cdmnet/api';
import { DataTable, type DataTableColumn, type DataTableSort } from '@cdmnet/ui';
import { LazyBookmarkToggle } from '../../../app/bookmarks/lazy-bookmark-toggle';
import { conceptBookmark } from '../bookmarks';
import { atlasSearchCopy } from '../messages.ko';
import * as styles from '../atlas-search.css';
import { StandardBadge, validityText } from './concept-badges';
import { ConceptLink } from './concept-link';
import { OpenInAtlas, type AtlasTarget } from './open-in-atlas';

const t = atlasSearchCopy.search;

export interface ResultsTableProps {
  concepts: readonly FoundConcept[];
  sources: readonly VocabularySource[];
  /** The hospitals asked, kept on the links to the concept pages. */
  atlasIds: readonly number[];
  sort: AtlasSearchSort | null;
  onSortChange: (sort: AtlasSearchSort | null) => void;
  loading: boolean;
  title: string;
}

const sortOf = (sort: DataTableSort | null, fields: readonly string[]): AtlasSearchSort | null =>
  sort && fields.includes(sort.id)
    ? { field: sort.id as AtlasSearchSortField, order: sort.desc ? 'desc' : 'asc' }
    : null;

/**
 * One page of merged concepts. The server sorts and pages (a search is thousands of concepts across
 * hospitals); the table sorts its page by the same column with the kit's collator, which the server's
 * order already satisfies, so a header click reads the same as everywhere else in the product.
 */
export function ResultsTable({
  concepts,
  sources,
  atlasIds,
  sort,
  onSortChange,
  loading,
  title,
}: ResultsTableProps) {
  const columns = useMemo((): DataTableColumn<FoundConcept>[] => {
    const sourceOf = new Map(sources.map((s) => [s.atlasId, s]));
    const targetsOf = (row: FoundConcept): AtlasTarget[] =>
      row.foundIn.flatMap(({ atlasId }) => {
        const source = sourceOf.get(atlasId);
        return source ? [{ atlasId, orgName: source.orgName, atlasHref: source.atlasHref }] : [];
      });
    return [
      {
        id: 'conceptId',
        header: t.conceptId,
        // An id, not a quantity: no thousands separators.
        accessor: (r) => String(r.conceptId),
        sortValue: (r) => r.conceptId,
        sortable: true,
        width: '7rem',
      },
      {
        id: 'name',
        header: t.name,
        accessor: (r) => r.name,
        // A star keeps the concept for /bookmarks without opening its page first.
        cell: ({ row }) => (
          <span className={styles.starred}>
            <LazyBookmarkToggle bookmark={conceptBookmark(row)} />
            <ConceptLink concept={row} atlasIds={atlasIds} />
          </span>
        ),
        sortable: true,
        card: 'title',
      },
      {
        id: 'domainId',
        header: t.domainColumn,
        accessor: (r) => r.domainId,
        sortable: true,
        width: '6.5rem',
      },
      {
        id: 'vocabularyId',
        header: t.vocabularyColumn,
        accessor: (r) => r.vocabularyId,
        sortable: true,
        width: '6.5rem',
      },
      {
        id: 'conceptClassId',
        header: t.classColumn,
        accessor: (r) => r.conceptClassId,
        sortable: true,
        width: '7rem',
      },
      { id: 'code', header: t.code, accessor: (r) => r.code, sortable: true, width: '6.5rem' },
      {
        id: 'standard',
        header: t.standardColumn,
        accessor: (r) => r.standard ?? 'N',
        cell: ({ row }) => <StandardBadge standard={row.standard} />,
        width: '4rem',
      },
      { id: 'validity', header: t.validityColumn, accessor: (r) => validityText(r), width: '4rem' },
      {
        id: 'hospitals',
        header: t.hospitalsColumn,
        accessor: (r) => r.foundIn.length,
        cell: ({ row }) => (
          // One line a hospital, its vocabulary version after it: text that wraps, so seven
          // hospitals fit a narrow column and a phone's card.
          <ul className={styles.foundIn}>
            {row.foundIn.map(({ atlasId, vocabularyVersion }) => {
              const org = sourceOf.get(atlasId)?.orgName ?? String(atlasId);
              const version = vocabularyVersion ?? t.noVersion;
              return (
                <li key={atlasId}>
                  {org} <span className={styles.muted}>{t.vocabularyVersion(version)}</span>
                </li>
              );
            })}
          </ul>
        ),
        sortable: true,
        width: '11rem',
      },
      {
        id: 'actions',
        header: t.actions,
        cell: ({ row }) => <OpenInAtlas conceptId={row.conceptId} targets={targetsOf(row)} />,
        // Room for the button's words; the fixed columns leave the name its 12rem at 1440 px.
        width: '11rem',
        card: 'actions',
      },
    ];
  }, [sources, atlasIds]);

  const fields = useMemo(() => columns.filter((c) => c.sortable).map((c) => c.id), [columns]);

  return (
    <DataTable
      // A sort the address changes (the back button) starts the table afresh with it.
      key={sort ? `${sort.field}.${sort.order}` : 'none'}
      title={title}
      titleLevel={2}
      data={concepts}
      columns={columns}
      getRowId={(r) => String(r.conceptId)}
      defaultSort={sort ? { id: sort.field, desc: sort.order === 'desc' } : null}
      onSortChange={(next) => onSortChange(sortOf(next, fields))}
      loading={loading}
    />
  );
}
