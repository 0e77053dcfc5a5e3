import type { MouseEvent, MouseEventHandler } from 'react';

/**
 * The click handler of a slotted button (a link, with `asChild`): a link cannot be `disabled`, so
 * while `inactive` the click is blocked here and the caller says so with `aria-disabled`.
 */
export function guardClick<E extends Element>(
  inactive: boolean,
  onClick: MouseEventHandler<E> | undefined,
): MouseEventHandler<E> {
  return (event: MouseEvent<E>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}
