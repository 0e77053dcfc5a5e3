import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import {
  resultRequestsQueries,
  resultRequestStateLabels,
  type ResultHistoryQuery,
  type ResultRequest,
} from '@cdmnet/api';
import { DataTable, type DataTableColumn } from '@cdmnet/ui';
import {
  decidedByColumn,
  projectColumn,
  timeColumn,
  writtenColumn,
} from '../../../app/components/decision-columns';
import { filterSelect } from '../../../app/components/day-range-filter';
import { useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { resultRequestColumns } from './result-request-columns';
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
  timeColumn('decidedAt', h.decidedAt, (r) => r.decidedAt ?? r.requestedAt),
  projectColumn(c.project),
  ...resultRequestColumns,
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
  decidedByColumn(h.decidedBy, h.noValue),
  writtenColumn('reason', h.reason, (r) => r.reason, h.noValue),
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
