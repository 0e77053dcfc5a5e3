import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
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
import {
  Button,
  Card,
  confirm,
  EmptyState,
  formatTimestamp,
  PageHeader,
  Skeleton,
  UserText,
  visuallyHidden,
} from '@cdmnet/ui';
import { ExecutionStatusLabel } from '../../../app/components/execution-status';
import { ExternalLinkIcon } from '../../../app/components/icons';
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
function BackLink({ execution }: { execution: ExecutionRef }) {
  return (
    <nav aria-label={t.backNav}>
      <Link to={analysisPath(execution.projectId, execution.analysisId)} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t.back}
      </Link>
    </nav>
  );
}

/** What the page shows instead of an execution: while it loads, when it failed, when there is none. */
function Placeholder({
  execution,
  title,
  children,
}: {
  execution: ExecutionRef;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.page}>
      <PageHeader
        headingLevel={2}
        className={styles.header}
        breadcrumbs={<BackLink execution={execution} />}
        title={title}
      />
      {children}
    </section>
  );
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

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
  if (missing) {
    return (
      <Placeholder execution={execution} title={t.pageTitle}>
        <DocumentTitle title={executionMessages.notFound} />
        <EmptyState
          role="alert"
          icon={null}
          message={executionMessages.notFound}
          description={t.notFoundHelp}
          action={
            <Button variant="secondary" asChild>
              <Link to={analysisPath(projectId, analysisId)}>{t.back}</Link>
            </Button>
          }
        />
      </Placeholder>
    );
  }
  if (detail.isError && !detail.data) {
    return (
      <Placeholder execution={execution} title={t.pageTitle}>
        <DocumentTitle title={t.pageTitle} />
        <EmptyState
          role="alert"
          icon={null}
          message={t.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void detail.refetch()}>
              {t.retry}
            </Button>
          }
        />
      </Placeholder>
    );
  }
  if (!detail.data) {
    return (
      <Placeholder
        execution={execution}
        title={
          <>
            <span className={visuallyHidden}>{t.loading}</span>
            <Skeleton width="12rem" />
          </>
        }
      >
        <DocumentTitle title={t.pageTitle} />
        <div aria-busy="true" className={styles.stack}>
          <Skeleton width="28rem" />
          <Skeleton shape="rect" height="8rem" />
          <Skeleton shape="rect" height="12rem" />
        </div>
      </Placeholder>
    );
  }
  return <ExecutionView execution={execution} projectName={projectName} detail={detail.data} />;
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

  const facts: [string, ReactNode][] = [
    [t.analysis, <UserText key="analysis">{detail.analysisName}</UserText>],
    [t.organization, detail.orgName],
    [t.cdm, detail.cdmName],
    [t.version, t.versionOf(detail.version)],
    [t.startedBy, detail.startedByName ?? t.unknownUser],
    [t.startedAt, formatTimestamp(detail.createdAt)],
    [t.finishedAt, detail.finishedAt ? formatTimestamp(detail.finishedAt) : t.notFinished],
  ];

  return (
    <section className={styles.page}>
      <PageHeader
        headingLevel={2}
        className={styles.header}
        breadcrumbs={<BackLink execution={execution} />}
        title={t.title(detail.id)}
        actions={
          detail.mayCancel ? (
            <Button variant="danger" loading={cancel.isPending} onClick={askCancel}>
              {t.cancel}
            </Button>
          ) : null
        }
      />
      <dl className={styles.facts} aria-label={t.facts}>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{t.status}</dt>
          {/* Said when it changes: the stream moves it while the page is open. */}
          <dd className={styles.factValue} aria-live="polite">
            <ExecutionStatusLabel status={detail.status} />
          </dd>
        </div>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.factTerm}>{term}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
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
        <ExecutionLog execution={execution} status={detail.status} />
      </Card>
      <Card title={t.files.title} headingLevel={3} description={t.files.description}>
        <Results execution={execution} detail={detail} />
      </Card>
    </section>
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
