import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The page anatomy shared by the research pages (app/layout/page-anatomy.css.ts), under the names
// this feature's parts use.
export { factTerm, muted, notice, page, stack } from '../../app/layout/page-anatomy.css';

/** Text a user typed over several lines (a description), its line breaks kept. */
export const prose = style({ margin: 0, whiteSpace: 'pre-wrap' });

// ── The tab's table ─────────────────────────────────────────────────────────────────────────────────

export const nameLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.primaryHover },
});

// ── Sections ────────────────────────────────────────────────────────────────────────────────────────

export const uploadRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const checksum = style({ fontFamily: vars.font.familyMono, fontSize: vars.fontSize.sm });

export const checksumFull = style({
  display: 'block',
  margin: 0,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
  userSelect: 'all',
  maxWidth: '20rem',
});

export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const errorText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The advanced analysis's pictures: as many columns as fit, one on a phone. */
export const imageGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const imageItem = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  backgroundColor: vars.color.bg,
  borderRadius: vars.radius.sm,
});

export const imageCaption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

// ── The form ────────────────────────────────────────────────────────────────────────────────────────

export const formFields = style({ display: 'grid', gap: vars.space.md });

/** The closed types and why, under the type Select. */
export const reasons = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** 대상 CDM: the organisations' CDMs, one box each, grouped under the organisation. */
export const targetField = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** Looks like the kit's field labels. */
export const targetLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMark = style({ marginInlineStart: vars.space.xxs, color: vars.color.danger });

export const targetOrgs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.sm,
  maxHeight: '18rem',
  overflowY: 'auto',
});

export const targetOrg = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const targetOrgName = style({ padding: `0 ${vars.space.xxs}`, fontWeight: vars.fontWeight.medium });

const message = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const fieldHelp = style([message, { color: vars.color.textMuted }]);
export const fieldError = style([message, { color: vars.color.danger }]);

// ── Executions ──────────────────────────────────────────────────────────────────────────────────────

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The status, and under it why it failed. */
export const statusCell = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const statusError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** Why a start was refused, in the dialog: the server's sentence, naming the organisation. */
/** ATLAS에서 가져오기 beside the upload: as wide as its words, not the card. */
export const atlasImport = style({ justifySelf: 'start' });
