import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The research pages' one page anatomy (header, cards in one column, Korean breaking between words).
export { page } from '../../app/layout/page-anatomy.css';

/** A timestamp keeps to one line. */
export const timestamp = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** 내 알림: one notice a row, its title a link, its words and time under it. */
export const notices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const notice = style({ display: 'grid', gap: vars.space.xs });

export const noticeMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
