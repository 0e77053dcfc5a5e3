import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { executionsQueries, type ExecutionSummary } from '@cdmnet/api';
import { DataTable, UserText, formatTimestamp, type DataTableColumn } from '@cdmnet/ui';
import { ExecutionStatusLabel } from '../../../app/components/execution-status';
import { analysisPath, executionPath } from '../analysis-path';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';

const t = analysisCopy.recent;
const e = analysisCopy.execution;

// The table caches on its data's identity: one empty list while loading.
const none: ExecutionSummary[] = [];

/** Rows per page: the newest first, the older ones a page away. */
const ROWS_PER_PAGE = 10;

function columns(projectId: number): DataTableColumn<ExecutionSummary>[] {
  return [
    {
      id: 'id',
      header: e.id,
      accessor: (row) => row.id,
      cell: ({ row }) => (
        <Link
          to={executionPath(projectId, row.analysisId, row.id)}
          className={styles.nameLink}
          aria-label={e.linkOf(row.id)}
        >
          {e.idOf(row.id)}
        </Link>
      ),
      width: '5rem',
    },
    {
      id: 'analysis',
      header: t.analysis,
      accessor: (row) => row.analysisName,
      cell: ({ row }) => (
        <Link to={analysisPath(projectId, row.analysisId)} className={styles.nameLink}>
          <UserText>{row.analysisName}</UserText>
        </Link>
      ),
      width: '14rem',
    },
    {
      id: 'status',
      header: e.status,
      accessor: (row) => row.status,
      cell: ({ row }) => <ExecutionStatusLabel status={row.status} />,
      width: '10rem',
    },
    { id: 'org', header: e.organization, accessor: (row) => row.orgName, width: '9rem' },
    { id: 'cdm', header: e.cdm, accessor: (row) => row.cdmName, width: '9rem' },
    {
      id: 'startedAt',
      header: e.startedAt,
      accessor: (row) => row.createdAt,
      cell: ({ row }) => <span className={styles.nowrap}>{formatTimestamp(row.createdAt)}</span>,
      width: '9.5rem',
    },
  ];
}

/**
 * The 분석 tab's 최근 실행: every execution of the project's analyses, newest first, ten to a page,
 * each leading to its page and its analysis; statuses follow the live stream.
 */
export function RecentExecutions({ projectId }: { projectId: number }) {
  const executions = useQuery(executionsQueries.project(projectId));
  const tableColumns = useMemo(() => columns(projectId), [projectId]);
  return (
    <DataTable
      title={t.title}
      titleLevel={3}
      data={executions.data ?? none}
      columns={tableColumns}
      getRowId={(row) => String(row.id)}
      search={false}
      rowsPerPage={ROWS_PER_PAGE}
      height="auto"
      loading={executions.isPending}
      loadingRowCount={3}
      error={executions.isError ? t.loadFailed : undefined}
      onRetry={() => void executions.refetch()}
      emptyMessage={t.empty}
    />
  );
}
