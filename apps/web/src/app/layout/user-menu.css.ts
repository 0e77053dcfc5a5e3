import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const trigger = style({ gap: vars.space.xs, paddingInlineStart: vars.space.xxs });

export const name = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
