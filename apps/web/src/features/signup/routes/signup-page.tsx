import { useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton, Skeleton } from '@cdmnet/ui';
import { lazyComponent } from '../../../app/lazy-component';
import * as publicPage from '../../../app/public-page/public-page.css';
import { useDocumentTitle } from '../../../app/use-document-title';
import { DoneStep } from '../components/done-step';
import { SignupStepper } from '../components/signup-stepper';
import { stepHeadingId } from '../components/step-layout';
import { TermsStep } from '../components/terms-step';
import { emailChannel, phoneChannel, VerificationStep } from '../components/verification-step';
import { signupMessages as t } from '../messages.ko';
import { initialSignupState, signupReducer, signupSteps, stepIndex, type SignupState } from '../signup-state';
import * as styles from '../components/signup.css';

// The account step (its selects and the organisation picker) is most of the page's code and the last
// step to be reached: it loads once the visitor is on their way, not with the terms.
const loadAccountStep = () => import('../components/account-step');
const AccountStep = lazyComponent(() => loadAccountStep().then((m) => m.AccountStep), <Skeleton lines={8} />);

/**
 * /signup: the multi-step sign-up of spec §4. The whole state lives in one reducer here, so moving
 * between steps (or being sent back by a refusal) never loses what was entered.
 */
export function SignupPage({ initialState = initialSignupState }: { initialState?: SignupState }) {
  useDocumentTitle(t.pageTitle);
  const [state, dispatch] = useReducer(signupReducer, initialState);
  const step = signupSteps[state.pageStep] ?? 'terms';

  useEffect(() => {
    if (state.pageStep >= stepIndex('email')) void loadAccountStep();
  }, [state.pageStep]);

  // A new step is announced by moving focus to its heading; the first one is left alone.
  const shownStep = useRef(state.pageStep);
  useEffect(() => {
    if (shownStep.current === state.pageStep) return;
    shownStep.current = state.pageStep;
    document.getElementById(stepHeadingId)?.focus();
  }, [state.pageStep]);

  return (
    <div className={styles.page} data-public-width="wide">
      <header className={styles.header}>
        <h1 className={publicPage.heading}>{t.heading}</h1>
        <p className={publicPage.muted}>{t.description}</p>
      </header>
      <SignupStepper pageStep={state.pageStep} />
      {step === 'terms' && <TermsStep state={state} dispatch={dispatch} />}
      {step === 'email' && (
        <VerificationStep key="email" channel={emailChannel} state={state} dispatch={dispatch} />
      )}
      {step === 'phone' && (
        <VerificationStep key="phone" channel={phoneChannel} state={state} dispatch={dispatch} />
      )}
      {step === 'account' && <AccountStep state={state} dispatch={dispatch} />}
      {step === 'done' && <DoneStep outcome={state.outcome} />}
      {step !== 'done' && (
        <p className={publicPage.muted}>
          {t.haveAccount}{' '}
          <LinkButton asChild>
            <Link to="/login">{t.toLogin}</Link>
          </LinkButton>
        </p>
      )}
    </div>
  );
}
