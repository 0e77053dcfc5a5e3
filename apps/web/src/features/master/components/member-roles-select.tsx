import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  masterMutations,
  researchRoleLabels,
  researchRoles,
  type MasterMember,
  type ResearchRole,
} from '@cdmnet/api';
import { MultiSelect } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';

const t = masterCopy.members;

const options = researchRoles.map((value) => ({ value, label: researchRoleLabels[value] }));

/** The roles in the contract's order, so a change is a change of set, not of order. */
const inOrder = (roles: readonly ResearchRole[]) => researchRoles.filter((role) => roles.includes(role));
const sameRoles = (a: readonly ResearchRole[], b: readonly ResearchRole[]) =>
  inOrder(a).join() === inOrder(b).join();

/**
 * A member's research roles. Boxes ticked while the list is open are sent together when it closes:
 * one request and one toast per change, not one per box.
 */
export function MemberRolesSelect({ member }: { member: MasterMember }) {
  const queryClient = useQueryClient();
  const change = useMutation(masterMutations.changeRoles(queryClient));
  const [draft, setDraft] = useState<ResearchRole[] | null>(null);
  const [open, setOpen] = useState(false);

  const send = () => {
    if (draft === null) return;
    if (sameRoles(draft, member.researchRoles)) return setDraft(null);
    change.mutate({ id: member.id, roles: inOrder(draft) }, { onSettled: () => setDraft(null) });
  };

  return (
    <MultiSelect
      size="sm"
      aria-label={t.rolesOf(member.name)}
      options={options}
      value={inOrder(draft ?? member.researchRoles)}
      onChange={(roles) => setDraft(roles)}
      open={open}
      onOpenChange={(next) => {
        // Sent once, as the open list closes.
        if (!next && open) send();
        setOpen(next);
      }}
      disabled={change.isPending}
      placeholder={t.noRoles}
      selectedItemsLabel={t.rolesSelected}
      maxSelectedLabels={2}
      showSelectAll={false}
    />
  );
}
