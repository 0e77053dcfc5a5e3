import type { ConceptFinderResult } from '@cdmnet/api';
import { Badge, formatDate } from '@cdmnet/ui';
import { evixAiMessages } from '../messages.ko';
import * as styles from './concept-finder.css';

const t = evixAiMessages.conceptFinder;

/** What the index holds: hospitals read, concepts, when it was last refreshed. */
export function IndexLine({ index }: { index: ConceptFinderResult['index'] }) {
  return (
    <p className={styles.muted}>
      {t.indexReady(index.hospitalsRead, index.concepts)}
      {index.syncedAt ? t.synced(formatDate(index.syncedAt, 'YYYY-MM-DD HH:mm')) : null}
    </p>
  );
}

/**
 * How these results were ranked (the model-free ranking or the model's), why the model did not when it
 * was meant to, and what the index holds.
 */
export function FinderStatus({ result }: { result: ConceptFinderResult }) {
  const byModel = result.method === 'MODEL';
  return (
    <div className={styles.stack}>
      <div className={styles.status}>
        <Badge tone={byModel ? 'info' : 'neutral'} title={t.rankedBy}>
          {byModel ? t.model : t.lexical}
        </Badge>
        <IndexLine index={result.index} />
      </div>
      {result.modelNotice ? (
        <p role="note" className={styles.notice}>
          {result.modelNotice}
        </p>
      ) : null}
      {result.index.hospitalsFailed > 0 ? (
        <p className={styles.muted}>{t.hospitalsFailed(result.index.hospitalsFailed)}</p>
      ) : null}
    </div>
  );
}
