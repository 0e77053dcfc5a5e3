import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** A history's filters in one row where they fit, the 조회 button level with the fields. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  wordBreak: 'keep-all',
});

/** A Select among the filters (the member, the kind of action). */
export const filterSelect = style({ minWidth: '12rem' });

/** Level with the inputs, below their labels. */
export const filterSubmit = style({ marginBlockStart: '1.75rem' });
