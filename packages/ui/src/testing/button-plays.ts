import { expect, userEvent, within } from 'storybook/test';

/** A loading button (text or icon alone) is disabled and busy, and a click does not reach `onClick`. */
export const playLoadingBlocksClick = (name: string) =>
  async function play({ canvasElement, args }: { canvasElement: HTMLElement; args: { onClick?: unknown } }) {
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  };
