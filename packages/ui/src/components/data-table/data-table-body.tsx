import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import type { ResolvedColumn } from './columns';
import * as styles from './data-table.css';
import { useRowWindow } from './use-row-window';

export interface DataTableRowsProps<T> {
  data: readonly T[];
  /** Indices into `data` of the rows of the current page, in display order. */
  rows: Int32Array;
  /** Display position of the page's first row (rows of earlier pages come before it). */
  positionOffset: number;
  columns: readonly ResolvedColumn<T>[];
  getRowId: (row: T, index: number) => string;
  selectable: boolean;
  selectedRowId: string | null;
  onSelect: (rowIndex: number) => void;
  /** Fixed row height in px: turns on virtual scrolling. */
  virtualRowHeight: number | undefined;
}

/** Elements whose clicks and keys belong to themselves, not to the row around them. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, label, summary, [contenteditable="true"], [role="button"], [role="checkbox"], [role="combobox"], [role="link"], [role="menuitem"], [role="option"], [role="radio"], [role="switch"], [role="tab"]';

/** The body rows: every row of the page, or only those in view when `virtualRowHeight` is set. */
export function DataTableRows<T>(props: DataTableRowsProps<T>) {
  return props.virtualRowHeight ? (
    <VirtualRows {...props} rowHeight={props.virtualRowHeight} />
  ) : (
    <PlainRows {...props} />
  );
}

DataTableRows.displayName = 'DataTableRows';

function PlainRows<T>(props: DataTableRowsProps<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const roving = useRovingRows(bodyRef, props, props.rows.length, undefined);
  const items: ReactNode[] = [];
  for (let index = 0; index < props.rows.length; index++) items.push(renderRow(props, index, roving.active));
  return (
    // Events are delegated from the rows (focusable, role row) to their group.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <tbody
      ref={bodyRef}
      className={styles.body}
      onKeyDown={roving.onKeyDown}
      onClick={roving.onClick}
      onFocus={roving.onFocus}
    >
      {items}
    </tbody>
  );
}

PlainRows.displayName = 'DataTablePlainRows';

function VirtualRows<T>(props: DataTableRowsProps<T> & { rowHeight: number }) {
  const { rows, rowHeight, columns } = props;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { first, last } = useRowWindow(bodyRef, rows.length, rowHeight);
  const roving = useRovingRows(bodyRef, props, `${first}-${last}`, (index) => {
    // Scrolls the row into view below the sticky header; the scroll renders it, then it is focused.
    const body = bodyRef.current;
    const scroller = body?.closest<HTMLElement>('[data-scroller]');
    if (!scroller || !body) return;
    const top = body.offsetTop + index * rowHeight;
    const headerHeight = body.offsetTop;
    if (top - headerHeight < scroller.scrollTop) scroller.scrollTop = top - headerHeight;
    else if (top + rowHeight > scroller.scrollTop + scroller.clientHeight) {
      scroller.scrollTop = top + rowHeight - scroller.clientHeight;
    }
  });
  const items: ReactNode[] = [];
  for (let index = first; index <= last; index++)
    items.push(renderRow(props, index, roving.active, rowHeight));
  const top = first * rowHeight;
  const bottom = last >= first ? (rows.length - 1 - last) * rowHeight : rows.length * rowHeight;

  return (
    // Events are delegated from the rows (focusable, role row) to their group.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <tbody ref={bodyRef} onKeyDown={roving.onKeyDown} onClick={roving.onClick} onFocus={roving.onFocus}>
      {top > 0 ? <SpacerRow height={top} columnCount={columns.length} /> : null}
      {items}
      {bottom > 0 ? <SpacerRow height={bottom} columnCount={columns.length} /> : null}
    </tbody>
  );
}

VirtualRows.displayName = 'DataTableVirtualRows';

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} className={styles.spacerCell} style={{ height }} />
    </tr>
  );
}

SpacerRow.displayName = 'DataTableSpacerRow';

function renderRow<T>(props: DataTableRowsProps<T>, index: number, active: number, height?: number) {
  const rowIndex = props.rows[index] as number;
  const row = props.data[rowIndex] as T;
  const rowId = props.getRowId(row, rowIndex);
  return (
    <DataTableRow
      key={rowId}
      row={row}
      rowId={rowId}
      rowIndex={rowIndex}
      index={index}
      position={props.positionOffset + index}
      columns={props.columns}
      selectable={props.selectable}
      selected={rowId === props.selectedRowId}
      tabbable={index === Math.min(active, props.rows.length - 1)}
      height={height}
    />
  );
}

