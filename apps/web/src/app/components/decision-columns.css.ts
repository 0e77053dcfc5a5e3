import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** A time or a date in a table: one line, digits aligned. */
export const time = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** What a person wrote (a reason, a note): kept as written, broken anywhere rather than overflowing. */
export const written = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

/** The project: its label colour (decorative), then its name. */
export const project = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
});
