import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { replyMessages, ResultCode } from '@cdmnet/api';
import { MasterOnly } from '../components/master-only';
import { OrganizationDetailLayout } from '../routes/organization-detail-layout';

// What the /master stories share: the guard and layout around a tab, a failing GET that recovers,
// and the clicks a play function repeats.

/** The guard and the organisation's layout around a tab, as routes.tsx nests them. */
export function DetailLayout() {
  return (
    <MasterOnly>
      <OrganizationDetailLayout />
    </MasterOnly>
  );
}

/** A scenario a play function flips: the GET fails while `failing`, then the stateful handlers answer. */
export interface FailingScenario {
  failing: boolean;
}

/** Answers `path` with a 500 while the scenario fails; otherwise lets the next handler answer. */
export const failingGet = (path: string, scenario: FailingScenario) =>
  http.get(`*${path}`, () =>
    scenario.failing
      ? HttpResponse.json(
          {
            result: false,
            code: ResultCode.INTERNAL_ERROR,
            message: replyMessages.internalError,
            content: null,
          },
          { status: 500 },
        )
      : undefined,
  );

export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Picks `option` in the combobox named `name`. */
export async function choose(canvasElement: HTMLElement, name: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name }));
  await userEvent.click(await screen(canvasElement).findByRole('option', { name: option }));
}

/** Answers the question (`정말 이 … 삭제하시겠습니까?`) with `button`, and waits for it to close. */
export async function accept(canvasElement: HTMLElement, question: string, button: string) {
  const dialog = await screen(canvasElement).findByRole('alertdialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
}

/** The row of the table named `tableName` holding a cell named `cell`. */
export async function rowOf(canvasElement: HTMLElement, tableName: string, cell: string) {
  const table = await within(canvasElement).findByRole('table', { name: tableName });
  return (await within(table).findByRole('cell', { name: cell })).closest('tr') as HTMLElement;
}
