import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { analysesQueries, analysisTypeLabels, projectsQueries, type AnalysisSummary } from '@cdmnet/api';
import { Button, DataTable, PageHeader, UserText, formatDateShort, type DataTableColumn } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { compactOrgNames, targetOrgNames } from '../analysis-format';
import { analysisPath, useAnalysisParams } from '../analysis-path';
import { LazyAnalysisDialog } from '../components/lazy-analysis-dialog';
import { RecentExecutions } from '../components/recent-executions';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';

const t = analysisCopy.tab;

// The table caches on its data's identity: one empty list while loading.
const none: AnalysisSummary[] = [];

function columns(projectId: number): DataTableColumn<AnalysisSummary>[] {
  return [
    {
      id: 'name',
      header: t.name,
      accessor: (a) => a.name,
      cell: ({ row }) => (
        <Link to={analysisPath(projectId, row.id)} className={styles.nameLink}>
          <UserText>{row.name}</UserText>
        </Link>
      ),
      searchable: true,
      sortable: true,
      width: '14rem',
    },
    {
      id: 'type',
      header: t.type,
      accessor: (a) => analysisTypeLabels[a.type],
      searchable: true,
      sortable: true,
      filter: true,
      width: '9rem',
    },
    {
      id: 'targets',
      header: t.targets,
      accessor: (a) => compactOrgNames(targetOrgNames(a.targets)),
      searchText: (a) => targetOrgNames(a.targets).join(' '),
      searchable: true,
      width: '12rem',
    },
    {
      id: 'author',
      header: t.author,
      accessor: (a) => a.authorName ?? t.noAuthor,
      searchable: true,
      sortable: true,
      width: '7rem',
    },
    {
      id: 'updatedAt',
      header: t.updatedAt,
      accessor: (a) => a.updatedAt,
      cell: ({ row }) => formatDateShort(row.updatedAt),
      sortable: true,
      width: '6.5rem',
    },
    {
      id: 'latestVersion',
      header: t.latestVersion,
      accessor: (a) => a.latestVersion,
      cell: ({ row }) =>
        row.latestVersion === null ? (
          <span className={styles.muted}>{t.noVersion}</span>
        ) : (
          analysisCopy.version(row.latestVersion)
        ),
      sortable: true,
      width: '6.5rem',
      align: 'end',
    },
  ];
}

/**
 * /project/{id}/analysis (tab 0, the project's index): the project's analyses, last updated first,
 * each leading to its page; 분석 만들기 opens the form. Below, 최근 실행: the project's executions across
 * its analyses, newest first. Any member may create one (the layout around
 * the tab has already admitted the caller as a member), so the tab needs only the project's id.
 */
export function AnalysisTab() {
  const { projectId } = useAnalysisParams();
  // The layout has read the project already; its name titles the browser tab.
  const projectName = useQuery(projectsQueries.detail(projectId)).data?.name;
  useDocumentTitle(projectName ? t.pageTitleOf(projectName) : t.pageTitle);
  const analyses = useQuery(analysesQueries.list(projectId));
  // A fresh form each time it opens.
  const [creating, setCreating] = useState(0);
  const tableColumns = useMemo(() => columns(projectId), [projectId]);

  const createButton = (variant: 'primary' | 'secondary') => (
    <Button size="sm" variant={variant} onClick={() => setCreating(Date.now())}>
      {t.create}
    </Button>
  );

  return (
    <section className={styles.page}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      <DataTable
        title={t.tableTitle}
        titleLevel={3}
        data={analyses.data ?? none}
        columns={tableColumns}
        getRowId={(a) => String(a.id)}
        searchPlaceholder={t.search}
        defaultSort={{ id: 'updatedAt', desc: true }}
        loading={analyses.isPending}
        error={analyses.isError ? t.loadFailed : undefined}
        onRetry={() => void analyses.refetch()}
        emptyMessage={t.empty}
        emptyAction={createButton('secondary')}
        toolbar={createButton('primary')}
        viewportOffset="30rem"
      />
      <RecentExecutions projectId={projectId} />
      {creating ? (
        <LazyAnalysisDialog key={creating} projectId={projectId} onClose={() => setCreating(0)} />
      ) : null}
    </section>
  );
}
