import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** Icon and label on one line; the label wraps between words, never under the icon. */
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  wordBreak: 'keep-all',
});

/** The icon's place, kept for the statuses without one so labels line up in a column. */
export const icon = style({ display: 'inline-flex', flex: 'none', width: '1em', fontSize: '1.1em' });

// The spec's colours (§4): yellow, green, red, pink. The theme has no yellow or pink that a line icon
// shows on white (3:1), so these two are the app's own.
export const tones = styleVariants({
  none: {},
  running: { color: '#b58900' },
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  canceled: { color: '#d81b60' },
});
