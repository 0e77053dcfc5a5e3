import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * The 로그 tab: header, filters, one table. Korean breaks between words (keep-all), a word longer than
 * its line still wraps, and the page never grows wider than the screen: the table scrolls in its card.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

/** A timestamp keeps to one line. */
export const timestamp = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
