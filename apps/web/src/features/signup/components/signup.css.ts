import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const header = style({ display: 'grid', gap: vars.space.xs });

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

export const domainList = style({ margin: 0, paddingLeft: vars.space.lg });
