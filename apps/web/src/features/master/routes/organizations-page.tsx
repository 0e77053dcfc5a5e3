import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { masterQueries, type MasterOrganization } from '@cdmnet/api';
import {
  Button,
  DataTable,
  formatDateShort,
  formatNumber,
  IconButton,
  PageHeader,
  type DataTableColumn,
} from '@cdmnet/ui';
import { RfzLevelBadges } from '../../../app/components/rfz-level-badges';
import { useDocumentTitle } from '../../../app/use-document-title';
import { GearIcon, PencilIcon, TrashIcon } from '../../../app/components/icons';
import { useMasterReady } from '../components/master-ready';
import { OrganizationDeletionDialog } from '../components/organization-deletion-dialog';
import { OrgLogo } from '../../../app/components/org-logo';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.organizations;
const listPath = '/master/organizations';

// The table caches on its data's identity: one empty list while loading.
const none: never[] = [];

function columns(remove: (organization: MasterOrganization) => void): DataTableColumn<MasterOrganization>[] {
  return [
    {
      id: 'logo',
      header: t.logo,
      cell: ({ row }) => <OrgLogo name={row.name} logoImageId={row.logoImageId} />,
      width: '4.5rem',
      align: 'center',
    },
    { id: 'name', header: t.name, accessor: (o) => o.name, searchable: true, sortable: true, card: 'title' },
    {
      id: 'rfz',
      header: t.rfz,
      accessor: (o) => o.rfzLevel,
      cell: ({ row }) => <RfzLevelBadges level={row.rfzLevel} />,
      sortable: true,
      width: '8rem',
    },
    {
      id: 'members',
      header: t.members,
      accessor: (o) => o.memberCount,
      cell: ({ row }) => (
        <span className={styles.numeric}>{t.memberCount(formatNumber(row.memberCount))}</span>
      ),
      sortable: true,
      width: '7rem',
      align: 'end',
    },
    {
      id: 'cdms',
      header: t.cdms,
      accessor: (o) => o.cdmCount,
      cell: ({ row }) => <span className={styles.numeric}>{t.cdmCount(formatNumber(row.cdmCount))}</span>,
      sortable: true,
      width: '6rem',
      align: 'end',
    },
    {
      id: 'createdAt',
      header: t.createdAt,
      accessor: (o) => o.createdAt,
      cell: ({ row }) => <span className={styles.numeric}>{formatDateShort(row.createdAt)}</span>,
      sortable: true,
      width: '7rem',
    },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => (
        <span className={styles.rowActions}>
          <IconButton asChild size="sm" aria-label={t.settingsOf(row.name)} title={t.settings}>
            <Link to={`${listPath}/${row.id}`}>
              <GearIcon />
            </Link>
          </IconButton>
          <IconButton asChild size="sm" aria-label={t.modifyOf(row.name)} title={masterCopy.shared.modify}>
            <Link to={`${listPath}/${row.id}/modify`}>
              <PencilIcon />
            </Link>
          </IconButton>
          <IconButton
            size="sm"
            aria-label={t.removeOf(row.name)}
            title={masterCopy.shared.remove}
            onClick={() => remove(row)}
          >
            <TrashIcon />
          </IconButton>
        </span>
      ),
      width: '8.5rem',
      align: 'center',
      card: 'actions',
    },
  ];
}

/** /master/organizations: every organisation, with 설정, 수정 and 삭제, and 기관 등록. */
export function OrganizationsPage() {
  useDocumentTitle(t.pageTitle);
  const ready = useMasterReady();
  const organizations = useQuery({ ...masterQueries.organizations(), enabled: ready });
  // The same question as the modify page's: what goes, what stays, or why not now.
  const [removing, setRemoving] = useState<MasterOrganization | null>(null);

  const create = (
    <Button asChild>
      <Link to={`${listPath}/create`}>{t.create}</Link>
    </Button>
  );

  return (
    <section className={styles.page}>
      <PageHeader title={t.heading} description={t.description} actions={create} />
      <DataTable
        title={t.tableTitle}
        data={organizations.data ?? none}
        columns={columns(setRemoving)}
        getRowId={(o) => String(o.id)}
        searchPlaceholder={t.search}
        loading={organizations.isPending}
        error={organizations.isError ? t.loadFailed : undefined}
        onRetry={() => void organizations.refetch()}
        emptyMessage={t.empty}
        emptyAction={
          <Button variant="secondary" size="sm" asChild>
            <Link to={`${listPath}/create`}>{t.create}</Link>
          </Button>
        }
        viewportOffset="18rem"
      />
      {removing ? (
        <OrganizationDeletionDialog organization={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </section>
  );
}
