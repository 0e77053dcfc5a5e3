import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { resultRequestKindLabels, resultRequestsQueries, type ResultRequest } from '@cdmnet/api';
import { Button, DataTable, type DataTableColumn } from '@cdmnet/ui';
import {
  projectColumn,
  requestedByColumn,
  timeColumn,
  writtenColumn,
} from '../../../app/components/decision-columns';
import { resultRequestColumns } from './result-request-columns';
import { ResultReviewDialog } from './result-review-dialog';
import { orgAdminCopy } from '../messages.ko';

const t = orgAdminCopy.results;

// The table caches on its data's identity: one empty list while loading.
const none: ResultRequest[] = [];

function columns(review: (request: ResultRequest) => void): DataTableColumn<ResultRequest>[] {
  return [
    projectColumn(t.project),
    ...resultRequestColumns,
    requestedByColumn(t.requestedBy, t.unknownUser),
    timeColumn('requestedAt', t.requestedAt, (r) => r.requestedAt),
    writtenColumn('note', t.note, (r) => r.note, t.noNote, '14rem'),
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
      card: 'actions',
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
