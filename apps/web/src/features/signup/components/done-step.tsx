import { Link } from 'react-router-dom';
import { Button } from '@cdmnet/ui';
import { signupMessages } from '../messages.ko';
import type { SignupOutcome } from '../signup-state';
import { StepSection } from './step-layout';
import * as styles from './signup.css';

const t = signupMessages.done;

/** Step 5: what happens next — the account is usable at once; the membership joined or waiting. */
export function DoneStep({ outcome }: { outcome: SignupOutcome | null }) {
  const organization = outcome?.organization;
  return (
    <StepSection title={signupMessages.steps.done}>
      <p role="status" className={styles.success}>
        {t.heading}
      </p>
      <p className={styles.muted}>{t.verified}</p>
      <p className={styles.muted}>
        {!organization
          ? t.noOrganization
          : outcome.admitted
            ? t.admitted(organization.name)
            : t.pending(organization.name)}
      </p>
      <div>
        <Button asChild>
          <Link to="/login">{t.login}</Link>
        </Button>
      </div>
    </StepSection>
  );
}
