import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const skeleton = style({ display: 'grid', gap: vars.space.sm });

export const failure = style({ display: 'grid', justifyItems: 'start', gap: vars.space.md });

export const failureText = style({ margin: 0 });
