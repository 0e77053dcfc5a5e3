import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ResultCode } from '../contract/codes.js';
import { fillPath, type AnyEndpoint, type ContentOf } from '../contract/endpoint.js';
import type { Envelope } from '../contract/envelope.js';
import { createHandlers } from './handlers.js';
import { createMockDb, type MockDb } from './db.js';

// What the mock tests share: an MSW server over the stateful handlers, and calls of contract
// endpoints with any input (invalid on purpose, some). Imported by a test file, it registers the
// server's lifecycle in that file.

const ORIGIN = 'http://mock.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

export const MASTER = 'master@demo.cdmnet.kr';
export const ADMIN = 'admin@demo.cdmnet.kr';
export const RESEARCHER = 'researcher@demo.cdmnet.kr';
export const PARTNER = 'partner@demo.cdmnet.kr';

/** A fresh mock db signed in as `email`, its handlers in use (in place of any earlier world's). */
export function world(email: string | undefined, change: (db: MockDb) => void = () => {}) {
  const db = createMockDb({ signedInAs: email });
  change(db);
  server.resetHandlers(...createHandlers(db));
  return db;
}

export type Input = { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown };

/** One call of the contract's endpoint: status and envelope. */
export async function send<E extends AnyEndpoint>(endpoint: E, input: Input = {}) {
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  const res = await fetch(`${ORIGIN}${fillPath(endpoint.path, input.params)}${query}`, {
    method: endpoint.method,
    ...(input.body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input.body),
    }),
  });
  const reply = (await res.json()) as Envelope<ContentOf<E>>;
  return { status: res.status, ...reply };
}

/** The content of a call that must succeed. */
export async function contentOf<E extends AnyEndpoint>(
  endpoint: E,
  input: Input = {},
): Promise<ContentOf<E>> {
  const reply = await send(endpoint, input);
  expect(reply).toMatchObject({ status: 200, result: true });
  return reply.content;
}

export const forbidden = { status: 403, code: ResultCode.FORBIDDEN, message: '접근 권한이 없습니다.' };
