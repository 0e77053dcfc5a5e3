import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  combinedResultsKeys,
  isApiError,
  projectsQueries,
  ResultCode,
  type ExecutionSummary,
} from '@cdmnet/api';
import { Button, Card, EmptyState, PageHeader, Select, Skeleton, UserText, visuallyHidden } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { combinedQuery, executionFilesQuery, executionsListQuery } from '../combined-queries';
import { analysisPath, executionPath, useCombinedResultsParams } from '../combined-results-path';
import { combinedSourcesOf, csvNamesOf, sourcesSignature } from '../combined-sources';
import { CombinedTable } from '../components/combined-table';
import { combinedResultsCopy as t } from '../messages.ko';
import * as styles from '../combined-results.css';

interface AnalysisRef {
  projectId: number;
  analysisId: number;
}

/** 분석으로 돌아가기: back to the analysis, above the page's title. */
function BackLink({ projectId, analysisId }: AnalysisRef) {
  return (
    <nav aria-label={t.backNav}>
      <Link to={analysisPath(projectId, analysisId)} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t.back}
      </Link>
    </nav>
  );
}

/** The hospitals whose results exist but are kept from the caller, each linking to where to ask. */
function HiddenHospitals({
  projectId,
  analysisId,
  hidden,
}: AnalysisRef & { hidden: readonly { executionId: number; orgName: string; cdmName: string }[] }) {
  if (hidden.length === 0) return null;
  return (
    <section className={styles.notice} aria-label={t.hiddenTitle}>
      <p className={styles.noticeTitle}>{t.hiddenTitle}</p>
      <p className={styles.noticeText}>{t.hiddenHelp}</p>
      <ul className={styles.links}>
        {hidden.map((h) => (
          <li key={h.executionId}>
            <Link to={executionPath(projectId, analysisId, h.executionId)} className={styles.link}>
              {t.hiddenOf(h.orgName, h.cdmName, h.executionId)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The lists cache on their data's identity: one empty list while loading.
const noExecutions: ExecutionSummary[] = [];

/**
 * /project/{id}/analysis/{analysisId}/results?file=…: one result file of the analysis added up across
 * the hospitals it ran on (issue 12 "Results across hospitals"). The server takes, per CDM, the newest
 * successful run the caller may see; so does the page, from the analysis's executions, to list the CSV
 * files those runs hold (the server wants a file name): the file in the address, or the first. Then
 * the file chooser, the hospitals kept from the caller (with where to ask), and the table: released
 * counts per hospital, masked cells as `<5`, and sums that a masked cell makes a lower bound (`≥ N`).
 * It follows the executions: when the runs it is made of change (one finished, one was approved), it
 * is asked again.
 */
export function CombinedResultsPage() {
  const { projectId, analysisId } = useCombinedResultsParams();
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const projectName = useQuery(projectsQueries.detail(projectId)).data?.name;

  const executions = useQuery(executionsListQuery(projectId, analysisId));
  const list = executions.data ?? noExecutions;
  const sources = useMemo(() => combinedSourcesOf(list), [list]);
  const fileLists = useQueries({
    queries: sources.visible.map((row) => executionFilesQuery(projectId, analysisId, row.id)),
    combine: (results) => ({
      lists: results.flatMap((r) => (r.data ? [r.data] : [])),
      pending: results.some((r) => r.isPending),
      failed: results.filter((r) => r.isError && !r.data),
    }),
  });
  const names = useMemo(() => csvNamesOf(fileLists.lists), [fileLists.lists]);
  const requested = search.get('file') ?? '';
  const file = names.includes(requested) ? requested : (names[0] ?? '');
  const combined = useQuery(combinedQuery(projectId, analysisId, fileLists.pending ? '' : file));

  // The runs the view is made of changed (one finished, one was approved, a request was decided): ask again.
  const signature = executions.data ? sourcesSignature(sources) : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (signature === null) return;
    if (seen.current !== null && seen.current !== signature)
      void queryClient.invalidateQueries({ queryKey: combinedResultsKeys.analysis(projectId, analysisId) });
    seen.current = signature;
  }, [signature, queryClient, projectId, analysisId]);

  const analysisName = list[0]?.analysisName;
  useDocumentTitle(t.pageTitleOf(analysisName, projectName));
  const ref = { projectId, analysisId };

  const frame = (children: ReactNode, facts?: ReactNode) => (
    <section className={styles.page}>
      <PageHeader
        headingLevel={2}
        className={styles.header}
        breadcrumbs={<BackLink {...ref} />}
        title={t.pageTitle}
        description={t.description}
      />
      {facts}
      {children}
    </section>
  );

  // Another project's analysis, or none: the server's 404 (an address that is not a number asks nothing).
  const missing =
    analysisId < 1 || (isApiError(executions.error) && executions.error.code === ResultCode.NOT_FOUND);
  if (missing) {
    return frame(
      <EmptyState
        role="alert"
        icon={null}
        message={t.notFound}
        description={t.notFoundHelp}
        action={
          <Button variant="secondary" asChild>
            <Link to={`/project/${projectId}/analysis`}>{t.back}</Link>
          </Button>
        }
      />,
    );
  }

  const failed = (executions.isError && !executions.data) || fileLists.failed.length > 0 || combined.isError;
  if (failed) {
    const retry = () => {
      if (executions.isError) void executions.refetch();
      for (const result of fileLists.failed) void result.refetch();
      if (combined.isError) void combined.refetch();
    };
    return frame(
      <EmptyState
        role="alert"
        icon={null}
        message={t.loadFailed}
        // The server's own words when it says what is missing (a file no run has any more).
        description={
          isApiError(combined.error) && combined.error.code === ResultCode.NOT_FOUND
            ? combined.error.message
            : undefined
        }
        action={
          <Button variant="secondary" onClick={retry}>
            {t.retry}
          </Button>
        }
      />,
    );
  }

  // Settled once the runs and their file lists are known. Until then (the first time, or when a run
  // has just finished) a table already here stays, marked busy, rather than flashing skeletons.
  const settled = executions.data !== undefined && !fileLists.pending;
  const view = combined.data;
  if (!view && (!settled || file !== '')) {
    return frame(
      <div aria-busy="true" className={styles.stack}>
        <span className={visuallyHidden}>{t.loading}</span>
        <Skeleton width="16rem" />
        <Skeleton width="24rem" height="2.5rem" />
        <Skeleton shape="rect" height="16rem" />
      </div>,
    );
  }

  /** The analysis, and how many hospitals were added up (none said while there is nothing to add). */
  const facts = (hospitals: number | null) => (
    <dl className={styles.facts} aria-label={t.facts}>
      {analysisName ? (
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{t.analysis}</dt>
          <dd className={styles.factValue}>
            <UserText>{analysisName}</UserText>
          </dd>
        </div>
      ) : null}
      {hospitals === null ? null : (
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{t.hospitalCount}</dt>
          <dd className={styles.factValue}>{t.hospitalsOf(hospitals)}</dd>
        </div>
      )}
    </dl>
  );

  // Nothing to add up: no successful run yet, none the caller may see, or no CSV among them.
  if (!view || (settled && file === '')) {
    const [message, help] =
      sources.visible.length > 0
        ? [t.emptyNoCsv, t.emptyNoCsvHelp]
        : sources.hidden.length > 0
          ? [t.emptyHidden, t.emptyHiddenHelp]
          : [t.emptyNone, t.emptyNoneHelp];
    const hidden = sources.hidden.map((row) => ({
      executionId: row.id,
      orgName: row.orgName,
      cdmName: row.cdmName,
    }));
    return frame(
      <>
        <EmptyState
          icon={null}
          message={message}
          description={help}
          action={
            sources.visible.length === 0 && sources.hidden.length === 0 ? (
              <Button variant="secondary" asChild>
                <Link to={analysisPath(projectId, analysisId)}>{t.back}</Link>
              </Button>
            ) : undefined
          }
        />
        <HiddenHospitals {...ref} hidden={hidden} />
      </>,
      analysisName ? facts(null) : null,
    );
  }

  const choose = (next: string) =>
    setSearch(
      (params) => {
        params.set('file', next);
        return params;
      },
      { replace: true },
    );

  return frame(
    <>
      <Select
        label={t.file}
        helpText={t.fileHelp}
        className={styles.fileField}
        options={(settled ? names : view.files).map((name) => ({ value: name, label: name }))}
        value={settled ? file : view.file}
        onValueChange={choose}
      />
      <HiddenHospitals {...ref} hidden={view.hidden} />
      <Card
        title={t.tableTitle(view.file)}
        headingLevel={3}
        description={t.tableDescription(view.hospitals.length)}
        actions={<span className={styles.muted}>{t.rows(view.rows.length)}</span>}
      >
        <CombinedTable {...ref} view={view} busy={combined.isPlaceholderData || !settled} />
      </Card>
    </>,
    facts(view.hospitals.length),
  );
}
