import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  masterMutations,
  masterQueries,
  memberPrivileges,
  toDataId,
  type OrganizationMember,
} from '@cdmnet/api';
import { Button, DataTable, type DataTableColumn } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { AddMemberDialog } from '../../../app/components/add-member-dialog';
import { useMasterReady } from '../components/master-ready';
import { memberPrivilegeOptions, OrgMemberPrivSelect } from '../components/org-member-priv-select';
import { masterCopy } from '../messages.ko';
import { emailColumn } from '../../../app/components/email-column';

const t = masterCopy.memberTab;

// The table caches on its data's identity: one empty list while loading.
const none: never[] = [];

const labelOf = (member: OrganizationMember) =>
  (memberPrivileges as readonly string[]).includes(member.orgPriv)
    ? t.privileges[member.orgPriv as (typeof memberPrivileges)[number]]
    : member.orgPriv;

/** The 기관 연구원 tab: the organisation's researchers and their privilege, and 추가. */
export function OrganizationMemberPage() {
  const id = toDataId(useParams().dataId);
  const ready = useMasterReady();
  const users = useQuery({ ...masterQueries.users(id), enabled: ready && id > 0 });
  // The layout asks for the settings too; the name comes from that same cache entry.
  const settings = useQuery({ ...masterQueries.settings(id), enabled: ready && id > 0 });
  const name = settings.data?.organization.name;
  useDocumentTitle(name ? masterCopy.detail.memberTitle(name) : masterCopy.detail.memberTab);
  const [adding, setAdding] = useState(0);
  const queryClient = useQueryClient();

  const columns: DataTableColumn<OrganizationMember>[] = [
    { id: 'name', header: t.name, accessor: (m) => m.name, searchable: true, width: '10rem', card: 'title' },
    emailColumn(t.email),
    {
      id: 'orgPriv',
      header: t.priv,
      accessor: (m) => m.orgPriv,
      sortValue: labelOf,
      sortable: true,
      filter: { options: memberPrivilegeOptions },
      cell: ({ row }) => <OrgMemberPrivSelect orgId={id} member={row} />,
      width: '14rem',
    },
  ];

  return (
    <>
      <DataTable
        title={t.tableTitle}
        data={users.data ?? none}
        columns={columns}
        getRowId={(m) => String(m.id)}
        rowNumbers
        selectable
        searchPlaceholder={t.search}
        loading={users.isPending}
        error={users.isError ? t.loadFailed : undefined}
        onRetry={() => void users.refetch()}
        emptyMessage={t.empty}
        emptyAction={
          <Button size="sm" variant="secondary" onClick={() => setAdding(Date.now())}>
            {t.add}
          </Button>
        }
        toolbar={
          <Button size="sm" onClick={() => setAdding(Date.now())} disabled={!users.isSuccess}>
            {t.add}
          </Button>
        }
        viewportOffset="30rem"
      />
      {adding ? (
        <AddMemberDialog
          key={adding}
          title={masterCopy.addMember.title}
          description={masterCopy.addMember.description}
          search={(keyword) => masterQueries.inviteSearch(id, { keyword })}
          add={masterMutations.addUser(queryClient, id)}
          onClose={() => setAdding(0)}
        />
      ) : null}
    </>
  );
}
