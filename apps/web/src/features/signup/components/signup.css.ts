import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const step = style({ display: 'grid', gap: vars.space.md });

export const stepHeading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const inlineActions = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const success = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const termsList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const termRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const termLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const termText = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.normal });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const domainList = style({ margin: 0, paddingLeft: vars.space.lg });
