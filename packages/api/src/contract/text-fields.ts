import { z } from 'zod/mini';
import { maxLength, validationMessages } from '@cdmnet/validators';

/** Required text of at most `max` characters, trimmed first, so spaces alone never pass. */
export const requiredText = (max: number) =>
  z.pipe(
    z
      .string({ error: validationMessages.required })
      .check(z.trim(), z.minLength(1, { error: validationMessages.required })),
    maxLength(max),
  );

/** Optional text of at most `max` characters, trimmed; absent is `''`. */
export const optionalText = (max: number) =>
  z._default(z.pipe(z.string().check(z.trim()), maxLength(max)), '');
