import type { ReactNode, Ref } from 'react';
import type { DataTableMessages } from './messages.ko';
import type { DataTableValue } from './row-model';

export type { DataTableValue } from './row-model';

/** Horizontal alignment of a column's header and cells (`end` for numbers). */
export const dataTableAligns = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

/**
 * A column's place in a row's card (the layout of a narrow table, `cardsBelow`): `field` a line with the
 * column's name beside its value; `title` the card's heading, without the name; `actions` the card's
 * footer, across it, after every other line.
 */
export const dataTableCardPlaces = ['field', 'title', 'actions'] as const;
export type DataTableCardPlace = (typeof dataTableCardPlaces)[number];

/** What a column's `cell` renderer receives. */
export interface DataTableCellContext<T> {
  /** The data item of this row. */
  row: T;
  /** The row's id (`getRowId`, default its index in `data`). */
  rowId: string;
  /** The row's index in `data`. */
  rowIndex: number;
  /** The row's position in the displayed order (after search, filters and sorting), from 0. */
  position: number;
  /** The column's `accessor` value for this row (`undefined` without an accessor). */
  value: DataTableValue;
  /** Whether the row is the selected one (single selection). */
  selected: boolean;
}

export interface DataTableFilterOption {
  value: string;
  label: string;
}

/** What a custom filter control (`filter.render`) receives. */
export interface DataTableFilterRenderProps {
  columnId: string;
  /** The column's header: use it to name the control. */
  label: string;
  options: readonly DataTableFilterOption[];
  /** The values now selected; an empty list means no filter. */
  selected: readonly string[];
  /** Sets the selected values; pass `[]` to remove the filter. */
  onChange: (values: string[]) => void;
}

/**
 * A multi-select filter on a column: a row passes when its value is one of the selected ones.
 * The built-in control is a filter button in the header that opens the kit's MultiSelect; give
 * `render` to put another control there (a native select that picks one value, say).
 */
export interface DataTableColumnFilter<T> {
  /** The values to choose from. Default: the column's distinct values in the data, in Korean order. */
  options?: readonly DataTableFilterOption[] | undefined;
  /** The value a row is filtered on. Default: the `accessor` value as text. */
  value?: ((row: T) => string) | undefined;
  /** Replaces the built-in filter button and list in the header cell. */
  render?: ((props: DataTableFilterRenderProps) => ReactNode) | undefined;
}

export interface DataTableColumn<T> {
  /** Stable id, used by the sorting and filter state. */
  id: string;
  /** The header text; it also names the column's sort and filter buttons. */
  header: string;
  /** The cell's value: shown when there is no `cell`, and the default for sorting, search and filters. */
  accessor?: ((row: T) => DataTableValue) | undefined;
  /** Renders the cell: any React node (a select, a badge, a button). Default: the formatted value. */
  cell?: ((context: DataTableCellContext<T>) => ReactNode) | undefined;
  /** Sorting on a header click: ascending, descending, then back to unsorted. */
  sortable?: boolean | undefined;
  /** The value to sort by, when it is not the `accessor` value (a label instead of a code). */
  sortValue?: ((row: T) => DataTableValue) | undefined;
  /** Includes the column in the keyword search. */
  searchable?: boolean | undefined;
  /** The text the keyword search looks into. Default: the `accessor` value as text. */
  searchText?: ((row: T) => string) | undefined;
  /** A multi-select filter in the header; `true` uses every default. */
  filter?: boolean | DataTableColumnFilter<T> | undefined;
  /** CSS width of the column (`6rem`, `20%`); the columns without one share the rest. */
  width?: string | undefined;
  /** Default `start`. */
  align?: DataTableAlign | undefined;
  /**
   * Its place in a row's card, when the table is narrow (a phone, a narrow card): give the column of
   * buttons `actions` and the one that names the row `title`. Default `field`.
   */
  card?: DataTableCardPlace | undefined;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<T> {
  /** The rows. Keep the array stable between renders: caches (search keys, sort orders) hang on it. */
  data: readonly T[];
  /** The columns. Keep them stable too (module scope or `useMemo`). */
  columns: readonly DataTableColumn<T>[];
  /** The id of a row (selection, React keys). Default: its index in `data`. */
  getRowId?: ((row: T, index: number) => string) | undefined;

  /** The table's title, at the left of the toolbar; it also names the table. */
  title?: ReactNode;
  /** Heading level of the title. Default 2. */
  titleLevel?: 2 | 3 | 4 | undefined;
  /** Names the table when there is no title. */
  'aria-label'?: string | undefined;
  /** Actions at the right of the toolbar (the register button). */
  toolbar?: ReactNode;

  /** Shows the keyword search box. Default: when a column is `searchable`. */
  search?: boolean | undefined;
  /** The search text the table starts with. */
  defaultSearch?: string | undefined;
  /** Default `검색`. */
  searchPlaceholder?: string | undefined;
  /** The sort the table starts with. */
  defaultSort?: DataTableSort | null | undefined;
  /** Called when the user changes the sort (`null`: unsorted). */
  onSortChange?: ((sort: DataTableSort | null) => void) | undefined;
  /** The column filters the table starts with, by column id. */
  defaultFilters?: Readonly<Record<string, readonly string[]>> | undefined;

  /** Adds a first column numbering the rows in display order (header `No`). */
  rowNumbers?: boolean | undefined;

  /** Single row selection: click, Space or Enter selects a row (`aria-selected`). */
  selectable?: boolean | undefined;
  /** The selected row's id, when the parent owns the selection. */
  selectedRowId?: string | null | undefined;
  /** The row selected at first, when the table owns the selection. */
  defaultSelectedRowId?: string | null | undefined;
  /** Called when the selection changes; a second click on the selected row clears it. */
  onSelectedRowChange?: ((rowId: string | null, row: T | null) => void) | undefined;

  /** Rows per page. Default: all the rows, so no paginator; it shows only when rows exceed a page. */
  rowsPerPage?: number | undefined;

  /**
   * Turns on virtual scrolling: only the rows in view are in the DOM. Every row must be this many
   * pixels tall (60 in the network tables). In a box narrower than `cardsBelow` (a phone) the rows are
   * cards instead, whose heights vary: `dataTableCardsPerPage` (20) to a page, fewer if `rowsPerPage`
   * says so.
   */
  virtualRowHeight?: number | undefined;
  /**
   * Most the scrolling area grows to before it scrolls. Default `38rem` (spec §9). A shorter table is
   * as tall as its rows; a narrow one (cards) grows the page instead.
   */
  height?: string | undefined;
  /** Caps the scrolling area at `calc(100vh - viewportOffset)` instead (`18rem` to `48rem`). */
  viewportOffset?: string | undefined;

  /** Shows skeleton rows in the table's shape. */
  loading?: boolean | undefined;
  /** Number of skeleton rows. Default 5. */
  loadingRowCount?: number | undefined;
  /** Shows the error state with this message (`true`: the default message). */
  error?: ReactNode;
  /** Shows a `다시 시도` button in the error state. */
  onRetry?: (() => void) | undefined;
  /** The sentence of the empty state (no data). */
  emptyMessage?: ReactNode;
  /** The action that fills an empty table (a register button). */
  emptyAction?: ReactNode;

  /** Replaces some of the default Korean copy. */
  messages?: Partial<DataTableMessages> | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLDivElement> | undefined;
}
