import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, CSSProperties, ReactNode } from 'react';
import { Button } from '../button/button';
import { modelSignature, nextSort, resolveColumns, toModelColumns } from './columns';
import type { ResolvedColumn } from './columns';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import * as styles from './data-table.css';
import { DataTableRows } from './data-table-body';
import { DataTableHead } from './data-table-header';
import { SearchIcon } from '../../icons/icons';
import { DataTablePaginator } from './data-table-paginator';
import type { DataTableProps, DataTableSort } from './data-table.types';
import { dataTableMessagesKo, formatMessage } from './messages.ko';
import type { DataTableMessages } from './messages.ko';
import { RowModel } from './row-model';
import { cssVarName } from './css-var-name';
import type { RowModelFilter } from './row-model';
import { useCardsInstead } from './use-cards-instead';

/** The most the scrolling area grows to when neither `height` nor `viewportOffset` is given (spec §9). */
export const dataTableDefaultHeight = '38rem';

/**
 * The cards of a page, when a virtual table is narrow (a phone): 10,000 cards would be a page as long
 * as a book, and virtual cards would have to be measured one by one.
 */
export const dataTableCardsPerPage = 20;

const defaultRowId = (_row: unknown, index: number): string => String(index);

/** The column filters with a value chosen; a filter whose list empties is gone. */
const toFilters = (filters: DataTableProps<unknown>['defaultFilters']): RowModelFilter[] =>
  Object.entries(filters ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([id, values]) => ({ id, values: [...values] }));

/**
 * A data table: title, keyword search and actions in a toolbar; sortable columns (asc → desc →
 * none); multi-select column filters; cells holding any component; optional row numbers and
 * single-row selection; a paginator only when rows exceed a page; virtual scrolling for long
 * lists; loading, empty and error states. In a box narrower than `cardsBelow` (a phone) every row is
 * a card, its actions (`card: 'actions'`) a footer within reach; a virtual table's cards come
 * `dataTableCardsPerPage` to a page instead.
 * Keyboard: Tab reaches one row, arrows / Home / End / Page Up / Page Down move between rows, Space or
 * Enter selects.
 *
 * Keep `data` stable between renders (state, a query's result, `useMemo`): the search keys and
 * sort orders are cached on it. `columns` may be rebuilt; the caches only follow which columns
 * sort, search and filter.
 */
