import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { spinnerMessagesKo } from './messages.ko';
import * as styles from './spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Accessible name, announced politely. Default `불러오는 중`. */
  label?: string | undefined;
  /** Shows the label beside the circle; otherwise only screen readers get it. */
  showLabel?: boolean | undefined;
  /** Default `md`. */
  size?: SpinnerSize | undefined;
}

/**
 * An indeterminate wait. A `role="status"` region named by its label; prefer a Skeleton in the
 * shape of the content for page loads, and a ProgressBar when the amount is known.
 */
export function Spinner({
  label = spinnerMessagesKo.loading,
  showLabel = false,
  size = 'md',
  className,
  ...props
}: SpinnerProps) {
  const labelId = useId();
  return (
    <span
      role="status"
      aria-labelledby={labelId}
      {...props}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-size={size}
    >
      <span className={styles.circle({ size })} aria-hidden="true" />
      {showLabel ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : (
        <VisuallyHidden.Root id={labelId}>{label}</VisuallyHidden.Root>
      )}
    </span>
  );
}

Spinner.displayName = 'Spinner';
