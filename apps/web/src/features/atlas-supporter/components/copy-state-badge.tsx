import { atlasCopyStateLabels, type AtlasCopyState } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';

/** Done is green; what the user must act on (a name, a concept) amber; what broke red; the rest grey. */
const tones: Record<AtlasCopyState, BadgeTone> = {
  WAITING: 'neutral',
  COPYING: 'info',
  COPIED: 'success',
  NAME_CLASH: 'warning',
  TARGET_DOWN: 'danger',
  MISSING_CONCEPTS: 'warning',
  FAILED: 'danger',
  CANCELLED: 'neutral',
};

/** One copy's state, its Korean label on the badge (colour is never the only signal). */
export function CopyStateBadge({ state }: { state: AtlasCopyState }) {
  return <Badge tone={tones[state]}>{atlasCopyStateLabels[state]}</Badge>;
}
