import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The panel, backdrop, layers and enter/exit motion are the Dialog's (dialog.css.ts): a
// confirmation is a small centred dialog.

export const main = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
});

export const icon = style({
  display: 'inline-flex',
  flex: 'none',
  fontSize: vars.fontSize.xxl,
  lineHeight: 1,
  color: vars.color.danger,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  paddingBlockStart: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const reason = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xl} ${vars.space.md}`,
});

export const reasonLabel = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.danger,
});

export const textarea = style({
  width: '100%',
  minHeight: '5rem',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      borderColor: vars.color.focusRing,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.color.bg },
  },
});

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

export const failure = style({
  margin: `0 ${vars.space.xl} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`,
});
