/** Design constants that are not CSS values and therefore live outside the theme contract. */

/** The root font size of the light theme: 1rem is 14px (spec §9, layout scale 14). */
export const rootFontSizePx = 14;

/** Desktop layouts start at this viewport width (spec §9). */
export const breakpoints = {
  desktop: 1280,
} as const;

/** Enter and exit durations of overlays and popups in milliseconds (spec §9). */
export const durations = {
  enter: 120,
  exit: 100,
} as const;
