import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  executionMessages,
  executionsMutations,
  executionsQueries,
  projectsQueries,
  type AnalysisDetail,
  type ExecutionSummary,
  type ProjectAccess,
  type ProjectPermission,
} from '@cdmnet/api';
import {
  Button,
  Card,
  Checkbox,
  DataTable,
  confirm,
  formatTimestamp,
  visuallyHidden,
  type DataTableColumn,
} from '@cdmnet/ui';
import { ExecutionStatusLabel } from '../../../app/components/execution-status';
import { LazyResultRequestDialog } from '../../../app/components/lazy-result-request-dialog';
import { analysisPath, executionPath } from '../analysis-path';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';
import * as bulkStyles from './executions-section.css';
import { LazyExecutionDialog } from './lazy-execution-dialog';

const t = analysisCopy.execution;

// The table caches on its data's identity: one empty list while loading.
const none: ExecutionSummary[] = [];

/** Whether the caller holds `permission` in the project (managers hold every one). */
const holds = (access: ProjectAccess | undefined, permission: ProjectPermission) =>
  access?.state === 'ACCEPTED' && (access.role === 'MANAGER' || access.permissions.includes(permission));

/** Why 실행 cannot start now, in the contract's words where it has them, or null. */
function whyNotStartable(analysis: AnalysisDetail): string | null {
  if (analysis.type === 'FL') return executionMessages.refusedType;
  if (analysis.latestVersion === null) return executionMessages.noPackage;
  if (analysis.targets.length === 0) return t.noTargets;
  return null;
}

interface Selection {
  chosen: ReadonlySet<number>;
  /** Whether the row can be chosen: it may be cancelled, or its results asked for. */
  choosable: (row: ExecutionSummary) => boolean;
  onChoose: (executionId: number, on: boolean) => void;
}

/** Finished, its results kept from the caller: a row whose results can be asked for. */
const askable = (row: ExecutionSummary) =>
  row.status === 'FINISHED_SUCCESSFULLY' && row.resultAccess === 'NONE';

function columns(projectId: number, selection: Selection | null): DataTableColumn<ExecutionSummary>[] {
  const select: DataTableColumn<ExecutionSummary>[] = selection
    ? [
        {
          id: 'select',
          header: t.select,
          cell: ({ row }) =>
            selection.choosable(row) ? (
              <Checkbox
                aria-label={t.selectOf(row.id)}
                checked={selection.chosen.has(row.id)}
                onCheckedChange={(checked) => selection.onChoose(row.id, checked === true)}
              />
            ) : null,
          width: '4rem',
          align: 'center',
        },
      ]
    : [];
  return [
    ...select,
    {
      id: 'id',
      header: t.id,
      cell: ({ row }) => (
        <Link
          to={executionPath(projectId, row.analysisId, row.id)}
          className={styles.nameLink}
          aria-label={t.linkOf(row.id)}
        >
          {t.idOf(row.id)}
        </Link>
      ),
      width: '5rem',
      card: 'title',
    },
    {
      id: 'status',
      header: t.status,
      accessor: (row) => row.status,
      cell: ({ row }) => (
        <span className={styles.statusCell}>
          <ExecutionStatusLabel status={row.status} />
          {row.status === 'FINISHED_WITH_ERROR' && row.error ? (
            <span className={styles.statusError}>{row.error}</span>
          ) : null}
        </span>
      ),
      width: '13rem',
    },
    { id: 'org', header: t.organization, accessor: (row) => row.orgName, width: '9rem' },
    { id: 'cdm', header: t.cdm, accessor: (row) => row.cdmName, width: '9rem' },
    {
      id: 'version',
      header: t.version,
      accessor: (row) => row.version,
      cell: ({ row }) => analysisCopy.version(row.version),
      width: '4.5rem',
      align: 'end',
    },
    {
      id: 'startedBy',
      header: t.startedBy,
      accessor: (row) => row.startedByName ?? t.noUser,
      width: '6.5rem',
    },
    {
      id: 'startedAt',
      header: t.startedAt,
      accessor: (row) => row.createdAt,
      cell: ({ row }) => <span className={styles.nowrap}>{formatTimestamp(row.createdAt)}</span>,
      width: '9.5rem',
    },
    {
      id: 'finishedAt',
      header: t.finishedAt,
      accessor: (row) => row.finishedAt,
      cell: ({ row }) => (
        <span className={styles.nowrap}>
          {row.finishedAt ? formatTimestamp(row.finishedAt) : t.notFinished}
        </span>
      ),
      width: '9.5rem',
    },
  ];
}

/**
 * The analysis page's 실행 section: its executions, newest first (status with the spec's icon, where
 * it ran, which version, who and when, why it failed), each leading to its page, and following the
 * live stream. 실행 (for EXECUTION_CREATE holders; otherwise the section says why not) opens the
 * dialog; it waits with its reason while there is no package, no target or the type cannot run here.
 * Holders of EXECUTION_CANCEL choose rows and cancel them together after a question naming how many;
 * holders of EXECUTION_VIEW choose finished ones whose results the organisation keeps from them and
 * ask for them together (one request each; those already asked for are left out by the server).
 */
