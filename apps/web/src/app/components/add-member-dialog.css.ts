import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const fields = style({ display: 'grid', gap: vars.space.md });

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

/** The candidates of the member search: one radio per user. */
export const candidates = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: '14rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  border: 'none',
});

export const candidate = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceActive },
  },
});

/** The radio sits beside both lines of its candidate. */
export const candidateRadio = style({ gridRow: 'span 2' });

export const candidateMeta = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
