import { sampleTexts } from './messages.ko.js';

// Examples for the API reference, made from the same JSON Schemas the document shows (themselves made
// from the contract's zod schemas), so every operation has one and none drifts from its schema.
// Deterministic: the same document on every start and in every test. The reference test parses each
// example back with the contract's zod schema, so a sample that breaks a rule fails there.

type Json = Record<string, unknown>;

const DATE_TIME = '2025-03-14T09:30:00.000Z';
const DATE = '2025-03-14';
const DATE_A_YEAR_ON = '2026-03-13';
const HEX = 'a3f19c0b7d2e4f6815c3b9e0d4a7f2c61e8b5d3a9c0f7e2b4d6a1c8e3f5b7d90';

/**
 * Texts tried, in order, where a field's own sample does not fit its pattern or length: the shapes the
 * contract's patterns ask for (ids, codes, phone numbers, emails, passwords, timestamps, hex secrets).
 */
const fallbackTexts = [
  '1',
  '123456',
  '01012345678',
  'researcher@demo.cdmnet.kr',
  'Demo!2345',
  DATE_TIME,
  DATE,
  HEX,
  'example',
];

const formatTexts: Record<string, string> = {
  'date-time': DATE_TIME,
  date: DATE,
  email: 'researcher@demo.cdmnet.kr',
  binary: '(파일)',
  uuid: '3f1c9b2e-7d4a-4e8b-9c0f-1a2b3c4d5e6f',
};

function fits(text: string, schema: Json): boolean {
  const length = [...text].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(text)) return false;
  return true;
}

/** A field's sample text: its own (by name), its format's, or the first fallback its rules accept. */
function textFor(schema: Json, key: string | undefined): string {
  const named = key === undefined ? undefined : (sampleTexts[key] ?? sampleByEnding(key));
  const format = typeof schema.format === 'string' ? formatTexts[schema.format] : undefined;
  const candidates = [named, format, ...fallbackTexts, sampleTexts.fallback].filter(
    (text): text is string => text !== undefined,
  );
  const fitting = candidates.find((text) => fits(text, schema));
  if (fitting !== undefined) return fitting;
  // Only a length rule left unmet: the sample repeated or cut to fit.
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const base = named ?? sampleTexts.fallback ?? 'x';
  return [...base.repeat(Math.ceil(Math.max(min, 1) / [...base].length))]
    .slice(0, Math.max(min, Math.min(max, base.length)))
    .join('');
}

/** Names the dictionary does not hold, by their ending: `…At` a time, `…ByName` a person, `…Token` a secret. */
function sampleByEnding(key: string): string | undefined {
  if (/At$/.test(key)) return DATE_TIME;
  if (/(By|author|creator|actor)Name$/.test(key)) return sampleTexts.userName;
  if (/(Checksum|sha256|checksum|Token|token)$/.test(key)) return HEX;
  if (/^(from|validFrom)$/.test(key)) return DATE;
  if (/^(to|validUntil)$/.test(key)) return DATE_A_YEAR_ON;
  if (/(Href|href|link)$/.test(key)) return '/projects/1';
  if (/(Url|url|Address|address)$/.test(key)) return 'http://10.20.0.11:8080';
  return undefined;
}

function numberFor(schema: Json, integer: boolean): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : 0.5)
        : undefined;
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - (integer ? 1 : 0.5)
        : undefined;
  let value = min !== undefined && min > 1 ? min : 1;
  if (max !== undefined && value > max) value = max;
  return integer ? Math.ceil(value) : value;
}

const isNullSchema = (schema: unknown) => (schema as Json | undefined)?.type === 'null';

/** Whether a schema accepts anything (`z.unknown()`), so an example may leave it out. */
const isAnything = (schema: Json) => Object.keys(schema).filter((key) => key !== 'description').length === 0;

/**
 * A value the schema accepts: its own example or default, an enum's first value, the first option of a
 * union that is not null, every property of an object (optional ones too, so a reader sees them all),
 * arrays of the least length they allow (at least one item), samples for texts by field name.
 */
export function exampleOf(schema: Json, key?: string, depth = 0): unknown {
  if (depth > 12) return null;
  if ('example' in schema) return schema.example;
  // A default is what the server takes; a text with a sample of its own shows the sample instead.
  const sampled = schema.type === 'string' && key !== undefined && sampleTexts[key] !== undefined;
  if ('default' in schema && !sampled) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  for (const union of ['anyOf', 'oneOf'] as const) {
    const options = schema[union] as Json[] | undefined;
    if (Array.isArray(options)) {
      const option = options.find((o) => !isNullSchema(o)) ?? options[0];
      return option ? exampleOf(option, key, depth + 1) : null;
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign(
      {},
      ...(schema.allOf as Json[]).map((part) => exampleOf(part, key, depth + 1) as object),
    ) as unknown;
  }
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).find((t) => t !== 'null')
    : (schema.type as string | undefined);
  switch (type) {
    case 'object':
      return objectExample(schema, depth);
    case 'array': {
      const items = (schema.items ?? {}) as Json;
      const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 1);
      return Array.from({ length: count }, (_, i) => varied(exampleOf(items, key, depth + 1), i));
    }
    case 'string':
      return textFor(schema, key);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return isAnything(schema) ? null : {};
  }
}

function objectExample(schema: Json, depth: number) {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const example: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    // A field that takes anything and is optional says nothing by a sample: left out.
    if (!required.has(name) && isAnything(property)) continue;
    example[name] = exampleOf(property, name, depth + 1);
  }
  const extra = schema.additionalProperties;
  if (Object.keys(properties).length === 0 && extra && typeof extra === 'object') {
    // A record: one entry, keyed as its key rule allows.
    const keys = (schema.propertyNames ?? {}) as Json;
    const entryKey = Array.isArray(keys.enum) ? String(keys.enum[0]) : textFor(keys, undefined);
    example[entryKey] = exampleOf(extra as Json, undefined, depth + 1);
  }
  return example;
}

/** The i-th item of an example list: numbers and ids counted up, so a list that must not repeat holds. */
function varied(value: unknown, i: number): unknown {
  if (i === 0) return value;
  if (typeof value === 'number') return value + i;
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value)) return String(Number(value) + i);
  return value;
}
