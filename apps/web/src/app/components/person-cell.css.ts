import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** A person in a table cell: avatar, then the name. */
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The name over the e-mail address, as wide as the cell leaves them. */
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The name breaks between words. */
export const name = style({ minWidth: 0, wordBreak: 'keep-all', overflowWrap: 'anywhere' });

/** Up to two lines (a fixed-height virtual row), then cut with an ellipsis. */
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  lineHeight: vars.lineHeight.tight,
});

/** The e-mail address under the name, quieter. */
export const email = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
