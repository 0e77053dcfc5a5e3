import dayjs from 'dayjs';
// With `.js`: dayjs has no exports map, and Node's own ESM loader needs the full file name.
import ko from 'dayjs/locale/ko.js';

/** What the date helpers accept: a Date, an ISO-like string, or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

/**
 * The product's date patterns (ux.md, spec §9), as dayjs templates. Text inside them (년, 월, 일)
 * is part of the pattern, so it lives here rather than in a messages file.
 */
export const dateFormats = {
  /** `2024년 03월 05일`: detail pages, table "Created" columns in Korean. */
  long: 'YYYY년 MM월 DD일',
  /** `24-03-05`: table cells. */
  short: 'YY-MM-DD',
  /** `1908-09-22`: a day that may lie in another century, such as the ends of a CDM's data period. */
  full: 'YYYY-MM-DD',
  /** `24/03/05 14:07:09`: logs and histories. */
  timestamp: 'YY/MM/DD HH:mm:ss',
  /** `240305`: part of a generated file name. */
  file: 'YYMMDD',
} as const;

export type DateFormat = keyof typeof dateFormats;

const isoLike = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?/;

/**
 * dayjs rolls impossible fields over (`2024-13-45` becomes a date in 2025); a wrong date in a
 * table is worse than an empty cell, so such strings count as invalid.
 */
function hasOutOfRangeFields(value: string): boolean {
  const match = isoLike.exec(value.trim());
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59;
}

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Templates of day fields and literal text only: `YYYY-MM-DD`, `YYYY년 MM월 DD일`, `YYMMDD`… */
const dayFieldsOnly = /^(?:YYYY|YY|MM|DD|[^A-Za-z[\]])*$/;

/**
 * A calendar day (`2024-03-05`) in a template of day fields reads the same in every time zone, so it
 * is written out without dayjs, whose parse and format cost microseconds a call: a table of CDM
 * periods formats two in every row it shows.
 */
function formatCalendarDay(value: string, template: string): string | undefined {
  const day = calendarDay.exec(value);
  if (!day || !dayFieldsOnly.test(template)) return undefined;
  const [, year = '', month = '', date = ''] = day;
  const fields: Record<string, string> = { YYYY: year, YY: year.slice(2), MM: month, DD: date };
  return template.replace(/YYYY|YY|MM|DD/g, (token) => fields[token] ?? token);
}

/**
 * Formats `value` with a dayjs template in the local time zone and the `ko` locale. Returns `''`
 * for `null`, `undefined`, `''` and anything dayjs cannot read, so a cell never shows
 * "Invalid Date".
 *
 * A string without an offset (`2024-03-05`, `2024-03-05T14:07:09`) is read as local time; one
 * with an offset (`…Z`, `…+09:00`) is converted to local time.
 */
export function formatDate(value: DateInput, template: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  if (typeof value === 'string') {
    if (hasOutOfRangeFields(value)) return '';
    const day = formatCalendarDay(value, template);
    if (day !== undefined) return day;
  }
  const date = dayjs(value);
  if (!date.isValid()) return '';
  // The locale object (not the name) registers `ko` on use and changes no global default.
  return date.locale(ko).format(template);
}

/** `YYYY년 MM월 DD일`, e.g. `2024년 03월 05일`; `''` for null or invalid input. */
export const formatDateLong = (value: DateInput): string => formatDate(value, dateFormats.long);

/** `YY-MM-DD`, e.g. `24-03-05`; `''` for null or invalid input. */
export const formatDateShort = (value: DateInput): string => formatDate(value, dateFormats.short);

/** `YYYY-MM-DD`, e.g. `1908-09-22`, where two digits could name two centuries; `''` for null or invalid input. */
export const formatDateFull = (value: DateInput): string => formatDate(value, dateFormats.full);

/** `YY/MM/DD HH:mm:ss` (24-hour), e.g. `24/03/05 14:07:09`; `''` for null or invalid input. */
export const formatTimestamp = (value: DateInput): string => formatDate(value, dateFormats.timestamp);

/** `YYMMDD`, e.g. `240305`, for file names; `''` for null or invalid input. */
export const formatFileDate = (value: DateInput): string => formatDate(value, dateFormats.file);

/**
 * The user's time zone at that moment, as its offset from UTC: `GMT+9`, `GMT-4` (summer time
 * counts), `GMT+5:30`, or `UTC`. Written out rather than asked of Intl, whose short zone names differ
 * by locale and engine (`EST`, `CET`, `미 동부 표준시`); `''` for null or invalid input.
 */
export function formatTimeZone(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && hasOutOfRangeFields(value)) return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const offset = date.utcOffset();
  if (offset === 0) return 'UTC';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * `YY/MM/DD HH:mm:ss (GMT+9)`: a moment in the user's time zone, saying which, where times from
 * elsewhere (an engine's log) stand beside the page's own; `''` for null or invalid input.
 */
export function formatZonedTimestamp(value: DateInput): string {
  const time = formatTimestamp(value);
  return time && `${time} (${formatTimeZone(value)})`;
}
