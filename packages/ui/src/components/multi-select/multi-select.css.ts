import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pickerSurface, pickerTrigger } from '../form-field/picker.css';

const exit = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0, transform: 'translateY(-4px)' },
});

export { pickerIcon as icon, pickerValue as value } from '../form-field/picker.css';

// Chips may wrap onto a second line: a little room above and below them.
export const trigger = style([pickerTrigger, { paddingBlock: vars.space.xxs }]);

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  whiteSpace: 'normal',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceActive,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const content = style([
  pickerSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 'max(var(--radix-popover-trigger-width), 14rem)',
    maxWidth: 'min(28rem, calc(100vw - 1rem))',
    outline: 'none',
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    selectors: {
      '&[data-state="closed"]': {
        animation: `${exit} ${vars.motion.durationExit} ${vars.motion.easingExit} forwards`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-state="closed"]': { animation: 'none' } },
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const filterInput = style({
  width: '100%',
  height: '2rem',
  margin: 0,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      borderColor: vars.color.focusRing,
    },
  },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const clearButton = style({
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const listbox = style({
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Focus shows on the active option (aria-activedescendant), not around the whole list.
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-size="sm"] &': { minHeight: '1.875rem', paddingBlock: vars.space.xs },
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceHover },
    '&[data-active]': { backgroundColor: vars.color.surfaceHover },
    [`${listbox}:focus-visible &[data-active]`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.medium },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginBlockStart: '0.05rem',
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryForeground,
  fontSize: '0.75rem',
  selectors: {
    '[aria-selected="true"] > &': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '[aria-disabled="true"] > &': { opacity: 0.55 },
  },
});

export const message = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
  backgroundColor: vars.color.warningSubtle,
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
});
