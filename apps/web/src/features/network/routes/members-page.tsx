import { useQuery } from '@tanstack/react-query';
import {
  expertAreaLabels,
  expertDivisionLabels,
  fileUrl,
  networkQueries,
  type NetworkUser,
} from '@cdmnet/api';
import { Avatar, DataTable, PageHeader, type DataTableColumn } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ForbiddenState, isForbidden } from '../components/forbidden-state';
import { NETWORK_ROW_HEIGHT } from '../components/row-height';
import { networkCopy } from '../messages.ko';
import * as styles from '../network.css';

const t = networkCopy.members;

const organizationOf = (user: NetworkUser) => user.orgEmployedName ?? t.noOrganization;
const areaOf = (user: NetworkUser) => expertAreaLabels[user.expertArea];
const divisionOf = (user: NetworkUser) => expertDivisionLabels[user.expertDivision];

// Sorted and searched by the Korean labels people read, not the codes.
const columns: DataTableColumn<NetworkUser>[] = [
  {
    id: 'name',
    header: t.name,
    accessor: (user) => user.name,
    searchable: true,
    cell: ({ row }) => (
      <span className={styles.person}>
        <Avatar
          // Keyed by user: a virtual row showing someone else loads their picture afresh.
          key={row.id}
          size="sm"
          name={row.name}
          decorative
          src={row.profileImageId === null ? undefined : fileUrl(row.profileImageId)}
        />
        <span className={styles.clamp}>{row.name}</span>
      </span>
    ),
  },
  {
    id: 'organization',
    header: t.organization,
    accessor: organizationOf,
    sortable: true,
    searchable: true,
    cell: ({ row }) =>
      row.orgEmployedName === null ? (
        <span className={styles.muted}>{t.noOrganization}</span>
      ) : (
        <span className={styles.clamp}>{row.orgEmployedName}</span>
      ),
  },
  { id: 'expertArea', header: t.expertArea, accessor: areaOf, sortable: true, searchable: true },
  { id: 'expertDivision', header: t.expertDivision, accessor: divisionOf, sortable: true, searchable: true },
];

const rowId = (user: NetworkUser) => String(user.id);

/** /network/members: the researcher directory, by organisation and expertise. */
export function MembersPage() {
  useDocumentTitle(t.pageTitle);
  const users = useQuery(networkQueries.users());

  if (isForbidden(users.error)) {
    return (
      <section className={styles.page}>
        <PageHeader title={t.heading} />
        <ForbiddenState />
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <PageHeader title={t.heading} description={t.description} />
      <DataTable
        title={t.tableTitle}
        data={users.data ?? []}
        columns={columns}
        getRowId={rowId}
        searchPlaceholder={t.search}
        virtualRowHeight={NETWORK_ROW_HEIGHT}
        viewportOffset="18rem"
        loading={users.isPending}
        error={users.isError ? t.loadFailed : undefined}
        onRetry={() => void users.refetch()}
        emptyMessage={t.empty}
      />
    </section>
  );
}
