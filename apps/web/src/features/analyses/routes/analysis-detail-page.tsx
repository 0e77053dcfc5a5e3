import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  analysesMutations,
  analysisTypeLabels,
  isApiError,
  projectsQueries,
  ResultCode,
  usersQueries,
  type AnalysisDetail,
  type AnalysisTarget,
} from '@cdmnet/api';
import {
  Button,
  Card,
  confirm,
  DataTable,
  type DataTableColumn,
  formatDateLong,
  Skeleton,
  UserText,
} from '@cdmnet/ui';
import {
  recordPageState,
  RecordPageStandIn,
  ResearchPage,
  type PageFact,
} from '../../../app/layout/page-anatomy';
import { useDocumentTitle } from '../../../app/use-document-title';
import { sortTargets, typeRoleReason } from '../analysis-format';
import { analysisDetailQuery } from '../analysis-queries';
import { analysisPath, useAnalysisParams } from '../analysis-path';
import { AdvancedSection } from '../components/advanced-section';
import { LazyExecutionsSection } from '../components/lazy-executions-section';
import { LazyAnalysisDialog } from '../components/lazy-analysis-dialog';
import { LazyAtlasImportDialog } from '../components/lazy-atlas-import-dialog';
import { PackageUpload } from '../components/package-upload';
import { VersionsTable } from '../components/versions-table';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';

const t = analysisCopy.detail;

const targetColumns: DataTableColumn<AnalysisTarget>[] = [
  { id: 'org', header: t.organization, accessor: (target) => target.orgName, width: '12rem' },
  { id: 'cdm', header: t.cdm, accessor: (target) => target.cdmName, width: '12rem' },
];

/** 분석 목록: back to the tab, above the page's title. */
const backTo = (projectId: number) => ({ to: analysisPath(projectId), label: t.back, navLabel: t.backNav });

/**
 * /project/{id}/analysis/{analysisId}: one analysis (spec §2 item 6, tab 0's detail). Its header (name,
 * type, author, dates, a way back to the list), description and target CDMs; its package with every
 * version to download and, for its author or a manager (`mayEdit`), the upload of the next one and
 * 수정 and 삭제. An advanced analysis has its detail text and pictures; an FL analysis's versions say
 * which half each is. Its executions follow, live, with 실행 and 취소 for the members who may
 * (components/executions-section.tsx).
 */
export function AnalysisDetailPage() {
  const { projectId, analysisId } = useAnalysisParams();
  const projectName = useQuery(projectsQueries.detail(projectId)).data?.name;
  const analysis = useQuery(analysisDetailQuery(projectId, analysisId));

  // Another project's analysis, or none: the server's 404 (an address that is not a number asks nothing).
  const missing =
    analysisId < 1 || (isApiError(analysis.error) && analysis.error.code === ResultCode.NOT_FOUND);
  if (!missing && analysis.data) {
    return <AnalysisView projectId={projectId} projectName={projectName} analysis={analysis.data} />;
  }
  const state = recordPageState(analysis, missing, t, {
    titleWidth: '16rem',
    skeleton: (
      <>
        <Skeleton width="24rem" />
        <Skeleton shape="rect" height="6rem" />
        <Skeleton shape="rect" height="12rem" />
      </>
    ),
  });
  return <RecordPageStandIn back={backTo(projectId)} pageTitle={t.pageTitle} state={state} />;
}

