import { z } from 'zod/mini';
import { projectLogActions, type ProjectLogAction, type ProjectLogQuery } from '@cdmnet/api';
import { dayRangeRunsForwards, dayRangeShape, noDayRange, toDayRange } from '../../app/forms/day-range';

// The log's filter form: one kind of action (or all) and a span of days, as orgadmin's member history
// filters its own (the app's day-range filter).

/** The action Select's value for every kind (Select values cannot be empty). */
export const ALL_ACTIONS = 'ALL';

export const logFilterForm = z.object({ action: z.string(), ...dayRangeShape }).check(dayRangeRunsForwards);
export type LogFilterValues = z.input<typeof logFilterForm>;

export const noLogFilter: LogFilterValues = { action: ALL_ACTIONS, ...noDayRange };

const isAction = (value: string): value is ProjectLogAction =>
  (projectLogActions as readonly string[]).includes(value);

/** The call's filter: only what was chosen. */
export function toLogQuery(values: LogFilterValues): ProjectLogQuery {
  return { ...(isAction(values.action) ? { action: values.action } : {}), ...toDayRange(values) };
}
