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

/**
 * Resolves after the effects of what the last render removed have run. Preact (the web app's React)
 * runs them a frame after the DOM changed, where React runs them at once after a click: focus
 * returning to a trigger, a scroll lock or focus guard going away.
 */
export const effectsFlushed = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() =>
      window.setTimeout(() => requestAnimationFrame(() => window.setTimeout(resolve))),
    ),
  );

/** Resolves once no element of `role` is left in the page (an overlay has closed) and it has let go. */
export const gone = async (
  canvasElement: HTMLElement,
  role: 'dialog' | 'alertdialog' | 'menu' | 'listbox' | 'tooltip',
) => {
  await waitFor(() => expect(portal(canvasElement).queryByRole(role)).toBeNull());
  await effectsFlushed();
};
