import type { VocabularyConcept } from '@cdmnet/api';
import { Badge } from '@cdmnet/ui';
import * as styles from '../atlas-search.css';
import { StandardBadge } from './concept-badges';
import { ConceptLink } from './concept-link';

/**
 * Related concepts (ancestors, descendants, maps to, mapped from), each a link to its page with its
 * vocabulary and code; `note` adds a word such as how many steps away it is.
 */
export function ConceptList({
  title,
  empty,
  items,
  atlasIds,
}: {
  title: string;
  empty: string;
  items: readonly { concept: VocabularyConcept; note?: string | undefined }[];
  atlasIds: readonly number[];
}) {
  return (
    <section className={styles.column} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map(({ concept, note }) => (
            <li key={concept.conceptId} className={styles.listItem}>
              <StandardBadge standard={concept.standard} />
              <ConceptLink concept={concept} atlasIds={atlasIds} />
              <span className={styles.muted}>
                {concept.vocabularyId} {concept.code}
              </span>
              {note ? <Badge tone="neutral">{note}</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
