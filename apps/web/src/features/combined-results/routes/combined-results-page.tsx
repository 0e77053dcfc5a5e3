import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  combinedResultsKeys,
  isApiError,
  projectsQueries,
  resultRequestMessages,
  ResultCode,
  type CombinedResult,
  type ExecutionSummary,
} from '@cdmnet/api';
import { Button, Card, EmptyState, PageHeader, Select, Skeleton, UserText, visuallyHidden } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { combinedQuery, executionsListQuery } from '../combined-queries';
import { analysisPath, useCombinedAsk, useCombinedResultsParams } from '../combined-results-path';
import { CombinedTable } from '../components/combined-table';
import { HospitalStates } from '../components/hospital-states';
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

/** The runs the view is made of, as one string: when one starts, ends or is approved, it is stale. */
const runsSignature = (list: readonly ExecutionSummary[]) =>
  list.map((row) => `${row.id}:${row.status}:${row.resultAccess}`).join(',');

/** A table to show: a file was chosen and at least one hospital's copy was added. */
const hasTable = (
  view: CombinedResult,
): view is CombinedResult & { file: string; table: NonNullable<CombinedResult['table']> } =>
  view.file !== null && view.table !== null;

/**
 * /project/{id}/analysis/{analysisId}/results?version=…&file=…: the analysis's results added up across
 * its target hospitals (domain.md "What leaves a hospital"). One package version at a time (the newest
 * with results the caller may add, or the one chosen), every target hospital with its state and the
 * way on (its run, where to ask, the version it ran), then the chosen file: a summarised_result as a
 * tidy table, another released CSV by its columns; hidden cells as the hospital hid them, sums over them
 * marked as lower bounds (`≥ N`). It follows the executions: when a run starts, ends or is approved, it
 * is asked again.
 */
export function CombinedResultsPage() {
  const { projectId, analysisId } = useCombinedResultsParams();
  const { ask, change } = useCombinedAsk();
  const [, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const projectName = useQuery(projectsQueries.detail(projectId)).data?.name;
  const executions = useQuery(executionsListQuery(projectId, analysisId));
  const combined = useQuery(combinedQuery(projectId, analysisId, ask));
  const view = combined.data;

  const signature = executions.data ? runsSignature(executions.data) : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (signature === null) return;
    if (seen.current !== null && seen.current !== signature)
      void queryClient.invalidateQueries({ queryKey: combinedResultsKeys.analysis(projectId, analysisId) });
    seen.current = signature;
  }, [signature, queryClient, projectId, analysisId]);

  useDocumentTitle(t.pageTitleOf(view?.analysisName ?? executions.data?.[0]?.analysisName, projectName));
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
    analysisId < 1 ||
    (isApiError(combined.error) &&
      combined.error.code === ResultCode.NOT_FOUND &&
      combined.error.message === resultRequestMessages.notFound);
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

  if (combined.isError && !view) {
    // A version or file the address names that is not there (the server says which): back to the default.
    const stale = isApiError(combined.error) && combined.error.code === ResultCode.NOT_FOUND;
    return frame(
      <EmptyState
        role="alert"
        icon={null}
        message={t.loadFailed}
        description={stale ? combined.error.message : undefined}
        action={
          stale ? (
            <Button variant="secondary" onClick={() => setSearch(new URLSearchParams(), { replace: true })}>
              {t.firstFile}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void combined.refetch()}>
              {t.retry}
            </Button>
          )
        }
      />,
    );
  }

  if (!view) {
    return frame(
      <div aria-busy="true" className={styles.stack}>
        <span className={visuallyHidden}>{t.loading}</span>
        <Skeleton width="16rem" />
        <Skeleton width="24rem" height="2.5rem" />
        <Skeleton shape="rect" height="16rem" />
      </div>,
    );
  }

  const facts = (
    <dl className={styles.facts} aria-label={t.facts}>
      <div className={styles.fact}>
        <dt className={styles.factTerm}>{t.analysis}</dt>
        <dd className={styles.factValue}>
          <UserText>{view.analysisName}</UserText>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factTerm}>{t.hospitalCount}</dt>
        <dd className={styles.factValue}>{t.hospitalsOf(view.sources.length, view.hospitals.length)}</dd>
      </div>
    </dl>
  );

  if (view.version === null) {
    return frame(
      <EmptyState
        icon={null}
        message={t.emptyNoVersion}
        description={t.emptyNoVersionHelp}
        action={
          <Button variant="secondary" asChild>
            <Link to={analysisPath(projectId, analysisId)}>{t.back}</Link>
          </Button>
        }
      />,
      facts,
    );
  }

  const busy = combined.isPlaceholderData || combined.isFetching;
  return frame(
    <>
      <div className={styles.choosers}>
        <Select
          label={t.version}
          helpText={t.versionHelp}
          className={styles.fileField}
          options={view.versions.map((v) => ({
            value: String(v.version),
            label: t.versionOption(v.version, v.includedHospitals),
          }))}
          value={String(view.version)}
          onValueChange={(next) => change({ version: Number(next) })}
        />
        {view.files.length > 0 && view.file !== null ? (
          <Select
            label={t.file}
            helpText={t.fileHelp}
            className={styles.fileField}
            options={view.files.map((name) => ({ value: name, label: name }))}
            value={view.file}
            onValueChange={(next) => change({ file: next })}
          />
        ) : null}
      </div>
      <HospitalStates {...ref} hospitals={view.hospitals} onShowVersion={(version) => change({ version })} />
      {hasTable(view) ? (
        <Card
          title={t.tableTitle(view.file)}
          headingLevel={3}
          description={t.tableDescription(view.sources.length)}
          actions={<span className={styles.muted}>{t.rows(view.table.rows.length)}</span>}
        >
          <CombinedTable view={view} busy={busy} />
        </Card>
      ) : (
        <EmptyState icon={null} message={t.emptyNothing} description={t.emptyNothingHelp} />
      )}
    </>,
    facts,
  );
}
