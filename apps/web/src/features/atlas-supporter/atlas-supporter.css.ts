import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * The supporter's page: the accessible tree at the left of the copy form where the page is wide, one
 * column where it is not (its own width decides, not the screen's: the side menu takes some); the
 * groups under both. Korean breaks between words (keep-all), a long ATLAS or design name still wraps,
 * and nothing grows wider than a 390 px screen.
 */
export const workbenchFrame = style({ containerType: 'inline-size', minWidth: 0 });

export const workbench = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@container': {
    '(min-width: 56rem)': { gridTemplateColumns: 'minmax(14rem, 20rem) minmax(0, 1fr)' },
  },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** A list without bullets, its entries one under the other. */
export const plainList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  minWidth: 0,
});

// ── The tree ────────────────────────────────────────────────────────────────────────────────────────

export const engine = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
});

export const engineName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const branch = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const branchTitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** An ATLAS to copy from: the whole row is the button; the chosen one is marked beyond colour. */
export const atlasButton = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.infoSubtle,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const cdm = style({ fontSize: vars.fontSize.sm, paddingInline: vars.space.sm });

// ── The copy form ───────────────────────────────────────────────────────────────────────────────────

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

/** A field group's problem, as the kit's fields show theirs. */
export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const designList = style([plainList, { gap: vars.space.sm, paddingBlockStart: vars.space.sm }]);

/** A design's box with its star at the far end of the row. */
export const designRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.xs,
});

export const formFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// ── The groups ──────────────────────────────────────────────────────────────────────────────────────

export const groups = style([plainList, { gap: vars.space.md }]);

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const groupHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const groupName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });

export const count = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const countValue = style({ fontSize: vars.fontSize.sm });

/** One copy: its design and target, its state with why, the cancel button while it may stop. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const itemState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
});
