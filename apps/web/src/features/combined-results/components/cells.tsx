import { isHiddenEstimate, type CombinedTotal } from '@cdmnet/api';
import { formatNumber, visuallyHidden } from '@cdmnet/ui';
import { combinedResultsCopy as t } from '../messages.ko';
import * as styles from '../combined-results.css';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A number with ko-KR separators and every decimal the hospital wrote (up to six). */
const numberText = (value: number) => formatNumber(value, { maximumFractionDigits: 6 });

/** What a cell shows, and what it says aloud where the two differ. */
function Shown({ shown, said, className }: { shown: string; said: string; className: string }) {
  return (
    <>
      <span aria-hidden="true" className={className}>
        {shown}
      </span>
      <span className={visuallyHidden}>{said}</span>
    </>
  );
}

/** One hospital's value: a number, `<5` or `-` as the hospital hid it, or – when it has no such row. */
export function Value({ cell }: { cell: string | null }) {
  if (cell === null || cell.trim() === '')
    return <Shown shown={t.absent} said={t.absentSaid} className={styles.absent} />;
  if (isHiddenEstimate(cell))
    return <Shown shown={cell.trim()} said={t.hiddenSaid(cell)} className={styles.inexact} />;
  return NUMBER.test(cell.trim()) ? numberText(Number(cell)) : cell;
}

/**
 * The hospitals' total: exact, a lower bound (`≥ N`: a hidden cell was left out, never guessed),
 * recomputed from summed counts (`N †`), or – for what is not added up.
 */
export function Total({ total }: { total: CombinedTotal | null }) {
  if (total === null) return <Shown shown={t.notAdded} said={t.notAddedSaid} className={styles.absent} />;
  const value = numberText(total.value);
  if (total.lowerBound)
    return <Shown shown={t.atLeast(value)} said={t.atLeastSaid(value)} className={styles.inexact} />;
  if (total.how === 'FROM_COUNTS')
    return <Shown shown={t.recomputed(value)} said={t.recomputedSaid(value)} className={styles.inexact} />;
  return value;
}

/** How to read the table's signs; the recomputed and not-added ones only where the table has them. */
export function Legend({ id, recomputed, notAdded }: { id: string; recomputed: boolean; notAdded: boolean }) {
  return (
    <dl id={id} className={styles.legend} aria-label={t.legend}>
      <dt className={styles.legendTerm}>&lt;5, -</dt>
      <dd className={styles.legendText}>{t.legendHidden}</dd>
      <dt className={styles.legendTerm}>≥ N</dt>
      <dd className={styles.legendText}>{t.legendAtLeast}</dd>
      {recomputed ? (
        <>
          <dt className={styles.legendTerm}>N †</dt>
          <dd className={styles.legendText}>{t.legendRecomputed}</dd>
        </>
      ) : null}
      <dt className={styles.legendTerm}>{t.absent}</dt>
      <dd className={styles.legendText}>{t.legendAbsent}</dd>
      {notAdded ? (
        <>
          <dt className={styles.legendTerm}>{t.notAddedTerm}</dt>
          <dd className={styles.legendText}>{t.legendNotAdded}</dd>
        </>
      ) : null}
    </dl>
  );
}
