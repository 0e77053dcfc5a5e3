import { setupServer } from 'msw/node';
import { expect } from 'vitest';
import { accountApi, DEMO_PASSWORD, type AnyEndpoint } from '@cdmnet/api/contract';
import { createHandlers, createMockDb } from '@cdmnet/api/mocks';
import { createTestApp } from './test-app.js';

// What the announcements and resources tests check alike: how a refusal reads, and that the MSW
// handlers the stories use answer a scenario as the server does.

/** A refused request: its status, and the envelope's result, code and message. */
export const expectRefused = (
  reply: { status: number; body: { result: boolean; code: number; message: string } },
  status: number,
  code: number,
  message: string,
) => expect({ status: reply.status, ...reply.body }).toMatchObject({ status, result: false, code, message });

/** What one step of a scenario answered. */
export interface Outcome {
  step: string;
  status: number;
  code: number;
  message: string;
  /** The attachments' names, when the reply's content has attachments. */
  fileNames?: string[];
}

/** The part of a reply's content a scenario reads on: the id it made, the attachments it keeps. */
type StepContent = { id?: number; files?: { id: number; name: string }[] } | null;

/**
 * A scenario's steps sent to `origin` (the server or the mocks) as a browser would: each with the
 * session cookie the steps so far were given, a FormData body as multipart and any other as JSON.
 */
export function scenarioAt(origin: string) {
  let cookie = '';
  const outcomes: Outcome[] = [];

  async function step(name: string, endpoint: AnyEndpoint, path: string, body?: unknown) {
    const isForm = body instanceof FormData;
    const res = await fetch(`${origin}${path}`, {
      method: endpoint.method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const setCookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    if (setCookies.length > 0) cookie = setCookies.filter((c) => !c.endsWith('=')).join('; ');
    const json = (await res.json()) as { code: number; message: string; content: StepContent };
    const fileNames = json.content?.files?.map((f) => f.name);
    outcomes.push({
      step: name,
      status: res.status,
      code: json.code,
      message: json.message,
      ...(fileNames ? { fileNames } : {}),
    });
    return json.content;
  }

  const signIn = (email: string) =>
    step(`sign in as ${email}`, accountApi.login, '/api/v1/account/login', {
      email,
      password: DEMO_PASSWORD,
    });

  return { step, signIn, outcomes };
}

/**
 * Plays a scenario against the mocks, then against a fresh server, and expects the same outcomes
 * step by step; returns them for the caller's own checks.
 */
export async function expectMocksAnswerAsServer(
  play: (origin: string) => Promise<Outcome[]>,
): Promise<Outcome[]> {
  const msw = setupServer(...createHandlers(createMockDb()));
  msw.listen({ onUnhandledRequest: 'error' });
  let mocked: Outcome[];
  try {
    mocked = await play('http://mock.test');
  } finally {
    msw.close();
  }
  const server = await createTestApp();
  try {
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    expect(mocked).toEqual(await play(origin));
  } finally {
    await server.close();
  }
  return mocked;
}
