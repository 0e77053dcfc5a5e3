import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: { minWidth: 0 },
  variants: {
    layout: {
      // Label above the control, help text or error under it.
      stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
      // Checkbox and switch: the control first, its label beside it, the message under the label.
      inline: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'start',
        columnGap: vars.space.sm,
        rowGap: vars.space.xxs,
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const label = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: vars.space.xxs,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
    selectors: {
      '[data-disabled] > &': { cursor: 'not-allowed' },
    },
  },
  variants: {
    layout: {
      stacked: {},
      inline: {
        gridColumn: 2,
        gridRow: 1,
        // Centre one line of text on the 1.25rem control.
        paddingBlock: '0.1rem',
        fontSize: vars.fontSize.md,
        fontWeight: vars.fontWeight.regular,
        cursor: 'pointer',
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const requiredMark = style({
  color: vars.color.danger,
});

export const inlineControl = style({
  gridColumn: 1,
  gridRow: 1,
  display: 'flex',
  alignItems: 'center',
  minHeight: '1.5rem',
});

export const footer = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minWidth: 0,
  },
  variants: {
    layout: {
      stacked: {},
      inline: { gridColumn: 2, gridRow: 2 },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

const message = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const helpText = style([message, { color: vars.color.textMuted }]);

export const errorText = style([message, { color: vars.color.danger }]);

export const footerEnd = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The box every text-like control of the kit shares (textarea, number input, select and
 * multi-select triggers): border, focus ring, invalid and disabled states, two heights.
 */
export const fieldControl = recipe({
  base: {
    width: '100%',
    minWidth: 0,
    margin: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    lineHeight: vars.lineHeight.tight,
    transition: `border-color ${vars.motion.durationEnter} ease, box-shadow ${vars.motion.durationEnter} ease`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled, [data-disabled], [aria-readonly="true"], :read-only:is(input, textarea))': {
        borderColor: vars.color.text,
      },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
        borderColor: vars.color.focusRing,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.danger },
      '&:disabled, &[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.bg,
        opacity: 0.7,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    size: {
      sm: { minHeight: '2rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { minHeight: '2.5rem', paddingInline: vars.space.md, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});
