import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { replyMessages, ResultCode, type AnyEndpoint } from '@cdmnet/api';
import { createHandlers, createMockDb, MockFailure, type MockDb } from '@cdmnet/api/mocks';

// What screen stories share: the two roles' worlds, failing and hanging calls, and the waits and
// table and select helpers a play function needs.

export const MASTER = 'master@demo.cdmnet.kr';
export const RESEARCHER = 'researcher@demo.cdmnet.kr';

/** A fresh mock db signed in as `email`, with its handlers. */
export function world(email: string, change: (db: MockDb) => void = () => {}) {
  const db = createMockDb({ signedInAs: email });
  change(db);
  return { db, handlers: createHandlers(db) };
}

export const internalError = () =>
  new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);

/** Never answers: the loading state stays. */
export const never = () => new Promise<never>(() => {});

/** Resolves once the element's animations are over, so axe sees final colours. */
export const animationsDone = (element: Element) =>
  waitFor(() => expect(element.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));

/** The toast carrying `text`, once it has finished appearing. */
export async function toastSaying(canvasElement: HTMLElement, text: string) {
  const item = (await within(canvasElement.ownerDocument.body).findByText(text)).closest('li') ?? undefined;
  if (item) await animationsDone(item);
  return item;
}

/** Portalled parts (select lists, confirmations, toasts) live under <body>, outside the canvas. */
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

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

/** Answers `endpoint` with a refusal in the envelope: the server's `code` and Korean `message`. */
export const refusing = (endpoint: AnyEndpoint, status: number, code: number, message: string): HttpHandler =>
  http[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](`*${endpoint.path}`, () =>
    HttpResponse.json({ result: false, code, message, content: null }, { status }),
  );

/** Never answers `endpoint`: its loading state stays. */
export const hanging = (endpoint: AnyEndpoint): HttpHandler =>
  http[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
    `*${endpoint.path}`,
    () => new Promise<never>(() => {}),
  );

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
