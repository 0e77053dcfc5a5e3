import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const tabs = style({ paddingInline: vars.space.md, paddingTop: vars.space.sm });

export const panel = style({ paddingBlockStart: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const skeletonItem = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const failure = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.text,
});

export const failureText = style({ margin: 0 });

export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
