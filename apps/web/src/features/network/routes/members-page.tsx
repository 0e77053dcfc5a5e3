import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  expertAreaLabels,
  expertDivisionLabels,
  networkQueries,
  usersQueries,
  type NetworkUser,
} from '@cdmnet/api';
import { Button, DataTable, PageHeader, type DataTableColumn } from '@cdmnet/ui';
import { PersonCell } from '../../../app/components/person-cell';
import { useDocumentTitle } from '../../../app/use-document-title';
import { starColumn, useFavoriteFilter } from '../components/favorite-filter';
import { ForbiddenState, isForbidden } from '../components/forbidden-state';
import { ProjectInviteDialog } from '../components/project-invite-dialog';
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
    card: 'title',
    cell: ({ row }) => <PersonCell name={row.name} profileImageId={row.profileImageId} clamp />,
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

/**
 * The 프로젝트 초대 column: a button on every row but the user's own (spec §2 item 4); none until the
 * user is known.
 */
function inviteColumn(
  myId: number | undefined,
  onInvite: (user: NetworkUser) => void,
): DataTableColumn<NetworkUser> {
  return {
    id: 'invite',
    header: t.invite,
    card: 'actions',
    cell: ({ row }) =>
      myId === undefined || row.id === myId ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.inviteLabel(row.name)}
          onClick={() => onInvite(row)}
        >
          {t.inviteButton}
        </Button>
      ),
    width: '7rem',
  };
}

const rowId = (user: NetworkUser) => String(user.id);
// One empty list while loading, so the filter's memo keeps its result between renders.
const noUsers: NetworkUser[] = [];

/** /network/members: the researcher directory, by organisation and expertise. */
export function MembersPage() {
  useDocumentTitle(t.pageTitle);
  const users = useQuery(networkQueries.users());
  // Who the user is keeps the invitation off their own row.
  const profile = useQuery(usersQueries.profile());
  const myId = profile.data?.id;
  const [invitedId, setInvitedId] = useState<number>();
  const onInvite = useCallback((user: NetworkUser) => setInvitedId(user.id), []);
  const tableColumns = useMemo(
    // No star on the user's own row, as no invitation: neither means anything for oneself.
    () => [...columns, inviteColumn(myId, onInvite), starColumn<NetworkUser>('USER', myId)],
    [myId, onInvite],
  );
  const favorites = useFavoriteFilter('USER', users.data ?? noUsers);
  const invited = users.data?.find((user) => user.id === invitedId);

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
        data={favorites.shown}
        toolbar={favorites.toggle}
        columns={tableColumns}
        getRowId={rowId}
        searchPlaceholder={t.search}
        virtualRowHeight={NETWORK_ROW_HEIGHT}
        viewportOffset="18rem"
        // The rows arrive with their buttons (the user's own row has none), not before them.
        loading={users.isPending || profile.isPending}
        error={users.isError ? t.loadFailed : undefined}
        onRetry={() => void users.refetch()}
        emptyMessage={favorites.onlyStarred ? networkCopy.favorites.noStarredMembers : t.empty}
      />
      <ProjectInviteDialog user={invited} onClose={() => setInvitedId(undefined)} />
    </section>
  );
}
