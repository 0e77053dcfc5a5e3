import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const fields = style({ display: 'grid', gap: vars.space.md, wordBreak: 'keep-all' });

export const subject = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const subjectTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subjectValue = style({ margin: 0, overflowWrap: 'anywhere' });
