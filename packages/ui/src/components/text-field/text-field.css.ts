import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The label, messages and the input's look come from FormField (form-field.css.ts); these place
// an adornment inside the input's end edge.

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  height: '2.5rem',
  selectors: {
    '&:read-only:not(:disabled)': { backgroundColor: vars.color.bg },
  },
});

// Room for the adornment (a 2rem icon button and its inset).
export const inputWithEndAdornment = style({ paddingInlineEnd: '2.75rem' });

export const endAdornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  alignItems: 'center',
});
