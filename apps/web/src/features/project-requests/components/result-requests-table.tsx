import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  deliveryChannelLabels,
  resultRequestKindLabels,
  resultRequestsQueries,
  resultRequestStateLabels,
  type ResultRequest,
  type ResultRequestState,
} from '@cdmnet/api';
import { Badge, DataTable, type BadgeTone, type DataTableColumn } from '@cdmnet/ui';
import { requestedByColumn, timeColumn } from '../../../app/components/decision-columns';
import { requestsCopy } from '../messages.ko';
import * as styles from '../project-requests.css';

const t = requestsCopy.results;

// The table caches on its data's identity: one empty list while loading.
const none: ResultRequest[] = [];

const tones: Record<ResultRequestState, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

const executionPath = (r: ResultRequest) =>
  `/project/${r.project.id}/analysis/${r.analysisId}/execution/${r.executionId}`;

const columns: DataTableColumn<ResultRequest>[] = [
  {
    id: 'kind',
    header: t.kind,
    accessor: (r) => resultRequestKindLabels[r.kind],
    cell: ({ row }) => (
      <span className={styles.stateCell}>
        <span>{resultRequestKindLabels[row.kind]}</span>
        {row.kind === 'DELIVERY' && row.channel ? (
          <span className={styles.muted}>{deliveryChannelLabels[row.channel]}</span>
        ) : null}
      </span>
    ),
    width: '8rem',
  },
  {
    id: 'state',
    header: t.state,
    accessor: (r) => resultRequestStateLabels[r.state],
    cell: ({ row }) => (
      <span className={styles.stateCell}>
        <Badge tone={tones[row.state]}>{resultRequestStateLabels[row.state]}</Badge>
        {row.state === 'APPROVED' && row.withDelivery ? (
          <span className={styles.muted}>{t.withDelivery}</span>
        ) : null}
        {row.state === 'REJECTED' && row.reason ? (
          <p className={styles.reason}>{t.reason(row.reason)}</p>
        ) : null}
      </span>
    ),
    width: '12rem',
  },
  {
    id: 'execution',
    header: t.execution,
    accessor: (r) => t.executionOf(r.cdmName, r.orgName),
    cell: ({ row }) => (
      <Link to={executionPath(row)} aria-label={t.executionLink(row.analysisName, row.cdmName)}>
        {t.executionOf(row.cdmName, row.orgName)}
      </Link>
    ),
    searchable: true,
    width: '12rem',
  },
  { id: 'analysis', header: t.analysis, accessor: (r) => r.analysisName, searchable: true, width: '13rem' },
  requestedByColumn(t.requestedBy, t.noValue),
  timeColumn('requestedAt', t.requestedAt, (r) => r.requestedAt),
  timeColumn('decidedAt', t.decidedAt, (r) => r.decidedAt, t.noValue),
];

/**
 * The project's result requests, newest first: what was asked (and how a delivery would leave), where
 * it stands (a rejection with its reason), which execution (its CDM and organisation, a link to it),
 * the analysis, who asked, when it was asked and decided.
 */
export function ResultRequestsTable({ projectId }: { projectId: number }) {
  const requests = useQuery(resultRequestsQueries.project(projectId));
  return (
    <DataTable
      title={t.title}
      titleLevel={3}
      data={requests.data ?? none}
      columns={columns}
      getRowId={(r) => String(r.id)}
      searchPlaceholder={t.search}
      defaultSort={{ id: 'requestedAt', desc: true }}
      loading={requests.isPending}
      error={requests.isError ? t.loadFailed : undefined}
      onRetry={() => void requests.refetch()}
      emptyMessage={t.empty}
      viewportOffset="30rem"
    />
  );
}
