import { irbStateLabels, type IrbOrgState } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';

const tones: Record<IrbOrgState, BadgeTone> = {
  NONE: 'neutral',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  EXPIRED: 'danger',
};

/** Where an IRB stands (요청 없음, 승인 대기, 승인, 거절, 만료): the label, not the colour, says which. */
export function IrbStateBadge({ state }: { state: IrbOrgState }) {
  return <Badge tone={tones[state]}>{irbStateLabels[state]}</Badge>;
}
