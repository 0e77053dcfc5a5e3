import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { replyMessages, ResultCode, type AnyEndpoint } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { RESEARCHER, world } from '../../../app/testing/story-helpers';
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

/**
 * A researcher on a /master page: 접근 권한이 없습니다. and no table, without `endpoint` (the page's own
 * list) ever being asked for.
 */
export function forbiddenStory(endpoint: AnyEndpoint) {
  return {
    parameters: {
      msw: {
        handlers: [
          mock(endpoint, () => {
            throw new Error(`${endpoint.path} must not be requested for a non-master`);
          }),
          ...world(RESEARCHER).handlers,
        ],
      },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
      await expect(canvas.queryByRole('table')).toBeNull();
    },
  };
}
