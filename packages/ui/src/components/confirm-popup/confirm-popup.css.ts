import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The floating card, its layers and its 120/100 ms motion are the Popover's (popover.css.ts).

export const popup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'max-content',
  maxWidth: 'min(22rem, calc(100vw - 1rem))',
});

export const main = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const icon = style({
  display: 'inline-flex',
  flex: 'none',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  color: vars.color.danger,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const failure = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
