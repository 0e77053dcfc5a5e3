import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pickerSurface } from '../form-field/picker.css';

export { pickerIcon as icon, pickerTrigger as trigger, pickerValue as value } from '../form-field/picker.css';

export const content = style([
  pickerSurface,
  {
    minWidth: 'var(--radix-select-trigger-width)',
    maxWidth: 'min(32rem, calc(100vw - 1rem))',
    maxHeight: 'var(--radix-select-content-available-height)',
    overflow: 'hidden',
    transformOrigin: 'var(--radix-select-content-transform-origin)',
  },
]);

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
