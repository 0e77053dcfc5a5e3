import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  projectLogActionLabels,
  projectLogActions,
  projectsQueries,
  toDataId,
  type ProjectLogEntry,
  type ProjectLogQuery,
} from '@cdmnet/api';
import { DataTable, PageHeader, formatTimestamp, type DataTableColumn } from '@cdmnet/ui';
import { DayRangeFilter, filterSelect } from '../../../app/components/day-range-filter';
import { useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ProjectNotificationsCard } from '../components/project-notifications-card';
import { actorOf, describeLogEntry } from '../describe-log';
import { ALL_ACTIONS, logFilterForm, noLogFilter, toLogQuery } from '../log-filter';
import { logCopy } from '../messages.ko';
import * as styles from '../project-log.css';

const t = logCopy.tab;

// The table caches on its data's identity: one empty list while loading.
const none: ProjectLogEntry[] = [];

const actionOptions = [
  { value: ALL_ACTIONS, label: t.allActions },
  ...projectLogActions.map((value) => ({ value, label: projectLogActionLabels[value] })),
];

const columns: DataTableColumn<ProjectLogEntry>[] = [
  {
    id: 'createdAt',
    header: t.at,
    accessor: (e) => e.createdAt,
    cell: ({ row }) => <span className={styles.timestamp}>{formatTimestamp(row.createdAt)}</span>,
    sortable: true,
    width: '10.5rem',
  },
  { id: 'actor', header: t.actor, accessor: actorOf, sortable: true, width: '8rem' },
  {
    id: 'action',
    header: t.kind,
    accessor: (e) => projectLogActionLabels[e.action],
    sortable: true,
    width: '9rem',
  },
  { id: 'what', header: t.what, accessor: describeLogEntry, width: '24rem' },
];

/** One kind of action (or all) and the days to show, sent with 조회. */
function LogFilter({ onSearch }: { onSearch: (query: ProjectLogQuery) => void }) {
  const form = useForm({ schema: logFilterForm, defaultValues: noLogFilter });
  return (
    <DayRangeFilter label={t.filters} form={form} onSearch={(values) => onSearch(toLogQuery(values))}>
      <SelectField
        control={form.control}
        name="action"
        label={t.action}
        options={actionOptions}
        className={filterSelect}
      />
    </DayRangeFilter>
  );
}

/**
 * /project/{id}/log (tab 3): the project's audit trail, newest first: when, who, what kind of action
 * and what it did in words. Filtered by kind and by days; any member may read it. Under it, the
 * member's own notices about the project.
 */
export function LogTab() {
  const projectId = toDataId(useParams().projectId);
  // The layout has read the project already; its name titles the browser tab.
  const projectName = useQuery(projectsQueries.detail(projectId)).data?.name;
  useDocumentTitle(projectName ? t.pageTitleOf(projectName) : t.pageTitle);
  const [filter, setFilter] = useState<ProjectLogQuery>({});
  const logs = useQuery(projectsQueries.logs(projectId, filter));
  const filtered = Object.keys(filter).length > 0;

  return (
    <section className={styles.page}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      <LogFilter onSearch={setFilter} />
      <DataTable
        title={t.tableTitle}
        titleLevel={3}
        data={logs.data ?? none}
        columns={columns}
        getRowId={(e) => String(e.id)}
        defaultSort={{ id: 'createdAt', desc: true }}
        loading={logs.isPending}
        error={logs.isError ? t.loadFailed : undefined}
        onRetry={() => void logs.refetch()}
        emptyMessage={filtered ? t.emptyFiltered : t.empty}
        viewportOffset="30rem"
      />
      <ProjectNotificationsCard projectId={projectId} />
    </section>
  );
}
