import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../button/button';
import type { ButtonSize, ButtonVariant } from '../button/button';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** The button's name for screen readers (`수정`, `삭제`). Required: the icon has no text. */
  'aria-label': string;
  /** The icon (decorative: mark it `aria-hidden`), or with `asChild` the element that holds it. */
  children: ReactNode;
  /** Default `ghost`, the usual weight of row actions. */
  variant?: ButtonVariant | undefined;
  /** Default `md`. */
  size?: ButtonSize | undefined;
  /** Swaps the icon for a spinner, sets `aria-busy` and disables the button. */
  loading?: boolean | undefined;
  /** Renders the single child (e.g. a router `<Link>`) with the button's styling. */
  asChild?: boolean | undefined;
}

/**
 * A square button that shows only an icon: Button's icon-only mode with a required `aria-label`.
 * It has no tooltip; wrap it in one where sighted users need the name too.
 */
export function IconButton({ variant = 'ghost', ...props }: IconButtonProps) {
  return <Button {...props} variant={variant} iconOnly />;
}

IconButton.displayName = 'IconButton';
