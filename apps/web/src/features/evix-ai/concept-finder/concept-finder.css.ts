import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * The finder's page: cards in one column. Korean breaks between words (keep-all), a word longer than
 * its line still wraps (long English names, codes), and nothing grows wider than a 390 px screen.
 */
export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

/** The box and 찾기 on one line, the button never squeezed out. */
export const queryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const queryField = style({ flex: '1 1 16rem', minWidth: 0 });

/** Example queries, domain chips and reason chips: pills that wrap whole. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chipsLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.infoSubtle,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

/** A reason a result matched: read, not pressed. */
export const reasonChip = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

/** How the results were ranked and what the index holds: one wrapping line. */
export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** The name to choose the result by: reads as a name, acts as a button. */
export const nameButton = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const koreanName = style({ fontWeight: vars.fontWeight.bold });

export const englishName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const evidence = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

/** The score as a short bar and its figure. */
export const score = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const scoreTrack = style({
  flex: '0 0 3rem',
  height: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const scoreFill = style({ display: 'block', height: '100%', background: vars.color.primary });

export const lines = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap',
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const trayItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A result's star before its name, the name wrapping beside it. */
export const starred = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });
