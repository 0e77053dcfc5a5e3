import { useId } from 'react';
import type { VocabularySource } from '@cdmnet/api';
import { atlasSearchCopy } from '../messages.ko';
import * as styles from '../atlas-search.css';
import { SourceStateBadge } from './source-state-badge';

const t = atlasSearchCopy.search;

/**
 * Each hospital asked, with what it found or why it gave nothing: a hospital that is down never hides
 * behind the others' results, and an empty answer that may hide an error says so.
 */
export function SourceStrip({ sources }: { sources: readonly VocabularySource[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t.sources}
      </h2>
      <ul className={styles.sources}>
        {sources.map((source) => (
          <li key={source.atlasId} className={styles.source}>
            <span className={styles.sourceHead}>
              <span>{source.orgName}</span>
              <SourceStateBadge state={source.state} />
              {source.state === 'OK' ? <span>{t.found(source.found)}</span> : null}
            </span>
            {source.message ? <span className={styles.muted}>{source.message}</span> : null}
            {source.state === 'OK' && source.vocabularyVersion ? (
              <span className={styles.muted}>{source.vocabularyVersion}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
