import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import { irbQueries, irbStateLabels, type IrbHistoryQuery, type IrbRequest } from '@cdmnet/api';
import { DataTable, PageHeader, formatDateShort, type DataTableColumn } from '@cdmnet/ui';
import {
  decidedByColumn,
  projectColumn,
  timeColumn,
  writtenColumn,
} from '../../../app/components/decision-columns';
import { filterSelect } from '../../../app/components/day-range-filter';
import { useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResultHistoryTable } from '../components/result-history-table';
import { IrbStateBadge } from '../../../app/components/irb-state-badge';
import { useOrgId } from '../org-admin-access';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.irbHistory;
const c = orgAdminCopy.irb;

// The table caches on its data's identity: one empty list while loading.
const none: IrbRequest[] = [];

/** The outcome Select's value for every outcome (Select values cannot be empty). */
const ALL = 'ALL';
const outcomes = ['APPROVED', 'REJECTED', 'EXPIRED'] as const;
type Outcome = (typeof outcomes)[number];
const isOutcome = (value: string): value is Outcome => (outcomes as readonly string[]).includes(value);

const outcomeOptions = [
  { value: ALL, label: t.allOutcomes },
  ...outcomes.map((value) => ({ value, label: irbStateLabels[value] })),
];

const filterForm = z.object({ state: z.string() });

/** Newest decision first; an expiry keeps the time of the approval it ended. */
const decidedAt = (r: IrbRequest) => r.decidedAt ?? r.history.at(-1)?.at ?? r.requestedAt;

const columns: DataTableColumn<IrbRequest>[] = [
  timeColumn('decidedAt', t.decidedAt, decidedAt),
  projectColumn(c.project, '14rem'),
  { id: 'irbNumber', header: c.irbNumber, accessor: (r) => r.irbNumber, searchable: true, width: '10rem' },
  {
    id: 'state',
    header: t.outcome,
    accessor: (r) => irbStateLabels[r.state],
    cell: ({ row }) => <IrbStateBadge state={row.state} />,
    width: '5.5rem',
  },
  decidedByColumn(t.decidedBy, t.noValue),
  writtenColumn('reason', t.reason, (r) => r.reason, t.noValue),
  {
    id: 'validUntil',
    header: t.validUntil,
    // What a rejection asked for was never granted: no end to show.
    accessor: (r) => (r.state === 'REJECTED' ? '' : r.validUntil),
    cell: ({ row }) =>
      row.state === 'REJECTED' ? (
        t.noValue
      ) : (
        <span className={styles.nowrap}>{formatDateShort(row.validUntil)}</span>
      ),
    sortable: true,
    width: '8rem',
  },
];

/**
 * /orgadmin/{id}/research/history: every IRB decision of the organisation, newest first: when and by
 * whom, the project and its number, the outcome (승인, 거절, or 만료 once an approval ended), a
 * rejection's reason and the approval's last day. Filtered by outcome as soon as one is chosen.
 */
export function ResearchHistoryPage() {
  useDocumentTitle(t.pageTitle);
  const orgId = useOrgId();
  const form = useForm({ schema: filterForm, defaultValues: { state: ALL } });
  const chosen = form.watch('state');
  const filter = useMemo<IrbHistoryQuery>(() => (isOutcome(chosen) ? { state: chosen } : {}), [chosen]);
  const history = useQuery(irbQueries.history(orgId, filter));

  return (
    <section className={`${styles.page} ${styles.koreanText}`}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      <form
        role="search"
        aria-label={t.filters}
        noValidate
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          control={form.control}
          name="state"
          label={t.outcome}
          options={outcomeOptions}
          className={filterSelect}
        />
      </form>
      <DataTable
        title={t.tableTitle}
        titleLevel={3}
        data={history.data ?? none}
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort={{ id: 'decidedAt', desc: true }}
        loading={history.isPending}
        error={history.isError ? t.loadFailed : undefined}
        onRetry={() => void history.refetch()}
        emptyMessage={filter.state ? t.emptyFiltered : t.empty}
        viewportOffset="30rem"
      />
      <ResultHistoryTable orgId={orgId} />
    </section>
  );
}
