import { visuallyHidden } from '@cdmnet/ui';
import { signupMessages as t } from '../messages.ko';
import { signupSteps } from '../signup-state';
import * as styles from './signup-stepper.css';

/** Where the user is among the steps: the current one is marked for screen readers too. */
export function SignupStepper({ pageStep }: { pageStep: number }) {
  return (
    <ol className={styles.stepper} aria-label={t.stepper.label}>
      {signupSteps.map((step, index) => {
        const state = index < pageStep ? 'done' : index === pageStep ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={styles.item}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.label}>{t.steps[step]}</span>
            {state === 'done' && <span className={visuallyHidden}>{` (${t.stepper.done})`}</span>}
          </li>
        );
      })}
    </ol>
  );
}
