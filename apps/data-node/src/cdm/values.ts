// How disclosure control reads one value of a result, whatever its column's name or type: PostgreSQL
// prints every value as text, and a package may cast anything to text, to float or pad it with spaces,
// so each value is read by its content (`3`, `3.0`, ` 3`, `'3'::text` are all the integer 3).

const INTEGER = /^[+-]?\d+(?:\.0*)?$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** ISO dates as PostgreSQL prints date, timestamp and timestamptz (DateStyle ISO). */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const HEX_ID = /^(?:[0-9a-f]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** One token mixing letters and digits (`P000123`, `A-17-0042`): how record numbers look. */
const CODE_TOKEN = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_.:/-]{4,64}$/;

/** The integer a value holds (`3`, `3.0`, ` 3`, `+3`), as a canonical decimal string; else undefined. */
export function integerOf(value: string): string | undefined {
  const trimmed = value.trim();
  if (!INTEGER.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\.0*$/, '').replace(/^\+/, '');
  const negative = digits.startsWith('-');
  const body = (negative ? digits.slice(1) : digits).replace(/^0+(?=\d)/, '');
  return body === '0' ? '0' : negative ? `-${body}` : body;
}

/** The number a value holds, or undefined (NaN, Infinity and words are not numbers here). */
export function numberOf(value: string): number | undefined {
  const trimmed = value.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/** A count a person could be found in: not zero, below the minimum cell count (either sign). */
export function isSmallCount(value: number, minCellCount: number): boolean {
  return value !== 0 && Math.abs(value) < minCellCount;
}

/** A calendar date (with or without a time of day). */
export function isDate(value: string): boolean {
  const match = DATE.exec(value.trim());
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** A year a person could be born in: 1900 to this year. */
export function isYear(value: string, thisYear = new Date().getFullYear()): boolean {
  const integer = integerOf(value);
  if (integer === undefined) return false;
  const year = Number(integer);
  return year >= 1900 && year <= thisYear;
}

/** A hash or UUID (md5(person_id), gen_random_uuid()): made to tell records apart, nothing else. */
export const isHexIdentifier = (value: string) => HEX_ID.test(value.trim());

/** A record-number-like token: letters and digits in one word. */
export const isCodeToken = (value: string) => CODE_TOKEN.test(value.trim());

/** A positive integer that fits a bigint: what an id column can hold. */
export function idOf(value: string): string | undefined {
  const integer = integerOf(value);
  if (integer === undefined || integer.startsWith('-') || integer === '0' || integer.length > 18)
    return undefined;
  return integer;
}

/** Up to `limit` of `values`, chosen at random (all of them when there are fewer). */
export function sample<T>(values: readonly T[], limit: number): T[] {
  if (values.length <= limit) return [...values];
  const copy = [...values];
  for (let i = 0; i < limit; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, limit);
}
