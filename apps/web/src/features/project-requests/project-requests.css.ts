import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The research pages' one page anatomy (header, cards in one column, Korean breaking between words).
export { page } from '../../app/layout/page-anatomy.css';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Why there is no 요청 button: a member without IRB_REQUEST. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
});

/** The target organisations: one line each, wrapping under one another on a narrow screen. */
export const orgs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const org = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const orgName = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** The skeleton in the shape of the list. */
export const orgSkeleton = style({ display: 'grid', gap: vars.space.xs });

export const retryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A state cell: the badge, then a rejection's reason under it. */
export const stateCell = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xxs });

export const reason = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'pre-wrap',
});

/** A day or a period keeps to one line where it can. */
export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The history, folded: its summary is the control. */
export const history = style({ fontSize: vars.fontSize.sm });

export const historySummary = style({
  cursor: 'pointer',
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const events = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const event = style({ display: 'grid', gap: vars.space.xxs });

export const eventLine = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xs}` });

export const eventState = style({ fontWeight: vars.fontWeight.medium });

/** The request dialog's fields, one under another. */
export const formFields = style({
  display: 'grid',
  gap: vars.space.md,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

/** The two ends of the validity side by side, one under the other on a narrow screen. */
export const period = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
});

/** A required field's `*`, as the kit's FormField draws it, for the PDF (FileUpload draws none). */
export const requiredMark = style({ color: vars.color.danger });
