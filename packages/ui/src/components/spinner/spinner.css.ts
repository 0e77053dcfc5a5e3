import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  verticalAlign: 'middle',
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.primary,
    borderRadius: vars.radius.full,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Still turning (a frozen spinner reads as "stuck"), but slowly.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
