import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The page anatomy shared by the research pages (app/layout/page-anatomy.css.ts), under the names
// this feature's parts use.
export { header, muted, page } from '../../app/layout/page-anatomy.css';

/** The tab panel: the tab's page, a little apart from the tabs. */
export const panel = style({ paddingBlockStart: vars.space.lg, minWidth: 0 });

// ── The header ──────────────────────────────────────────────────────────────────────────────────────

/** The project's name with its colour before it. */
export const title = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

/** Centred on the title's first line, however many lines a long name takes. */
export const titleDot = style({
  marginBlockStart: `calc((${vars.lineHeight.tight} * 1em - 1rem) / 2)`,
});

/** The detail failed: what failed, and 다시 시도, in the description's place. */
export const failed = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// ── The invitation ──────────────────────────────────────────────────────────────────────────────────

export const invitation = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });

export const inviter = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

/** The invitation's facts: term and value side by side, the value on its own line when narrow. */
export const invitationFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': {
    'screen and (max-width: 24rem)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs },
  },
});

/** A term and its value, laid out by the list's grid. */
export const factRow = style({ display: 'contents' });

export const invitationTerm = style({ color: vars.color.textMuted });

export const invitationValue = style({ margin: 0, minWidth: 0 });

/** Rows as tall as the text they stand for, so nothing moves when the invitation arrives. */
export const skeletonLine = style({ display: 'block', minHeight: `calc(1em * ${vars.lineHeight.normal})` });

/** The never-again box's two lines while loading: as close together as the label and its help. */
export const skeletonField = style({ display: 'grid', rowGap: vars.space.xxs });

export const invitationForm = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const invitationActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

// ── The form ────────────────────────────────────────────────────────────────────────────────────────

export const formFields = style({ display: 'grid', gap: vars.space.md });

export const colorField = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** Looks like the kit's field labels. */
export const colorLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const swatch = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer' });

/** A native radio drawn as a disc of its colour (set inline, with `color` for the ring). */
export const swatchInput = style({
  appearance: 'none',
  margin: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  cursor: 'pointer',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  selectors: {
    '&:checked': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px currentColor` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '5px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The check mark of the chosen swatch: white on every label colour (4.5:1 or more, enums.ts). */
export const swatchCheck = style({
  position: 'absolute',
  inset: '0.375rem',
  width: '1.25rem',
  height: '1.25rem',
  fill: 'none',
  stroke: '#ffffff',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  pointerEvents: 'none',
  visibility: 'hidden',
});

globalStyle(`${swatchInput}:checked + ${swatchCheck}`, { visibility: 'visible' });

const message = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const fieldHelp = style([message, { color: vars.color.textMuted }]);

export const fieldError = style([message, { color: vars.color.danger }]);

// ── The side menu ───────────────────────────────────────────────────────────────────────────────────

/** A project's entry: its colour, its name cut to one line, and 초대 while the invitation waits. */
export const menuName = style({ flex: '1 1 auto', minWidth: 0 });

export const menuBadge = style({ flex: 'none' });

/**
 * 새 프로젝트 as a menu entry, drawn like the kit's menu links. Not a SideMenuItem: that closes the mobile
 * drawer on click, and the dialog opened from the drawer would close with it.
 */
export const menuButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: 'none',
  borderLeft: '3px solid transparent',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** Why 새 프로젝트 is not available, under it. */
export const menuReason = style({
  padding: `0 ${vars.space.lg} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const menuStatus = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
