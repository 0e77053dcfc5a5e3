import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const bell = style({ position: 'relative', fontSize: vars.fontSize.lg });

// A pill over the bell's top-right corner; the white ring keeps it apart from the glyph. The number is
// drawn from data-count by CSS, so it is no text of the link: the link's name says the exact count
// (`알림 120개 읽지 않음`) and a visible `99+` inside it would not match that name.
export const badge = style({
  position: 'absolute',
  top: '-0.25rem',
  right: '-0.375rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.dangerForeground,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
  pointerEvents: 'none',
  selectors: { '&::after': { content: 'attr(data-count)' } },
});
