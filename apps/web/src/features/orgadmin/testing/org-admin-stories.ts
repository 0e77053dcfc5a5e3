import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { replyMessages, ResultCode, type AnyEndpoint } from '@cdmnet/api';
import type { MockDb } from '@cdmnet/api/mocks';
import { world } from '../../../app/testing/story-helpers';

// What the organisation admin's stories share: worlds, a spy on the organisation's calls, the
// forbidden stories every page has, and the waits a play function needs.

export const ADMIN = 'admin@demo.cdmnet.kr';
export const RESEARCHER = 'researcher@demo.cdmnet.kr';
export const MASTER = 'master@demo.cdmnet.kr';

/** Portalled parts (select lists, confirmations, toasts) live under <body>, outside the canvas. */
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

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

/**
 * `endpoint` answers 500 while `state.failing`, then the world's own handler answers it. Put the
 * handler before the world's; set `failing` true in the story's beforeEach and false before 다시 시도.
 */
export function failingUntilRetried(endpoint: AnyEndpoint) {
  const state = { failing: true };
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const handler: HttpHandler = http[method](`*${endpoint.path}`, () => {
    if (!state.failing) return undefined;
    return HttpResponse.json(
      { result: false, code: ResultCode.INTERNAL_ERROR, message: replyMessages.internalError, content: null },
      { status: 500 },
    );
  });
  return { state, handler };
}

/** Never answers `endpoint`: its loading state stays. */
export const hanging = (endpoint: AnyEndpoint): HttpHandler =>
  http[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
    `*${endpoint.path}`,
    () => new Promise<never>(() => {}),
  );

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

/** The table's data rows (after the header row). */
export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The row of the table naming `name`. */
export function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = bodyRows(table).find((r) => within(r).queryByText(name, { exact: true }));
  if (!row) throw new Error(`no row names ${name}`);
  return row;
}

/** Opens a Select by its name and picks the option `label`. */
export async function pick(canvasElement: HTMLElement, trigger: HTMLElement, label: string) {
  await userEvent.click(trigger);
  const listbox = await screen(canvasElement).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: label }));
  await waitFor(() => expect(screen(canvasElement).queryByRole('listbox')).toBeNull());
}
