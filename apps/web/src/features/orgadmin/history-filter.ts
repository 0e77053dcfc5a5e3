import { z } from 'zod/mini';
import type { MembershipHistoryFilter } from '@cdmnet/api';
import { dayRangeRunsForwards, dayRangeShape, noDayRange, toDayRange } from '../../app/forms/day-range';

// The history's filter form: a member (or everyone) and a span of days (the app's day-range filter).

/** The member Select's value for everyone (Select values cannot be empty). */
export const ALL_MEMBERS = 'ALL';

export const historyFilterForm = z
  .object({ userId: z.string(), ...dayRangeShape })
  .check(dayRangeRunsForwards);
export type HistoryFilterValues = z.input<typeof historyFilterForm>;

export const noHistoryFilter: HistoryFilterValues = { userId: ALL_MEMBERS, ...noDayRange };

/** The call's filter: only what was chosen. */
export function toHistoryFilter(values: HistoryFilterValues): MembershipHistoryFilter {
  const userId = values.userId === ALL_MEMBERS ? undefined : Number(values.userId);
  return { ...(userId ? { userId } : {}), ...toDayRange(values) };
}
