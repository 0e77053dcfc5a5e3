import { style } from '@vanilla-extract/css';

// The research pages' one page anatomy (header, cards in one column, Korean breaking between words).
export { page } from '../../app/layout/page-anatomy.css';

/** A timestamp keeps to one line. */
export const timestamp = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
