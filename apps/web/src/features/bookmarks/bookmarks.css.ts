import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, wordBreak: 'keep-all' });

export const panel = style({ paddingBlock: vars.space.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A skeleton row, as tall as a real one, so nothing moves when the list arrives. */
export const skeletonRow = style({ height: '4.25rem' });

export const failure = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