export function DataTable<T>({
  data,
  columns,
  getRowId = defaultRowId,
  title,
  titleLevel = 2,
  'aria-label': ariaLabel,
  toolbar,
  search: searchProp,
  defaultSearch = '',
  searchPlaceholder,
  defaultSort,
  onSortChange,
  defaultFilters,
  rowNumbers = false,
  selectable = false,
  selectedRowId: selectedRowIdProp,
  defaultSelectedRowId = null,
  onSelectedRowChange,
  rowsPerPage,
  virtualRowHeight,
  height,
  viewportOffset,
  loading = false,
  loadingRowCount = 5,
  error,
  onRetry,
  emptyMessage,
  emptyAction,
  messages: messagesProp,
  className,
  ref,
}: DataTableProps<T>) {
  const messages = useMemo<DataTableMessages>(
    () => ({
      ...dataTableMessagesKo,
      ...messagesProp,
      ...(searchPlaceholder !== undefined ? { searchPlaceholder } : {}),
    }),
    [messagesProp, searchPlaceholder],
  );
  const titleId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The scroll position as last reported, so that going back to the top does not read it from
  // the DOM (a read or a write forces a layout inside the keystroke).
  const scrolledRef = useRef(false);

  const [sort, setSort] = useState<DataTableSort | null>(defaultSort ?? null);
  const [filters, setFilters] = useState<RowModelFilter[]>(() => toFilters(defaultFilters));
  const [search, setSearch] = useState(defaultSearch);
  const [pageIndex, setPageIndex] = useState(0);
  const [ownSelectedRowId, setOwnSelectedRowId] = useState<string | null>(defaultSelectedRowId);
  const selectedRowId = selectedRowIdProp !== undefined ? selectedRowIdProp : ownSelectedRowId;
  // Narrow, a virtual table renders plain rows as cards, paged; `rowHeight` is what it renders with.
  const cardsInstead = useCardsInstead(scrollerRef, virtualRowHeight !== undefined);
  const rowHeight = cardsInstead ? undefined : virtualRowHeight;
  const perPage = cardsInstead ? Math.min(rowsPerPage || Infinity, dataTableCardsPerPage) : rowsPerPage;

  // New results start at the first row.
  const scrollToTop = () => {
    if (scrolledRef.current && scrollerRef.current) scrollerRef.current.scrollTop = 0;
  };
  // Cards grow the page rather than the scroller: a new page of them starts where the table does, not
  // at the paginator the reader had scrolled down to.
  const showFirstCard = () => {
    const scroller = scrollerRef.current;
    if (!scroller || getComputedStyle(scroller).overflowY !== 'visible') return;
    if (scroller.getBoundingClientRect().top < 0) scroller.scrollIntoView({ block: 'start' });
  };
  const restart = () => {
    setPageIndex(0);
    scrollToTop();
  };

  const resolved = useMemo(
    () => resolveColumns(columns, rowNumbers, messages.rowNumberHeader),
    [columns, rowNumbers, messages.rowNumberHeader],
  );

  const onSort = (columnId: string) => {
    const next = nextSort(sort, columnId);
    setSort(next);
    restart();
    onSortChange?.(next);
  };
  const onFilterChange = (columnId: string, values: readonly string[]) => {
    setFilters((current) => [
      ...current.filter((filter) => filter.id !== columnId),
      ...(values.length > 0 ? [{ id: columnId, values: [...values] }] : []),
    ]);
    restart();
  };

  // The row model's caches depend on the data and on which columns sort, search and filter; a
  // parent that rebuilds `columns` on every render with the same shape keeps them.
  const signature = modelSignature(columns);
  const [modelColumns, setModelColumns] = useState(() => ({ signature, columns: toModelColumns(columns) }));
  if (modelColumns.signature !== signature) setModelColumns({ signature, columns: toModelColumns(columns) });
  const model = useMemo(() => new RowModel(data, modelColumns.columns), [data, modelColumns]);

  const searchable = searchProp ?? columns.some((column) => column.searchable);
  useEffect(() => model.prepare(), [model]);

  const rows = useMemo(
    () => model.rows({ search: searchable ? search : '', filters, sort }),
    [model, searchable, search, filters, sort],
  );

  const pageSize = perPage !== undefined && perPage > 0 ? perPage : Math.max(1, rows.length);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(pageIndex, pageCount - 1);
  const paginated = rows.length > pageSize;
  const pageStart = paginated ? page * pageSize : 0;
  const pageRows = useMemo(
    () => (paginated ? rows.subarray(pageStart, Math.min(rows.length, pageStart + pageSize)) : rows),
    [paginated, rows, pageStart, pageSize],
  );

  const onSelect = useCallback(
    (rowIndex: number) => {
      const row = data[rowIndex];
      if (row === undefined) return;
      const rowId = getRowId(row, rowIndex);
      const next = rowId === selectedRowId ? null : rowId;
      if (selectedRowIdProp === undefined) setOwnSelectedRowId(next);
      onSelectedRowChange?.(next, next === null ? null : row);
    },
    [data, getRowId, selectedRowId, selectedRowIdProp, onSelectedRowChange],
  );

  const hasError = error !== undefined && error !== null && error !== false;
  const filtering = (searchable && search.trim() !== '') || filters.length > 0;
  const status = loading
    ? messages.loading
    : !hasError && filtering
      ? formatMessage(messages.resultCount, { count: rows.length })
      : '';

  const showToolbar = title !== undefined || searchable || toolbar !== undefined;
  const Heading = `h${titleLevel}` as const;
  const scrollerStyle = {
    [cssVarName(styles.scrollerHeightVar)]: viewportOffset
      ? `calc(100vh - ${viewportOffset})`
      : (height ?? dataTableDefaultHeight),
  } as CSSProperties;

  let body: ReactNode;
  if (loading) {
    body = <SkeletonRows columns={resolved} count={loadingRowCount} rowHeight={rowHeight} />;
  } else if (hasError) {
    body = (
      <StateRow columnCount={resolved.length}>
        <p className={styles.errorMessage}>{error === true ? messages.error : error}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {messages.retry}
          </Button>
        ) : null}
      </StateRow>
    );
  } else if (data.length === 0) {
    body = (
      <StateRow columnCount={resolved.length}>
        <p className={styles.stateMessage}>{emptyMessage ?? messages.empty}</p>
        {emptyAction}
      </StateRow>
    );
  } else if (rows.length === 0) {
    body = (
      <StateRow columnCount={resolved.length}>
        <p className={styles.stateMessage}>{messages.noResults}</p>
      </StateRow>
    );
  } else {
    body = (
      <DataTableRows
        data={data}
        rows={pageRows}
        positionOffset={pageStart}
        columns={resolved}
        getRowId={getRowId}
        selectable={selectable}
        selectedRowId={selectedRowId}
        onSelect={onSelect}
        virtualRowHeight={rowHeight}
      />
    );
  }

  const showRows = !loading && !hasError && rows.length > 0;

  return (
    <div
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-virtual-rows={rowHeight ? '' : undefined}
    >
      {showToolbar ? (
        <div className={styles.toolbar}>
          <div className={styles.toolbarStart}>
            {title !== undefined ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {searchable ? (
              <div className={styles.search}>
                <span className={styles.searchIcon}>
                  <SearchIcon />
                </span>
                <input
                  type="search"
                  className={styles.searchInput}
                  value={search}
                  placeholder={messages.searchPlaceholder}
                  aria-label={messages.searchLabel}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => {
                    setSearch(event.currentTarget.value);
                    restart();
                  }}
                />
              </div>
            ) : null}
          </div>
          {toolbar !== undefined ? <div className={styles.toolbarEnd}>{toolbar}</div> : null}
        </div>
      ) : null}
      <div
        ref={scrollerRef}
        className={styles.scroller}
        style={scrollerStyle}
        data-scroller=""
        onScroll={(event) => {
          scrolledRef.current = event.currentTarget.scrollTop > 0;
        }}
      >
        <table
          className={styles.table}
          style={{ [cssVarName(styles.tableMinWidthVar)]: tableMinWidth(resolved) }}
          aria-labelledby={title !== undefined ? titleId : undefined}
          aria-label={title === undefined ? ariaLabel : undefined}
          aria-rowcount={showRows ? rows.length + 1 : undefined}
          aria-busy={loading || undefined}
          data-virtual={rowHeight && showRows ? '' : undefined}
        >
          <DataTableHead
            columns={resolved}
            sort={sort}
            onSort={onSort}
            filters={filters}
            onFilterChange={onFilterChange}
            distinctValues={(columnId) => model.distinctValues(columnId)}
            messages={messages}
          />
          {body}
        </table>
      </div>
      {paginated && showRows ? (
        <DataTablePaginator
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          total={rows.length}
          onPageChange={(next) => {
            setPageIndex(next);
            scrollToTop();
            showFirstCard();
          }}
          messages={messages}
        />
      ) : null}
      <div role="status" className={visuallyHidden}>
        {status}
      </div>
    </div>
  );
}

