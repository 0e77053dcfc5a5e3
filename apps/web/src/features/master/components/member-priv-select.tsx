import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { masterMutations, userPrivLabels, userPrivs, type MasterMember, type UserPriv } from '@cdmnet/api';
import { Select } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';

const t = masterCopy.members;

const options = userPrivs.map((value) => ({ value, label: userPrivLabels[value] }));

/**
 * A member's privilege, changed by picking another. The choice shows while the server decides; on
 * success the refreshed list carries it, on a refusal the stored value comes back. The platform's last
 * MASTER cannot be changed (the server refuses it): that Select is disabled with the reason under it.
 */
export function MemberPrivSelect({ member, lastMaster }: { member: MasterMember; lastMaster: boolean }) {
  const queryClient = useQueryClient();
  const change = useMutation(masterMutations.changePriv(queryClient));
  const [draft, setDraft] = useState<UserPriv | null>(null);

  return (
    <Select
      size="sm"
      aria-label={t.privOf(member.name)}
      options={options}
      value={draft ?? member.priv}
      disabled={change.isPending || lastMaster}
      helpText={lastMaster ? t.lastMaster : undefined}
      onValueChange={(value) => {
        const priv = value as UserPriv;
        if (priv === member.priv) return;
        setDraft(priv);
        // The factory's refresh has run by the time this settles, so the row shows the stored value.
        change.mutate({ id: member.id, priv }, { onSettled: () => setDraft(null) });
      }}
    />
  );
}
