import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const item = style({
  // The row is the stretched title's box: a click anywhere on it opens the notification.
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '0.75rem minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 0 },
    '&[data-checked="false"]': { background: vars.color.infoSubtle },
    '&:hover': { background: vars.color.surfaceHover },
  },
});

/** The bell's rows: tighter, on the popover's own background. */
export const compactItem = style([
  item,
  { padding: `${vars.space.sm} ${vars.space.md}`, gridTemplateColumns: '0.75rem minmax(0, 1fr) 0' },
]);

/** Controls of the row besides its title (delete) sit above the stretched link, outside it. */
export const rowControl = style({ position: 'relative', zIndex: 1 });

// The unread mark: a dot beside the title, with the words for screen readers (never colour alone:
// the unread title is also bold).
export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  marginTop: '0.45rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const compactHeading = style([heading, { fontSize: vars.fontSize.sm }]);

export const title = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  // The stretched link: its box covers the whole row, so the row opens what the title opens.
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: {
    '[data-checked="false"] &': { fontWeight: vars.fontWeight.bold },
    '[data-done="true"] &': { color: vars.color.textMuted },
    '&:hover, li:hover > div > :is(h2, h3) > &': { textDecoration: 'underline', color: vars.color.primary },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

/** The bell's message: two lines at most, the page holds the rest. */
export const compactMessage = style([
  message,
  {
    fontSize: vars.fontSize.xs,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
]);

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
