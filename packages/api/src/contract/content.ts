import { z } from 'zod/mini';
import { maxLength, validationMessages } from '@cdmnet/validators';
import type { UserPriv } from './enums.js';

// What announcements and resources (자료실) share: the title and rich-text rules, the writer policy,
// and the shape of their dates.

export const CONTENT_TITLE_MAX = 100;
/** Characters of rich text (HTML): far above any real notice, well under the server's 1 MB body limit. */
export const RICH_TEXT_MAX = 100_000;

/** 1–100 characters after trimming; one message per failure, as the validators' rules give. */
export const contentTitle = z.pipe(
  z
    .string({ error: validationMessages.required })
    .check(z.trim(), z.minLength(1, { error: validationMessages.required })),
  maxLength(CONTENT_TITLE_MAX),
);

const entity = /&(?:nbsp|#160|#xa0);/gi;

/**
 * Whether rich text shows any text or picture: an editor emptied by the user still holds markup such
 * as `<p><br></p>`, which is not content.
 */
export function richTextHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(entity, ' ');
  return text.trim().length > 0;
}

/** Rich text (HTML) that must say something; the server sanitises it and every view sanitises it again. */
export const richText = z.pipe(
  z
    .string({ error: validationMessages.required })
    .check(z.refine(richTextHasContent, { error: validationMessages.required })),
  maxLength(RICH_TEXT_MAX),
);

/** ISO 8601 in UTC, as the server writes dates (`2026-03-02T09:00:00.000Z`). */
export const isoTimestamp = z.iso.datetime();

/**
 * Who may post, edit and delete announcements and resources: platform admins (domain.md). Everyone
 * signed in reads them. The server's policy and the screens both ask this one function.
 */
export const CONTENT_WRITERS: readonly UserPriv[] = ['MASTER'];
export const canWriteContent = (priv: UserPriv): boolean => CONTENT_WRITERS.includes(priv);

/** A record id from the route (spec §2): anything that is not a positive whole number is -1. */
export function toDataId(value: string | undefined): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && /^\d+$/.test(value ?? '') ? id : -1;
}

/**
 * What rich text may contain, for the server's sanitiser and the browser's (DOMPurify) alike: the
 * editor's formatting and nothing that can run, style or load anything.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;
/** The one attribute kept: a link's target, when its scheme is one of RICH_TEXT_URL_SCHEMES. */
export const RICH_TEXT_ATTRIBUTES = ['href'] as const;
/** Links may be web pages and mail addresses, or paths of this site; never `javascript:` or `data:`. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;
