import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const form = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
});

export const links = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
