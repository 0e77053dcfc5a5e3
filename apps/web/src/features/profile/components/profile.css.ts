import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const identity = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: '1 1 16rem' });

export const name = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const organizations = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const organization = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// The view of 기본 정보: labels in a column beside their values, stacked on narrow screens.
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { '(max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const definition = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });

export const formActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

// A field with a button at its end (인증번호 받기, 확인), aligned with the input, not the label.
export const fieldWithAction = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});

export const fieldAction = style({ marginTop: '1.75rem' });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const termsList = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const termsItem = style({ display: 'grid', gap: vars.space.xs });

/** The checkbox and its 필수/선택 badge on one line. */
export const termsRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** An optional term's text, folded: read before agreeing. */
export const termsText = style({ fontSize: vars.fontSize.sm, paddingInlineStart: vars.space.lg });

export const termsTextSummary = style({
  cursor: 'pointer',
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const termsParagraph = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const termsTextState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// 재직 기관 and its name on one line, above the list of 참여 기관.
export const employer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const employerName = style({ margin: 0, fontWeight: vars.fontWeight.medium });
