import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const content = style({ maxHeight: '50vh', overflowY: 'auto' });

export const footer = style({ flexWrap: 'wrap' });

// The pager sits at the start of the footer, the answers at its end.
export const pager = style({ display: 'flex', gap: vars.space.xs, marginInlineEnd: 'auto' });