export function ExecutionsSection({ projectId, analysis }: { projectId: number; analysis: AnalysisDetail }) {
  const queryClient = useQueryClient();
  const executions = useQuery(executionsQueries.analysis(projectId, analysis.id));
  // The caller's place, as the project's layout read it to let them in (the same query, from its cache).
  const access = useQuery(projectsQueries.access(projectId));
  const cancel = useMutation(executionsMutations.cancel(queryClient, projectId, analysis.id));
  const mayCreate = holds(access.data, 'EXECUTION_CREATE');
  const mayCancel = holds(access.data, 'EXECUTION_CANCEL');
  const mayAsk = holds(access.data, 'EXECUTION_VIEW');
  const blocked = whyNotStartable(analysis);
  const blockedId = useId();
  // A fresh form each time it opens.
  const [starting, setStarting] = useState(0);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // Whether anything was ever chosen: clearing the last choice is said, the first load is not.
  const [chose, setChose] = useState(false);
  const choose = (ids: Iterable<number>) => {
    setChosen(new Set(ids));
    setChose(true);
  };
  /** After a bulk action: the choice is spent, and its own reply (toast, dialog) says what happened. */
  const clearChoice = () => {
    setChosen(new Set());
    setChose(false);
  };
  const [asking, setAsking] = useState<readonly number[] | null>(null);

  const rows = executions.data ?? none;
  const choosable = useMemo(
    () => (row: ExecutionSummary) => (mayCancel && row.mayCancel) || (mayAsk && askable(row)),
    [mayCancel, mayAsk],
  );
  const selectable = rows.filter(choosable);
  // What is chosen and still cancellable or askable (a row may have moved on since it was ticked).
  const chosenRows = selectable.filter((row) => chosen.has(row.id));
  const chosenIds = chosenRows.filter((row) => row.mayCancel).map((row) => row.id);
  const askIds = chosenRows.filter(askable).map((row) => row.id);

  const tableColumns = useMemo(
    () =>
      columns(
        projectId,
        mayCancel || mayAsk
          ? {
              chosen,
              choosable,
              onChoose: (executionId, on) => {
                setChose(true);
                setChosen((current) => {
                  const next = new Set(current);
                  if (on) next.add(executionId);
                  else next.delete(executionId);
                  return next;
                });
              },
            }
          : null,
      ),
    [projectId, mayCancel, mayAsk, chosen, choosable],
  );

  const askCancel = () =>
    void confirm({
      message: t.confirmCancel(chosenIds.length),
      acceptLabel: t.cancelAccept,
      rejectLabel: t.cancelClose,
      acceptVariant: 'danger',
      // Refused: the reply's message is the toast; the question closes and the list stays.
      onAccept: () =>
        cancel
          .mutateAsync(chosenIds)
          .then(clearChoice)
          .catch(() => undefined),
    });

  const startButton = (variant: 'primary' | 'secondary') => (
    <Button
      size="sm"
      variant={variant}
      disabled={blocked !== null}
      aria-describedby={blocked ? blockedId : undefined}
      onClick={() => setStarting(Date.now())}
    >
      {t.start}
    </Button>
  );

  const allChosen = selectable.length > 0 && chosenRows.length === selectable.length;
  // Bulk actions show only while they have something to act on; the count is said to screen readers
  // (the buttons appear silently), and the bar keeps its height so the table stays put.
  const toolbar =
    mayCancel || mayAsk ? (
      <div className={bulkStyles.bulkBar}>
        <p role="status" className={visuallyHidden}>
          {chosenRows.length > 0 ? t.chosenCount(chosenRows.length) : chose ? t.noneChosen : ''}
        </p>
        {selectable.length > 1 ? (
          <Checkbox
            label={t.selectAll}
            checked={allChosen ? true : chosenRows.length > 0 ? 'indeterminate' : false}
            onCheckedChange={(checked) => choose(checked === true ? selectable.map((row) => row.id) : [])}
          />
        ) : null}
        {mayCancel && chosenIds.length > 0 ? (
          <Button size="sm" variant="danger" loading={cancel.isPending} onClick={askCancel}>
            {t.cancelSelected(chosenIds.length)}
          </Button>
        ) : null}
        {mayAsk && askIds.length > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => setAsking(askIds)}>
            {t.askSelected(askIds.length)}
          </Button>
        ) : null}
      </div>
    ) : undefined;

  return (
    <Card
      title={t.title}
      headingLevel={3}
      description={t.description}
      actions={mayCreate ? startButton('primary') : null}
    >
      <div className={styles.stack}>
        {access.isSuccess && !mayCreate ? <p className={styles.notice}>{t.noCreate}</p> : null}
        {mayCreate && blocked ? (
          <p id={blockedId} className={styles.muted}>
            {blocked}
          </p>
        ) : null}
        <DataTable
          title={t.table}
          titleLevel={4}
          data={rows}
          columns={tableColumns}
          getRowId={(row) => String(row.id)}
          search={false}
          loading={executions.isPending}
          loadingRowCount={3}
          error={executions.isError ? t.loadFailed : undefined}
          onRetry={() => void executions.refetch()}
          emptyMessage={t.empty}
          emptyAction={mayCreate && !blocked ? startButton('secondary') : undefined}
          toolbar={toolbar}
          height="auto"
        />
        {rows.length > 0 ? (
          <div className={styles.toolbar}>
            <Button variant="secondary" size="sm" asChild>
              <Link to={`${analysisPath(projectId, analysis.id)}/results`}>{t.combinedResults}</Link>
            </Button>
            <span className={styles.muted}>{t.combinedResultsHelp}</span>
          </div>
        ) : null}
      </div>
      {asking ? (
        <LazyResultRequestDialog
          projectId={projectId}
          analysisId={analysis.id}
          executionIds={asking}
          kind="VIEW"
          subject={t.askSubject(
            rows.filter((row) => asking.includes(row.id)).map((row) => `#${row.id} ${row.cdmName}`),
          )}
          onClose={() => {
            setAsking(null);
            clearChoice();
          }}
        />
      ) : null}
      {starting && mayCreate ? (
        <LazyExecutionDialog
          key={starting}
          projectId={projectId}
          analysis={analysis}
          onClose={() => setStarting(0)}
        />
      ) : null}
    </Card>
  );
}
