import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { rememberedRecipe } from '../../theme/remembered-recipe';
import { button, spinner } from './button.css';
import { guardClick } from './guard-click';

const buttonClass = rememberedRecipe(button);

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

type NativeButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label'>;

interface ButtonOwnProps {
  /** Visual weight. `danger` is for destructive actions (삭제). Default `primary`. */
  variant?: ButtonVariant | undefined;
  /** Default `md`. */
  size?: ButtonSize | undefined;
  /**
   * Shows a spinner, sets `aria-busy` and disables the button while a request runs.
   */
  loading?: boolean | undefined;
  /**
   * Renders the single child (e.g. a router `<Link>`) with the button's styling and behaviour.
   */
  asChild?: boolean | undefined;
}

/** A button that shows only an icon must still have a name for screen readers. */
interface IconOnlyProps {
  iconOnly: true;
  'aria-label': string;
}

interface LabelledProps {
  iconOnly?: false | undefined;
  'aria-label'?: string | undefined;
}

export type ButtonProps = NativeButtonProps & ButtonOwnProps & (IconOnlyProps | LabelledProps);

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  iconOnly = false,
  disabled,
  type,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const inactive = Boolean(disabled) || loading;
  const classes = [buttonClass({ variant, size, iconOnly }), className].filter(Boolean).join(' ');
  const spinnerElement = loading ? <span className={spinner} aria-hidden="true" data-part="spinner" /> : null;
  // An icon-only button swaps its icon for the spinner, so its size does not change.
  const content = iconOnly && loading ? null : children;

  if (asChild) {
    return (
      <Slot
        {...props}
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={inactive || undefined}
        data-variant={variant}
        onClick={guardClick(inactive, onClick)}
      >
        {spinnerElement}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  return (
    <button
      type={type ?? 'button'}
      {...props}
      className={classes}
      disabled={inactive}
      aria-busy={loading || undefined}
      data-variant={variant}
      onClick={onClick}
    >
      {spinnerElement}
      {content}
    </button>
  );
}

Button.displayName = 'Button';
