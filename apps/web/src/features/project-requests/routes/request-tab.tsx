import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  irbQueries,
  irbStateLabels,
  projectsQueries,
  toDataId,
  type IrbRequest,
  type IrbState,
  type ProjectAccess,
} from '@cdmnet/api';
import { Button, DataTable, PageHeader, formatDateShort, type DataTableColumn } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { requestedByColumn } from '../../../app/components/decision-columns';
import { IrbDocumentButton } from '../../../app/components/irb-document-button';
import { IrbHistory } from '../components/irb-history';
import { IrbOrgStanding } from '../components/irb-org-standing';
import { IrbRequestDialog } from '../components/irb-request-dialog';
import { ResultRequestsTable } from '../components/result-requests-table';
import { IrbStateBadge } from '../../../app/components/irb-state-badge';
import { requestsCopy } from '../messages.ko';
import * as styles from '../project-requests.css';

const t = requestsCopy.tab;
const c = requestsCopy.table;

// The table caches on its data's identity: one empty list while loading.
const none: IrbRequest[] = [];

/** Waiting first when sorted by state, then what holds, then what ended. */
const stateOrder: Record<IrbState, number> = { PENDING: 0, APPROVED: 1, REJECTED: 2, EXPIRED: 3 };

/** Whether the caller may ask for IRB approval: a manager, or a member granted IRB_REQUEST. */
const mayRequestIrb = (access: ProjectAccess | undefined): boolean =>
  access?.state === 'ACCEPTED' && (access.role === 'MANAGER' || access.permissions.includes('IRB_REQUEST'));

function columns(projectId: number): DataTableColumn<IrbRequest>[] {
  return [
    {
      id: 'org',
      header: c.org,
      accessor: (r) => r.orgName,
      searchable: true,
      sortable: true,
      width: '9rem',
      card: 'title',
    },
    { id: 'irbNumber', header: c.irbNumber, accessor: (r) => r.irbNumber, searchable: true, width: '10rem' },
    {
      id: 'institution',
      header: c.institution,
      accessor: (r) => r.institution,
      searchable: true,
      width: '11rem',
    },
    {
      id: 'period',
      header: c.period,
      accessor: (r) => r.validFrom,
      cell: ({ row }) => (
        <span className={styles.nowrap}>
          {c.periodRange(formatDateShort(row.validFrom), formatDateShort(row.validUntil))}
        </span>
      ),
      sortable: true,
      width: '10.5rem',
    },
    {
      id: 'state',
      header: c.state,
      accessor: (r) => irbStateLabels[r.state],
      sortValue: (r) => stateOrder[r.state],
      sortable: true,
      cell: ({ row }) => (
        <span className={styles.stateCell}>
          <IrbStateBadge state={row.state} />
          {row.state === 'REJECTED' && row.reason ? (
            <p className={styles.reason}>{c.reason(row.reason)}</p>
          ) : null}
        </span>
      ),
      width: '12rem',
    },
    requestedByColumn(c.requestedBy, c.unknownUser),
    {
      id: 'requestedAt',
      header: c.requestedAt,
      accessor: (r) => r.requestedAt,
      cell: ({ row }) => <span className={styles.nowrap}>{formatDateShort(row.requestedAt)}</span>,
      sortable: true,
      width: '6.5rem',
    },
    { id: 'history', header: c.history, cell: ({ row }) => <IrbHistory request={row} />, width: '13rem' },
    {
      id: 'document',
      header: c.document,
      cell: ({ row }) => <IrbDocumentButton side={{ projectId }} request={row} />,
      width: '7rem',
      card: 'actions',
    },
  ];
}

/**
 * /project/{id}/request (tab 2): the project's IRB approvals. First each target organisation's standing
 * (required or not, the newest request's state, an approval's last day), then every request, newest
 * first, with its history and its PDF. A manager, or a member granted IRB 요청, asks through
 * `IRB 승인 요청`; with no target organisation yet there is nobody to ask, and the page says why.
 * Under them, the project's result requests (결과 요청), each linking to its execution.
 */
export function RequestTab() {
  const projectId = toDataId(useParams().projectId);
  // The layout has read the project already; its name titles the browser tab.
  const projectName = useQuery(projectsQueries.detail(projectId)).data?.name;
  useDocumentTitle(projectName ? t.pageTitleOf(projectName) : t.pageTitle);

  // The caller's place, as the layout read it to let them in (the same query, from its cache).
  const access = useQuery(projectsQueries.access(projectId));
  const orgs = useQuery(irbQueries.orgs(projectId));
  const requests = useQuery(irbQueries.requests(projectId));
  const tableColumns = useMemo(() => columns(projectId), [projectId]);
  const [asking, setAsking] = useState(0);

  const mayRequest = mayRequestIrb(access.data);
  const targets = orgs.data ?? [];
  const canAsk = mayRequest && orgs.isSuccess && targets.length > 0;

  return (
    <section className={styles.page}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      {access.isSuccess && !mayRequest ? (
        <p className={styles.notice}>
          {t.noPermission} {t.noPermissionHelp}
        </p>
      ) : null}
      <IrbOrgStanding
        orgs={orgs.data}
        loading={orgs.isPending}
        failed={orgs.isError}
        onRetry={() => void orgs.refetch()}
      />
      <DataTable
        title={c.title}
        titleLevel={3}
        data={requests.data ?? none}
        columns={tableColumns}
        getRowId={(r) => String(r.id)}
        searchPlaceholder={c.search}
        defaultSort={{ id: 'requestedAt', desc: true }}
        loading={requests.isPending}
        error={requests.isError ? c.loadFailed : undefined}
        onRetry={() => void requests.refetch()}
        emptyMessage={canAsk ? c.emptyCanRequest : c.empty}
        toolbar={
          canAsk ? (
            <Button size="sm" onClick={() => setAsking(Date.now())}>
              {t.request}
            </Button>
          ) : undefined
        }
        viewportOffset="30rem"
      />
      <ResultRequestsTable projectId={projectId} />
      {asking ? (
        <IrbRequestDialog key={asking} projectId={projectId} orgs={targets} onClose={() => setAsking(0)} />
      ) : null}
    </section>
  );
}
