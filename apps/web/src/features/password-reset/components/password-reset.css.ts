import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const footer = style({ margin: 0, fontSize: vars.fontSize.sm });
