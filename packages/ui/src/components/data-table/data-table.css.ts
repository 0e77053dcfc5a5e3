import { createContainer, createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import type { GlobalStyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { CARDS_BELOW_REM } from './cards-below';

/** The header row's height (3rem and its bottom border): focus scrolls rows clear of it. */
const headerHeight = `calc(3rem + 1px)`;

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
} as const;

/**
 * Below this width of its box (a phone, or a narrow card on a desktop) a table lays every row out as a
 * card: each value beside its column's name, the actions as the card's footer. A container query, not
 * a media query, so a table in a narrow column adapts as one on a phone does.
 */
export const cardsBelow = `${CARDS_BELOW_REM}rem`;

const tableContainer = createContainer();
const narrow = `${tableContainer} (width < ${cardsBelow})`;

/** Set by the table: the scrolling area's cap, its columns' summed width, a header cell's width. */
export const scrollerHeightVar = createVar();
export const tableMinWidthVar = createVar();
export const columnWidthVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  // The container's width cannot come from its content: it takes its parent's, even in a flex row.
  width: '100%',
  minWidth: 0,
  containerName: tableContainer,
  containerType: 'inline-size',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/**
 * Rules for the card layout, by what follows `&` in the selector (`''` for the element itself, or a
 * selector with its own `&`): in a narrow table whose rows are not virtual. Virtual rows keep one fixed
 * height a card does not have, so a virtual table in a narrow box renders plain rows instead
 * (use-cards-instead.ts), which these rules make cards; `data-virtual-rows` is there only while it
 * does not.
 */
const inCards = (rules: Record<string, GlobalStyleRule>) => ({
  '@container': {
    [narrow]: {
      selectors: Object.fromEntries(
        Object.entries(rules).map(([suffix, rule]) => [
          `${root}:not([data-virtual-rows]) ${suffix.includes('&') ? suffix : `&${suffix}`}`,
          rule,
        ]),
      ),
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toolbarStart = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
});

export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  display: 'flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '16rem',
  maxWidth: '100%',
  height: '2.25rem',
  margin: 0,
  paddingInlineStart: '2rem',
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  // A cap, not a height: a table of one row or none is as tall as what it shows, not a 38rem box.
  maxHeight: scrollerHeightVar,
  // A container, so a state row's message can measure the visible width (100cqi) of a wide table.
  containerType: 'inline-size',
  // Rows focused by the keyboard scroll clear of the sticky header.
  scrollPaddingTop: headerHeight,
  overscrollBehavior: 'contain',
  // Cards grow the page instead: a scrolling box inside a scrolling page is hard to work on a phone.
  ...inCards({ '': { maxHeight: 'none', overflow: 'visible' } }),
});

export const table = style({
  width: '100%',
  minWidth: tableMinWidthVar,
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  ...inCards({ '': { display: 'block', minWidth: 0 } }),
});

/** Hidden from sight, still read out (as visuallyHidden). */
const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// In cards the header row keeps only what acts (sorting, filters), as a row of chips above the cards;
// the rest stays for screen readers, which still read the table with its column headers.
export const head = style({
  ...inCards({ '': { display: 'block' }, '[data-plain]': offScreen }),
});

export const headRow = style({
  ...inCards({
    '': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.xs,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  }),
});

export const body = style({
  ...inCards({
    '': {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      padding: vars.space.sm,
    },
  }),
});

// The first column stays in view while a table too wide for its screen (a phone) scrolls sideways, so
// every row keeps saying which record it is. Opaque, so what scrolls beneath it does not show through.
const stickyFirstColumn = {
  position: 'sticky',
  insetInlineStart: 0,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
} as const;

export const headerCell = recipe({
  base: {
    width: fallbackVar(columnWidthVar, 'auto'),
    position: 'sticky',
    top: 0,
    zIndex: 1,
    selectors: { '&:first-child': { ...stickyFirstColumn, zIndex: 2 } },
    height: '3rem',
    padding: `${vars.space.xs} ${vars.space.md}`,
    backgroundColor: vars.color.bg,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ...inCards({
      '': {
        display: 'block',
        position: 'static',
        width: 'auto',
        height: 'auto',
        padding: 0,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        boxShadow: 'none',
        paddingInline: vars.space.xs,
      },
      '[data-plain]': offScreen,
    }),
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const headerContent = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minWidth: 0,
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceActive },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
  },
});

