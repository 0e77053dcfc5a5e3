import type { FinderMatch } from '@cdmnet/api';
import { evixAiMessages } from '../messages.ko';
import * as styles from './concept-finder.css';

const t = evixAiMessages.conceptFinder;

const languageLabels: Record<FinderMatch['language'], string> = {
  ko: t.korean,
  en: t.english,
  other: t.otherLanguage,
};

/**
 * Why a result matched: the name that matched with its language, and each way the words were read
 * (`약어 MI → myocardial infarction`). Taken as typed needs no chip; the AI model's reading names no words.
 */
export function MatchEvidence({ match }: { match: FinderMatch }) {
  const chips = match.reasons.flatMap((reason) => {
    if (reason.kind === 'TEXT') return [];
    const label = t.reasonLabels[reason.kind];
    if (reason.kind === 'MODEL' || reason.kind === 'SPACING') return [label];
    return [t.reason(label, reason.from, reason.to)];
  });
  return (
    <div className={styles.evidence}>
      <span>
        <span className={styles.reasonChip}>{languageLabels[match.language]}</span>{' '}
        <span lang={match.language === 'other' ? undefined : match.language}>{match.name}</span>
      </span>
      {chips.length > 0 ? (
        <ul className={styles.chips}>
          {[...new Set(chips)].map((chip) => (
            <li key={chip} className={styles.reasonChip}>
              {chip}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
