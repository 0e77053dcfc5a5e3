import { IRB_EXPIRY_NOTICE_DAYS } from '@cdmnet/api';

// How long an approval has left. Its `validUntil` is the last valid day (`YYYY-MM-DD`, a calendar day
// in Korea); the days are counted from the user's today, so a count never moves with the hour.

const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

/** Days from `today` to `day` (0 on the day itself, negative once past); null when `day` is not one. */
export function daysUntil(day: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const until = dayNumber(year, month, date);
  if (Number.isNaN(until)) return null;
  return until - dayNumber(today.getFullYear(), today.getMonth() + 1, today.getDate());
}

/**
 * Whether an approval ending on `validUntil` ends within the month the project is warned of
 * (domain.md: told a month ahead), or has ended and the daily job has not yet marked it.
 */
export function expiresSoon(validUntil: string, today: Date = new Date()): boolean {
  const left = daysUntil(validUntil, today);
  return left !== null && left <= IRB_EXPIRY_NOTICE_DAYS;
}
