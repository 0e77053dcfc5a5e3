import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const trigger = style({ gap: vars.space.xs, paddingInlineStart: vars.space.xxs });

// A long name is cut inside (UserText); the honorific stays beside it.
export const name = style({
  display: 'inline-flex',
  gap: '0.25em',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  maxWidth: '14rem',
  whiteSpace: 'nowrap',
});
