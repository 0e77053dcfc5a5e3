/** What `formatNumber` accepts: a number, a bigint, or a numeric string from an API. */
export type NumberInput = number | bigint | string | null | undefined;

export interface FormatNumberOptions {
  /** Appended right after the number, without a space: `명` gives `1,234,567명`. */
  unit?: string | undefined;
  /** Default 0 when the value is an integer, otherwise up to 2. */
  maximumFractionDigits?: number | undefined;
  /** Default 0. */
  minimumFractionDigits?: number | undefined;
}

// One formatter per option set: Intl.NumberFormat is costly to build and tables format many cells.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ko-KR', {
      useGrouping: true,
      minimumFractionDigits,
      maximumFractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A whole number as the ko-KR formatter writes it (`-1,234,567`), without one: building the page's
 * first `Intl.NumberFormat` loads the locale's number data, about 50 ms of a phone's first render of
 * the dashboard, whose counters are all whole numbers. `undefined` for what only Intl writes right
 * (past the safe integers, -0).
 */
function groupedInteger(value: number | bigint): string | undefined {
  if (typeof value === 'number' && (!Number.isSafeInteger(value) || Object.is(value, -0))) return undefined;
  const written = String(value);
  const sign = written.startsWith('-') ? '-' : '';
  return sign + written.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ',');
}

function toNumeric(value: NumberInput): number | bigint | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string') {
    const trimmed = value.trim().replaceAll(',', '');
    if (trimmed === '') return undefined;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Thousands separators, optionally followed by a unit: `formatNumber(1234567)` → `1,234,567`,
 * `formatNumber(1234567, '명')` → `1,234,567명`. Returns `''` for null, `''`, `NaN`, infinities and
 * strings that are not numbers. Separators are the same in every browser locale (`ko-KR`).
 */
export function formatNumber(value: NumberInput, unitOrOptions?: string | FormatNumberOptions): string {
  const numeric = toNumeric(value);
  if (numeric === undefined) return '';
  const options: FormatNumberOptions =
    typeof unitOrOptions === 'string' ? { unit: unitOrOptions } : (unitOrOptions ?? {});
  const isInteger = typeof numeric === 'bigint' || Number.isInteger(numeric);
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? (isInteger ? 0 : 2));
  const written =
    (isInteger && minimum === 0 ? groupedInteger(numeric) : undefined) ??
    formatterFor(minimum, maximum).format(numeric);
  return `${written}${options.unit ?? ''}`;
}
