import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The research pages' one page anatomy (header, cards in one column, Korean breaking between words).
export { page } from '../../app/layout/page-anatomy.css';

/** The name cell: the person, then 나 on the caller's own row. */
export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted });

/** 프로젝트 나가기 in the header, with why it is inactive under it when it is. */
export const leave = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xs, maxWidth: '22rem' });

export const leaveReason = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'end',
});

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** Why a NEVER row has no action: a short line, the reason in its description. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dialogBody = style({
  display: 'grid',
  gap: vars.space.md,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
});

export const results = style({ display: 'grid', gap: vars.space.sm });

export const resultsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

/** The search's results: one line per user, the action at its end. */
export const candidates = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '20rem',
  overflowY: 'auto',
});

export const candidate = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const candidateWho = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const candidateMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The state badge and what can be done, at the end of the line; under it on a narrow screen. */
export const candidateEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { 'screen and (max-width: 30rem)': { gridColumn: '1 / -1', justifyContent: 'flex-start' } },
});

/** The permissions, one fieldset per group of spec §6. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const group = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.medium });
