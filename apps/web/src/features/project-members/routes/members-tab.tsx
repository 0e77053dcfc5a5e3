import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  invitationStateLabels,
  invitationStates,
  projectRoleLabels,
  projectsQueries,
  toDataId,
  usersQueries,
  type InvitationState,
  type ProjectMember,
} from '@cdmnet/api';
import { Badge, Button, DataTable, PageHeader, formatDateShort, type DataTableColumn } from '@cdmnet/ui';
import { InvitationStateBadge } from '../../../app/components/invitation-state-badge';
import { PersonCell } from '../../../app/components/person-cell';
import { useDocumentTitle } from '../../../app/use-document-title';
import { InviteDialog } from '../components/invite-dialog';
import { LeaveProjectButton } from '../components/leave-project-button';
import { MemberActions } from '../components/member-actions';
import { MemberRoleCell } from '../components/member-role-cell';
import { PermissionsDialog } from '../components/permissions-dialog';
import { isLastManager } from '../last-manager';
import { membersCopy } from '../messages.ko';
import { projectNameFrom } from '../project-name';
import * as styles from '../project-members.css';
import { emailColumn } from '../../../app/components/email-column';

const t = membersCopy.tab;

// The table caches on its data's identity: one empty list while loading.
const none: ProjectMember[] = [];

/** Members first, then those who were asked and have not answered, then those who said no. */
const stateOrder: Record<InvitationState, number> = { ACCEPTED: 0, PENDING: 1, REJECTED: 2, NEVER: 3 };

const stateFilterOptions = [...invitationStates]
  .sort((a, b) => stateOrder[a] - stateOrder[b])
  .map((value) => ({ value, label: invitationStateLabels[value] }));

interface ColumnOptions {
  projectId: number;
  manager: boolean;
  myId: number | undefined;
  /** The project's only accepted manager, whose role the server will not let go. */
  onlyManagerId: number | undefined;
  onPermissions: (member: ProjectMember) => void;
}

function columns({
  projectId,
  manager,
  myId,
  onlyManagerId,
  onPermissions,
}: ColumnOptions): DataTableColumn<ProjectMember>[] {
  return [
    {
      id: 'name',
      header: t.name,
      accessor: (m) => m.name,
      cell: ({ row }) => (
        <span className={styles.nameCell}>
          <PersonCell name={row.name} profileImageId={row.profileImageId} />
          {row.userId === myId ? <Badge>{t.me}</Badge> : null}
        </span>
      ),
      searchable: true,
      sortable: true,
      width: '10rem',
      card: 'title',
    },
    emailColumn(t.email, { width: '14rem' }),
    {
      id: 'organization',
      header: t.organization,
      accessor: (m) => m.orgEmployedName ?? t.noOrganization,
      cell: ({ row }) =>
        row.orgEmployedName === null ? (
          <span className={styles.muted}>{t.noOrganization}</span>
        ) : (
          row.orgEmployedName
        ),
      searchable: true,
      sortable: true,
      width: '10rem',
    },
    {
      id: 'role',
      header: t.role,
      accessor: (m) => projectRoleLabels[m.role],
      sortValue: (m) => (m.role === 'MANAGER' ? 0 : 1),
      sortable: true,
      cell: ({ row }) => (
        <MemberRoleCell
          projectId={projectId}
          member={row}
          editable={manager}
          onlyManager={row.userId === onlyManagerId}
        />
      ),
      width: manager ? '8rem' : '6rem',
    },
    {
      id: 'state',
      header: t.state,
      accessor: (m) => invitationStateLabels[m.state],
      sortValue: (m) => stateOrder[m.state],
      sortable: true,
      filter: { options: stateFilterOptions, value: (m) => m.state },
      cell: ({ row }) => <InvitationStateBadge state={row.state} />,
      width: '7.5rem',
    },
    {
      id: 'invitedBy',
      header: t.invitedBy,
      accessor: (m) => m.invitedByName ?? t.noInviter,
      width: '7rem',
    },
    {
      id: 'invitedAt',
      header: t.invitedAt,
      accessor: (m) => m.invitedAt,
      cell: ({ row }) => formatDateShort(row.invitedAt),
      sortable: true,
      width: '6.5rem',
    },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => (
        <MemberActions
          projectId={projectId}
          member={row}
          manager={manager}
          isMe={row.userId === myId}
          onPermissions={onPermissions}
        />
      ),
      width: manager ? '12rem' : '6rem',
      card: 'actions',
    },
  ];
}

