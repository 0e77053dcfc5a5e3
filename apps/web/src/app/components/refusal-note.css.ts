import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const note = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.text,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });
