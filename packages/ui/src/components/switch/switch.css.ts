import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const trackWidth = '2.25rem';
const trackHeight = '1.25rem';
const thumbSize = '0.875rem';
const inset = '0.1875rem';

export const root = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationEnter} ease`,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.textMuted },
    '&[data-state="checked"]': { backgroundColor: vars.color.primary },
    '&[data-state="checked"]:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.danger}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: `translateX(${inset})`,
  transition: `transform ${vars.motion.durationEnter} ${vars.motion.easingEnter}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - ${inset}))`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
