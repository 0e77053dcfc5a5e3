import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsMutations, type ProjectMember } from '@cdmnet/api';
import { Button, confirm } from '@cdmnet/ui';
import { membersCopy } from '../messages.ko';
import * as styles from '../project-members.css';

const t = membersCopy.actions;

export interface MemberActionsProps {
  projectId: number;
  member: ProjectMember;
  /** The caller manages the project: they may invite, withdraw, remove and set permissions. */
  manager: boolean;
  /** The row is the caller's own (they leave from the header, not remove themselves here). */
  isMe: boolean;
  onPermissions: (member: ProjectMember) => void;
}

/**
 * What may be done with one row. Every accepted member's 권한 opens (to read, or for a manager to edit
 * a member's); a manager also removes others, withdraws a waiting invitation and invites again someone
 * who declined. Someone who declined for good (NEVER) cannot be invited again: the row says why.
 * Removals and withdrawals ask first, naming the person; the server's reply (or refusal) is toasted.
 */
export function MemberActions({ projectId, member, manager, isMe, onPermissions }: MemberActionsProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(projectsMutations.removeMember(queryClient, projectId));
  const invite = useMutation(projectsMutations.invite(queryClient, projectId));

  // The question closes either way: a refusal is said once, by the server's toast.
  const removing = () => remove.mutateAsync({ userId: member.userId }).catch(() => undefined);

  if (member.state === 'ACCEPTED') {
    return (
      <span className={styles.rowActions}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.permissionsOf(member.name)}
          onClick={() => onPermissions(member)}
        >
          {t.permissions}
        </Button>
        {manager && !isMe ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.removeOf(member.name)}
            loading={remove.isPending}
            onClick={() =>
              void confirm({
                message: t.confirmRemove(member.name),
                acceptLabel: t.remove,
                acceptVariant: 'danger',
                onAccept: removing,
              })
            }
          >
            {t.remove}
          </Button>
        ) : null}
      </span>
    );
  }

  if (!manager) return null;

  if (member.state === 'PENDING') {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t.withdrawOf(member.name)}
        loading={remove.isPending}
        onClick={() =>
          void confirm({
            message: t.confirmWithdraw(member.name),
            acceptLabel: t.withdraw,
            acceptVariant: 'danger',
            onAccept: removing,
          })
        }
      >
        {t.withdraw}
      </Button>
    );
  }

  if (member.state === 'REJECTED') {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t.reinviteOf(member.name)}
        loading={invite.isPending}
        onClick={() => invite.mutate({ userId: member.userId })}
      >
        {t.reinvite}
      </Button>
    );
  }

  // NEVER: nothing to do, and why.
  return <p className={styles.note}>{t.neverAgain}</p>;
}
