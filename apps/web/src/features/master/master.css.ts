import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** A page: its header, then its tables or cards. */
export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Row actions side by side in a table cell. */
export const rowActions = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** Toolbar buttons of a table. */
export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const muted = style({ color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** An address or a host: long, unbroken text that may wrap anywhere. */
export const address = style({ overflowWrap: 'anywhere', fontFamily: vars.font.familyMono });

export const nameCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const breadcrumbs = style({
  display: 'flex',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const titleWithBadges = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const tabPanel = style({ display: 'grid', gap: vars.space.lg, paddingBlockStart: vars.space.lg });

/** The three switches of the service tab. */
export const switches = style({ display: 'grid', gap: vars.space.md });

/** A dialog's or a form's fields, one under the other. */
export const fields = style({ display: 'grid', gap: vars.space.md });

/** Two columns of fields where the dialog is wide enough. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

/** What failed in a connection check, above the dialog's buttons. */
export const checkFailure = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
});

export const checkFailureTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const checkFailureText = style({ margin: 0, overflowWrap: 'anywhere' });

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const formCard = style({ maxWidth: '48rem' });

export const fieldGroup = style({ display: 'grid', gap: vars.space.xs });

export const groupLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  fontSize: vars.fontSize.sm,
});

export const logoRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const logoPreview = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const headerSkeleton = style({ display: 'grid', gap: vars.space.xs });

/** The question above the deletion's counts. */
export const lead = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const listHeading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

/** What a deletion removes or leaves, one line each. */
export const impactList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});
