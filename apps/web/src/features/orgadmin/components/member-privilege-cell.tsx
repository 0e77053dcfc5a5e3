import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberPrivileges, orgsMutations, usersKeys, usersQueries, type OrgMemberRow } from '@cdmnet/api';
import { Select } from '@cdmnet/ui';
import { orgAdminCopy, privilegeLabels } from '../messages.ko';
import { PrivilegeBadge } from './privilege-badge';

const t = orgAdminCopy.members;

type MemberPrivilege = (typeof memberPrivileges)[number];

const options = memberPrivileges.map((value) => ({ value, label: privilegeLabels[value] }));

const isMemberPrivilege = (value: string): value is MemberPrivilege =>
  (memberPrivileges as readonly string[]).includes(value);

/** The id of the note saying why the last admin's row cannot change (its Select and 내보내기 name it). */
export const lastAdminNoteId = (orgId: number, userId: number) => `org-${orgId}-last-admin-${userId}`;

/**
 * A member's privilege: a Select for an active member (the change is sent at once; while it runs the
 * Select shows the choice), a badge for an applicant. The last admin's Select is disabled with the
 * server's reason under it (it refuses demoting the last ORG_ADMIN), so nobody picks what can only fail.
 */
export function MemberPrivilegeCell({
  orgId,
  row,
  lastAdmin,
}: {
  orgId: number;
  row: OrgMemberRow;
  /** This row is the organisation's only ORG_ADMIN. */
  lastAdmin: boolean;
}) {
  const queryClient = useQueryClient();
  const me = useQuery(usersQueries.profile()).data;
  const change = useMutation(orgsMutations.changePriv(queryClient, orgId));
  const stored = row.privilege;
  if (!isMemberPrivilege(stored)) return <PrivilegeBadge privilege={stored} />;

  return (
    <Select
      size="sm"
      aria-label={t.privilegeOf(row.name)}
      options={options}
      value={change.isPending ? change.variables.priv : stored}
      disabled={change.isPending || lastAdmin}
      helpText={lastAdmin ? <span id={lastAdminNoteId(orgId, row.userId)}>{t.lastAdmin}</span> : undefined}
      onValueChange={(value) => {
        if (!isMemberPrivilege(value) || value === stored) return;
        change.mutate(
          { userId: row.userId, priv: value },
          {
            // An admin who changed their own privilege may no longer administer: read the profile again.
            onSuccess: () => {
              if (me?.id === row.userId)
                void queryClient.invalidateQueries({ queryKey: usersKeys.profile() });
            },
          },
        );
      }}
    />
  );
}
