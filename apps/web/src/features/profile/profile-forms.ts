import { z } from 'zod/mini';
import { passwordModification, profileMessages, profileModification } from '@cdmnet/api';
import { authCode, validationMessages } from '@cdmnet/validators';

// The forms' schemas, built from the contract's so the page and the server apply the same rules.

/** The 기본 정보 form; the phone's verified token travels beside it, not as a field. */
export const profileForm = z.omit(profileModification, { phoneVerifiedToken: true });
export type ProfileFormValues = z.input<typeof profileForm>;

/** The new password twice, and different from the current one. */
export const passwordForm = z.extend(passwordModification, { confirmPassword: z.string() }).check(
  z.refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    error: validationMessages.passwordMismatch,
  }),
  z.refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    error: profileMessages.samePassword,
  }),
);
export type PasswordFormValues = z.input<typeof passwordForm>;

export const phoneCodeForm = z.object({ code: authCode });

/** `01012340003` → `010-1234-0003`, as people write it. */
export function formatPhoneNumber(digits: string): string {
  const match = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : digits;
}

/** What a phone field keeps of what is typed: the digits (the rule wants no hyphens). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
