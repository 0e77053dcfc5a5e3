import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyEndpoint } from '@cdmnet/api';
import type { MockDb } from '@cdmnet/api/mocks';
import { failingUntilRetried, world } from '../../../app/testing/story-helpers';

// The table, select and failure helpers every screen's stories use, from where they are shared.
export {
  bodyRows,
  failingUntilRetried,
  hanging,
  pick,
  rowOf,
  screen,
} from '../../../app/testing/story-helpers';

// What the organisation admin's stories share: worlds, a spy on the organisation's calls, the
// forbidden stories every page has, and the waits a play function needs.

export const ADMIN = 'admin@demo.cdmnet.kr';
export const RESEARCHER = 'researcher@demo.cdmnet.kr';
export const MASTER = 'master@demo.cdmnet.kr';

/** Counts the calls to /orgs/{id}/…, then lets the next handler answer them. */
export function orgCallSpy() {
  const calls: string[] = [];
  const handler: HttpHandler = http.all('*/api/v1/orgs/*', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return undefined;
  });
  return { calls, handler };
}

/** A world signed in as `email` whose organisation calls are counted. */
export function spiedWorld(email: string, change?: (db: MockDb) => void) {
  const spy = orgCallSpy();
  const { db, handlers } = world(email, change);
  return { db, calls: spy.calls, handlers: [spy.handler, ...handlers] };
}

/** The forbidden page, and no call to the organisation made on the way. */
export async function expectForbidden(canvasElement: HTMLElement, calls: readonly string[]) {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('접근 권한이 없습니다.');
  await expect(canvas.queryByRole('tablist')).toBeNull();
  await expect(canvas.queryByRole('table')).toBeNull();
  await expect(calls).toEqual([]);
  await waitFor(() => expect(document.title).toBe('접근 권한이 없습니다. · CDMNet'));
}

/** The confirmation named `question`, once it has finished appearing. */
export async function confirmationNamed(canvasElement: HTMLElement, question: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: question });
  await waitFor(() =>
    expect(dialog.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0),
  );
  return dialog;
}

/** Waits for every confirmation to close. */
export const confirmationsClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());

/** What a list page says when it has nothing, when its list fails, and what shows once retried. */
export interface ListStateCopy {
  empty: string;
  failed: string;
  /** A text of the list the world serves, seen after 다시 시도. */
  recovered: string;
}

/**
 * The Empty and Error stories every list page of the organisation admin has, over the `endpoint` that
 * lists: an empty list says so; a failing one says what failed and recovers on 다시 시도.
 */
export function listStateStories(endpoint: AnyEndpoint, copy: ListStateCopy) {
  const failure = failingUntilRetried(endpoint);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const empty = http[method](`*${endpoint.path}`, () =>
    HttpResponse.json({ result: true, code: 200, message: '', content: [] }),
  );
  return {
    Empty: {
      parameters: { msw: { handlers: [empty, ...spiedWorld(ADMIN).handlers] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByText(copy.empty)).toBeVisible();
      },
    },
    ErrorState: {
      name: 'Error',
      beforeEach: () => {
        failure.state.failing = true;
      },
      parameters: { msw: { handlers: [failure.handler, ...spiedWorld(ADMIN).handlers] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(copy.failed)).toBeVisible();
        failure.state.failing = false;
        await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
        await expect(await canvas.findByText(copy.recovered)).toBeVisible();
      },
    },
  };
}
