import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

// What Select and MultiSelect share: a field-like trigger with a chevron, and a floating list.

export const pickerEnter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const pickerTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-state="open"]': { borderColor: vars.color.focusRing },
  },
});

export const pickerValue = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The chevron, turned up while the list is open. */
export const pickerIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: '1.1em',
  transition: `transform ${vars.motion.durationEnter} ease`,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The floating list's surface; each picker adds its size limits and exit animation. */
export const pickerSurface = style({
  zIndex: layers.menu,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-size="sm"]': { fontSize: vars.fontSize.sm },
    '&[data-state="open"]': {
      animation: `${pickerEnter} ${vars.motion.durationEnter} ${vars.motion.easingEnter}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state="open"]': { animation: 'none' } },
    },
  },
});
