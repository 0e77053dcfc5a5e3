import { style } from '@vanilla-extract/css';

export const breakableText = style({
  // What a user typed (a file name, an address): its right-to-left characters stay inside it.
  unicodeBidi: 'isolate',
  // Korean words stay whole; the <wbr> points come first, a break anywhere only when a part is
  // longer than its line on its own.
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
