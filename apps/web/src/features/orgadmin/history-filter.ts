import { z } from 'zod/mini';
import type { MembershipHistoryFilter } from '@cdmnet/api';
import { orgAdminCopy } from './messages.ko';

// The history's filter form: a member (or everyone) and a range of days. The date inputs give the
// contract's YYYY-MM-DD or nothing; what the form adds is that the range runs forwards.

/** The member Select's value for everyone (Select values cannot be empty). */
export const ALL_MEMBERS = 'ALL';

export const historyFilterForm = z.object({ userId: z.string(), from: z.string(), to: z.string() }).check(
  z.refine((values) => !values.from || !values.to || values.from <= values.to, {
    path: ['to'],
    error: orgAdminCopy.history.rangeInvalid,
  }),
);
export type HistoryFilterValues = z.input<typeof historyFilterForm>;

export const noHistoryFilter: HistoryFilterValues = { userId: ALL_MEMBERS, from: '', to: '' };

/** The call's filter: only what was chosen. */
export function toHistoryFilter(values: HistoryFilterValues): MembershipHistoryFilter {
  const userId = values.userId === ALL_MEMBERS ? undefined : Number(values.userId);
  return {
    ...(userId ? { userId } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
}
