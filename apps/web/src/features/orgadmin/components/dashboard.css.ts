import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** The summary cards side by side where there is room, stacked on a narrow screen. */
export const summary = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'stretch',
});

export const counts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const countRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const countLabel = style({ margin: 0, color: vars.color.textMuted });

export const countValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const bigNumber = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const stack = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const cdmTable = style({ width: '100%', borderCollapse: 'collapse' });

export const cdmCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const cdmNumber = style([cdmCell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const cdmHeader = style([
  cdmCell,
  { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
]);

export const cdmHeaderNumber = style([cdmHeader, { textAlign: 'end' }]);

export const loading = style({ display: 'grid', gap: vars.space.lg });

export const levels = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const settings = style({ display: 'grid', gap: vars.space.lg });

export const settingGroup = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const groupTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const saveRow = style({ display: 'flex', justifyContent: 'flex-end' });

export const switchRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const divider = style({ margin: 0, border: 0, borderBlockStart: `1px solid ${vars.color.border}` });

/** A number of a few digits: no wider than it needs on a wide screen. */
export const narrowField = style({ maxWidth: '16rem' });
