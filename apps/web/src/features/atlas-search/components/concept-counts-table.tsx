import { useMemo } from 'react';
import type { ConceptCount, ConceptCountState, MaskedCount } from '@cdmnet/api';
import {
  Badge,
  DataTable,
  formatNumber,
  visuallyHidden,
  type BadgeTone,
  type DataTableColumn,
} from '@cdmnet/ui';
import { atlasSearchCopy } from '../messages.ko';
import * as styles from '../atlas-search.css';

const t = atlasSearchCopy.concept;

const tones: Record<ConceptCountState, BadgeTone> = {
  OK: 'success',
  NOT_ALLOWED: 'neutral',
  UNREACHABLE: 'danger',
  FAILED: 'danger',
  NO_ATLAS: 'warning',
};

/** A count as it left the hospital: the number, `<5` when it was below the minimum (said in words too), or `-`. */
function CountCell({ count, min }: { count: MaskedCount; min: number }) {
  if (count.hidden) {
    return (
      <span title={t.hiddenExplained(min)}>
        {t.hidden(min)}
        <span className={visuallyHidden}> ({t.hiddenExplained(min)})</span>
      </span>
    );
  }
  return (
    <span className={styles.nowrap}>
      {count.value === null ? t.noValue : `${formatNumber(count.value)}명`}
    </span>
  );
}

const countValue = (count: MaskedCount) => (count.hidden ? 0 : (count.value ?? -1));

const columns: DataTableColumn<ConceptCount>[] = [
  { id: 'org', header: t.hospital, accessor: (r) => r.orgName, card: 'title' },
  { id: 'cdm', header: t.cdm, accessor: (r) => r.cdmName, width: '10rem' },
  {
    id: 'state',
    header: t.state,
    accessor: (r) => atlasSearchCopy.countStates[r.state],
    cell: ({ row }) => (
      <span className={styles.conceptName}>
        <span>
          <Badge tone={tones[row.state]}>{atlasSearchCopy.countStates[row.state]}</Badge>
        </span>
        {row.message ? <span className={styles.muted}>{row.message}</span> : null}
      </span>
    ),
    width: '16rem',
  },
  {
    id: 'persons',
    header: t.persons,
    accessor: (r) => countValue(r.persons),
    cell: ({ row }) => <CountCell count={row.persons} min={row.minCellCount} />,
    sortable: true,
    align: 'end',
    width: '8rem',
  },
  {
    id: 'personsWithDescendants',
    header: t.personsWithDescendants,
    accessor: (r) => countValue(r.personsWithDescendants),
    cell: ({ row }) => <CountCell count={row.personsWithDescendants} min={row.minCellCount} />,
    sortable: true,
    align: 'end',
    width: '9rem',
  },
];

/** Persons with records of the concept in each hospital's CDM, or why that hospital cannot say. */
export function ConceptCountsTable({ counts }: { counts: readonly ConceptCount[] }) {
  const data = useMemo(() => [...counts], [counts]);
  return (
    <DataTable
      title={t.counts}
      titleLevel={2}
      data={data}
      columns={columns}
      getRowId={(r) => String(r.cdmId)}
      emptyMessage={t.noCounts}
    />
  );
}
