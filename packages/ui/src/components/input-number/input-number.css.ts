import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The bordered box around the input and its step buttons. */
export const group = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    width: '100%',
    minWidth: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    overflow: 'hidden',
    transition: `border-color ${vars.motion.durationEnter} ease`,
    selectors: {
      '&:hover:not([data-disabled], [data-readonly])': { borderColor: vars.color.text },
      '&:has(input:focus-visible)': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
        borderColor: vars.color.focusRing,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-invalid]:has(input:focus-visible)': { outlineColor: vars.color.danger },
      '&[data-disabled]': { backgroundColor: vars.color.bg, opacity: 0.7, cursor: 'not-allowed' },
      '&[data-readonly]': { backgroundColor: vars.color.bg },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    size: {
      sm: { height: '2rem', fontSize: vars.fontSize.sm },
      md: { height: '2.5rem', fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.md,
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
    '[data-size="sm"] > &': { paddingInline: vars.space.sm },
  },
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  aspectRatio: '1 / 1',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: '1em',
  cursor: 'pointer',
  touchAction: 'manipulation',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
    '&:active:not(:disabled), &[data-pressed]': { backgroundColor: vars.color.surfaceActive },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
