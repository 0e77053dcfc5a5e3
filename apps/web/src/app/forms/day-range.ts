import { z } from 'zod/mini';
import { appMessages } from '../messages.ko';

// A filter's span of days. The date inputs give the contract's YYYY-MM-DD or nothing; what the form
// adds is that the span runs forwards.

export interface DayRangeValues {
  from: string;
  to: string;
}

/** The two fields, to spread into a filter form's object schema. */
export const dayRangeShape = { from: z.string(), to: z.string() };

/** The form's check: 종료일 on or after 시작일 (either may be left empty). */
export const dayRangeRunsForwards = z.refine<DayRangeValues>(
  (values) => !values.from || !values.to || values.from <= values.to,
  { path: ['to'], error: appMessages.dayRangeFilter.rangeInvalid },
);

export const noDayRange: DayRangeValues = { from: '', to: '' };

/** The call's filter: only the ends that were chosen. */
export function toDayRange({ from, to }: DayRangeValues): { from?: string; to?: string } {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
