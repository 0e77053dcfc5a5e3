import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';
import { floatingMotion } from '../popover/popover.css';

export const content = recipe({
  base: [
    floatingMotion,
    {
      zIndex: layers.menu,
      minWidth: '10rem',
      maxWidth: 'min(20rem, calc(100vw - 1rem))',
      maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
      overflowY: 'auto',
      padding: vars.space.xs,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.md,
      fontFamily: vars.font.family,
      outline: 'none',
    },
  ],
  variants: {
    // Opened from inside a modal: rise to the modal's layer (see InsideModalContext).
    raised: { true: { zIndex: layers.modal }, false: {} },
  },
  defaultVariants: { raised: false },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
    '&[data-variant="danger"]': { color: vars.color.danger },
    '&[data-variant="danger"][data-highlighted]': { backgroundColor: vars.color.dangerSubtle },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  flex: 'none',
  fontSize: '1.1em',
});

export const indicatorSlot = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.1em',
  height: '1.1em',
  color: vars.color.primary,
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} calc(-1 * ${vars.space.xs})`,
  backgroundColor: vars.color.border,
});