function AnalysisView({
  projectId,
  projectName,
  analysis,
}: {
  projectId: number;
  projectName: string | undefined;
  analysis: AnalysisDetail;
}) {
  useDocumentTitle(t.pageTitleOf(analysis.name, projectName));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const removal = analysesMutations.remove(queryClient, projectId);
  const remove = useMutation({
    ...removal,
    // Back to the list first, then the analysis leaves the cache: this page, which reads it, is gone
    // before anything could ask for it again (and be told 404).
    onSuccess: async (...args) => {
      await navigate(analysisPath(projectId), { replace: true });
      return removal.onSuccess?.(...args);
    },
  });
  const [editing, setEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  // Changing a role-gated analysis (its form, its package, its pictures) needs that research role as
  // well; deleting it does not. Until the profile is known the server's answer decides.
  const roles = useQuery(usersQueries.profile()).data?.researchRole;
  const needsRole = analysis.mayEdit && roles ? typeRoleReason(analysis.type, roles) : null;
  const mayChange = analysis.mayEdit && needsRole === null;
  // The table caches on its data's identity: sorted once per reply.
  const rows = useMemo(() => sortTargets(analysis.targets), [analysis.targets]);

  const askRemove = () =>
    void confirm({
      message: t.confirmRemove(analysis.name),
      acceptLabel: t.remove,
      acceptVariant: 'danger',
      // Refused: the reply's message is the toast; the question closes and the page stays.
      onAccept: () => remove.mutateAsync(analysis.id).catch(() => undefined),
    });

  const facts: PageFact[] = [
    { term: t.type, value: analysisTypeLabels[analysis.type] },
    { term: t.author, value: analysis.authorName ?? analysisCopy.tab.noAuthor },
    { term: t.createdAt, value: formatDateLong(analysis.createdAt) },
    { term: t.updatedAt, value: formatDateLong(analysis.updatedAt) },
    {
      term: t.latestVersion,
      value:
        analysis.latestVersion === null
          ? analysisCopy.tab.noVersion
          : analysisCopy.version(analysis.latestVersion),
    },
  ];
  const fl = analysis.type === 'FL';

  return (
    <ResearchPage
      back={backTo(projectId)}
      title={<UserText>{analysis.name}</UserText>}
      actions={
        analysis.mayEdit ? (
          <>
            {mayChange ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t.modify}
              </Button>
            ) : null}
            <Button variant="danger" loading={remove.isPending} onClick={askRemove}>
              {t.remove}
            </Button>
          </>
        ) : null
      }
      facts={facts}
      factsLabel={t.facts}
    >
      {analysis.mayEdit ? null : <p className={styles.notice}>{t.readOnly}</p>}
      {needsRole ? <p className={styles.notice}>{needsRole}</p> : null}
      <Card title={t.description} headingLevel={3}>
        {analysis.description ? (
          <p className={styles.prose}>
            <UserText>{analysis.description}</UserText>
          </p>
        ) : (
          <p className={styles.muted}>{t.noDescription}</p>
        )}
      </Card>
      <DataTable
        title={t.targets}
        titleLevel={3}
        data={rows}
        columns={targetColumns}
        getRowId={(target) => String(target.cdmId)}
        search={false}
        emptyMessage={t.noTargets}
        height="auto"
      />
      <Card
        title={analysisCopy.upload.title}
        headingLevel={3}
        description={fl ? analysisCopy.upload.flDescription : analysisCopy.upload.description}
      >
        <div className={styles.stack}>
          {mayChange ? <PackageUpload projectId={projectId} analysisId={analysis.id} fl={fl} /> : null}
          {mayChange ? (
            <Button variant="secondary" className={styles.atlasImport} onClick={() => setImporting(true)}>
              {analysisCopy.upload.atlasImport}
            </Button>
          ) : null}
          <VersionsTable
            projectId={projectId}
            analysisId={analysis.id}
            versions={analysis.versions}
            fl={fl}
            mayEdit={mayChange}
          />
        </div>
      </Card>
      {analysis.type === 'ADVANCED_ANALYSIS' ? (
        <AdvancedSection projectId={projectId} analysisId={analysis.id} mayEdit={mayChange} />
      ) : null}
      <LazyExecutionsSection projectId={projectId} analysis={analysis} />
      {importing && mayChange ? (
        <LazyAtlasImportDialog
          projectId={projectId}
          analysisId={analysis.id}
          onClose={() => setImporting(false)}
        />
      ) : null}
      {editing && mayChange ? (
        <LazyAnalysisDialog projectId={projectId} analysis={analysis} onClose={() => setEditing(false)} />
      ) : null}
    </ResearchPage>
  );
}
