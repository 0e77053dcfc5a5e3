import * as RadixProgress from '@radix-ui/react-progress';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './progress-bar.css';

export const progressBarTones = ['primary', 'success', 'danger'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export const progressBarSizes = ['sm', 'md'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is progressing (`report.csv 업로드`). Names the progress bar; shown above it. */
  label: ReactNode;
  /**
   * Keeps the label for screen readers only (e.g. in a file list that already shows the name);
   * the value text then sits at the right of the bar.
   */
  hideLabel?: boolean | undefined;
  /** Done so far, from 0 to `max`. `null`/`undefined` means unknown: an indeterminate bar. */
  value?: number | null | undefined;
  /** Default 100. */
  max?: number | undefined;
  /** Shows the value text at the right of the label. Default true (nothing when indeterminate). */
  showValue?: boolean | undefined;
  /** The value as text, shown and announced. Default the rounded percentage (`45%`). */
  getValueLabel?: ((value: number, max: number) => string) | undefined;
  /** Default `primary`; `success` when done, `danger` when failed. */
  tone?: ProgressBarTone | undefined;
  /** Default `md`. */
  size?: ProgressBarSize | undefined;
}

const percentLabel = (value: number, max: number): string => `${Math.round((value / max) * 100)}%`;

/**
 * A progress bar for long work (uploads, executions, downloads: ux.md). Determinate with
 * `value`, indeterminate without. The state is also exposed as `data-state`
 * (`indeterminate | loading | complete`) on the root.
 */
export function ProgressBar({
  label,
  hideLabel = false,
  value,
  max: maxProp = 100,
  showValue = true,
  getValueLabel = percentLabel,
  tone = 'primary',
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const max = Number.isFinite(maxProp) && maxProp > 0 ? maxProp : 100;
  // Radix logs an error for a value outside 0..max; a caller's rounding slip should not.
  const clamped =
    value === null || value === undefined || !Number.isFinite(value)
      ? null
      : Math.min(Math.max(value, 0), max);
  const state = clamped === null ? 'indeterminate' : clamped >= max ? 'complete' : 'loading';
  const valueText = clamped === null ? null : getValueLabel(clamped, max);
  const offset = clamped === null ? 0 : 100 - (clamped / max) * 100;
  const valueElement =
    showValue && valueText !== null ? (
      // The bar announces the same text through aria-valuetext.
      <span className={styles.value} aria-hidden="true">
        {valueText}
      </span>
    ) : null;

  return (
    <div
      {...props}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      data-tone={tone}
    >
      {hideLabel ? (
        <VisuallyHidden.Root id={labelId}>{label}</VisuallyHidden.Root>
      ) : (
        <div className={styles.header}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          {valueElement}
        </div>
      )}
      <div className={styles.barRow}>
        <RadixProgress.Root
          className={styles.track({ size })}
          value={clamped}
          max={max}
          getValueLabel={getValueLabel}
          aria-labelledby={labelId}
        >
          <RadixProgress.Indicator
            className={styles.indicator({ tone })}
            style={clamped === null ? undefined : { transform: `translateX(-${offset}%)` }}
          />
        </RadixProgress.Root>
        {hideLabel ? valueElement : null}
      </div>
    </div>
  );
}

ProgressBar.displayName = 'ProgressBar';
