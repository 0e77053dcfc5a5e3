import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  projectRoleLabels,
  projectRoles,
  projectsMutations,
  type ProjectMember,
  type ProjectRole,
} from '@cdmnet/api';
import { Badge, Select } from '@cdmnet/ui';
import { membersCopy } from '../messages.ko';

const t = membersCopy.role;

const options = projectRoles.map((value) => ({ value, label: projectRoleLabels[value] }));

const isRole = (value: string): value is ProjectRole => (projectRoles as readonly string[]).includes(value);

/** A role as a badge; the label, not the colour, says which. */
export function RoleBadge({ role }: { role: ProjectRole }) {
  return <Badge tone={role === 'MANAGER' ? 'info' : 'neutral'}>{projectRoleLabels[role]}</Badge>;
}

/**
 * A member's role: for a manager looking at an accepted member, a Select sent at once (the choice shows
 * while the server decides; after a refusal, which the server's reply toasts, the stored role comes
 * back); a badge otherwise. The only manager's stays, inactive, with why: the server would refuse it.
 */
export function MemberRoleCell({
  projectId,
  member,
  editable,
  onlyManager,
}: {
  projectId: number;
  member: ProjectMember;
  editable: boolean;
  onlyManager: boolean;
}) {
  const queryClient = useQueryClient();
  const change = useMutation(projectsMutations.changeRole(queryClient, projectId));
  const [draft, setDraft] = useState<ProjectRole | null>(null);

  if (!editable || member.state !== 'ACCEPTED') return <RoleBadge role={member.role} />;

  return (
    <Select
      size="sm"
      aria-label={t.of(member.name)}
      options={options}
      value={draft ?? member.role}
      disabled={change.isPending || onlyManager}
      helpText={onlyManager ? t.onlyManager : undefined}
      onValueChange={(value) => {
        if (!isRole(value) || value === member.role) return;
        setDraft(value);
        change.mutate({ userId: member.userId, role: value }, { onSettled: () => setDraft(null) });
      }}
    />
  );
}
