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
import { Button, Card, EmptyState, Select, Skeleton, UserText, visuallyHidden } from '@cdmnet/ui';
import { PageAlert, ResearchPage, type PageFact } from '../../../app/layout/page-anatomy';
import { useDocumentTitle } from '../../../app/use-document-title';
import { combinedQuery, executionsListQuery } from '../combined-queries';
import { analysisPath, useCombinedAsk, useCombinedResultsParams } from '../combined-results-path';
import { CombinedTable } from '../components/combined-table';
import { HospitalStates } from '../components/hospital-states';
import { combinedResultsCopy as t } from '../messages.ko';
import * as styles from '../combined-results.css';

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

  const frame = (children: ReactNode, facts?: readonly PageFact[]) => (
    <ResearchPage
      back={{ to: analysisPath(projectId, analysisId), label: t.back, navLabel: t.backNav }}
      title={t.pageTitle}
      description={t.description}
      facts={facts}
      factsLabel={t.facts}
    >
      {children}
    </ResearchPage>
  );

  // Another project's analysis, or none: the server's 404 (an address that is not a number asks nothing).
  const missing =
    analysisId < 1 ||
    (isApiError(combined.error) &&
      combined.error.code === ResultCode.NOT_FOUND &&
      combined.error.message === resultRequestMessages.notFound);
  if (missing) {
    return frame(
      <PageAlert
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
      <PageAlert
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

  const facts: PageFact[] = [
    { term: t.analysis, value: <UserText>{view.analysisName}</UserText> },
    { term: t.hospitalCount, value: t.hospitalsOf(view.sources.length, view.hospitals.length) },
  ];

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
