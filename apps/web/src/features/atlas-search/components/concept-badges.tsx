import type { VocabularyConcept } from '@cdmnet/api';
import { Badge, type BadgeTone } from '@cdmnet/ui';
import { atlasSearchCopy } from '../messages.ko';

const t = atlasSearchCopy;

const standardTones: Record<'S' | 'C' | 'N', BadgeTone> = { S: 'success', C: 'info', N: 'neutral' };

/** S, C or N, as ATLAS shows it, with the word for a reader who does not know the letters. */
export function StandardBadge({ standard }: { standard: VocabularyConcept['standard'] }) {
  const key = standard ?? 'N';
  return (
    <Badge tone={standardTones[key]} title={t.standardLabels[key]} aria-label={t.standardLabels[key]}>
      {key}
    </Badge>
  );
}

/** 유효, or 무효 with WebAPI's reason letter (D deleted, U upgraded). */
export function validityText(concept: Pick<VocabularyConcept, 'invalidReason'>): string {
  return concept.invalidReason === null ? t.search.valid : t.concept.invalidReason(concept.invalidReason);
}
