import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withScreen } from '../../../app/testing/story-providers';
import { animationsDone, bodyRows, screen } from '../../../app/testing/story-helpers';

// What the 멤버 tab's stories share. The demo projects (the mock's fixtures): project 1 is managed by
// 김민준 (researcher) with 박지현 (admin) as a member, 정다은 invited and 최윤호 who declined; project 3 is
// 김민준's too, with 이서연 (partner) as a member and 한수빈 who declined for good.

export const RESEARCHER = 'researcher@demo.cdmnet.kr';
export const ADMIN = 'admin@demo.cdmnet.kr';
export const PARTNER = 'partner@demo.cdmnet.kr';

export const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';

/**
 * Mounts the tab at /project/{id}/members as the projects layout would (the layout itself is another
 * feature's); a story opens another project, or hands the name over, with `parameters.screen.initialEntry`.
 */
export const withMembersTab = (initialEntry = '/project/1/members') =>
  withScreen({ path: '/project/:projectId/members', initialEntry });

export const membersTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '멤버 목록' });

/** The table once its rows have arrived (the manager's row is always there). */
export async function loadedMembers(canvasElement: HTMLElement, name = '김민준') {
  const table = await membersTable(canvasElement);
  await waitFor(() => expect(within(table).getAllByText(name, { exact: true }).length).toBeGreaterThan(0));
  return table;
}

/** The dialog named `name`, once it has finished appearing. */
export async function dialogNamed(canvasElement: HTMLElement, name: string) {
  const dialog = await screen(canvasElement).findByRole('dialog', { name });
  await animationsDone(dialog);
  return dialog;
}

/** A cell's text as a screen reader has it: without what is hidden from it (the avatar's initials). */
export const spokenText = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
};

/** The row of `name` (by the name column: a name may also stand in 초대한 사람). */
export function memberRow(table: HTMLElement, name: string): HTMLElement {
  const row = bodyRows(table).find((r) => {
    const first = within(r).getAllByRole('cell')[0];
    return first ? within(first).queryByText(name, { exact: true }) !== null : false;
  });
  if (!row) throw new Error(`no row names ${name}`);
  return row;
}

/** Each row as the spoken texts of its cells. */
export const memberRows = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell').map(spokenText));

/** Answers the confirmation named `question` with `button`, and waits for it to close. */
export async function answer(canvasElement: HTMLElement, question: string | RegExp, button: string) {
  const dialog = await screen(canvasElement).findByRole('alertdialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
}
