import type { OrgUserPrivilege } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';
import { privilegeLabels } from '../messages.ko';

const tones: Record<OrgUserPrivilege, BadgeTone> = {
  ORG_ADMIN: 'info',
  ORG_RESEARCHER: 'success',
  ORG_PARTNER: 'success',
  PENDING: 'warning',
  REJECTED: 'neutral',
};

/** A privilege as a badge; its label, not its colour, says which. */
export function PrivilegeBadge({ privilege }: { privilege: OrgUserPrivilege }) {
  return <Badge tone={tones[privilege]}>{privilegeLabels[privilege]}</Badge>;
}
