import { describe, expect, it } from 'vitest';
import { fixtureOrganizations } from '@cdmnet/api/mocks';
import {
  initialSignupState,
  signupReducer,
  stepIndex,
  termsAgreements,
  type SignupAction,
  type SignupState,
} from './signup-state';

const play = (...actions: SignupAction[]) => actions.reduce(signupReducer, initialSignupState);

/** A user who went all the way to the account step and typed something there. */
const filledIn = (): SignupState =>
  play(
    { type: 'allTermsChanged', agreed: true },
    { type: 'goTo', step: 'email' },
    { type: 'emailChanged', email: 'newcomer@sjmc.or.kr' },
    { type: 'emailCodeSent' },
    { type: 'emailVerified', token: 'email-token' },
    { type: 'goTo', step: 'phone' },
    { type: 'phoneChanged', phoneNumber: '01055501234' },
    { type: 'phoneCodeSent' },
    { type: 'phoneVerified', token: 'phone-token' },
    { type: 'goTo', step: 'account' },
    {
      type: 'accountSaved',
      account: {
        name: '정하늘',
        password: 'Sky!2345x',
        passwordConfirm: 'Sky!2345x',
        expertArea: 'MEDICAL_RESEARCHER',
        expertDivision: 'NEUROLOGY',
        orgEmployedId: 2,
      },
      organization: fixtureOrganizations[1] ?? null,
    },
  );

describe('the sign-up state (spec §3, §4)', () => {
  it('starts at step 0 with every term unagreed and nothing verified', () => {
    expect(initialSignupState).toMatchObject({
      pageStep: 0,
      termsOptions: {
        'platform-service': false,
        'personal-policy': false,
        'personal-collection': false,
        'security-pledge': false,
        third: false,
        marketing: false,
      },
      userEmail: '',
      emailAuthVerifiedToken: '',
      userPhoneNumber: '',
      phoneAuthVerifiedToken: '',
      userAuthenticationToEmail: false,
      userAuthenticationToPhone: false,
    });
  });

  it('agrees to one term or to all at once', () => {
    const one = play({ type: 'termChanged', key: 'third', agreed: true });
    expect(termsAgreements(one).filter((t) => t.agreement)).toEqual([{ name: 'third', agreement: true }]);
    const all = play({ type: 'allTermsChanged', agreed: true });
    expect(Object.values(all.termsOptions)).toEqual([true, true, true, true, true, true]);
    expect(
      Object.values(signupReducer(all, { type: 'allTermsChanged', agreed: false }).termsOptions),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('keeps each verified token, and marks a sent code as awaited until it is verified', () => {
    const sent = play({ type: 'emailChanged', email: 'a@b.kr' }, { type: 'emailCodeSent' });
    expect(sent.userAuthenticationToEmail).toBe(true);
    const verified = signupReducer(sent, { type: 'emailVerified', token: 'tok' });
    expect(verified).toMatchObject({ emailAuthVerifiedToken: 'tok', userAuthenticationToEmail: false });
  });

  it('clearing the email verification clears only that token, and keeps the address to edit', () => {
    const state = filledIn();
    const cleared = signupReducer(state, { type: 'emailCleared' });
    expect(cleared).toEqual({ ...state, emailAuthVerifiedToken: '', userAuthenticationToEmail: false });
    expect(cleared.userEmail).toBe('newcomer@sjmc.or.kr');
    expect(cleared.phoneAuthVerifiedToken).toBe('phone-token');
  });

  it('clearing the phone verification clears only that token', () => {
    const state = filledIn();
    const cleared = signupReducer(state, { type: 'phoneCleared' });
    expect(cleared).toEqual({ ...state, phoneAuthVerifiedToken: '', userAuthenticationToPhone: false });
    expect(cleared.emailAuthVerifiedToken).toBe('email-token');
  });

  it('going back keeps everything entered', () => {
    const state = filledIn();
    const steps = ['phone', 'email', 'terms'] as const;
    const wentBack = steps.reduce((s, step) => signupReducer(s, { type: 'goTo', step }), state);
    expect(wentBack).toEqual({ ...state, pageStep: 0 });
  });

  it('a refusal moves to the step that fixes it, clears the proof it concerns, and keeps the rest', () => {
    const state = filledIn();
    const refused = signupReducer(state, {
      type: 'refused',
      refusal: { step: 'email', message: '이미 가입된 이메일입니다.' },
      clear: 'email',
    });
    expect(refused.pageStep).toBe(stepIndex('email'));
    expect(refused.refusal?.message).toBe('이미 가입된 이메일입니다.');
    expect(refused.emailAuthVerifiedToken).toBe('');
    expect(refused.phoneAuthVerifiedToken).toBe('phone-token');
    expect(refused.account).toEqual(state.account);
    expect(refused.termsOptions).toEqual(state.termsOptions);
    // The next move forgets the refusal, not the input.
    expect(signupReducer(refused, { type: 'goTo', step: 'phone' }).refusal).toBeNull();
  });

  it('reset clears everything', () => {
    const done = signupReducer(filledIn(), {
      type: 'signedUp',
      outcome: { organization: null, admitted: false },
    });
    expect(done.pageStep).toBe(stepIndex('done'));
    expect(signupReducer(done, { type: 'reset' })).toEqual(initialSignupState);
  });
});
