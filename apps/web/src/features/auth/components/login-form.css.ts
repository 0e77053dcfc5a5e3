import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const links = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
