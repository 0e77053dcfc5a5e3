import { style } from '@vanilla-extract/css';

/**
 * Text for screen readers only: out of sight and of the layout, still read out (a loading line
 * beside a skeleton, a table's caption, "unread" before a notification).
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
