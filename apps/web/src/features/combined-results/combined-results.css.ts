import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The page anatomy shared by the research pages (app/layout/page-anatomy.css.ts), under the names
// this feature's parts use.
export { muted, notice, stack } from '../../app/layout/page-anatomy.css';

// ── The choosers ────────────────────────────────────────────────────────────────────────────────────

/** A chooser (version, file): as wide as a long file name, never wider than the screen. */
export const fileField = style({ width: '24rem', maxWidth: '100%' });

/** The version and file choosers: as wide as a long file name, never wider than the screen. */
export const choosers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, minWidth: 0 });

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.primaryHover },
});

// ── The hospitals ───────────────────────────────────────────────────────────────────────────────────

export const hospitals = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const hospitalList = style({ display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

/** One hospital: its names, its state, its run and why, wrapping as whole parts on a phone. */
export const hospital = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const hospitalName = style({ fontWeight: vars.fontWeight.medium });

export const hospitalNote = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// ── The table ───────────────────────────────────────────────────────────────────────────────────────

/** The table's own scrolling box: named and focusable, so a keyboard can scroll it too. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  // While the next table is on its way, a bar along the top says so; dimming the text would take its
  // contrast below what the accessibility check (and a reader) needs.
  selectors: {
    '&[aria-busy="true"]': { boxShadow: `inset 0 3px 0 ${vars.color.primary}`, cursor: 'progress' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

const cell = {
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

export const headCell = style({
  ...cell,
  backgroundColor: vars.color.bg,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  verticalAlign: 'bottom',
  // A column's name is one word (age_group, cohort_definition_id): kept whole; the table scrolls instead.
  whiteSpace: 'nowrap',
});

/** A hospital's (or 합계's) group over its count columns, set apart from its neighbours. */
export const groupCell = style([
  headCell,
  { textAlign: 'center', whiteSpace: 'normal', borderInlineStart: `1px solid ${vars.color.border}` },
]);

/** An organisation's and a CDM's name stay on their own lines, whole: the group is as wide as they are. */
export const groupName = style({ display: 'block', whiteSpace: 'nowrap' });

export const groupCdm = style({
  display: 'block',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const countHeadCell = style([headCell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

/** The first count column of a group carries the group's dividing line. */
export const groupStart = style({ borderInlineStart: `1px solid ${vars.color.border}` });

/** A row's name: wraps between words, never narrower than a short Korean label. */
export const keyCell = style({
  ...cell,
  minWidth: '6rem',
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'normal',
});

export const countCell = style({
  ...cell,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** 합계: set apart from the hospitals' values. */
export const totalCell = style([
  countCell,
  { fontWeight: vars.fontWeight.bold, backgroundColor: vars.color.bg },
]);

/** A masked value or a lower bound: not a plain number, and not said by colour alone (it has its sign). */
export const inexact = style({ color: vars.color.textMuted });

export const absent = style({ color: vars.color.textMuted });

// ── The legend ────────────────────────────────────────────────────────────────

export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const legendTerm = style({
  fontFamily: vars.font.familyMono,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'end',
});

export const legendText = style({ margin: 0, color: vars.color.textMuted });
