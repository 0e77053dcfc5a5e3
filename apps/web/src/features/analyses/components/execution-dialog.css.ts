import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The run dialog's own parts: its target CDMs (each with why it cannot run, where it cannot) and the
// report of a run that started on some of them. The field's frame is analyses.css.ts's.

/** The organisations side by side; a reason under a CDM needs the room, so no inner scrolling. */
export const orgs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space.sm,
});

/** One CDM: its box, and under a greyed one what to do. */
export const target = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
});

// A CDM that cannot run reads greyed out, its box disabled too (the reason under it says why).
globalStyle(`${target}[data-blocked] label`, { color: vars.color.textMuted });

/** Under a greyed box's reason, level with its label. */
export const remedy = style({ marginInlineStart: vars.space.lg });

export const remedyLink = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.primaryHover },
});

export const checkingOrg = style({ display: 'grid', gap: vars.space.xs });

export const failed = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const failedText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

// ── After the start ─────────────────────────────────────────────────────────────────────────────────

export const report = style({ display: 'grid', gap: vars.space.md });

export const reportHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const reportList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reportItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const reportName = style({ fontWeight: vars.fontWeight.medium });

export const reportReason = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
