import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  width: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  flexShrink: 0,
  minWidth: '3em',
  textAlign: 'end',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const barRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    flex: '1 1 auto',
    minWidth: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceActive,
    // Keeps the indicator clipped to the rounded track in Safari.
    transform: 'translateZ(0)',
  },
  variants: {
    size: {
      sm: { height: '0.375rem' },
      md: { height: '0.625rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const indicator = recipe({
  base: {
    width: '100%',
    height: '100%',
    borderRadius: 'inherit',
    transition: `transform ${vars.motion.durationEnter} ease-out`,
    selectors: {
      '&[data-state="indeterminate"]': {
        width: '40%',
        animation: `${slide} 1.4s ease-in-out infinite`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        transition: 'none',
        selectors: {
          // No sliding: a still, full, lighter bar still says "working".
          '&[data-state="indeterminate"]': { width: '100%', animation: 'none', opacity: 0.5 },
        },
      },
    },
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primary },
      success: { backgroundColor: vars.color.success },
      danger: { backgroundColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'primary' },
});
