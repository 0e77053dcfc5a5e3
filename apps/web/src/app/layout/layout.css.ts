import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

export const publicShell = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.bg,
});

export const publicCard = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  selectors: {
    // Pages with long forms or texts (sign-up, terms, contact) mark their root `data-public-width="wide"`.
    '&:has([data-public-width="wide"])': { maxWidth: '56rem' },
  },
});

export const publicLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const brand = style({
  display: 'grid',
  gap: vars.space.xxs,
  textAlign: 'center',
});

export const brandName = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const tagline = style({ margin: 0, color: vars.color.textMuted });

export const topBarBrand = style({
  // A word, not a line to wrap: a long name beside it on a phone broke it as CDMNe|t.
  flexShrink: 0,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const content = style({ width: '100%', maxWidth: '80rem', margin: '0 auto' });
