import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

// Where a floating panel comes from: a short slide away from the side it opens on.
const offset = createVar();
const minusStep = `calc(-1 * ${vars.space.xs})`;

const floatIn = keyframes({
  from: { opacity: 0, transform: offset },
  to: { opacity: 1, transform: 'none' },
});

const floatOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: offset },
});

/**
 * Enter 120 ms, exit 100 ms (spec §9) for every floating panel of the kit (popover, confirm
 * popup, menu, tooltip). Open states: `open`, and the tooltip's `delayed-open`/`instant-open`.
 */
export const floatingMotion = style({
  vars: { [offset]: 'none' },
  selectors: {
    '&[data-side="top"]': { vars: { [offset]: `translateY(${vars.space.xs})` } },
    '&[data-side="bottom"]': { vars: { [offset]: `translateY(${minusStep})` } },
    '&[data-side="left"]': { vars: { [offset]: `translateX(${vars.space.xs})` } },
    '&[data-side="right"]': { vars: { [offset]: `translateX(${minusStep})` } },
    '&[data-state$="open"]': {
      animation: `${floatIn} ${vars.motion.durationEnter} ${vars.motion.easingEnter}`,
    },
    '&[data-state="closed"]': {
      animation: `${floatOut} ${vars.motion.durationExit} ${vars.motion.easingExit} forwards`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state$="open"], &[data-state="closed"]': { animation: 'none' } },
    },
  },
});

/** The floating card of Popover and ConfirmPopup. */
export const panel = recipe({
  base: [
    floatingMotion,
    {
      position: 'relative',
      zIndex: layers.menu,
      minWidth: '12rem',
      maxWidth: 'min(26rem, calc(100vw - 1rem))',
      padding: vars.space.lg,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.md,
      fontFamily: vars.font.family,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      outline: 'none',
      selectors: {
        '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      },
    },
  ],
  variants: {
    // Opened from inside a modal: rise to the modal's layer (see InsideModalContext).
    raised: { true: { zIndex: layers.modal }, false: {} },
    withCloseButton: { true: { paddingInlineEnd: `calc(${vars.space.lg} + 2rem)` }, false: {} },
  },
  defaultVariants: { raised: false, withCloseButton: false },
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
});
