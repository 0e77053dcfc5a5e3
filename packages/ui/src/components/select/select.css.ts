import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const trigger = style({
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

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
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

export const content = style({
  zIndex: layers.menu,
  minWidth: 'var(--radix-select-trigger-width)',
  maxWidth: 'min(32rem, calc(100vw - 1rem))',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  transformOrigin: 'var(--radix-select-content-transform-origin)',
  selectors: {
    '&[data-size="sm"]': { fontSize: vars.fontSize.sm },
    '&[data-state="open"]': {
      animation: `${enter} ${vars.motion.durationEnter} ${vars.motion.easingEnter}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state="open"]': { animation: 'none' } },
    },
  },
});

export const viewport = style({
  padding: vars.space.xs,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  paddingBlock: vars.space.xs,
  paddingInlineStart: '2rem',
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.sm,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-size="sm"] &': { minHeight: '1.875rem' },
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.primary,
});

export const empty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
});
