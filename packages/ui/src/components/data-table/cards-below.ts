/**
 * Below this width of its box, in rem (48rem: a phone, or a narrow card on a desktop), a table lays
 * every row out as a card. A number, so that the CSS container query and the virtual tables' own
 * measure (use-cards-instead.ts) read one value.
 */
export const CARDS_BELOW_REM = 48;

/** Whether a box `width` px wide lays its rows out as cards, the root font being `rootFontSize` px. */
export const isCardWidth = (width: number, rootFontSize: number) => width < CARDS_BELOW_REM * rootFontSize;
