import { z } from 'zod/mini';
import { termsKey, type TermsKey } from './enums.js';

/** Terms a user must agree to before signing up; third-party sharing and marketing are optional. */
export const requiredTermsKeys: readonly TermsKey[] = [
  'platform-service',
  'personal-policy',
  'personal-collection',
  'security-pledge',
];

export const termsDocument = z.object({
  name: termsKey,
  title: z.string(),
  required: z.boolean(),
  /** Plain text; paragraphs separated by blank lines. */
  content: z.string(),
});
export type TermsDocument = z.infer<typeof termsDocument>;
