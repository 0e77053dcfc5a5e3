import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.danger,
});

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = recipe({
  base: {
    width: '100%',
    height: '2.5rem',
    margin: 0,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    transition: `border-color ${vars.motion.durationEnter} ease, box-shadow ${vars.motion.durationEnter} ease`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled, :read-only)': { borderColor: vars.color.text },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
        borderColor: vars.color.focusRing,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.danger },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.bg,
        opacity: 0.7,
      },
      '&:read-only:not(:disabled)': { backgroundColor: vars.color.bg },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    withEndAdornment: {
      // Room for the adornment (a 2rem icon button and its inset).
      true: { paddingInlineEnd: '2.75rem' },
      false: {},
    },
  },
  defaultVariants: { withEndAdornment: false },
});

export const endAdornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  alignItems: 'center',
});

export const helpText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const errorText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});
