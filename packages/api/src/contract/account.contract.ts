import { recordIdParams } from './ids.js';
import { z } from 'zod/mini';
import {
  authCode,
  email,
  loginForm,
  maxLength50,
  mobilePhone,
  password,
  validationMessages,
} from '@cdmnet/validators';
import { expertArea, expertDivision } from './enums.js';
import { signupOrganization } from './organization.js';
import { termsEntry } from './user.js';
import { endpoint } from './endpoint.js';

export const login = endpoint({
  method: 'POST',
  path: '/api/v1/account/login',
  summary: 'Sign in with email and password; sets the session and USER cookies.',
  auth: 'public',
  body: loginForm,
  content: z.null(),
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/v1/account/logout',
  summary: 'End the current session; clears the session and USER cookies.',
  auth: 'public',
  content: z.null(),
});

const codeSent = z.object({
  /** Seconds until the code expires, for the countdown beside the code field. */
  expiresInSeconds: z.int(),
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: z.int(),
});

/** Proof of a verification, presented later (sign-up, phone change); valid for a limited time. */
const verified = z.object({ verifiedToken: z.string() });

export const requestEmailCode = endpoint({
  method: 'GET',
  path: '/api/v1/account/email/verify',
  summary: 'Send a 6-digit verification code to an email address.',
  auth: 'public',
  query: z.object({ email }),
  content: codeSent,
});

export const verifyEmailCode = endpoint({
  method: 'POST',
  path: '/api/v1/account/email/verify',
  summary: 'Check an emailed code; yields a verified token for that address.',
  auth: 'public',
  body: z.object({ email, code: authCode }),
  content: verified,
});

export const requestPhoneCode = endpoint({
  method: 'GET',
  path: '/api/v1/account/phone/verify',
  summary: 'Send a 6-digit verification code by SMS to a Korean mobile number.',
  auth: 'public',
  query: z.object({ phoneNumber: mobilePhone }),
  content: codeSent,
});

export const verifyPhoneCode = endpoint({
  method: 'POST',
  path: '/api/v1/account/phone/verify',
  summary: 'Check a texted code; yields a verified token for that number.',
  auth: 'public',
  body: z.object({ phoneNumber: mobilePhone, code: authCode }),
  content: verified,
});

const requiredText = z.string().check(z.trim(), z.minLength(1, { error: validationMessages.required }));

export const listSignupOrgs = endpoint({
  method: 'GET',
  path: '/api/v1/account/orgs',
  summary: 'Organisations a new user may name as employer and ask to join.',
  auth: 'public',
  content: z.array(signupOrganization),
});

export const getOrgDomains = endpoint({
  method: 'GET',
  path: '/api/v1/account/orgs/:id/domains',
  summary:
    "An organisation's email domains: a verified address on one of them joins at once where it auto-registers.",
  auth: 'public',
  params: recordIdParams,
  content: z.array(z.string()),
});

export const signup = endpoint({
  method: 'POST',
  path: '/api/v1/account/signup',
  summary:
    'Create an account from verified email and phone; optionally ask to join the employing organisation.',
  auth: 'public',
  body: z.object({
    email,
    emailVerifiedToken: requiredText,
    phoneNumber: mobilePhone,
    phoneVerifiedToken: requiredText,
    name: z.pipe(requiredText, maxLength50),
    password,
    expertArea,
    expertDivision,
    /** The employing organisation, when it is on the platform; membership is asked for there. */
    orgEmployedId: z.nullable(z.int().check(z.positive())),
    terms: z.array(termsEntry),
  }),
  content: z.null(),
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/v1/account/password-assistant',
  summary: 'Mail a password-reset link to the address, if it has an account (the reply never says whether).',
  auth: 'public',
  body: z.object({ email }),
  content: z.null(),
});

export const checkPasswordResetLink = endpoint({
  method: 'POST',
  path: '/api/v1/account/password-assistant-email/check',
  summary:
    "Whether a reset link's token can still be used (issued, unused, unexpired), so the page can say so before the form; spends nothing.",
  auth: 'public',
  body: z.object({ token: requiredText }),
  content: z.object({ usable: z.boolean() }),
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/v1/account/password-assistant-email',
  summary: "Set a new password with the token of the emailed link; ends the account's sessions.",
  auth: 'public',
  body: z.object({ token: requiredText, password }),
  content: z.null(),
});
