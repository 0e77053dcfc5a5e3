import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';
import type { ToastSeverity } from './toast-store';

// Where a toast comes from and goes to depends on the viewport's position; the viewport sets
// these and the toasts inherit them.
const enterTransform = createVar();
const exitTransform = createVar();
const viewportPadding = vars.space.lg;

// Each severity's colour: the bar at a toast's start edge, its icon and its summary take it.
const severityColors: Record<ToastSeverity, string> = {
  success: vars.color.success,
  info: vars.color.info,
  warn: vars.color.warning,
  error: vars.color.danger,
};

/** A recipe's `severity` variants, one style per severity built from its colour. */
function bySeverity<S>(styleOf: (color: string) => S): Record<ToastSeverity, S> {
  return {
    success: styleOf(severityColors.success),
    info: styleOf(severityColors.info),
    warn: styleOf(severityColors.warn),
    error: styleOf(severityColors.error),
  };
}

const slideIn = keyframes({
  from: { transform: enterTransform },
  to: { transform: 'none' },
});

const slideHide = keyframes({
  from: { transform: 'none', opacity: 1 },
  to: { transform: exitTransform, opacity: 0 },
});

const swipeOut = keyframes({
  from: {
    transform: 'translateX(var(--radix-toast-swipe-end-x)) translateY(var(--radix-toast-swipe-end-y))',
  },
  to: { transform: exitTransform, opacity: 0 },
});

const fromRight = `translateX(calc(100% + ${viewportPadding}))`;
const fromLeft = `translateX(calc(-100% - ${viewportPadding}))`;
const fromTop = `translateY(calc(-100% - ${viewportPadding}))`;
const fromBottom = `translateY(calc(100% + ${viewportPadding}))`;

export const viewport = recipe({
  base: {
    position: 'fixed',
    zIndex: layers.toastContainer,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: `min(26rem, 100vw)`,
    maxHeight: '100vh',
    margin: 0,
    padding: viewportPadding,
    listStyle: 'none',
    overflow: 'visible',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    position: {
      'top-right': { top: 0, right: 0, vars: { [enterTransform]: fromRight, [exitTransform]: fromRight } },
      'bottom-right': {
        bottom: 0,
        right: 0,
        vars: { [enterTransform]: fromRight, [exitTransform]: fromRight },
      },
      right: {
        top: '50%',
        right: 0,
        transform: 'translateY(-50%)',
        vars: { [enterTransform]: fromRight, [exitTransform]: fromRight },
      },
      'top-left': { top: 0, left: 0, vars: { [enterTransform]: fromLeft, [exitTransform]: fromLeft } },
      'bottom-left': { bottom: 0, left: 0, vars: { [enterTransform]: fromLeft, [exitTransform]: fromLeft } },
      left: {
        top: '50%',
        left: 0,
        transform: 'translateY(-50%)',
        vars: { [enterTransform]: fromLeft, [exitTransform]: fromLeft },
      },
      top: {
        top: 0,
        left: '50%',
        transform: 'translateX(-50%)',
        vars: { [enterTransform]: fromTop, [exitTransform]: fromTop },
      },
      bottom: {
        bottom: 0,
        left: '50%',
        transform: 'translateX(-50%)',
        vars: { [enterTransform]: fromBottom, [exitTransform]: fromBottom },
      },
      center: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        vars: { [enterTransform]: 'scale(0.9)', [exitTransform]: 'scale(0.9)' },
      },
    },
  },
  defaultVariants: { position: 'top-right' },
});

export const root = recipe({
  base: {
    position: 'relative',
    zIndex: layers.toast,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-state="open"]': {
        animation: `${slideIn} 240ms ${vars.motion.easingEnter}`,
      },
      '&[data-state="closed"]': {
        animation: `${slideHide} 200ms ${vars.motion.easingExit} forwards`,
      },
      '&[data-swipe="move"]': {
        transform: 'translateX(var(--radix-toast-swipe-move-x)) translateY(var(--radix-toast-swipe-move-y))',
      },
      '&[data-swipe="cancel"]': {
        transform: 'none',
        transition: `transform ${vars.motion.durationExit} ease-out`,
      },
      '&[data-swipe="end"][data-state="closed"]': {
        animation: `${swipeOut} ${vars.motion.durationExit} ease-out forwards`,
      },
    },
    '@media': {
      // No motion: the Toaster sees no animation and removes a closed toast at once.
      '(prefers-reduced-motion: reduce)': {
        selectors: {
          '&[data-state="open"], &[data-state="closed"], &[data-swipe="end"][data-state="closed"]': {
            animation: 'none',
          },
        },
      },
    },
  },
  variants: {
    severity: bySeverity((color) => ({ borderInlineStartColor: color })),
  },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    paddingBlockStart: '0.1rem',
    fontSize: vars.fontSize.xl,
    lineHeight: 1,
  },
  variants: {
    severity: bySeverity((color) => ({ color })),
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const summary = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    severity: bySeverity((color) => ({ color })),
  },
});

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
