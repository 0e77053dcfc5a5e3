import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  executionMessages,
  executionsMutations,
  isApiError,
  isTerminalExecutionStatus,
  projectsQueries,
  ResultCode,
  type ExecutionDetail,
  type ProjectAccess,
} from '@cdmnet/api';
import { Button, Card, confirm, formatZonedTimestamp, Skeleton, UserText } from '@cdmnet/ui';
import { ExecutionStatusLabel } from '../../../app/components/execution-status';
import { ExternalLinkIcon } from '../../../app/components/icons';
import {
  recordPageState,
  RecordPageStandIn,
  ResearchPage,
  type PageFact,
} from '../../../app/layout/page-anatomy';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ExecutionLog } from '../components/execution-log';
import { ExecutionRecord } from '../components/execution-record';
import { ResultAccess } from '../components/result-access';
import { ResultFiles } from '../components/result-files';
import { StatusHistory } from '../components/status-history';
import { analysisPath, useExecutionParams, type ExecutionRef } from '../execution-path';
import { executionDetailQuery } from '../execution-queries';
import { executionCopy as t } from '../messages.ko';
import * as styles from '../executions.css';

/** 분석으로 돌아가기: back to the execution's analysis, above the page's title. */
const backTo = (execution: ExecutionRef) => ({
  to: analysisPath(execution.projectId, execution.analysisId),
  label: t.back,
  navLabel: t.backNav,
});

/**
 * /project/{id}/analysis/{analysisId}/execution/{executionId}: one execution (where notifications
 * link). Its header (status, analysis, organisation and CDM, version, who and when, 실행 취소 for a
 * member holding EXECUTION_CANCEL while it may still stop), why it failed, the status history with
 * each move's time, the reproducibility record, the engine's log (followed while it runs), and the
 * result files for a caller who may see them, or the contract's sentence saying they are kept from
 * them. Everything follows the live stream: each event makes the execution stale.
 */
export function ExecutionPage() {
  const { projectId, analysisId, executionId } = useExecutionParams();
  // One object per execution, so what hangs on it (the files' columns) is not rebuilt every render.
  const execution = useMemo(
    () => ({ projectId, analysisId, executionId }),
    [projectId, analysisId, executionId],
  );
  const projectName = useQuery(projectsQueries.detail(projectId)).data?.name;
  const detail = useQuery(executionDetailQuery(execution));

  // Another analysis's execution, or none: the server's 404 (an address that is not a number asks nothing).
  const missing =
    analysisId < 1 ||
    executionId < 1 ||
    (isApiError(detail.error) && detail.error.code === ResultCode.NOT_FOUND);
  if (!missing && detail.data) {
    return <ExecutionView execution={execution} projectName={projectName} detail={detail.data} />;
  }
  const state = recordPageState(
    detail,
    missing,
    { ...t, notFound: executionMessages.notFound },
    {
      titleWidth: '12rem',
      skeleton: (
        <>
          <Skeleton width="28rem" />
          <Skeleton shape="rect" height="8rem" />
          <Skeleton shape="rect" height="12rem" />
        </>
      ),
    },
  );
  return <RecordPageStandIn back={backTo(execution)} pageTitle={t.pageTitle} state={state} />;
}

/** Whether the caller holds EXECUTION_CANCEL (managers hold every permission). */
const holdsCancel = (access: ProjectAccess | undefined) =>
  access?.state === 'ACCEPTED' &&
  (access.role === 'MANAGER' || access.permissions.includes('EXECUTION_CANCEL'));

