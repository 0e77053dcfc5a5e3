import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

/** A variant's hover and pressed backgrounds; none while disabled (`disabled`, or `aria-disabled` on a link). */
const pressable = (hover: string, active: string) => ({
  selectors: {
    '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: hover },
    '&:active:not(:disabled, [aria-disabled="true"])': { backgroundColor: active },
  },
});

const iconOnly = style({ paddingInline: 0, aspectRatio: '1 / 1' });

// An icon alone has to read at a glance: a little larger than the text it replaces.
globalStyle(`.${iconOnly} > svg`, { width: '1.3em', height: '1.3em' });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationEnter} ease, border-color ${vars.motion.durationEnter} ease, color ${vars.motion.durationEnter} ease`,
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[aria-busy="true"]': {
        cursor: 'progress',
        opacity: 0.8,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryForeground,
        ...pressable(vars.color.primaryHover, vars.color.primaryActive),
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        ...pressable(vars.color.surfaceHover, vars.color.surfaceActive),
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        ...pressable(vars.color.surfaceHover, vars.color.surfaceActive),
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerForeground,
        ...pressable(vars.color.dangerHover, vars.color.dangerActive),
      },
    },
    size: {
      sm: { height: '2rem', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { height: '2.5rem', paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { height: '3rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    iconOnly: {
      true: iconOnly,
      false: {},
    },
  },
  // The size's padding comes later in the stylesheet than iconOnly's: put it back so the button stays square.
  compoundVariants: [{ variants: { iconOnly: true }, style: { paddingInline: 0 } }],
  defaultVariants: {
    variant: 'primary',
    size: 'md',
    iconOnly: false,
  },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});
