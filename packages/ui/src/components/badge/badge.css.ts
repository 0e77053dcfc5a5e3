import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: '1.5rem',
    height: '1.5rem',
    paddingInline: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      success: {},
      warning: {},
      danger: {},
      info: {},
      neutral: {},
    },
    variant: {
      subtle: {},
      solid: {},
    },
  },
  compoundVariants: [
    // Subtle: the tone's text colour on its tint (each pair reaches 4.5:1, see the theme).
    {
      variants: { variant: 'subtle', tone: 'success' },
      style: {
        backgroundColor: vars.color.successSubtle,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
    },
    {
      variants: { variant: 'subtle', tone: 'warning' },
      style: {
        backgroundColor: vars.color.warningSubtle,
        color: vars.color.warning,
        borderColor: vars.color.warning,
      },
    },
    {
      variants: { variant: 'subtle', tone: 'danger' },
      style: {
        backgroundColor: vars.color.dangerSubtle,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
    },
    {
      variants: { variant: 'subtle', tone: 'info' },
      style: { backgroundColor: vars.color.infoSubtle, color: vars.color.info, borderColor: vars.color.info },
    },
    {
      variants: { variant: 'subtle', tone: 'neutral' },
      style: { backgroundColor: vars.color.bg, color: vars.color.text, borderColor: vars.color.borderStrong },
    },
    // Solid: white text on the tone.
    {
      variants: { variant: 'solid', tone: 'success' },
      style: { backgroundColor: vars.color.success, color: vars.color.successForeground },
    },
    {
      variants: { variant: 'solid', tone: 'warning' },
      style: { backgroundColor: vars.color.warning, color: vars.color.warningForeground },
    },
    {
      variants: { variant: 'solid', tone: 'danger' },
      style: { backgroundColor: vars.color.danger, color: vars.color.dangerForeground },
    },
    {
      variants: { variant: 'solid', tone: 'info' },
      style: { backgroundColor: vars.color.info, color: vars.color.infoForeground },
    },
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: { backgroundColor: vars.color.textMuted, color: vars.color.surface },
    },
  ],
  defaultVariants: { tone: 'neutral', variant: 'subtle' },
});
