import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';
import { floatingMotion } from '../popover/popover.css';

// Dark on light: the page text colour as background, white text (well over 4.5:1).
export const content = style([
  floatingMotion,
  {
    zIndex: layers.tooltip,
    maxWidth: '20rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.text,
    color: vars.color.surface,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
    userSelect: 'none',
  },
]);

export const arrow = style({
  fill: vars.color.text,
});
