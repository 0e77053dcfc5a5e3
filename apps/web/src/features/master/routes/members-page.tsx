import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { masterQueries, userPrivLabels, userPrivs, type MasterMember } from '@cdmnet/api';
import { DataTable, PageHeader, type DataTableColumn } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useMasterReady } from '../components/master-ready';
import { MemberPrivSelect } from '../components/member-priv-select';
import { MemberRolesSelect } from '../components/member-roles-select';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';
import { emailColumn } from '../../../app/components/email-column';

const t = masterCopy.members;

// The table caches on its data's identity: one empty list while loading.
const none: never[] = [];

/** The columns; `lastMaster` is the platform's only MASTER, whose privilege the server keeps. */
const columnsFor = (lastMaster: MasterMember | undefined): DataTableColumn<MasterMember>[] => [
  { id: 'name', header: t.name, accessor: (m) => m.name, searchable: true, width: '9rem', card: 'title' },
  emailColumn(t.email),
  {
    id: 'priv',
    header: t.priv,
    accessor: (m) => m.priv,
    sortValue: (m) => userPrivLabels[m.priv],
    sortable: true,
    filter: { options: userPrivs.map((value) => ({ value, label: userPrivLabels[value] })) },
    cell: ({ row }) => <MemberPrivSelect member={row} lastMaster={row === lastMaster} />,
    width: '14rem',
  },
  {
    id: 'roles',
    header: t.roles,
    cell: ({ row }) => <MemberRolesSelect member={row} />,
    width: '16rem',
  },
];

/** /master/members: every user's privilege and research roles, changed in place. */
export function MembersPage() {
  useDocumentTitle(t.pageTitle);
  const ready = useMasterReady();
  const members = useQuery({ ...masterQueries.members(), enabled: ready });
  const columns = useMemo(() => {
    const masters = (members.data ?? none).filter((m) => m.priv === 'MASTER');
    return columnsFor(masters.length === 1 ? masters[0] : undefined);
  }, [members.data]);

  return (
    <section className={styles.page}>
      <PageHeader title={t.heading} description={t.description} />
      <DataTable
        title={t.tableTitle}
        data={members.data ?? none}
        columns={columns}
        getRowId={(m) => String(m.id)}
        rowNumbers
        selectable
        searchPlaceholder={t.search}
        loading={members.isPending}
        error={members.isError ? t.loadFailed : undefined}
        onRetry={() => void members.refetch()}
        emptyMessage={t.empty}
        viewportOffset="18rem"
      />
    </section>
  );
}
