import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const badges = style({ display: 'inline-flex', gap: vars.space.xxs });
