import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { guardClick } from '../button/guard-click';
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
    return (
      <Slot
        {...props}
        className={classes}
        data-tone={tone}
        aria-disabled={disabled || undefined}
        onClick={guardClick(Boolean(disabled), onClick)}
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
