import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&:read-only:not(:disabled)': { backgroundColor: vars.color.bg },
  },
});

export const counter = style({
  selectors: {
    '&[data-at-limit]': { color: vars.color.text, fontWeight: vars.fontWeight.medium },
  },
});
