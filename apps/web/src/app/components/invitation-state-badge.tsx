import { invitationStateLabels, type InvitationState } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';

const tones: Record<InvitationState, BadgeTone> = {
  ACCEPTED: 'success',
  PENDING: 'warning',
  REJECTED: 'neutral',
  NEVER: 'danger',
};

/**
 * Where someone stands in a project (참여 중, 초대 대기, 거절함, 초대 거부): the members tab, the
 * invitation search and the 프로젝트 초대 dialog show it alike; the label, not the colour, says which.
 */
export function InvitationStateBadge({ state }: { state: InvitationState }) {
  return <Badge tone={tones[state]}>{invitationStateLabels[state]}</Badge>;
}
