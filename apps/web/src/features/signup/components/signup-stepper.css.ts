import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const stepper = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
  counterReset: 'step',
});

export const item = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  paddingTop: vars.space.xs,
  borderTop: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  selectors: {
    '&[data-state="done"]': { borderTopColor: vars.color.primary, color: vars.color.text },
    '&[data-state="current"]': {
      borderTopColor: vars.color.primary,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  border: `1px solid currentColor`,
  fontWeight: vars.fontWeight.bold,
});

export const label = style({ wordBreak: 'keep-all' });
