import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
});

export const sent = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const footer = style({ margin: 0, fontSize: vars.fontSize.sm });
