import { createContext, useContext } from 'react';

/**
 * True inside a modal's content. A menu, popover or confirm popup opened from inside a modal
 * (z-index `layers.modal`) would sit under it at its own layer (`layers.menu`), so the kit's
 * floating parts read this and rise to the modal's layer; being portalled later, they paint on top.
 */
export const InsideModalContext = createContext(false);

export const useInsideModal = (): boolean => useContext(InsideModalContext);