export const sortIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    '[data-sorted] > &': { color: vars.color.primary },
  },
});

export const filterButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  margin: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceActive, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
    '&[data-active]': {
      color: vars.color.primary,
      backgroundColor: vars.color.infoSubtle,
      borderColor: vars.color.primary,
    },
  },
});

export const filterCount = style({
  marginInlineStart: vars.space.xxs,
  fontSize: vars.fontSize.xs,
});

export const row = style({
  ...inCards({
    '': {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: `${vars.space.sm} ${vars.space.md}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  }),
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[data-selectable]': { cursor: 'pointer' },
    '&[aria-selected="true"]': { backgroundColor: vars.color.infoSubtle },
    '&[aria-selected="true"]:hover': { backgroundColor: vars.color.surfaceActive },
  },
});

export const cell = recipe({
  base: {
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
    selectors: {
      // Fixed-height rows (virtual scrolling) keep their height: long text is cut with an ellipsis.
      '[data-virtual] &': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
      '&:first-child': { ...stickyFirstColumn, zIndex: 1, backgroundColor: vars.color.surface },
      [`${row}:hover > &:first-child`]: { backgroundColor: vars.color.surfaceHover },
      [`${row}[aria-selected="true"] > &:first-child`]: { backgroundColor: vars.color.infoSubtle },
    },
    // In cards: the label and the value side by side (more specific than the alignments below).
    ...inCards({
      '': {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 7rem) minmax(0, 1fr)',
        columnGap: vars.space.sm,
        alignItems: 'baseline',
        position: 'static',
        padding: 0,
        border: 'none',
        boxShadow: 'none',
        backgroundColor: 'transparent',
        textAlign: 'start',
      },
      ':first-child': { position: 'static', boxShadow: 'none', backgroundColor: 'transparent' },
      '[data-label]::before': {
        content: 'attr(data-label) / ""',
        color: vars.color.textMuted,
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.regular,
      },
      // The heading: first whatever the column's place (a logo or a badge column may come before it).
      '[data-card="title"]': { order: -1, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md },
      // The footer: last whatever the column's place, across the card, its buttons at the end.
      '[data-card="actions"]': {
        order: 1,
        marginBlockStart: vars.space.xxs,
        paddingBlockStart: vars.space.sm,
        borderBlockStart: `1px solid ${vars.color.border}`,
      },
      // A row with nothing to do (the user's own, say) has no footer, not a rule above nothing; the
      // empty cell stays in the table screen readers read, so every row has all its columns.
      '[data-card="actions"]:has(> :empty)': offScreen,
    }),
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

/**
 * A cell's value: no box of its own in a table row; in a card, the column beside the cell's label, its
 * column's name (`data-label`, generated content with empty alternative text: a screen reader has the
 * name from the header, and the cell's text stays its value).
 */
export const cellValue = style({
  display: 'contents',
  ...inCards({
    '': { display: 'block', gridColumn: '1 / -1', minWidth: 0 },
    '[data-label] > &': { gridColumn: '2' },
    '[data-card="actions"] > &': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: vars.space.xs,
    },
  }),
});

export const spacerCell = style({
  padding: 0,
  border: 'none',
});

export const stateCell = style({
  height: '12rem',
  paddingBlock: vars.space.xxl,
  paddingInline: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  verticalAlign: 'middle',
  color: vars.color.textMuted,
});

export const stateContent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  // In a table wider than its screen (a phone), the message stays in the part that shows, not centred
  // on the whole table and cut off.
  position: 'sticky',
  left: 0,
  width: '100cqi',
  boxSizing: 'border-box',
  paddingInline: vars.space.xxl,
});

export const stateMessage = style({
  margin: 0,
});

export const errorMessage = style({
  margin: 0,
  color: vars.color.danger,
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  display: 'block',
  height: '0.875rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceActive,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const paginator = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const pageList = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: '2rem',
  selectors: {
    '&[aria-current="page"], &[aria-current="page"]:hover': {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryForeground,
    },
  },
});

export const pageRange = style({
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
