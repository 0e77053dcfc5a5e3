import { style } from '@vanilla-extract/css';

// Right-to-left characters in what a user typed cannot reorder the text around it.
export const userText = style({ unicodeBidi: 'isolate' });

// One line, cut with an ellipsis at its container's width instead of widening the page.
export const truncate = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
});
