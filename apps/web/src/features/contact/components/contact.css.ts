import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const inbox = style({ display: 'grid', gap: vars.space.lg });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0 });

/** The visitor's text as typed: line breaks kept, long words wrapped, never interpreted. */
export const messageText = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
