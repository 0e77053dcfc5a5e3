import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { replyMessages, ResultCode, type AnyEndpoint } from '@cdmnet/api';
import type { MockDb } from '@cdmnet/api/mocks';
import { world } from '../../../app/testing/story-helpers';

// What the project stories share: worlds whose project calls are counted, and the waits they need.

export const RESEARCHER = 'researcher@demo.cdmnet.kr';
export const PARTNER = 'partner@demo.cdmnet.kr';

/** Portalled parts (select lists, dialogs, confirmations, toasts) live under <body>, outside the canvas. */
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A world signed in as `email` whose calls to /projects/… are counted (`GET /api/v1/projects/1/privilege`). */
export function spiedWorld(email: string, change?: (db: MockDb) => void) {
  const calls: string[] = [];
  const spy: HttpHandler = http.all('*/api/v1/projects/*', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return undefined;
  });
  const { db, handlers } = world(email, change);
  return { db, calls, handlers: [spy, ...handlers] };
}

/** The caller's invitation row in a project of `db`. */
export const stateIn = (db: MockDb, projectId: number, email: string) => {
  const user = db.users.find((u) => u.primaryEmail === email);
  return db.projectMembers.find((m) => m.projectId === projectId && m.userId === user?.id)?.state;
};

/** Where the screen has navigated to (the stage's catch-all route shows it). */
export async function expectLocation(canvasElement: HTMLElement, path: string) {
  await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(path);
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
