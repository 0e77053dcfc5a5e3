import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { masterMutations, memberPrivileges, type OrganizationMember } from '@cdmnet/api';
import { Select } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';

const t = masterCopy.memberTab;

type MemberPrivilege = (typeof memberPrivileges)[number];

export const memberPrivilegeOptions = memberPrivileges.map((value) => ({
  value,
  label: t.privileges[value],
}));

/**
 * A member's privilege in the organisation. The choice shows while the server decides; the refreshed
 * list then carries it, or after a refusal (the last 기관 관리자) the stored one comes back.
 */
export function OrgMemberPrivSelect({ orgId, member }: { orgId: number; member: OrganizationMember }) {
  const queryClient = useQueryClient();
  const change = useMutation(masterMutations.changeUser(queryClient, orgId));
  const [draft, setDraft] = useState<MemberPrivilege | null>(null);

  return (
    <Select
      size="sm"
      aria-label={t.privOf(member.name)}
      options={memberPrivilegeOptions}
      value={draft ?? member.orgPriv}
      disabled={change.isPending}
      onValueChange={(value) => {
        const priv = value as MemberPrivilege;
        if (priv === member.orgPriv) return;
        setDraft(priv);
        change.mutate({ userId: member.id, priv }, { onSettled: () => setDraft(null) });
      }}
    />
  );
}
