import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  marginBlock: vars.space.lg,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

export const caption = style({
  paddingBlockEnd: vars.space.sm,
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const code = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const swatch = style({
  display: 'inline-block',
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  // Every swatch gets an edge so white and near-white stay visible.
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
});

export const pairSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  height: '1.75rem',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const bar = style({
  display: 'inline-block',
  height: '0.75rem',
  backgroundColor: vars.color.primary,
  borderRadius: vars.radius.sm,
  verticalAlign: 'middle',
});

export const radiusBox = style({
  display: 'inline-block',
  width: '3rem',
  height: '2rem',
  border: `2px solid ${vars.color.primary}`,
  backgroundColor: vars.color.surfaceHover,
  verticalAlign: 'middle',
});

export const verdict = style({
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});
