import { expect, waitFor, within } from 'storybook/test';
import { durations } from '../theme/tokens';

// Shared by the kit's stories (not part of the package's exports).

/** Queries in `<body>`, where Radix portals dialogs, menus, popovers and toasts. */
export const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Resolves once the element's enter/exit animations are over, so axe sees final colours. */
export const animationsDone = (element: Element) =>
  waitFor(() => expect(element.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));

export const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Waits out an overlay's enter (120 ms) or exit (100 ms) transition of spec §9. */
export const waitForEnter = () => sleep(durations.enter + 30);
export const waitForExit = () => sleep(durations.exit + 30);

/** Resolves once no element of `role` is left in the page (an overlay has closed). */
export const gone = (
  canvasElement: HTMLElement,
  role: 'dialog' | 'alertdialog' | 'menu' | 'listbox' | 'tooltip',
) => waitFor(() => expect(portal(canvasElement).queryByRole(role)).toBeNull());
