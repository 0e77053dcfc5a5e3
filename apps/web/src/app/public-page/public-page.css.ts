import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// What the public pages (login, sign-up, password reset, contact) share, so they read as one site.

/** The page's column: heading, text, fields and actions one gap apart. */
export const page = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

/** A line of explanation under a heading or beside a form. */
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Two short fields side by side, stacked when the column is narrow. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const calloutBox = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md });

/**
 * A boxed message in the page's flow: `danger` for a refusal or failure (in its own colour, so it is
 * not read as text), `success` for what has been done, `info` for what will happen.
 */
export const callout = styleVariants({
  danger: [
    calloutBox,
    {
      background: vars.color.dangerSubtle,
      color: vars.color.danger,
      border: `1px solid ${vars.color.danger}`,
    },
  ],
  success: [
    calloutBox,
    {
      background: vars.color.successSubtle,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
    },
  ],
  info: [
    calloutBox,
    {
      background: vars.color.infoSubtle,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
    },
  ],
});