/**
 * /project/{id}/members (tab 1): who is in the project and who was asked. Managers invite, set roles
 * and permissions, remove members and withdraw or renew invitations; members read the list and their
 * permissions. Anyone may leave. The layout around it has already admitted the caller as a member.
 */
export function MembersTab() {
  const projectId = toDataId(useParams().projectId);
  const handedName = projectNameFrom(useLocation().state);
  const detailQuery = projectsQueries.detail(projectId);
  // The tab bar hands the name over; opened directly, the project's detail (cached by the layout) says it.
  const detail = useQuery({
    ...detailQuery,
    enabled: handedName === undefined && detailQuery.enabled === true,
  });
  const projectName = handedName ?? detail.data?.name;
  useDocumentTitle(projectName ? t.pageTitleOf(projectName) : t.pageTitle);

  const access = useQuery(projectsQueries.access(projectId));
  const members = useQuery(projectsQueries.members(projectId));
  const profile = useQuery(usersQueries.profile());
  const myId = profile.data?.id;
  const manager = access.data?.state === 'ACCEPTED' && access.data.role === 'MANAGER';
  const lastManager = members.data && myId !== undefined ? isLastManager(members.data, myId) : undefined;

  const [inviting, setInviting] = useState(0);
  const [permissionsOf, setPermissionsOf] = useState<number | null>(null);
  const onlyManagerId = members.data?.find((m) => isLastManager(members.data, m.userId))?.userId;
  const tableColumns = useMemo(
    () =>
      columns({
        projectId,
        manager,
        myId,
        onlyManagerId,
        onPermissions: (m) => setPermissionsOf(m.userId),
      }),
    [projectId, manager, myId, onlyManagerId],
  );
  // The dialog reads the member from the list, so it shows what the list now holds.
  const shownMember = members.data?.find((m) => m.userId === permissionsOf && m.state === 'ACCEPTED');

  const failed = members.isError || access.isError || profile.isError;

  return (
    <section className={styles.page}>
      <PageHeader
        headingLevel={2}
        title={t.heading}
        description={manager ? t.managerDescription : t.description}
        actions={
          <LeaveProjectButton
            projectId={projectId}
            projectName={projectName}
            userId={myId}
            lastManager={lastManager}
          />
        }
      />
      <DataTable
        title={t.tableTitle}
        titleLevel={3}
        data={members.data ?? none}
        columns={tableColumns}
        getRowId={(m) => String(m.userId)}
        searchPlaceholder={t.search}
        defaultSort={{ id: 'state', desc: false }}
        // Who the caller is decides the columns: rows arrive once, never reshaped after.
        loading={!failed && (members.isPending || access.isPending || profile.isPending)}
        error={failed ? t.loadFailed : undefined}
        onRetry={() => {
          if (members.isError) void members.refetch();
          if (access.isError) void access.refetch();
          if (profile.isError) void profile.refetch();
        }}
        emptyMessage={t.empty}
        toolbar={
          manager ? (
            <Button size="sm" onClick={() => setInviting(Date.now())} disabled={!members.isSuccess}>
              {t.invite}
            </Button>
          ) : undefined
        }
        viewportOffset="30rem"
      />
      {inviting ? (
        <InviteDialog
          key={inviting}
          projectId={projectId}
          projectName={projectName}
          onClose={() => setInviting(0)}
        />
      ) : null}
      {shownMember ? (
        <PermissionsDialog
          key={shownMember.userId}
          projectId={projectId}
          member={shownMember}
          manager={manager}
          onClose={() => setPermissionsOf(null)}
        />
      ) : null}
    </section>
  );
}