DataTable.displayName = 'DataTable';

/**
 * The columns without a width share what the others leave, but never less than this each: a table too
 * wide for its box scrolls sideways (its first column in view) rather than squeezing one to a letter a
 * line. Under `cardsBelow` the rows are cards instead.
 */
const AUTO_COLUMN_MIN_WIDTH = '12rem';

const tableMinWidth = (columns: readonly { width: string | undefined }[]) =>
  `calc(${columns.map((column) => column.width ?? AUTO_COLUMN_MIN_WIDTH).join(' + ')})`;

function StateRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tbody>
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <div className={styles.stateContent}>{children}</div>
        </td>
      </tr>
    </tbody>
  );
}

StateRow.displayName = 'DataTableStateRow';

// Widths that vary by column and row, so the skeleton reads as text of different lengths.
const skeletonWidths = ['72%', '54%', '86%', '40%', '64%'];

interface SkeletonRowsProps<T> {
  columns: readonly ResolvedColumn<T>[];
  count: number;
  rowHeight: number | undefined;
}

function SkeletonRows<T>({ columns, count, rowHeight }: SkeletonRowsProps<T>) {
  return (
    <tbody className={styles.body}>
      {Array.from({ length: count }, (_, rowIndex) => (
        <tr key={rowIndex} className={styles.row} style={rowHeight ? { height: rowHeight } : undefined}>
          {columns.map((column, columnIndex) => (
            <td key={column.id} className={column.cellClassName}>
              <span
                className={styles.skeleton}
                aria-hidden="true"
                style={{ width: skeletonWidths[(rowIndex + columnIndex) % skeletonWidths.length] }}
              />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

SkeletonRows.displayName = 'DataTableSkeletonRows';
