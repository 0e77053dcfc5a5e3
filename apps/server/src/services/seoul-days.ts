import { fieldLabels, orgAdminMessages } from '@cdmnet/api/contract';
import { AppError } from '../http/app-error.js';

// Filters by day (the organisation's membership history, a project's log) count Korea's days: a day
// runs from midnight to midnight in Seoul (UTC+9, no daylight saving), and `to` is inclusive.

/**
 * The instant Seoul's `day` (YYYY-MM-DD) begins, `addDays` later. A day that does not exist (month 13,
 * 31 February) is refused naming the field: the contract checks the shape only, and an invalid date
 * must not reach the database as one.
 */
export function seoulMidnight(field: 'from' | 'to', day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) {
    throw AppError.invalidInput(`${fieldLabels[field] ?? field}: ${orgAdminMessages.dateInvalid}`);
  }
  utc.setUTCDate(utc.getUTCDate() + addDays);
  return new Date(utc.getTime() - 9 * 60 * 60 * 1000);
}

/** The span `from`..`to` (inclusive days) as instants: [start, end). */
export function seoulDays(filter: { from?: string | null | undefined; to?: string | null | undefined }) {
  return {
    start: filter.from ? seoulMidnight('from', filter.from) : undefined,
    end: filter.to ? seoulMidnight('to', filter.to, 1) : undefined,
  };
}
