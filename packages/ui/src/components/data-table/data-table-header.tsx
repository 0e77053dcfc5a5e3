import { lazy, Suspense } from 'react';
import type { Ref } from 'react';
import type { ResolvedColumn } from './columns';
import * as styles from './data-table.css';
import { FilterIcon, SortIcon } from '../../icons/icons';
import type { DataTableFilterOption, DataTableSort } from './data-table.types';
import { formatMessage } from './messages.ko';
import type { DataTableMessages } from './messages.ko';
import type { RowModelFilter } from './row-model';
import { cssVarName } from './css-var-name';

// The filter list (Radix Popover and its positioning) loads with the first filterable column, so a
// table without filters does not pay for it at first paint.
const DataTableFilterMenu = lazy(() =>
  import('./data-table-filter').then((module) => ({ default: module.DataTableFilterMenu })),
);

export interface DataTableHeadProps<T> {
  columns: readonly ResolvedColumn<T>[];
  sort: DataTableSort | null;
  /** A click on a sortable column's header. */
  onSort: (columnId: string) => void;
  filters: readonly RowModelFilter[];
  onFilterChange: (columnId: string, values: readonly string[]) => void;
  /** The distinct values of a column, for a filter without its own options. */
  distinctValues: (columnId: string) => string[];
  messages: DataTableMessages;
  ref?: Ref<HTMLTableSectionElement> | undefined;
}

const noValues: readonly string[] = [];

export function DataTableHead<T>({
  columns,
  sort,
  onSort,
  filters,
  onFilterChange,
  distinctValues,
  messages,
  ref,
}: DataTableHeadProps<T>) {
  return (
    <thead
      ref={ref}
      className={styles.head}
      data-plain={columns.every((column) => column.plain) || undefined}
    >
      <tr aria-rowindex={1} className={styles.headRow}>
        {columns.map((column) => (
          <DataTableHeaderCell
            key={column.id}
            column={column}
            sorted={sort?.id === column.id ? (sort.desc ? 'desc' : 'asc') : false}
            onSort={onSort}
            selected={filters.find((filter) => filter.id === column.id)?.values ?? noValues}
            onFilterChange={onFilterChange}
            distinctValues={distinctValues}
            messages={messages}
          />
        ))}
      </tr>
    </thead>
  );
}

DataTableHead.displayName = 'DataTableHead';

interface DataTableHeaderCellProps<T> {
  column: ResolvedColumn<T>;
  sorted: 'asc' | 'desc' | false;
  onSort: (columnId: string) => void;
  selected: readonly string[];
  onFilterChange: (columnId: string, values: readonly string[]) => void;
  distinctValues: (columnId: string) => string[];
  messages: DataTableMessages;
}

const ariaSortOf = { asc: 'ascending', desc: 'descending' } as const;

function DataTableHeaderCell<T>({
  column,
  sorted,
  onSort,
  selected,
  onFilterChange,
  distinctValues,
  messages,
}: DataTableHeaderCellProps<T>) {
  const canSort = column.sortable;
  const filter = column.filter;
  const setSelected = (values: readonly string[]) => onFilterChange(column.id, values);
  const getOptions = (): readonly DataTableFilterOption[] =>
    filter?.options ?? distinctValues(column.id).map((value) => ({ value, label: value }));

  return (
    <th
      scope="col"
      aria-sort={canSort ? (sorted ? ariaSortOf[sorted] : 'none') : undefined}
      className={column.headerClassName}
      style={column.width ? { [cssVarName(styles.columnWidthVar)]: column.width } : undefined}
      data-column-id={column.id}
      data-plain={column.plain || undefined}
    >
      <div className={column.headerContentClassName}>
        {canSort ? (
          <button
            type="button"
            className={styles.sortButton}
            onClick={() => onSort(column.id)}
            data-sorted={sorted || undefined}
          >
            {column.header}
            <span className={styles.sortIcon}>
              <SortIcon sort={sorted} />
            </span>
          </button>
        ) : (
          column.header
        )}
        {filter ? (
          filter.render ? (
            filter.render({
              columnId: column.id,
              label: column.header,
              options: getOptions(),
              selected,
              onChange: setSelected,
            })
          ) : (
            <Suspense
              fallback={
                <button
                  type="button"
                  className={styles.filterButton}
                  aria-label={formatMessage(messages.filter, { column: column.header })}
                  data-active={selected.length > 0 || undefined}
                >
                  <FilterIcon />
                </button>
              }
            >
              <DataTableFilterMenu
                label={column.header}
                getOptions={getOptions}
                selected={selected}
                onChange={setSelected}
                messages={messages}
              />
            </Suspense>
          )
        ) : null}
      </div>
    </th>
  );
}

DataTableHeaderCell.displayName = 'DataTableHeaderCell';
