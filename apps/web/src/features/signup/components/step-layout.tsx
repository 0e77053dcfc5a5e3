import type { ReactNode } from 'react';
import { Button } from '@cdmnet/ui';
import { signupMessages as t } from '../messages.ko';
import * as styles from './signup.css';

/** The id of the current step's heading: the page focuses it when the step changes. */
export const stepHeadingId = 'signup-step-heading';

/** One step: its heading (the stepper's label) and its content. */
export function StepSection({
  title,
  busy,
  children,
}: {
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.step} aria-labelledby={stepHeadingId} aria-busy={busy}>
      <h2 id={stepHeadingId} className={styles.stepHeading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 이전 on the left, the step's forward action on the right: the same on every step. */
export function StepActions({ onPrevious, children }: { onPrevious?: () => void; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      {onPrevious ? (
        <Button type="button" variant="secondary" onClick={onPrevious}>
          {t.previous}
        </Button>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}
