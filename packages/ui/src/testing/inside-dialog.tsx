import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../components/button/button';
import { DialogBody, DialogContent, DialogRoot, DialogTrigger } from '../components/dialog/dialog';
import { animationsDone, portal } from './story-helpers';

// For the "inside a dialog" stories of the overlays (menu, popover, tooltip): an overlay opened
// from a modal must be raised to the modal's layer and really be on top of it.

/** A small modal dialog titled `title`, opened by a button of the same name, holding `children`. */
export function InDialog({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <Button>{title}</Button>
      </DialogTrigger>
      <DialogContent title={title} size="sm">
        <DialogBody>{children}</DialogBody>
      </DialogContent>
    </DialogRoot>
  );
}

/** Opens the InDialog titled `title`; resolves with the dialog once its enter animation is over. */
export async function openInDialog(canvasElement: HTMLElement, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: title }));
  const dialog = await portal(canvasElement).findByRole('dialog', { name: title });
  await animationsDone(dialog);
  return dialog;
}

/** Asserts that `element` is painted on top: the point at its centre hits it, not the modal under it. */
export async function expectOnTop(element: Element) {
  const box = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(element.contains(hit)).toBe(true);
}
