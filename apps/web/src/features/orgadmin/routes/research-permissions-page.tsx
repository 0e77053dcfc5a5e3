import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { irbQueries, type IrbRequest } from '@cdmnet/api';
import { DataTable, PageHeader, formatDateShort, type DataTableColumn } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { IrbDecisionActions } from '../components/irb-decision-actions';
import { projectColumn, requestedByColumn } from '../../../app/components/decision-columns';
import { IrbDocumentButton } from '../../../app/components/irb-document-button';
import { ResultRequestsTable } from '../components/result-requests-table';
import { useOrgId } from '../org-admin-access';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.irbRequests;
const c = orgAdminCopy.irb;
const results = orgAdminCopy.results;

// The table caches on its data's identity: one empty list while loading.
const none: IrbRequest[] = [];

function columns(orgId: number): DataTableColumn<IrbRequest>[] {
  return [
    projectColumn(c.project, '14rem'),
    requestedByColumn(c.requestedBy, c.unknownUser),
    { id: 'irbNumber', header: c.irbNumber, accessor: (r) => r.irbNumber, searchable: true, width: '10rem' },
    { id: 'institution', header: c.institution, accessor: (r) => r.institution, width: '11rem' },
    {
      id: 'period',
      header: c.period,
      accessor: (r) => r.validFrom,
      cell: ({ row }) => (
        <span className={styles.nowrap}>
          {c.periodRange(formatDateShort(row.validFrom), formatDateShort(row.validUntil))}
        </span>
      ),
      width: '10.5rem',
    },
    {
      id: 'requestedAt',
      header: c.requestedAt,
      accessor: (r) => r.requestedAt,
      cell: ({ row }) => <span className={styles.nowrap}>{formatDateShort(row.requestedAt)}</span>,
      sortable: true,
      width: '6.5rem',
    },
    {
      id: 'document',
      header: c.document,
      cell: ({ row }) => <IrbDocumentButton side={{ orgId }} request={row} />,
      width: '7rem',
    },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => <IrbDecisionActions orgId={orgId} request={row} />,
      width: '9rem',
      card: 'actions',
    },
  ];
}

/**
 * /orgadmin/{id}/research/permissions: the IRB requests waiting for this organisation, oldest first (the
 * longest waiting on top): which project asked, who, the approval's number, institution and validity,
 * its PDF, and 승인 or 거절 (with a reason). Under them, the result requests waiting (결과 요청), each
 * reviewed in a dialog that shows exactly what would leave.
 */
export function ResearchPermissionsPage() {
  useDocumentTitle(t.pageTitle);
  const orgId = useOrgId();
  const pending = useQuery(irbQueries.pending(orgId));
  const tableColumns = useMemo(() => columns(orgId), [orgId]);

  return (
    <section className={`${styles.page} ${styles.koreanText}`}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      <DataTable
        title={t.tableTitle}
        titleLevel={3}
        data={pending.data ?? none}
        columns={tableColumns}
        getRowId={(r) => String(r.id)}
        searchPlaceholder={t.search}
        defaultSort={{ id: 'requestedAt', desc: false }}
        loading={pending.isPending}
        error={pending.isError ? t.loadFailed : undefined}
        onRetry={() => void pending.refetch()}
        emptyMessage={t.empty}
        viewportOffset="24rem"
      />
      <section aria-labelledby="org-result-requests" className={styles.page}>
        <div>
          <h2 id="org-result-requests" className={styles.sectionHeading}>
            {results.sectionTitle}
          </h2>
          <p className={styles.muted}>{results.description}</p>
        </div>
        <ResultRequestsTable orgId={orgId} />
      </section>
    </section>
  );
}
