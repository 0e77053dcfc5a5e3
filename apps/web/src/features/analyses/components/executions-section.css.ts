import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * The bulk bar above the executions: as tall as its buttons even while none shows, so choosing the
 * first row (or clearing the last) does not move the table under the pointer.
 */
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minBlockSize: '2rem',
});
