import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** The model's facts: a term column and a value column, one row each, stacked on a narrow screen. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A term and its value: their wrapper adds no box, so both sit in the list's grid. */
export const fact = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** What 연결 확인 found: green when the model answered, red when not; the word says which too. */
export const checkResult = style({
  display: 'grid',
  gap: vars.space.xxs,
  marginBlockStart: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: {
    '&[data-ok="true"]': { border: `1px solid ${vars.color.success}`, background: vars.color.successSubtle },
    '&[data-ok="false"]': { border: `1px solid ${vars.color.danger}`, background: vars.color.dangerSubtle },
  },
});

export const checkTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const checkText = style({ margin: 0, overflowWrap: 'anywhere' });

export const empty = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm });

export const emptyText = style({ margin: 0, color: vars.color.textMuted });
