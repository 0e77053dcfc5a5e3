import * as Popover from '@radix-ui/react-popover';
import { Button } from '../button/button';
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

/**
 * The built-in multi-select filter of a column: a filter button in the header that opens a list
 * of checkboxes. A column's `filter.render` replaces it (for example with the kit's MultiSelect).
 */
export function DataTableFilterMenu({
  label,
  getOptions,
  selected,
  onChange,
  messages,
}: DataTableFilterMenuProps) {
  const active = selected.length > 0;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className={styles.filterButton}
          aria-label={formatMessage(messages.filter, { column: label })}
          data-active={active || undefined}
        >
          <FilterIcon />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.filterPanel} align="start" sideOffset={4} collisionPadding={8}>
          <DataTableFilterList
            label={label}
            options={getOptions()}
            selected={selected}
            onChange={onChange}
            messages={messages}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

DataTableFilterMenu.displayName = 'DataTableFilterMenu';

interface DataTableFilterListProps {
  label: string;
  options: readonly DataTableFilterOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  messages: DataTableMessages;
}

function DataTableFilterList({ label, options, selected, onChange, messages }: DataTableFilterListProps) {
  const chosen = new Set(selected);
  const toggle = (value: string, checked: boolean) => {
    const next = checked
      ? options.filter((option) => option.value === value || chosen.has(option.value)).map((o) => o.value)
      : selected.filter((entry) => entry !== value);
    onChange(next);
  };
  return (
    <fieldset className={styles.filterFieldset}>
      <legend className={styles.filterLegend}>{label}</legend>
      {options.length === 0 ? (
        <p className={styles.filterEmpty}>{messages.filterNoOptions}</p>
      ) : (
        <ul className={styles.filterList}>
          {options.map((option) => (
            <li key={option.value}>
              <label className={styles.filterOption}>
                <input
                  type="checkbox"
                  className={styles.filterCheckbox}
                  checked={chosen.has(option.value)}
                  onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.filterFooter}>
        <Button variant="ghost" size="sm" disabled={selected.length === 0} onClick={() => onChange([])}>
          {messages.filterClear}
        </Button>
      </div>
    </fieldset>
  );
}

DataTableFilterList.displayName = 'DataTableFilterList';
