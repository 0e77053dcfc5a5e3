import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The frame of the announcements and resources pages: the page column, the header's buttons, the form.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const titleCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });
