import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryForeground,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationEnter} ease, border-color ${vars.motion.durationEnter} ease`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[data-state="checked"]:hover:not(:disabled), &[data-state="indeterminate"]:hover:not(:disabled)': {
      backgroundColor: vars.color.primaryHover,
      borderColor: vars.color.primaryHover,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  fontSize: '0.875rem',
  lineHeight: 1,
});

export const checkIcon = style({
  selectors: {
    [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' },
  },
});

export const indeterminateIcon = style({
  selectors: {
    [`${indicator}:not([data-state="indeterminate"]) &`]: { display: 'none' },
  },
});
