import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The page anatomy shared by the research pages (app/layout/page-anatomy.css.ts), under the names
// this feature's parts use.
export { muted, notice, stack } from '../../app/layout/page-anatomy.css';

// ── Under the header ────────────────────────────────────────────────────────────────────────────────

/** Why it ended with an error. */
export const errorBox = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.text,
});

export const errorTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const errorText = style({ margin: 0, whiteSpace: 'pre-wrap' });

// ── The status history ──────────────────────────────────────────────────────────────────────────────

/** Oldest first, a line joining the steps. */
export const timeline = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7.5rem, max-content) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const stepTime = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const stepNote = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// ── The reproducibility record ──────────────────────────────────────────────────────────────────────

/** Terms beside their values; on a phone each value goes under its term. */
export const record = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const recordItem = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const recordTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const recordValue = style({ margin: 0 });

export const mono = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
});

// ── The log ─────────────────────────────────────────────────────────────────────────────────────────

export const log = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: '24rem',
  minHeight: '6rem',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const logState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const failedText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

// ── The result files ────────────────────────────────────────────────────────────────────────────────

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.primaryHover },
});

/** A text or JSON file, as it is. */
export const text = style([log, { maxHeight: '32rem' }]);

// ── The chart ───────────────────────────────────────────────────────────────────────────────────────

export const chart = style({ display: 'grid', gap: vars.space.sm, margin: 0, minWidth: 0 });

export const chartCaption = style({ fontWeight: vars.fontWeight.medium });

export const bars = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** Label, bar, value: the label column as wide as the longest label, up to a third. */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(4rem, 30%) minmax(0, 1fr) minmax(3.5rem, max-content)',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const barTrack = style({
  position: 'relative',
  height: '1.25rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceHover,
});

export const barFill = style({
  display: 'block',
  height: '100%',
  minWidth: 2,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
});

/** A masked count: no bar, the track hatched so it does not read as zero. */
export const barMasked = style({
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${vars.color.border} 6px 8px)`,
});

export const barValue = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

// ── Result permissions ─────────────────────────────────────────────────────────────────────────────

/** 결과 조회 요청, FNET 패키지 내려받기: as wide as their words, not the card. */
export const accessButton = style({ justifySelf: 'start' });

export const noticeLine = style({ margin: 0 });

// ── A summarised_result file ────────────────────────────────────────────────────────────────────────

/** A value the hospital hid (`<5`, `-`): boxed with a dashed edge, so it never reads as a number. */
export const hiddenValue = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceHover,
  fontWeight: vars.fontWeight.medium,
});

export const chartPick = style({ maxWidth: '28rem' });

// ── Files the hospital kept ─────────────────────────────────────────────────────────────────────────

export const keptTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const keptList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const keptFile = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  minWidth: 0,
});

export const keptHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const keptName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const findings = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const finding = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const findingHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
