import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** Pressed: a filled star in the warning colour; otherwise an outline in the muted text colour. */
export const star = style({
  color: vars.color.textMuted,
  selectors: { '&[aria-pressed="true"]': { color: vars.color.warning } },
});

/** The place a star keeps while its code arrives (an icon button of size sm: 2rem square). */
export const placeholder = style({ display: 'inline-block', width: '2rem', height: '2rem', flexShrink: 0 });
