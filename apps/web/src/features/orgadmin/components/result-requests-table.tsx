import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { resultRequestKindLabels, resultRequestsQueries, type ResultRequest } from '@cdmnet/api';
import { Button, DataTable, formatTimestamp, type DataTableColumn } from '@cdmnet/ui';
import { IrbProjectCell } from './irb-project-cell';
import { ResultKindCell } from './result-kind-cell';
import { ResultReviewDialog } from './result-review-dialog';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.results;

// The table caches on its data's identity: one empty list while loading.
const none: ResultRequest[] = [];

function columns(review: (request: ResultRequest) => void): DataTableColumn<ResultRequest>[] {
  return [
    {
      id: 'project',
      header: t.project,
      accessor: (r) => r.project.name,
      cell: ({ row }) => <IrbProjectCell project={row.project} />,
      searchable: true,
      sortable: true,
      width: '13rem',
    },
    { id: 'analysis', header: t.analysis, accessor: (r) => r.analysisName, searchable: true, width: '13rem' },
    { id: 'cdm', header: t.cdm, accessor: (r) => r.cdmName, width: '8rem' },
    {
      id: 'kind',
      header: t.kind,
      accessor: (r) => resultRequestKindLabels[r.kind],
      cell: ({ row }) => <ResultKindCell request={row} />,
      width: '9rem',
    },
    {
      id: 'requestedBy',
      header: t.requestedBy,
      accessor: (r) => r.requestedByName ?? t.unknownUser,
      searchable: true,
      width: '6.5rem',
    },
    {
      id: 'requestedAt',
      header: t.requestedAt,
      accessor: (r) => r.requestedAt,
      cell: ({ row }) => <span className={styles.nowrap}>{formatTimestamp(row.requestedAt)}</span>,
      sortable: true,
      width: '10.5rem',
    },
    {
      id: 'note',
      header: t.note,
      accessor: (r) => r.note,
      cell: ({ row }) => <p className={styles.note}>{row.note || t.noNote}</p>,
      width: '14rem',
    },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => (
        <Button
          size="sm"
          aria-label={t.reviewOf(row.analysisName, row.cdmName, resultRequestKindLabels[row.kind])}
          onClick={() => review(row)}
        >
          {t.review}
        </Button>
      ),
      width: '5.5rem',
    },
  ];
}

/**
 * The result requests waiting for this organisation, oldest first: the project, analysis and CDM, what
 * was asked (and how a delivery would leave), who asked when and why; 검토 opens what would leave.
 */
export function ResultRequestsTable({ orgId }: { orgId: number }) {
  const pending = useQuery(resultRequestsQueries.pending(orgId));
  const [reviewing, setReviewing] = useState<ResultRequest | null>(null);
  const tableColumns = useMemo(() => columns(setReviewing), []);

  return (
    <>
      <DataTable
        title={t.tableTitle}
        titleLevel={3}
        data={pending.data ?? none}
        columns={tableColumns}
        getRowId={(r) => String(r.id)}
        searchPlaceholder={t.search}
        defaultSort={{ id: 'requestedAt', desc: false }}
        loading={pending.isPending}
        error={pending.isError ? t.loadFailed : undefined}
        onRetry={() => void pending.refetch()}
        emptyMessage={t.empty}
        viewportOffset="24rem"
      />
      {reviewing ? (
        <ResultReviewDialog orgId={orgId} request={reviewing} onClose={() => setReviewing(null)} />
      ) : null}
    </>
  );
}
