import { z } from 'zod/mini';
import { maxLength, maxLength50, mobilePhone, password, validationMessages } from '@cdmnet/validators';
import { expertArea, expertDivision } from './enums.js';
import { profileMessages } from './profile.ko.js';
import { documentAs } from './documented-as.js';
import { termsEntry, type TermsEntry } from './user.js';

/** Characters of the profile's 소개, at most: a few sentences about one's research. */
export const PROFILE_DESCRIPTION_MAX = 500;
/** Bytes of a profile photo, at most. */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The photo types a browser shows everywhere; SVG is refused (it can carry script). */
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const requiredText = z
  .string({ error: validationMessages.required })
  .check(z.trim(), z.minLength(1, { error: validationMessages.required }));

// The validators' length rule: counted as the user sees characters (an emoji is one).
const description = z.pipe(
  z.string({ error: validationMessages.required }),
  maxLength(PROFILE_DESCRIPTION_MAX),
);

/**
 * What the profile form changes. A new phone number needs the token of its verification (the same
 * phone/verify calls as sign-up); the server spends it, so one verification changes the number once.
 */
export const profileModification = z.object({
  name: z.pipe(requiredText, maxLength50),
  phoneNumber: mobilePhone,
  /** Required only when phoneNumber differs from the current one. */
  phoneVerifiedToken: z.optional(z.string()),
  expertArea,
  expertDivision,
  description,
});
export type ProfileModification = z.infer<typeof profileModification>;

/** The current password proves it is the user; the new one follows the password rule. */
export const passwordModification = z.object({
  currentPassword: z
    .string({ error: validationMessages.required })
    .check(z.minLength(1, { error: validationMessages.required })),
  newPassword: password,
});
export type PasswordModification = z.infer<typeof passwordModification>;

const termsList = z.array(termsEntry);

/**
 * Agreements to change: only the optional ones (third, marketing) may be withdrawn. Checked as one
 * list, so a bad entry is reported on 약관 동의 rather than on an inner `name` that reads as 이름.
 */
export const termsModification = z.object({
  terms: documentAs(
    z.pipe(
      z.custom<TermsEntry[]>((value) => termsList.safeParse(value).success, {
        error: profileMessages.badTerms,
      }),
      z.transform((value) => termsList.parse(value)),
    ),
    termsList,
  ),
});
export type TermsModification = z.infer<typeof termsModification>;

/** `/api/v1/files/{id}`: where an uploaded picture (a profile photo, a logo) is served from. */
export const fileUrl = (fileId: number): string => `/api/v1/files/${fileId}`;

export type ProfilePhotoType = (typeof PROFILE_PHOTO_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * A photo's real type, read from its first bytes rather than from the name or the type the browser
 * claims: PNG, JPEG or WebP, otherwise undefined. The server and the mocks judge uploads by it.
 */
export function detectPhotoType(bytes: Uint8Array): ProfilePhotoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return undefined;
}
