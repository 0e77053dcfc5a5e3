import type { Header, HeaderGroup } from '@tanstack/react-table';
import { lazy, Suspense } from 'react';
import type { Ref } from 'react';
import type { NoRow, ResolvedColumn, TableFeatureSet } from './columns';
import * as styles from './data-table.css';
import { FilterIcon, SortIcon } from '../../icons/icons';
import type { DataTableFilterOption } from './data-table.types';
import { formatMessage } from './messages.ko';
import type { DataTableMessages } from './messages.ko';

// The filter list (Radix Popover and its positioning) loads with the first filterable column, so a
// table without filters does not pay for it at first paint.
const DataTableFilterMenu = lazy(() =>
  import('./data-table-filter').then((module) => ({ default: module.DataTableFilterMenu })),
);

export interface DataTableHeadProps<T> {
  headerGroups: HeaderGroup<TableFeatureSet, NoRow>[];
  columns: ReadonlyMap<string, ResolvedColumn<T>>;
  /** The distinct values of a column, for a filter without its own options. */
  distinctValues: (columnId: string) => string[];
  messages: DataTableMessages;
  ref?: Ref<HTMLTableSectionElement> | undefined;
}

export function DataTableHead<T>({
  headerGroups,
  columns,
  distinctValues,
  messages,
  ref,
}: DataTableHeadProps<T>) {
  return (
    <thead ref={ref}>
      {headerGroups.map((group) => (
        <tr key={group.id} aria-rowindex={group.depth + 1}>
          {group.headers.map((header) => {
            const column = columns.get(header.column.id);
            return column ? (
              <DataTableHeaderCell
                key={header.id}
                header={header}
                column={column}
                distinctValues={distinctValues}
                messages={messages}
              />
            ) : null;
          })}
        </tr>
      ))}
    </thead>
  );
}

DataTableHead.displayName = 'DataTableHead';

interface DataTableHeaderCellProps<T> {
  header: Header<TableFeatureSet, NoRow, unknown>;
  column: ResolvedColumn<T>;
  distinctValues: (columnId: string) => string[];
  messages: DataTableMessages;
}

const ariaSortOf = { asc: 'ascending', desc: 'descending' } as const;

function DataTableHeaderCell<T>({ header, column, distinctValues, messages }: DataTableHeaderCellProps<T>) {
  const tableColumn = header.column;
  const canSort = tableColumn.getCanSort();
  const sorted = tableColumn.getIsSorted();
  const filter = column.filter;
  const rawFilterValue = tableColumn.getFilterValue();
  const selected: readonly string[] = Array.isArray(rawFilterValue) ? (rawFilterValue as string[]) : [];
  const setSelected = (values: string[]) => tableColumn.setFilterValue(values);
  const getOptions = (): readonly DataTableFilterOption[] =>
    filter?.options ?? distinctValues(column.id).map((value) => ({ value, label: value }));

  return (
    <th
      scope="col"
      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
      aria-sort={canSort ? (sorted ? ariaSortOf[sorted] : 'none') : undefined}
      className={column.headerClassName}
      style={column.width ? { width: column.width } : undefined}
      data-column-id={column.id}
    >
      <div className={column.headerContentClassName}>
        {canSort ? (
          <button
            type="button"
            className={styles.sortButton}
            onClick={tableColumn.getToggleSortingHandler()}
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
