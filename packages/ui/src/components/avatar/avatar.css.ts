import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    verticalAlign: 'middle',
    userSelect: 'none',
    backgroundColor: vars.color.surfaceActive,
    color: vars.color.text,
    // A thin inner edge so a white picture does not melt into a white surface.
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { width: '1.75rem', height: '1.75rem', fontSize: vars.fontSize.xs },
      md: { width: '2.25rem', height: '2.25rem', fontSize: vars.fontSize.sm },
      lg: { width: '3rem', height: '3rem', fontSize: vars.fontSize.lg },
      xl: { width: '4.5rem', height: '4.5rem', fontSize: vars.fontSize.xxl },
    },
    shape: {
      circle: { borderRadius: vars.radius.full },
      square: { borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: 'inherit',
});

export const fallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const fallbackIcon = style({
  width: '60%',
  height: '60%',
  color: vars.color.textMuted,
});