function ExecutionView({
  execution,
  projectName,
  detail,
}: {
  execution: ExecutionRef;
  projectName: string | undefined;
  detail: ExecutionDetail;
}) {
  useDocumentTitle(t.pageTitleOf(detail.id, detail.analysisName, projectName));
  const queryClient = useQueryClient();
  const cancel = useMutation(
    executionsMutations.cancel(queryClient, execution.projectId, execution.analysisId),
  );
  // The caller's place, as the project's layout read it to let them in (the same query, from its cache).
  const access = useQuery(projectsQueries.access(execution.projectId));
  const stoppable = !isTerminalExecutionStatus(detail.status) && detail.status !== 'CANCELLING';
  const cannotCancel = stoppable && !detail.mayCancel && access.isSuccess && !holdsCancel(access.data);

  const askCancel = () =>
    void confirm({
      message: t.confirmCancel(detail.id, detail.cdmName),
      acceptLabel: t.cancel,
      rejectLabel: t.confirmClose,
      acceptVariant: 'danger',
      // Refused: the reply's message is the toast; the question closes and the page stays.
      onAccept: () => cancel.mutateAsync([detail.id]).catch(() => undefined),
    });

  const facts: PageFact[] = [
    // Said when it changes: the stream moves it while the page is open.
    { term: t.status, value: <ExecutionStatusLabel status={detail.status} />, live: true },
    { term: t.analysis, value: <UserText>{detail.analysisName}</UserText> },
    { term: t.organization, value: detail.orgName },
    { term: t.cdm, value: detail.cdmName },
    { term: t.version, value: t.versionOf(detail.version) },
    { term: t.startedBy, value: detail.startedByName ?? t.unknownUser },
    { term: t.startedAt, value: formatZonedTimestamp(detail.createdAt) },
    {
      term: t.finishedAt,
      value: detail.finishedAt ? formatZonedTimestamp(detail.finishedAt) : t.notFinished,
    },
  ];

  return (
    <ResearchPage
      back={backTo(execution)}
      title={t.title(detail.id)}
      actions={
        detail.mayCancel ? (
          <Button variant="danger" loading={cancel.isPending} onClick={askCancel}>
            {t.cancel}
          </Button>
        ) : null
      }
      facts={facts}
      factsLabel={t.facts}
    >
      {cannotCancel ? <p className={styles.notice}>{t.cancelNotAllowed}</p> : null}
      {detail.status === 'FINISHED_WITH_ERROR' && detail.error ? (
        <div className={styles.errorBox}>
          <p className={styles.errorTitle}>{t.errorTitle}</p>
          <p className={styles.errorText}>{detail.error}</p>
        </div>
      ) : null}
      <Card title={t.history.title} headingLevel={3} description={t.history.description}>
        <StatusHistory history={detail.history} />
      </Card>
      <Card title={t.record.title} headingLevel={3} description={t.record.description}>
        <ExecutionRecord record={detail.record} rules={detail.disclosureRules} />
      </Card>
      <Card title={t.log.title} headingLevel={3} description={t.log.description}>
        <ExecutionLog
          execution={execution}
          status={detail.status}
          engineStartedAt={detail.history.find((step) => step.status !== 'WAITING')?.at ?? null}
        />
      </Card>
      <Card title={t.files.title} headingLevel={3} description={t.files.description}>
        <Results execution={execution} detail={detail} />
      </Card>
    </ResearchPage>
  );
}

/**
 * The results: the files (and the Shiny app) for a caller who may see them, or how many there are and
 * how to ask; then what the caller may do to take them out (result-access.tsx).
 */
function Results({ execution, detail }: { execution: ExecutionRef; detail: ExecutionDetail }) {
  if (detail.resultAccess === 'NONE') {
    return (
      <div className={styles.stack}>
        {detail.fileCount > 0 ? (
          <p className={styles.muted}>{t.files.hiddenCount(detail.fileCount)}</p>
        ) : null}
        <ResultAccess execution={execution} detail={detail} />
      </div>
    );
  }
  if (detail.fileCount === 0 && !isTerminalExecutionStatus(detail.status)) {
    return <p className={styles.muted}>{t.files.notYet}</p>;
  }
  return (
    <div className={styles.stack}>
      {detail.shinyUrl ? (
        <div className={styles.stack}>
          <a href={detail.shinyUrl} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
            {t.files.shiny}
            <ExternalLinkIcon />
          </a>
          <p className={styles.muted}>{t.files.shinyHelp}</p>
        </div>
      ) : null}
      <ResultAccess execution={execution} detail={detail} />
      <ResultFiles execution={execution} mayDownload={detail.mayDownload} />
    </div>
  );
}
