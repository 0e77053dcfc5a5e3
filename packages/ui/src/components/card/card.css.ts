import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: {},
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
    marginBlockEnd: vars.space.md,
  },
  variants: {
    // A flush card (a table inside) still needs room around its header.
    padded: {
      true: { padding: `${vars.space.lg} ${vars.space.lg} 0` },
      false: {},
    },
  },
  defaultVariants: { padded: false },
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const body = style({
  minWidth: 0,
});

export const footer = recipe({
  base: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    marginBlockStart: vars.space.lg,
    paddingBlockStart: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  },
  variants: {
    padded: {
      true: { padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`, marginBlockStart: 0 },
      false: {},
    },
  },
  defaultVariants: { padded: false },
});
