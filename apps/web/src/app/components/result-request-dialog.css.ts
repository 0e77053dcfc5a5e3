import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const fields = style({ display: 'grid', gap: vars.space.md, wordBreak: 'keep-all' });

export const subject = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const subjectTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subjectValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The server's refusal, said in the dialog. */
export const refusal = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.text,
});

export const refusalTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const refusalText = style({ margin: 0, whiteSpace: 'pre-wrap' });
