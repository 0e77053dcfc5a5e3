import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const fileName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const fileSize = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const removedFile = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const fieldGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
