import type { VocabularySourceState } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';
import { atlasSearchCopy } from '../messages.ko';

const tones: Record<VocabularySourceState, BadgeTone> = {
  OK: 'success',
  UNCERTAIN: 'warning',
  TIMEOUT: 'warning',
  UNREACHABLE: 'danger',
  FAILED: 'danger',
};

/** How one hospital's WebAPI answered, in words beside the colour. */
export function SourceStateBadge({ state }: { state: VocabularySourceState }) {
  return <Badge tone={tones[state]}>{atlasSearchCopy.sourceStates[state]}</Badge>;
}
