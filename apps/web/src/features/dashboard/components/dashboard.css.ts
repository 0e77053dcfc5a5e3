import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({ display: 'grid', gap: vars.space.lg });

/** Two columns from the desktop breakpoint down to tablets; one below. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  // The cards of a row share its height.
  alignItems: 'stretch',
});

export const counters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  margin: 0,
});

export const counter = style({ display: 'grid', gap: vars.space.xxs });

export const counterLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const counterValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const organization = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const organizationName = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

/** A dt/dd pair wrapped for React keys, laid out by the list's grid. */
export const factRow = style({ display: 'contents' });

export const factValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

/** A date never breaks inside itself. */
export const date = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });

export const alert = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const announcement = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const announcementLink = style({
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const projects = style({ display: 'grid', gap: vars.space.md });

export const invitations = style({ display: 'grid', gap: vars.space.xs });

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

/** A project: its colour, its name over its type and members, then the user's role (or 응답하기). */
export const project = style([
  organization,
  { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'start' },
]);

export const projectText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const projectName = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const projectLink = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.primary } },
});

/** The colour beside the first line of the name. */
export const projectDot = style({ marginBlockStart: '0.4em' });

/** The greeting above the page's sentence, on a line of its own. */
export const greeting = style({ display: 'block' });

// 재직 기관 above the list of 참여 기관: a label and a name on one line, wrapping on a phone.
export const employer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const employerName = style({ margin: 0, fontWeight: vars.fontWeight.medium });
