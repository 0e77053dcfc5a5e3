import type { z } from 'zod/mini';
import { DESIGN_KINDS, designDocument, type Design } from './design-schema.js';
import { designMessages as t } from './messages.ko.js';

export type ParsedDesign = { ok: true; design: Design } | { ok: false; message: string };

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/** Korean for what zod found, for the fields whose schema did not say it already. */
function koreanIssue(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return t.missing;
      switch (issue.expected) {
        case 'int':
          return t.mustBeInteger;
        case 'number':
          return t.mustBeNumber;
        case 'string':
          return t.mustBeText;
        case 'boolean':
          return t.mustBeBoolean;
        case 'object':
        case 'record':
          return t.mustBeObject;
        case 'array':
          return t.mustBeList;
        default:
          return t.wrongType;
      }
    case 'invalid_value':
      return t.oneOf(issue.values.map(String).join(', '));
    case 'too_small':
      return issue.minimum === 0 ? t.notNegative : t.wrongType;
    default:
      return t.wrongType;
  }
}

/** `cohort.expression.ConceptSets[0].expression.items[2]`: where in the document the problem is. */
function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text || '(설계)';
}

/** A value from the document, shown in a message: short, one line. */
export function shownValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const line = [...text].map((char) => ((char.codePointAt(0) ?? 0) < 0x20 ? ' ' : char)).join('');
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

/**
 * The imported design document, validated, or a Korean message naming what is wrong or unsupported
 * (the first problem found, with its place in the document).
 */
export function parseDesign(json: unknown): ParsedDesign {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, message: t.notAnObject };
  const kind = (json as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !(DESIGN_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, message: t.unknownKind(shownValue(kind)) };
  }
  const parsed = designDocument.safeParse(json, { error: koreanIssue });
  if (parsed.success) return { ok: true, design: parsed.data };
  const [issue] = parsed.error.issues;
  return {
    ok: false,
    message: t.unreadable(pathText(issue?.path ?? []), issue?.message ?? t.wrongType),
  };
}
