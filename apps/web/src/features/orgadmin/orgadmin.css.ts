import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// Shared by the organisation admin's pages: one column of header, tabs and content.

export const layout = style({ display: 'grid', gap: vars.space.lg });

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The tab panel: the page under the tabs, a little apart from them. */
export const panel = style({ paddingBlockStart: vars.space.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rowActions = style({ display: 'flex', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const note = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

/** A glossary: each term, then what it means. */
export const terms = style({ display: 'grid', gap: vars.space.xs, margin: `0 0 ${vars.space.md}` });

export const termRow = style({
  display: 'grid',
  gridTemplateColumns: '11rem 1fr',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr', gap: 0 } },
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const definition = style({ margin: 0 });

/** A Korean page breaks between words; a word longer than its line still wraps. */
export const koreanText = style({ wordBreak: 'keep-all', overflowWrap: 'anywhere' });

/** A state cell: the badge, then a rejection's reason under it. */
export const stateCell = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xxs });

/** A day or a period keeps to one line where it can. */
export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The decision history's filter: the outcome, in one row. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/** The review dialog's parts: what was asked, then each file that would leave. */
export const review = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr', gap: 0 } },
});

export const summaryTerm = style({ fontWeight: vars.fontWeight.bold });

export const summaryValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const releasedFile = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const fileName = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const fileHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** What the node found in a file: each finding's label, where, and the node's sentence. */
export const findings = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const finding = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const findingHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

/** The node could not give a held file: said in the danger colours, with the server's reason. */
export const fetchError = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
});

/** Why 승인 waits, or what it will release, above the dialog's buttons. */
export const releaseState = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  flexBasis: '100%',
  selectors: { '&:empty': { flexBasis: 0 } },
});

export const csvScroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const csvTable = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

// Cells keep to one line: the table scrolls sideways in its box rather than break a code or a level.
globalStyle(`${csvTable} th, ${csvTable} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `2px ${vars.space.xs}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const fileText = style({
  margin: 0,
  maxHeight: '12rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The permissions page's two sections, one after the other. */
export const sections = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
