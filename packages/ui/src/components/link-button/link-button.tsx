import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { linkButton } from './link-button.css';

export const linkButtonTones = ['primary', 'neutral', 'danger'] as const;
export type LinkButtonTone = (typeof linkButtonTones)[number];

export interface LinkButtonProps extends ComponentPropsWithRef<'button'> {
  /** Default `primary`. `danger` for destructive inline actions. */
  tone?: LinkButtonTone | undefined;
  /** Renders the single child (an `<a>`, a router `<Link>`) with the link styling. */
  asChild?: boolean | undefined;
}

/**
 * A button that looks like a link: for actions that sit in running text or a table cell
 * (`비밀번호 찾기`, an external console link) where a full button would be too heavy. It inherits
 * the surrounding font size. Use a real link (`asChild` with `<a>`) when it navigates.
 */
export function LinkButton({
  tone = 'primary',
  asChild = false,
  type,
  className,
  disabled,
  onClick,
  ...props
}: LinkButtonProps) {
  const classes = [linkButton({ tone }), className].filter(Boolean).join(' ');

  if (asChild) {
    // A link cannot be `disabled`: block the click and say so with aria-disabled.
    const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
      if (disabled) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    return (
      <Slot
        {...props}
        className={classes}
        data-tone={tone}
        aria-disabled={disabled || undefined}
        onClick={handleClick}
      />
    );
  }

  return (
    <button
      type={type ?? 'button'}
      {...props}
      className={classes}
      data-tone={tone}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

LinkButton.displayName = 'LinkButton';
