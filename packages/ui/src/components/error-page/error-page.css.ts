import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const description = style({ margin: 0, maxWidth: '32rem', color: vars.color.textMuted });
