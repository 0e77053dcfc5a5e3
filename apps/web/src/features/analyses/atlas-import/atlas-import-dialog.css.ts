import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * ATLAS에서 가져오기: Korean breaks between words (keep-all), a long name or address still wraps, and
 * nothing is wider than a 390 px screen; the document scrolls inside its own box.
 */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warnings = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
});

export const warningTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const warningList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
});

export const org = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const orgName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const kindName = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const designList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const design = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const designName = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'inline-flex', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0 });

export const detailName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
});

export const info = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
});

export const document = style({
  margin: 0,
  maxHeight: '20rem',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceHover,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre',
  wordBreak: 'normal',
  overflowWrap: 'normal',
  ':focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
});

export const error = style({ margin: 0, color: vars.color.danger });

export const back = style({ justifySelf: 'start' });
