import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

/** Gap kept between the dialog and the viewport's edges. */
const edge = vars.space.xl;
const width = createVar();
// Where the dialog comes from on enter and goes to on exit: a short slide from its own edge.
const offset = createVar();
const step = vars.space.md;
const minusStep = `calc(-1 * ${step})`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const contentIn = keyframes({
  from: { opacity: 0, transform: offset },
  to: { opacity: 1, transform: 'none' },
});
const contentOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: offset },
});

/** Enter 120 ms, exit 100 ms (spec §9); none under reduced motion, so Radix unmounts at once. */
const motion = {
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.durationEnter} ${vars.motion.easingEnter}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.durationExit} ${vars.motion.easingExit} forwards`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state="open"], &[data-state="closed"]': { animation: 'none' } },
    },
  },
} as const;

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: layers.overlay,
    backgroundColor: vars.color.backdrop,
    ...motion,
  },
  variants: {
    // A dialog opened from inside another modal dims that one too.
    raised: { true: { zIndex: layers.modal }, false: {} },
  },
  defaultVariants: { raised: false },
});

const surface = style({
  position: 'fixed',
  zIndex: layers.modal,
  display: 'flex',
  flexDirection: 'column',
  // inset + auto margins place it (see the positions below) and leave `transform` to the animation.
  width: `min(${width}, calc(100vw - 2 * ${edge}))`,
  height: 'fit-content',
  maxHeight: `calc(100dvh - 2 * ${edge})`,
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': {
      animation: `${contentIn} ${vars.motion.durationEnter} ${vars.motion.easingEnter}`,
    },
    '&[data-state="closed"]': {
      animation: `${contentOut} ${vars.motion.durationExit} ${vars.motion.easingExit} forwards`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state="open"], &[data-state="closed"]': { animation: 'none' } },
    },
  },
});

// A form wrapping body and footer (the usual modal form) must not break the column layout that
// lets the body scroll: its children take part in the flex column directly.
globalStyle(`${surface} > form`, { display: 'contents' });

const at = (top: string | 0, right: string | 0, bottom: string | 0, left: string | 0, from: string) => ({
  top,
  right,
  bottom,
  left,
  vars: { [offset]: from },
});

export const content = recipe({
  base: surface,
  variants: {
    size: {
      sm: { vars: { [width]: '26rem' } },
      md: { vars: { [width]: '38rem' } },
      lg: { vars: { [width]: '56rem' } },
    },
    position: {
      center: { ...at(0, 0, 0, 0, 'scale(0.96)'), margin: 'auto' },
      top: { ...at(edge, 0, 'auto', 0, `translateY(${minusStep})`), marginInline: 'auto' },
      bottom: { ...at('auto', 0, edge, 0, `translateY(${step})`), marginInline: 'auto' },
      left: { ...at(0, 'auto', 0, edge, `translateX(${minusStep})`), marginBlock: 'auto' },
      right: { ...at(0, edge, 0, 'auto', `translateX(${step})`), marginBlock: 'auto' },
      'top-left': at(edge, 'auto', 'auto', edge, `translate(${minusStep}, ${minusStep})`),
      'top-right': at(edge, edge, 'auto', 'auto', `translate(${step}, ${minusStep})`),
      'bottom-left': at('auto', 'auto', edge, edge, `translate(${minusStep}, ${step})`),
      'bottom-right': at('auto', edge, edge, 'auto', `translate(${step}, ${step})`),
    },
  },
  defaultVariants: { size: 'md', position: 'center' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 'none',
  // Room on the right for the close button in the corner.
  padding: `${vars.space.xl} calc(${vars.space.xl} + 2rem) ${vars.space.sm} ${vars.space.xl}`,
});

export const title = style({
  margin: 0,
  // Focused only by `initialFocus="title"`, as the place reading starts: not a control, so no ring.
  outline: 'none',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.md} ${vars.space.xl}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flex: 'none',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`,
});

export const close = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
});
