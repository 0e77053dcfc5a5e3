import { z } from 'zod/mini';
import { richText, validationMessage } from '@cdmnet/api/contract';
import { AppError } from '../http/app-error.js';
import { sanitizeRichText } from './sanitize.js';

const cleanedContent = z.object({ content: richText });

/**
 * Rich text as it is stored: sanitised, then checked again by the contract's rule, so text that was
 * nothing but markup that must not be stored (a lone script) is refused like an empty field.
 */
export function cleanRichText(html: string): string {
  const checked = cleanedContent.safeParse({ content: sanitizeRichText(html) });
  if (!checked.success) throw AppError.invalidInput(validationMessage(checked.error));
  return checked.data.content;
}
