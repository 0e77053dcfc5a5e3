import { useState } from 'react';
import { MultiSelect } from '../multi-select/multi-select';
import * as styles from './data-table.css';
import { FilterIcon } from '../../icons/icons';
import type { DataTableFilterOption } from './data-table.types';
import { formatMessage } from './messages.ko';
import type { DataTableMessages } from './messages.ko';

export interface DataTableFilterMenuProps {
  /** The column's header. */
  label: string;
  /** Read when the list opens, so the distinct values are only computed for a filter in use. */
  getOptions: () => readonly DataTableFilterOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  messages: DataTableMessages;
}

const noOptions: readonly DataTableFilterOption[] = [];
// Beyond this many values a search box helps more than it costs.
const FILTER_INPUT_FROM = 8;

/**
 * A column's multi-select filter (spec §2): the kit's MultiSelect behind a filter button in the
 * header. A column's `filter.render` replaces it with any control.
 */
export function DataTableFilterMenu({
  label,
  getOptions,
  selected,
  onChange,
  messages,
}: DataTableFilterMenuProps) {
  const [open, setOpen] = useState(false);
  const options = open ? getOptions() : noOptions;
  return (
    <MultiSelect
      options={options}
      value={selected}
      onChange={onChange}
      open={open}
      onOpenChange={setOpen}
      filter={options.length > FILTER_INPUT_FROM}
      aria-label={formatMessage(messages.filter, { column: label })}
      trigger={
        <button type="button" className={styles.filterButton} data-active={selected.length > 0 || undefined}>
          <FilterIcon />
        </button>
      }
    />
  );
}

DataTableFilterMenu.displayName = 'DataTableFilterMenu';
