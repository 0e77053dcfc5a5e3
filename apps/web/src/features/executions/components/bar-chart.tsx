import { useId } from 'react';
import { formatNumber, visuallyHidden } from '@cdmnet/ui';
import type { ChartBar } from '../csv';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';

const t = executionCopy.viewer;

/**
 * Counts as horizontal bars, one per row, each with its label and its number beside it (the bar is
 * decoration: the text says the value). A hidden count (`<5`, or `-` in a summarised_result file) is
 * never drawn as a number: its track is hatched, empty, its text stays as the hospital wrote it, and
 * the note under the chart says what each hidden text means.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly ChartBar[] }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  const hiddenTexts = [...new Set(bars.filter((bar) => bar.value === null).map((bar) => bar.text))];
  const captionId = useId();
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartCaption}>
        {title}
      </figcaption>
      <ul className={styles.bars}>
        {bars.map((bar, index) => (
          <li key={`${bar.label}-${index}`} className={styles.bar}>
            <span>{bar.label}</span>
            <span
              aria-hidden="true"
              className={bar.value === null ? `${styles.barTrack} ${styles.barMasked}` : styles.barTrack}
              data-masked={bar.value === null ? true : undefined}
            >
              {bar.value === null ? null : (
                <span
                  className={styles.barFill}
                  data-bar=""
                  style={{ width: `${(bar.value / largest) * 100}%` }}
                />
              )}
            </span>
            <span className={styles.barValue}>
              {bar.value === null ? (
                <>
                  {bar.text}
                  <span className={visuallyHidden}> {t.hiddenShort(bar.text)}</span>
                </>
              ) : (
                formatNumber(bar.value)
              )}
            </span>
          </li>
        ))}
      </ul>
      {hiddenTexts.length > 0 ? <p className={styles.muted}>{t.hiddenNote(hiddenTexts)}</p> : null}
    </figure>
  );
}
