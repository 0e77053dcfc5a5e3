import { z } from 'zod/mini';
import { validationMessages as m } from './messages.ko.js';

// Each rule is a single check (one regex or one refine) on purpose: zod reports every failing
// check, so chaining several checks (minLength, maxLength, regex) would give a form several messages for one field.
// One check means a failing value yields exactly one issue carrying the rule's message.
//
// A value that is not a string at all (e.g. a field missing from a request body) fails the
// base type check instead, with the "required" message rather than zod's English default.
const text = z.string({ error: m.required });

// An empty value says it is required, not that its format is wrong: the first thing to fix is to
// fill it in. `abort` keeps the rule's own check from adding a second message.
const filled = text.check(z.refine((value) => value !== '', { error: m.required, abort: true }));

// One segmenter for every count: building one loads the locale's break rules.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The characters a person sees (grapheme clusters): an emoji, a flag, a family joined by ZWJ, a
 * syllable typed as Hangul jamo or a letter with its accent each count as one. Not UTF-16 units
 * (String#length: an emoji is two) nor code points (a family is seven). Every length rule counts
 * with this, and the kit's counters count the same way, so "500/500" on screen is what the server takes.
 */
export function graphemeLength(value: string): number {
  let count = 0;
  for (const _ of graphemes.segment(value)) count++;
  return count;
}

export const authCode = filled.check(z.regex(/^[0-9]{6}$/, { error: m.authCode }));

// 01 + carrier digit (0, 1, 6, 7, 8, 9) + 7 or 8 digits; digits only, so a UI that lets users
// type hyphens must strip them before validating.
export const mobilePhone = filled.check(z.regex(/^01[016789][0-9]{7,8}$/, { error: m.mobilePhone }));

// JSON Schema counts a string's length in code points, at least as many as the characters seen: the
// documented bounds are the rules' numbers.
export const minLength5 = filled.check(
  z.refine((value) => graphemeLength(value) >= 5, { error: m.minLength5 }),
  z.meta({ minLength: 5 }),
);

/** At most `max` characters, with the same wording as the spec's 50 (`2,000글자 이하로 입력해 주세요.`). */
export const maxLength = (max: number) =>
  text.check(
    z.refine((value) => graphemeLength(value) <= max, { error: m.maxLength(max) }),
    z.meta({ maxLength: max }),
  );

export const maxLength50 = maxLength(50);

// \s alone misses U+0085 (NEL), and \p{White_Space} alone misses U+FEFF (BOM), so use both:
// anything either considers whitespace is rejected. The empty string has no whitespace and passes;
// use a required check for emptiness.
export const noWhitespace = text.check(z.regex(/^[^\s\p{White_Space}]*$/u, { error: m.noWhitespace }));

// Allow-list, not just "contains": only ASCII letters, digits and the specials # ? ! @ $ % ^ & * -
// may appear, so a space, Hangul or any other character fails with the same message. The
// lookaheads require one of each class; the final class also bounds the length to 8-20.
const passwordPattern = /^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[#?!@$%^&*-])[A-Za-z0-9#?!@$%^&*-]{8,20}$/;
export const password = filled.check(z.regex(passwordPattern, { error: m.password }));

// Built from named parts so each piece can be read (and fixed) on its own.
const urlScheme = String.raw`(?:https?://)?`;
// A label is 1-63 letters/digits/hyphens that neither starts nor ends with a hyphen (RFC 1123).
const domainLabel = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
// At least one label before a TLD of 2+ letters, so single-label hosts like "localhost" fail.
const domainName = String.raw`(?:${domainLabel}\.)+[a-z]{2,63}`;
// 0-255 with no leading zeros, so "010" is not read as an octet.
const ipv4Octet = String.raw`(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])`;
const ipv4Address = String.raw`${ipv4Octet}(?:\.${ipv4Octet}){3}`;
// 1-65535 with no leading zeros.
const port = String.raw`(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?`;
// Path, query or fragment: anything without whitespace after the first / ? or #. Without the
// u flag \s misses U+0085 (NEL), so it is listed; the u flag is avoided because with the i flag
// it case-folds e.g. U+212A KELVIN SIGN to "k", letting it into [a-z] host names.
const pathQueryFragment = String.raw`(?:[/?#][^\s\u0085]*)?`;

// Case-insensitive because schemes and host names are (HTTPS://Example.COM is valid).
const urlPattern = new RegExp(
  `^${urlScheme}(?:${domainName}|${ipv4Address})${port}${pathQueryFragment}$`,
  'i',
);

export const url = filled.check(z.regex(urlPattern, { error: m.url }));

export const alphanumeric = filled.check(z.regex(/^[A-Za-z0-9]+$/, { error: m.alphanumeric }));

// zod's email format check with the Korean message; a non-string or an empty one gets "required".
export const email = z.email({
  error: (issue) => (issue.code === 'invalid_type' || issue.input === '' ? m.required : m.email),
});
