import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
});

export const tocHeading = style({ margin: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.md });

export const tocList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  scrollMarginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionHeading = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const paragraph = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.normal });
