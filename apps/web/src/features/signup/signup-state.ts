import { termsKeys, type SignupOrganization, type TermsKey } from '@cdmnet/api';
import { emptyAccountDraft, type AccountDraft } from './account-form';

/** The steps in order; pageStep is an index into this list (spec §4: it starts at 0). */
export const signupSteps = ['terms', 'email', 'phone', 'account', 'done'] as const;
export type SignupStep = (typeof signupSteps)[number];
export const stepIndex = (step: SignupStep): number => signupSteps.indexOf(step);

/** A refusal from the server, shown on the step that fixes it. */
export interface SignupRefusal {
  step: SignupStep;
  message: string;
}

/** How the sign-up ended, for the last step's "what happens next". */
export interface SignupOutcome {
  organization: SignupOrganization | null;
  /** True when the organisation admitted the user at once (auto-registration on their email domain). */
  admitted: boolean;
}

/**
 * The sign-up state of spec §3, in one place. userAuthenticationToEmail / ToPhone say that a code
 * was sent and is awaited; the verified tokens are what the server handed back for a right code.
 */
export interface SignupState {
  pageStep: number;
  termsOptions: Record<TermsKey, boolean>;
  userEmail: string;
  emailAuthVerifiedToken: string;
  userPhoneNumber: string;
  phoneAuthVerifiedToken: string;
  userAuthenticationToEmail: boolean;
  userAuthenticationToPhone: boolean;
  account: AccountDraft;
  /** The employing organisation chosen on the account step (spec §3: selected organisation). */
  selectedOrganization: SignupOrganization | null;
  refusal: SignupRefusal | null;
  outcome: SignupOutcome | null;
}

export const initialSignupState: SignupState = {
  pageStep: 0,
  termsOptions: Object.fromEntries(termsKeys.map((key) => [key, false])) as Record<TermsKey, boolean>,
  userEmail: '',
  emailAuthVerifiedToken: '',
  userPhoneNumber: '',
  phoneAuthVerifiedToken: '',
  userAuthenticationToEmail: false,
  userAuthenticationToPhone: false,
  account: emptyAccountDraft,
  selectedOrganization: null,
  refusal: null,
  outcome: null,
};

export type SignupAction =
  | { type: 'goTo'; step: SignupStep }
  | { type: 'termChanged'; key: TermsKey; agreed: boolean }
  | { type: 'allTermsChanged'; agreed: boolean }
  | { type: 'emailChanged'; email: string }
  | { type: 'emailCodeSent' }
  | { type: 'emailVerified'; token: string }
  | { type: 'emailCleared' }
  | { type: 'phoneChanged'; phoneNumber: string }
  | { type: 'phoneCodeSent' }
  | { type: 'phoneVerified'; token: string }
  | { type: 'phoneCleared' }
  | { type: 'accountSaved'; account: AccountDraft; organization: SignupOrganization | null }
  | { type: 'refused'; refusal: SignupRefusal; clear?: 'email' | 'phone' }
  | { type: 'signedUp'; outcome: SignupOutcome }
  | { type: 'reset' };

const clearEmail = (state: SignupState): SignupState => ({
  ...state,
  emailAuthVerifiedToken: '',
  userAuthenticationToEmail: false,
});

const clearPhone = (state: SignupState): SignupState => ({
  ...state,
  phoneAuthVerifiedToken: '',
  userAuthenticationToPhone: false,
});

export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case 'goTo':
      // Moving on means the user has seen the refusal; what they entered stays.
      return { ...state, pageStep: stepIndex(action.step), refusal: null };
    case 'termChanged':
      return { ...state, termsOptions: { ...state.termsOptions, [action.key]: action.agreed } };
    case 'allTermsChanged':
      return {
        ...state,
        termsOptions: Object.fromEntries(termsKeys.map((key) => [key, action.agreed])) as Record<
          TermsKey,
          boolean
        >,
      };
    case 'emailChanged':
      return { ...state, userEmail: action.email };
    case 'emailCodeSent':
      return { ...state, userAuthenticationToEmail: true };
    case 'emailVerified':
      return {
        ...state,
        emailAuthVerifiedToken: action.token,
        userAuthenticationToEmail: false,
        refusal: null,
      };
    case 'emailCleared':
      return clearEmail(state);
    case 'phoneChanged':
      return { ...state, userPhoneNumber: action.phoneNumber };
    case 'phoneCodeSent':
      return { ...state, userAuthenticationToPhone: true };
    case 'phoneVerified':
      return {
        ...state,
        phoneAuthVerifiedToken: action.token,
        userAuthenticationToPhone: false,
        refusal: null,
      };
    case 'phoneCleared':
      return clearPhone(state);
    case 'accountSaved':
      return { ...state, account: action.account, selectedOrganization: action.organization };
    case 'refused': {
      const cleared =
        action.clear === 'email' ? clearEmail(state) : action.clear === 'phone' ? clearPhone(state) : state;
      return { ...cleared, pageStep: stepIndex(action.refusal.step), refusal: action.refusal };
    }
    case 'signedUp':
      return { ...state, pageStep: stepIndex('done'), outcome: action.outcome, refusal: null };
    case 'reset':
      return initialSignupState;
  }
}

/** The terms every user must agree to, with the agreements as the sign-up call sends them. */
export const termsAgreements = (state: SignupState) =>
  termsKeys.map((name) => ({ name, agreement: state.termsOptions[name] }));
