import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import {
  resultRequestKindLabels,
  resultRequestsQueries,
  resultRequestStateLabels,
  type ResultHistoryQuery,
  type ResultRequest,
} from '@cdmnet/api';
import { DataTable, formatTimestamp, type DataTableColumn } from '@cdmnet/ui';
import { filterSelect } from '../../../app/components/day-range-filter';
import { useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { IrbProjectCell } from './irb-project-cell';
import { ResultKindCell } from './result-kind-cell';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.resultHistory;
const h = orgAdminCopy.irbHistory;
const c = orgAdminCopy.results;

// The table caches on its data's identity: one empty list while loading.
const none: ResultRequest[] = [];

/** The outcome Select's value for every outcome (Select values cannot be empty). */
const ALL = 'ALL';
const outcomes = ['APPROVED', 'REJECTED'] as const;
type Outcome = (typeof outcomes)[number];
const isOutcome = (value: string): value is Outcome => (outcomes as readonly string[]).includes(value);
const outcomeOptions = [
  { value: ALL, label: h.allOutcomes },
  ...outcomes.map((value) => ({ value, label: resultRequestStateLabels[value] })),
];
const filterForm = z.object({ state: z.string() });

const columns: DataTableColumn<ResultRequest>[] = [
  {
    id: 'decidedAt',
    header: h.decidedAt,
    accessor: (r) => r.decidedAt ?? r.requestedAt,
    cell: ({ row }) => (
      <span className={styles.nowrap}>{formatTimestamp(row.decidedAt ?? row.requestedAt)}</span>
    ),
    sortable: true,
    width: '10.5rem',
  },
  {
    id: 'project',
    header: c.project,
    accessor: (r) => r.project.name,
    cell: ({ row }) => <IrbProjectCell project={row.project} />,
    searchable: true,
    sortable: true,
    width: '13rem',
  },
  { id: 'analysis', header: c.analysis, accessor: (r) => r.analysisName, searchable: true, width: '13rem' },
  { id: 'cdm', header: c.cdm, accessor: (r) => r.cdmName, width: '8rem' },
  {
    id: 'kind',
    header: c.kind,
    accessor: (r) => resultRequestKindLabels[r.kind],
    cell: ({ row }) => <ResultKindCell request={row} />,
    width: '9rem',
  },
  {
    id: 'state',
    header: h.outcome,
    accessor: (r) => resultRequestStateLabels[r.state],
    cell: ({ row }) => (
      <span className={styles.stateCell}>
        <span>{resultRequestStateLabels[row.state]}</span>
        {row.state === 'APPROVED' && row.withDelivery ? (
          <span className={styles.muted}>{t.withDelivery}</span>
        ) : null}
      </span>
    ),
    width: '6rem',
  },
  {
    id: 'decidedBy',
    header: h.decidedBy,
    accessor: (r) => r.decidedByName ?? h.noValue,
    searchable: true,
    width: '6.5rem',
  },
  {
    id: 'reason',
    header: h.reason,
    accessor: (r) => r.reason ?? '',
    cell: ({ row }) => (row.reason ? <p className={styles.note}>{row.reason}</p> : h.noValue),
  },
];

/**
 * The organisation's result decisions, newest first, beside the IRB ones and filtered the same way:
 * when and by whom, the project, analysis and CDM, what was asked, the outcome (승인, with 반출 포함
 * where a VIEW approval let the results leave too) and a rejection's reason.
 */
export function ResultHistoryTable({ orgId }: { orgId: number }) {
  const form = useForm({ schema: filterForm, defaultValues: { state: ALL } });
  const chosen = form.watch('state');
  const filter = useMemo<ResultHistoryQuery>(() => (isOutcome(chosen) ? { state: chosen } : {}), [chosen]);
  const history = useQuery(resultRequestsQueries.history(orgId, filter));

  return (
    <>
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
          label={h.outcome}
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
    </>
  );
}
