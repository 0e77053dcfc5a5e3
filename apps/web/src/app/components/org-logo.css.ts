import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

const logoSize = '2.25rem';

/** The logo sits in a fixed box, shown whole (logos are not square). */
export const logo = style({
  display: 'block',
  width: logoSize,
  height: logoSize,
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

/** No logo, or it failed: the first letter of the name in a neutral box. */
export const logoPlaceholder = style([
  logo,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: vars.color.surfaceActive,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
  },
]);
