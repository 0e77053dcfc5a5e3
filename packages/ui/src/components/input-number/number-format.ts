/** Number of digits after the decimal point of `value` as written (`0.05` → 2, `1e-7` → 7). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent?.[1]) return Number(exponent[1]) + (text.split('e')[0]?.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

export interface NumberFormat {
  format: (value: number | null) => string;
  /** `null` for an empty text, `NaN` for one that is not (yet) a number, e.g. `-` or `1.`. */
  parse: (text: string) => number | null;
  /** Whether `text` may be typed on the way to a number (digits, one sign, separators). */
  isPartial: (text: string) => boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Formats and reads numbers of one locale, with or without thousands separators. */
export function createNumberFormat(locale: string, grouping: boolean): NumberFormat {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const formatter = new Intl.NumberFormat(locale, { useGrouping: grouping, maximumFractionDigits: 20 });
  const partial = new RegExp(`^-?[\\d${escape(group)}]*(${escape(decimal)}\\d*)?$`);
  const complete = /^-?\d+(\.\d+)?$/;

  return {
    format: (value) => (value === null || Number.isNaN(value) ? '' : formatter.format(value)),
    parse: (text) => {
      const trimmed = text.trim();
      if (trimmed === '') return null;
      const normalized = trimmed.split(group).join('').split(decimal).join('.');
      return complete.test(normalized) ? Number(normalized) : Number.NaN;
    },
    isPartial: (text) => partial.test(text.trim()),
  };
}
