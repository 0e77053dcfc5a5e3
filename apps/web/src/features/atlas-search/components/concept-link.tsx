import type { VocabularyConcept } from '@cdmnet/api';
import { Link } from 'react-router-dom';
import { conceptPath } from '../../../app/concept-path';
import * as styles from '../atlas-search.css';

/** A concept's name as a link to its page, its Korean name under it where the vocabulary has one. */
export function ConceptLink({
  concept,
  atlasIds,
}: {
  concept: Pick<VocabularyConcept, 'conceptId' | 'name' | 'koreanName'>;
  atlasIds?: readonly number[] | undefined;
}) {
  return (
    <span className={styles.conceptName}>
      <Link to={conceptPath(concept.conceptId, atlasIds)} className={styles.link}>
        {concept.name}
      </Link>
      {concept.koreanName ? (
        <span lang="ko" className={styles.muted}>
          {concept.koreanName}
        </span>
      ) : null}
    </span>
  );
}
