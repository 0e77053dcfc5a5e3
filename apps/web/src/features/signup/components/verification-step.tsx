import { useMutation } from '@tanstack/react-query';
import { useState, type Dispatch, type FormEvent } from 'react';
import { accountMutations, isApiError } from '@cdmnet/api';
import { Button, TextField } from '@cdmnet/ui';
import { authCode, email, mobilePhone } from '@cdmnet/validators';
import { InlineAlert } from '../../../app/public-page/inline-alert';
import * as publicPage from '../../../app/public-page/public-page.css';
import { signupMessages } from '../messages.ko';
import type { SignupAction, SignupState } from '../signup-state';
import { StepActions, StepSection } from './step-layout';
import * as styles from './signup.css';

const t = signupMessages.verification;

/** What differs between verifying an email and a phone; the flow is the same. */
interface Channel {
  step: 'email' | 'phone';
  previous: 'terms' | 'email';
  next: 'phone' | 'account';
  copy: { label: string; placeholder: string; help: string };
  input: { type: 'email' | 'tel'; autoComplete: string; inputMode: 'email' | 'tel' };
  /** What the server expects: a phone number without the hyphens a user may type. */
  normalize: (value: string) => string;
  rule: typeof email | typeof mobilePhone;
  read: (state: SignupState) => { target: string; token: string; awaiting: boolean };
  actions: {
    changed: (value: string) => SignupAction;
    sent: SignupAction;
    verified: (token: string) => SignupAction;
    cleared: SignupAction;
  };
  request: (target: string) => Promise<{ expiresInSeconds: number }>;
  verify: (target: string, code: string) => Promise<{ verifiedToken: string }>;
}

// Refusals are shown at the field they concern (below); a sent code is still toasted.
const inPlace = { inPlace: 'failures' } as const;

export const emailChannel: Channel = {
  step: 'email',
  previous: 'terms',
  next: 'phone',
  copy: t.email,
  input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  normalize: (value) => value.trim(),
  rule: email,
  read: (s) => ({
    target: s.userEmail,
    token: s.emailAuthVerifiedToken,
    awaiting: s.userAuthenticationToEmail,
  }),
  actions: {
    changed: (value) => ({ type: 'emailChanged', email: value }),
    sent: { type: 'emailCodeSent' },
    verified: (token) => ({ type: 'emailVerified', token }),
    cleared: { type: 'emailCleared' },
  },
  request: (target) => accountMutations.requestEmailCode(inPlace).mutationFn({ email: target }),
  verify: (target, code) => accountMutations.verifyEmailCode(inPlace).mutationFn({ email: target, code }),
};

export const phoneChannel: Channel = {
  step: 'phone',
  previous: 'email',
  next: 'account',
  copy: t.phone,
  input: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  normalize: (value) => value.replace(/[\s-]/g, ''),
  rule: mobilePhone,
  read: (s) => ({
    target: s.userPhoneNumber,
    token: s.phoneAuthVerifiedToken,
    awaiting: s.userAuthenticationToPhone,
  }),
  actions: {
    changed: (value) => ({ type: 'phoneChanged', phoneNumber: value }),
    sent: { type: 'phoneCodeSent' },
    verified: (token) => ({ type: 'phoneVerified', token }),
    cleared: { type: 'phoneCleared' },
  },
  request: (target) => accountMutations.requestPhoneCode(inPlace).mutationFn({ phoneNumber: target }),
  verify: (target, code) =>
    accountMutations.verifyPhoneCode(inPlace).mutationFn({ phoneNumber: target, code }),
};

const messageOf = (error: unknown) => (isApiError(error) ? error.message : undefined);

/**
 * Steps 2 and 3: send a code to the address or number, type it in, and keep the verified token.
 * Once a code is sent the address is fixed (변경 unlocks it), so the code always matches what is shown.
 */
