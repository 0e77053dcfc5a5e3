import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orgsKeys, orgsMutations, usersKeys, usersQueries, type OrgMemberRow } from '@cdmnet/api';
import { Button, confirm } from '@cdmnet/ui';
import { orgAdminCopy, privilegeLabels } from '../messages.ko';
import { lastAdminNoteId } from './member-privilege-cell';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.members;

/**
 * What an admin may do with one row: decide a pending request (approval makes an organisation
 * researcher when the organisation employs them, a partner otherwise: the button says which), or
 * remove an active member. Rejections and removals ask first. A rejected request has nothing to do.
 * The last admin cannot be removed (the server refuses it): 내보내기 is disabled and names the reason
 * shown under the row's privilege.
 */
export function MemberActions({
  orgId,
  row,
  lastAdmin,
}: {
  orgId: number;
  row: OrgMemberRow;
  lastAdmin: boolean;
}) {
  const queryClient = useQueryClient();
  const me = useQuery(usersQueries.profile()).data;
  const decide = useMutation({
    ...orgsMutations.decide(queryClient, orgId),
    // Refused because another admin decided first (notPending): show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: orgsKeys.members(orgId) }),
  });
  const remove = useMutation(orgsMutations.remove(queryClient, orgId));

  if (row.privilege === 'REJECTED') return null;

  if (row.privilege === 'PENDING') {
    const role = privilegeLabels[row.employedHere ? 'ORG_RESEARCHER' : 'ORG_PARTNER'];
    const rejecting = decide.isPending && decide.variables.decision === 'REJECT';
    return (
      <span className={styles.rowActions}>
        <Button
          size="sm"
          aria-label={t.approveNamed(row.name, role)}
          loading={decide.isPending && decide.variables.decision === 'APPROVE'}
          disabled={rejecting}
          onClick={() => decide.mutate({ userId: row.userId, decision: 'APPROVE' })}
        >
          {t.approve(role)}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.rejectNamed(row.name)}
          disabled={decide.isPending}
          onClick={() =>
            void confirm({
              message: t.confirmReject,
              acceptLabel: t.reject,
              acceptVariant: 'danger',
              onAccept: () => decide.mutateAsync({ userId: row.userId, decision: 'REJECT' }),
            })
          }
        >
          {t.reject}
        </Button>
      </span>
    );
  }

  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t.removeNamed(row.name)}
      aria-describedby={lastAdmin ? lastAdminNoteId(orgId, row.userId) : undefined}
      disabled={lastAdmin}
      loading={remove.isPending}
      onClick={() =>
        void confirm({
          message: t.confirmRemove,
          acceptLabel: t.remove,
          acceptVariant: 'danger',
          onAccept: async () => {
            await remove.mutateAsync(row.userId);
            // An admin who removed themselves no longer administers: read the profile again.
            if (me?.id === row.userId) await queryClient.invalidateQueries({ queryKey: usersKeys.profile() });
          },
        })
      }
    >
      {t.remove}
    </Button>
  );
}
