import { useState } from 'react';

/**
 * For a dialog the tab opens from its own state: Radix gives focus back only to a DialogTrigger, and
 * without one focus fell to the page on close. Remembers what had focus as the dialog opened (the
 * button that opened it), as the kit's confirm() does, and returns there: pass the result as
 * `onCloseAutoFocus`. Call it in the dialog's component, which mounts as it opens.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() => document.activeElement);
  return (event) => {
    event.preventDefault();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
}
