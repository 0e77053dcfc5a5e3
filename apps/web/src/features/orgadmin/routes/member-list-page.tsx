import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  orgsMutations,
  orgsQueries,
  orgUserPrivileges,
  type OrgMemberRow,
  type OrgUserPrivilege,
} from '@cdmnet/api';
import { Button, DataTable, PageHeader, formatDateShort, type DataTableColumn } from '@cdmnet/ui';
import { AddMemberDialog } from '../../../app/components/add-member-dialog';
import { PersonCell } from '../../../app/components/person-cell';
import { useDocumentTitle } from '../../../app/use-document-title';
import { MemberActions } from '../components/member-actions';
import { MemberPrivilegeCell } from '../components/member-privilege-cell';
import { useOrgId } from '../org-admin-access';
import { orgAdminCopy, privilegeLabels } from '../messages.ko';
import * as styles from '../orgadmin.css';
import { emailColumn } from '../../../app/components/email-column';

const t = orgAdminCopy.members;

/** Requests first (they wait for the admin), then admins, researchers, partners, rejected requests. */
const privilegeOrder: Record<OrgUserPrivilege, number> = {
  PENDING: 0,
  ORG_ADMIN: 1,
  ORG_RESEARCHER: 2,
  ORG_PARTNER: 3,
  REJECTED: 4,
};

const privilegeFilterOptions = [...orgUserPrivileges]
  .sort((a, b) => privilegeOrder[a] - privilegeOrder[b])
  .map((value) => ({ value, label: privilegeLabels[value] }));

const isPrivilege = (value: string): value is OrgUserPrivilege =>
  (orgUserPrivileges as readonly string[]).includes(value);

/** Whether the row is the organisation's only admin: the server refuses removing or demoting them. */
const lastAdminOf = (rows: readonly OrgMemberRow[]) => {
  const admins = rows.filter((m) => m.privilege === 'ORG_ADMIN');
  return (row: OrgMemberRow) => admins.length === 1 && admins[0] === row;
};

function columns(
  orgId: number,
  isLastAdmin: (row: OrgMemberRow) => boolean,
): DataTableColumn<OrgMemberRow>[] {
  return [
    {
      id: 'name',
      header: t.name,
      accessor: (m) => m.name,
      cell: ({ row }) => <PersonCell name={row.name} profileImageId={row.profileImageId} />,
      searchable: true,
      sortable: true,
      width: '9rem',
      card: 'title',
    },
    emailColumn(t.email),
    {
      id: 'employer',
      header: t.employer,
      accessor: (m) => m.orgEmployedName ?? t.noEmployer,
      searchable: true,
      sortable: true,
      width: '10rem',
    },
    {
      id: 'privilege',
      header: t.privilege,
      accessor: (m) => privilegeLabels[m.privilege],
      sortValue: (m) => privilegeOrder[m.privilege],
      sortable: true,
      filter: { options: privilegeFilterOptions, value: (m) => m.privilege },
      cell: ({ row }) => <MemberPrivilegeCell orgId={orgId} row={row} lastAdmin={isLastAdmin(row)} />,
      width: '10rem',
    },
    {
      id: 'since',
      header: t.since,
      accessor: (m) => m.since,
      cell: ({ row }) => formatDateShort(row.since),
      sortable: true,
      width: '7.5rem',
    },
    {
      id: 'note',
      header: t.note,
      // The note goes with a request; once decided it is history (member/history).
      accessor: (m) => (m.privilege === 'PENDING' ? m.note : ''),
      cell: ({ value }) => (value ? <p className={styles.note}>{String(value)}</p> : null),
    },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => <MemberActions orgId={orgId} row={row} lastAdmin={isLastAdmin(row)} />,
      width: '16rem',
      card: 'actions',
    },
  ];
}

/**
 * /orgadmin/{id}/member/list: members and applicants; decide requests, change privileges, remove, and
 * 회원 추가 (a verified user added without a request of theirs, as the master adds them).
 */
export function MemberListPage() {
  useDocumentTitle(t.pageTitle);
  const orgId = useOrgId();
  const members = useQuery(orgsQueries.members(orgId));
  const tableColumns = useMemo(() => columns(orgId, lastAdminOf(members.data ?? [])), [orgId, members.data]);
  // `?status=PENDING` (the dashboard's link) opens the list filtered to those privileges.
  const [searchParams] = useSearchParams();
  const statuses = searchParams.getAll('status').filter(isPrivilege);
  const statusKey = statuses.join(',');
  const defaultFilters = useMemo(
    () => (statusKey ? { privilege: statusKey.split(',') } : undefined),
    [statusKey],
  );
  const queryClient = useQueryClient();
  // The time the dialog was opened: a fresh dialog (empty search) each time.
  const [adding, setAdding] = useState(0);
  const addButton = (variant: 'primary' | 'secondary') => (
    <Button size="sm" variant={variant} onClick={() => setAdding(Date.now())}>
      {t.add}
    </Button>
  );

  return (
    <section className={styles.page}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      <DataTable
        key={statusKey}
        title={t.tableTitle}
        titleLevel={3}
        data={members.data ?? []}
        columns={tableColumns}
        getRowId={(m) => String(m.userId)}
        searchPlaceholder={t.search}
        defaultSort={{ id: 'privilege', desc: false }}
        defaultFilters={defaultFilters}
        loading={members.isPending}
        error={members.isError ? t.loadFailed : undefined}
        onRetry={() => void members.refetch()}
        emptyMessage={t.empty}
        emptyAction={addButton('secondary')}
        toolbar={addButton('primary')}
        viewportOffset="24rem"
      />
      {adding ? (
        <AddMemberDialog
          key={adding}
          title={t.add}
          description={t.addDescription}
          search={(keyword) => orgsQueries.inviteSearch(orgId, keyword)}
          add={orgsMutations.addMember(queryClient, orgId)}
          onClose={() => setAdding(0)}
        />
      ) : null}
    </section>
  );
}
