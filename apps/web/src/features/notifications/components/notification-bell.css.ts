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

// The popover of the latest few: narrow enough for a phone, its list scrolls when long.
export const popover = style({ width: 'min(24rem, calc(100vw - 1rem))' });

export const latest = style({ display: 'grid' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Edge to edge across the card's padding, as the page's list runs across its card.
  marginInline: `calc(-1 * ${vars.space.lg})`,
  maxHeight: 'min(28rem, 60vh)',
  overflowY: 'auto',
  borderBlock: `1px solid ${vars.color.border}`,
});

export const loading = style({ padding: vars.space.md });

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const stateText = style({ margin: 0 });

export const all = style({
  display: 'block',
  marginBlockEnd: `calc(-1 * ${vars.space.sm})`,
  padding: vars.space.sm,
  textAlign: 'center',
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