interface DataTableRowProps<T> {
  row: T;
  rowId: string;
  rowIndex: number;
  /** Position in the page (keyboard navigation). */
  index: number;
  /** Position in the whole display order (row number, aria-rowindex). */
  position: number;
  columns: readonly ResolvedColumn<T>[];
  selectable: boolean;
  selected: boolean;
  tabbable: boolean;
  height: number | undefined;
}

// Memoised: while scrolling or typing, the rows that stay in view do not render again.
const DataTableRow = memo(function DataTableRow<T>({
  row,
  rowId,
  rowIndex,
  index,
  position,
  columns,
  selectable,
  selected,
  tabbable,
  height,
}: DataTableRowProps<T>) {
  return (
    <tr
      className={styles.row}
      // The header is row 1.
      aria-rowindex={position + 2}
      aria-selected={selectable ? selected : undefined}
      data-state={selected ? 'selected' : undefined}
      data-selectable={selectable || undefined}
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      style={height ? { height } : undefined}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          className={column.cellClassName}
          data-card={column.card}
          // Shown beside the value in a card (generated content, not read out: the header names it).
          data-label={column.card === 'field' && column.header !== '' ? column.header : undefined}
        >
          <div className={styles.cellValue}>
            {column.renderCell({
              row,
              rowId,
              rowIndex,
              position,
              value: column.accessor?.(row),
              selected,
            })}
          </div>
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactNode;

(DataTableRow as { displayName?: string }).displayName = 'DataTableRow';

/**
 * Roving focus between rows: one row is in the tab order; arrows, Home, End, Page Up and Page
 * Down move focus; Space and Enter select. Keys pressed inside a cell's own control are left to it.
 */
function useRovingRows<T>(
  ref: RefObject<HTMLTableSectionElement | null>,
  props: DataTableRowsProps<T>,
  /** Changes when other rows are rendered, so a pending focus is retried. */
  rendered: string | number,
  scrollToIndex: ((index: number) => void) | undefined,
) {
  const count = props.rows.length;
  const [active, setActive] = useState(0);
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const virtual = scrollToIndex !== undefined;

  // After a move, focus the row once it is rendered (a virtual row may need a scroll first).
  useLayoutEffect(() => {
    if (pendingFocus === null) return;
    const element = ref.current?.querySelector<HTMLElement>(`tr[data-index="${pendingFocus}"]`);
    if (!element) return;
    element.focus({ preventScroll: virtual });
    setPendingFocus(null);
  }, [ref, pendingFocus, rendered, virtual]);

  const move = (index: number) => {
    if (count === 0) return;
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    setPendingFocus(next);
    scrollToIndex?.(next);
  };

  const rowOf = (target: EventTarget): HTMLTableRowElement | null => {
    const element = target instanceof Element ? target.closest('tr[data-index]') : null;
    return element instanceof HTMLTableRowElement && ref.current?.contains(element) ? element : null;
  };

  const pageStep = () => {
    const scroller = ref.current?.closest('[data-scroller]');
    const rowHeight = ref.current?.querySelector('tr[data-index]')?.getBoundingClientRect().height ?? 0;
    return scroller && rowHeight > 0 ? Math.max(1, Math.floor(scroller.clientHeight / rowHeight) - 1) : 10;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = event.target instanceof HTMLTableRowElement ? rowOf(event.target) : null;
    if (!row) return;
    const index = Number(row.dataset['index']);
    const moves: Record<string, () => number> = {
      ArrowDown: () => index + 1,
      ArrowUp: () => index - 1,
      Home: () => 0,
      End: () => count - 1,
      PageDown: () => index + pageStep(),
      PageUp: () => index - pageStep(),
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      move(target());
      return;
    }
    if ((event.key === ' ' || event.key === 'Enter') && props.selectable) {
      event.preventDefault();
      props.onSelect(props.rows[index] as number);
    }
  };

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const row = rowOf(event.target);
    if (!row) return;
    const control = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
    if (control && control !== row && row.contains(control)) return;
    const index = Number(row.dataset['index']);
    setActive(index);
    if (props.selectable) props.onSelect(props.rows[index] as number);
  };

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = event.target instanceof HTMLTableRowElement ? rowOf(event.target) : null;
    if (row) setActive(Number(row.dataset['index']));
  };

  return { active, onKeyDown, onClick, onFocus };
}
