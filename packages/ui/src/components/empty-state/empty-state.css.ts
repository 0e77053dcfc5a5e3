import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { gap: vars.space.sm, paddingBlock: vars.space.lg, paddingInline: vars.space.md },
      md: { gap: vars.space.md, paddingBlock: vars.space.xxl, paddingInline: vars.space.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    color: vars.color.textMuted,
    lineHeight: 1,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.xl },
      md: { fontSize: '2.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const description = style({
  margin: 0,
  maxWidth: '32rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});
