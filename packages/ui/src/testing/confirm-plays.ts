import { expect, userEvent, within } from 'storybook/test';
import { animationsDone, gone, portal } from './story-helpers';

// What the two ways of asking (ConfirmDialog, ConfirmPopup) share in their stories: both open an
// `alertdialog` from a trigger, answer 취소 on Escape and give focus back to the trigger.

interface ConfirmPlayContext {
  canvasElement: HTMLElement;
  args: { onAccept?: unknown; onReject?: unknown };
}

/** Resolves with the open question (portalled under <body>) once its enter animation is over. */
export async function findQuestion(canvasElement: HTMLElement) {
  const question = await portal(canvasElement).findByRole('alertdialog');
  await animationsDone(question);
  return question;
}

/** Clicks `trigger` and resolves with the question it opens. */
export async function openQuestion(canvasElement: HTMLElement, trigger: HTMLElement) {
  await userEvent.click(trigger);
  return findQuestion(canvasElement);
}

/** Resolves once the question has closed. */
export const questionClosed = (canvasElement: HTMLElement) => gone(canvasElement, 'alertdialog');

/** The reject button answers no: `onReject` once, never `onAccept`, and focus returns to the trigger. */
export const playRejectWithMouse = (triggerName: string) =>
  async function play({ canvasElement, args }: ConfirmPlayContext) {
    const trigger = within(canvasElement).getByRole('button', { name: triggerName });
    const question = await openQuestion(canvasElement, trigger);
    await userEvent.click(within(question).getByRole('button', { name: '취소' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await questionClosed(canvasElement);
    await expect(trigger).toHaveFocus();
  };

/**
 * From the keyboard: Tab reaches `trigger`, Enter opens the question, Escape rejects it and focus
 * returns; then Space reopens it. Resolves with the reopened question.
 */
export async function escapeRejectsThenSpaceReopens(
  { canvasElement, args }: ConfirmPlayContext,
  trigger: HTMLElement,
) {
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await findQuestion(canvasElement);
  await userEvent.keyboard('{Escape}');
  await expect(args.onReject).toHaveBeenCalledTimes(1);
  await questionClosed(canvasElement);
  await expect(trigger).toHaveFocus();

  await userEvent.keyboard(' ');
  return findQuestion(canvasElement);
}
