import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  minHeight: '60vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: '3rem',
  fontWeight: 700,
  color: vars.color.primary,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '32rem' });

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  background: 'none',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});
