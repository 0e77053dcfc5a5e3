import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../theme/visually-hidden.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const dropzone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transition: `border-color ${vars.motion.durationEnter} ease, background-color ${vars.motion.durationEnter} ease`,
  selectors: {
    '&[data-dragging]': {
      borderColor: vars.color.primary,
      borderStyle: 'solid',
      backgroundColor: vars.color.surfaceHover,
    },
    '&[data-disabled]': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.bg,
      cursor: 'not-allowed',
    },
    '&[data-invalid]:not([data-dragging])': { borderColor: vars.color.danger },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const dropIcon = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.textMuted,
  lineHeight: 1,
  selectors: {
    [`${dropzone}[data-dragging] &`]: { color: vars.color.primary },
  },
});

export const prompt = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

// Present for the file picker and for tests (userEvent.upload), invisible and out of the tab
// order: the button opens it.
export const input = style([visuallyHidden, { clipPath: 'inset(50%)', opacity: 0 }]);

// Always rendered (a live region must exist before its content changes to be announced); empty,
// it takes no room.
export const errors = style({});

export const errorList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const fileIcon = style({
  display: 'inline-flex',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const fileText = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minWidth: 0,
});

export const fileName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const fileSize = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const fileProgress = style({
  gridColumn: '2 / 3',
  gridRow: 2,
  paddingBlockEnd: vars.space.xs,
});

globalStyle(`${fileItem} > button`, { gridColumn: 3, gridRow: 1 });
