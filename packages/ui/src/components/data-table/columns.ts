import type { ReactNode } from 'react';
import * as styles from './data-table.css';
import type {
  DataTableAlign,
  DataTableCardPlace,
  DataTableCellContext,
  DataTableColumn,
  DataTableFilterRenderProps,
  DataTableSort,
} from './data-table.types';
import type { DataTableValue, RowModelColumn } from './row-model';

export const ROW_NUMBER_COLUMN_ID = '__rowNumber';

/** A column as the table renders it (the row-number column included). */
export interface ResolvedColumn<T> {
  id: string;
  header: string;
  width: string | undefined;
  align: DataTableAlign;
  /** Class names, computed once per column rather than once per cell render. */
  cellClassName: string;
  headerClassName: string;
  headerContentClassName: string;
  sortable: boolean;
  /** Neither sorts nor filters: in cards its header is for screen readers only. */
  plain: boolean;
  card: DataTableCardPlace;
  isRowNumber: boolean;
  filter:
    | {
        options: readonly { value: string; label: string }[] | undefined;
        render: ((props: DataTableFilterRenderProps) => ReactNode) | undefined;
      }
    | undefined;
  renderCell: (context: DataTableCellContext<T>) => ReactNode;
  accessor: ((row: T) => DataTableValue) | undefined;
}

let numberFormat: Intl.NumberFormat | undefined;

/** The text of a value without a cell renderer: numbers get thousands separators. */
export function formatValue(value: DataTableValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return (numberFormat ??= new Intl.NumberFormat('ko-KR')).format(value);
  if (value instanceof Date) return value.toLocaleDateString('ko-KR');
  return String(value);
}

const toText = (value: DataTableValue): string =>
  value === null || value === undefined ? '' : String(value);

const classNamesOf = (align: DataTableAlign) => ({
  cellClassName: styles.cell({ align }),
  headerClassName: styles.headerCell({ align }),
  headerContentClassName: styles.headerContent({ align }),
});

export function resolveColumns<T>(
  columns: readonly DataTableColumn<T>[],
  rowNumbers: boolean,
  rowNumberHeader: string,
): ResolvedColumn<T>[] {
  const resolved = columns.map((column): ResolvedColumn<T> => {
    const { accessor, cell } = column;
    const filter = column.filter === true ? {} : column.filter || undefined;
    const align = column.align ?? 'start';
    const sortable = Boolean(column.sortable) && Boolean(column.sortValue ?? accessor);
    return {
      id: column.id,
      header: column.header,
      width: column.width,
      align,
      ...classNamesOf(align),
      sortable,
      plain: !sortable && !filter,
      card: column.card ?? 'field',
      isRowNumber: false,
      filter: filter ? { options: filter.options, render: filter.render } : undefined,
      accessor,
      renderCell: cell ?? ((context) => formatValue(context.value)),
    };
  });
  if (!rowNumbers) return resolved;
  return [
    {
      id: ROW_NUMBER_COLUMN_ID,
      header: rowNumberHeader,
      width: '4.5rem',
      align: 'center',
      ...classNamesOf('center'),
      sortable: false,
      plain: true,
      card: 'field',
      isRowNumber: true,
      filter: undefined,
      accessor: undefined,
      renderCell: (context) => context.position + 1,
    },
    ...resolved,
  ];
}

/** What the row model needs of the columns. */
export function toModelColumns<T>(columns: readonly DataTableColumn<T>[]): RowModelColumn<T>[] {
  return columns.map((column) => {
    const { accessor } = column;
    const read = (row: T) => toText(accessor?.(row));
    const filter = column.filter === true ? {} : column.filter || undefined;
    return {
      id: column.id,
      sortValue: column.sortable ? (column.sortValue ?? accessor) : undefined,
      searchText: column.searchable ? (column.searchText ?? read) : undefined,
      filterValue: filter ? (filter.value ?? read) : undefined,
    };
  });
}

/** The part of the columns the row model's caches depend on. */
export const modelSignature = <T>(columns: readonly DataTableColumn<T>[]): string =>
  columns
    .map(
      (column) =>
        `${column.id}:${column.sortable ? 1 : 0}${column.searchable ? 1 : 0}${column.filter ? 1 : 0}`,
    )
    .join('|');

/**
 * The sort after a click on a column's header: ascending first, then descending, and the third click
 * removes it (spec §2). Another column starts again at ascending; one column sorts at a time.
 */
export function nextSort(current: DataTableSort | null, columnId: string): DataTableSort | null {
  if (current?.id !== columnId) return { id: columnId, desc: false };
  return current.desc ? null : { id: columnId, desc: true };
}