export function VerificationStep({
  channel,
  state,
  dispatch,
}: {
  channel: Channel;
  state: SignupState;
  dispatch: Dispatch<SignupAction>;
}) {
  const { target, token, awaiting } = channel.read(state);
  const [targetError, setTargetError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [notVerified, setNotVerified] = useState(false);
  const [expiresInSeconds, setExpiresInSeconds] = useState<number>();
  const title = signupMessages.steps[channel.step];

  const request = useMutation({
    mutationFn: channel.request,
    onMutate: () => setTargetError(undefined),
    onSuccess: (sent) => {
      setExpiresInSeconds(sent.expiresInSeconds);
      setCode('');
      dispatch(channel.actions.sent);
    },
    // The server's refusal (a resend too soon, too many requests) is shown where the user looks.
    onError: (error) => setTargetError(messageOf(error)),
  });
  const verify = useMutation({
    mutationFn: (value: string) => channel.verify(target, value),
    onMutate: () => setCodeError(undefined),
    onSuccess: ({ verifiedToken }) => {
      setNotVerified(false);
      dispatch(channel.actions.verified(verifiedToken));
    },
    onError: (error) => setCodeError(messageOf(error)),
  });

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const value = channel.normalize(target);
    const checked = channel.rule.safeParse(value);
    if (!checked.success) {
      setTargetError(checked.error.issues[0]?.message);
      return;
    }
    if (value !== target) dispatch(channel.actions.changed(value));
    request.mutate(value);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const checked = authCode.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message);
      return;
    }
    verify.mutate(code);
  };

  const change = () => {
    request.reset();
    verify.reset();
    setCode('');
    setCodeError(undefined);
    dispatch(channel.actions.cleared);
  };

  const next = () => {
    if (!token) {
      setNotVerified(true);
      return;
    }
    dispatch({ type: 'goTo', step: channel.next });
  };

  return (
    <StepSection title={title}>
      <InlineAlert message={state.refusal?.message} />
      {token ? (
        <div className={styles.inlineActions}>
          <p role="status" className={`${publicPage.callout.success} ${styles.grow}`}>
            {t.verified(target)}
          </p>
          <Button type="button" variant="secondary" onClick={change}>
            {t.change}
          </Button>
        </div>
      ) : (
        <>
          <form className={styles.inlineActions} noValidate onSubmit={send}>
            <TextField
              className={styles.grow}
              label={channel.copy.label}
              type={channel.input.type}
              inputMode={channel.input.inputMode}
              autoComplete={channel.input.autoComplete}
              placeholder={channel.copy.placeholder}
              helpText={channel.copy.help}
              required
              readOnly={awaiting}
              value={target}
              error={targetError}
              onChange={(event) => {
                setTargetError(undefined);
                dispatch(channel.actions.changed(event.currentTarget.value));
              }}
            />
            {awaiting ? (
              <Button type="button" variant="secondary" onClick={change}>
                {t.change}
              </Button>
            ) : (
              <Button type="submit" loading={request.isPending}>
                {t.send}
              </Button>
            )}
          </form>
          {awaiting && (
            <form className={styles.inlineActions} noValidate onSubmit={submitCode}>
              <TextField
                className={styles.grow}
                label={t.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={t.codePlaceholder}
                helpText={expiresInSeconds ? t.codeHelp(Math.round(expiresInSeconds / 60)) : t.codeHelpAgain}
                required
                value={code}
                error={codeError}
                onChange={(event) => {
                  setCodeError(undefined);
                  setCode(event.currentTarget.value.trim());
                }}
              />
              <Button type="submit" loading={verify.isPending}>
                {t.verify}
              </Button>
              <Button type="button" variant="ghost" loading={request.isPending} onClick={() => send()}>
                {t.resend}
              </Button>
            </form>
          )}
        </>
      )}
      {notVerified && !token && <InlineAlert message={t.required(title)} />}
      <StepActions onPrevious={() => dispatch({ type: 'goTo', step: channel.previous })}>
        <Button type="button" onClick={next}>
          {signupMessages.next}
        </Button>
      </StepActions>
    </StepSection>
  );
}
