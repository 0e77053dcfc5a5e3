import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** How far the fade at a side with more tabs out of sight reaches. */
const fade = '2.5rem';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  // A side with tabs out of sight fades out (a mask, so it suits any background behind the list).
  selectors: {
    '&[data-more-end]': { maskImage: `linear-gradient(to left, transparent, #000 ${fade})` },
    '&[data-more-start]': { maskImage: `linear-gradient(to right, transparent, #000 ${fade})` },
    '&[data-more-start][data-more-end]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`,
    },
  },
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  height: '2.75rem',
  margin: 0,
  marginBottom: '-1px',
  paddingInline: vars.space.lg,
  border: 0,
  borderBottom: '2px solid transparent',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `color ${vars.motion.durationEnter} ease, border-color ${vars.motion.durationEnter} ease, background-color ${vars.motion.durationEnter} ease`,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-state="active"]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const content = style({
  paddingBlockStart: vars.space.lg,
  minWidth: 0,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
