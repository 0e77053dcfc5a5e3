import type { ReactNode } from 'react';
import { Button, TextField } from '@cdmnet/ui';
import type { Path, UseFormReturn } from '../forms';
import type { DayRangeValues } from '../forms/day-range';
import { appMessages } from '../messages.ko';
import * as styles from './day-range-filter.css';

const t = appMessages.dayRangeFilter;

export { filterSelect } from './day-range-filter.css';

export interface DayRangeFilterProps<In extends DayRangeValues, Out> {
  /** Names the search landmark (`이력 조회 조건`). */
  label: string;
  /** A form whose schema holds `dayRangeShape` and checks `dayRangeRunsForwards`. */
  form: UseFormReturn<In, Out>;
  /** Called with the form's output on 조회, once it is valid. */
  onSearch: (values: Out) => void;
  /** The filters before the days (a Select of members or of kinds of action). */
  children?: ReactNode;
}

/**
 * A history's filter row: what the page filters on, then 시작일 and 종료일, then 조회. Nothing is asked
 * until 조회; a span running backwards is refused at 종료일.
 */
export function DayRangeFilter<In extends DayRangeValues, Out>({
  label,
  form,
  onSearch,
  children,
}: DayRangeFilterProps<In, Out>) {
  const { errors } = form.formState;
  const from = 'from' as Path<In>;
  const to = 'to' as Path<In>;
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      className={styles.filters}
      onSubmit={form.handleSubmit(onSearch)}
    >
      {children}
      <TextField type="date" label={t.from} error={errors[from]?.message} {...form.register(from)} />
      <TextField type="date" label={t.to} error={errors[to]?.message} {...form.register(to)} />
      <Button type="submit" className={styles.filterSubmit}>
        {t.search}
      </Button>
    </form>
  );
}
