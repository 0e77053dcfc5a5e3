import { Link } from 'react-router-dom';
import { Button } from '@cdmnet/ui';
import * as publicPage from '../../../app/public-page/public-page.css';
import { signupMessages } from '../messages.ko';
import type { SignupOutcome } from '../signup-state';
import { StepSection } from './step-layout';

const t = signupMessages.done;

/** Step 5: what happens next — the account is usable at once; the membership joined or waiting. */
export function DoneStep({ outcome }: { outcome: SignupOutcome | null }) {
  const organization = outcome?.organization;
  return (
    <StepSection title={signupMessages.steps.done}>
      <p role="status" className={publicPage.callout.success}>
        {t.heading}
      </p>
      <p className={publicPage.muted}>{t.verified}</p>
      <p className={publicPage.muted}>
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
