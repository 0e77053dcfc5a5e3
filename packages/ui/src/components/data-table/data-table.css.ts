import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The header row's height (3rem and its bottom border): focus scrolls rows clear of it. */
const headerHeight = `calc(3rem + 1px)`;

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
} as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
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
  // A container, so a state row's message can measure the visible width (100cqi) of a wide table.
  containerType: 'inline-size',
  // Rows focused by the keyboard scroll clear of the sticky header.
  scrollPaddingTop: headerHeight,
  overscrollBehavior: 'contain',
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
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
