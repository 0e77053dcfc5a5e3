import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { dataAccessLevelLabels, orgsQueries, type MemberPermission } from '@cdmnet/api';
import { Card, DataTable, PageHeader, type DataTableColumn } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { PermissionLevelCell } from '../components/permission-level-cell';
import { PrivilegeBadge } from '../components/privilege-badge';
import { orgAdminPath, useOrgId } from '../org-admin-access';
import { orgAdminCopy, privilegeLabels } from '../messages.ko';
import * as styles from '../orgadmin.css';
import { emailColumn } from '../../../app/components/email-column';

const t = orgAdminCopy.permissions;

function columns(orgId: number): DataTableColumn<MemberPermission>[] {
  return [
    {
      id: 'name',
      header: t.name,
      accessor: (m) => m.name,
      searchable: true,
      sortable: true,
      width: '8rem',
      card: 'title',
    },
    emailColumn(t.email),
    {
      id: 'privilege',
      header: t.privilege,
      accessor: (m) => privilegeLabels[m.privilege],
      cell: ({ row }) => <PrivilegeBadge privilege={row.privilege} />,
      sortable: true,
      filter: true,
      width: '9rem',
    },
    {
      id: 'defaultLevel',
      header: t.defaultLevel,
      accessor: (m) => dataAccessLevelLabels[m.defaultLevel],
      width: '10rem',
    },
    {
      id: 'level',
      header: t.level,
      accessor: (m) => (m.level ? dataAccessLevelLabels[m.level] : ''),
      cell: ({ row }) => <PermissionLevelCell orgId={orgId} row={row} />,
      width: '13rem',
    },
    {
      id: 'effectiveLevel',
      header: t.effectiveLevel,
      accessor: (m) => dataAccessLevelLabels[m.effectiveLevel],
      sortable: true,
      width: '12rem',
    },
  ];
}

/** What E, EV and EVD allow (domain.md "Data access levels"), and where the defaults are set. */
function LevelsExplained({ orgId }: { orgId: number }) {
  const levels = [
    { term: dataAccessLevelLabels.E, text: t.explainE },
    { term: dataAccessLevelLabels.EV, text: t.explainEV },
    { term: dataAccessLevelLabels.EVD, text: t.explainEVD },
    { term: dataAccessLevelLabels.NONE, text: t.explainNone },
  ];
  return (
    <Card title={t.explainTitle} headingLevel={3}>
      <dl className={styles.terms}>
        {levels.map(({ term, text }) => (
          <div key={term} className={styles.termRow}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>
        {t.explainDefaults} <Link to={orgAdminPath(orgId)}>{t.toDashboard}</Link>
      </p>
    </Card>
  );
}

/** /orgadmin/{id}/member/permissions: each member's data access level, set per member or by default. */
export function MemberPermissionsPage() {
  useDocumentTitle(t.pageTitle);
  const orgId = useOrgId();
  const permissions = useQuery(orgsQueries.permissions(orgId));
  const tableColumns = useMemo(() => columns(orgId), [orgId]);

  return (
    <section className={styles.page}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      <LevelsExplained orgId={orgId} />
      <DataTable
        title={t.tableTitle}
        titleLevel={3}
        data={permissions.data ?? []}
        columns={tableColumns}
        getRowId={(m) => String(m.userId)}
        searchPlaceholder={t.search}
        defaultSort={{ id: 'name', desc: false }}
        loading={permissions.isPending}
        error={permissions.isError ? t.loadFailed : undefined}
        onRetry={() => void permissions.refetch()}
        emptyMessage={t.empty}
        viewportOffset="32rem"
      />
    </section>
  );
}
