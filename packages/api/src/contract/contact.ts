import { z } from 'zod/mini';
import { email, maxLength, maxLength50, minLength5, validationMessages } from '@cdmnet/validators';
import { contactMessages as t } from './contact.ko.js';

/** The longest message the form takes: a screenful of text, enough for any question. */
export const contactMessageMaxLength = 2000;

/** What a visitor sends from /contactus. Trimmed first, so spaces alone never pass a length rule. */
export const contactForm = z.object({
  name: z.pipe(
    z
      .string({ error: validationMessages.required })
      .check(z.trim(), z.minLength(1, { error: validationMessages.required })),
    maxLength50,
  ),
  email,
  /** Optional: a visitor need not belong to an organisation. */
  organization: z._default(z.pipe(z.string().check(z.trim()), maxLength50), ''),
  subject: z.pipe(
    z.pipe(z.string({ error: validationMessages.required }).check(z.trim()), minLength5),
    maxLength50,
  ),
  message: z.pipe(
    z.pipe(z.string({ error: validationMessages.required }).check(z.trim()), minLength5),
    maxLength(contactMessageMaxLength),
  ),
  /** Consent to the collection of the personal information above; nothing is stored without it. */
  consent: z.literal(true, { error: t.consentRequired }),
});
export type ContactForm = z.input<typeof contactForm>;

/** A received message as the master's inbox lists it. Times are ISO 8601. */
export const contactMessage = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  subject: z.string(),
  /** Plain text as typed: shown as text, never as HTML. */
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.nullable(z.string()),
  handledByName: z.nullable(z.string()),
});
export type ContactMessage = z.infer<typeof contactMessage>;
