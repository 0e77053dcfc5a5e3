import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import {
  accountApi,
  DEMO_PASSWORD,
  envelope,
  errorEnvelope,
  ResultCode,
  USER_COOKIE,
  usersApi,
  type AnyEndpoint,
  type UserInfo,
} from '@cdmnet/api/contract';
import { createHandlers, createMockDb } from '@cdmnet/api/mocks';
import { createTestApp } from './test-app.js';

// The contract test of the architecture: one scenario, played once against the MSW handlers the web
// app's stories and tests use, once against the real server. Every reply must parse with the contract's
// schemas, and both must answer every step with the same status, result, code and message, so the mocks
// cannot drift from the server.

/** What a step's reply is compared on. */
interface Outcome {
  step: string;
  status: number;
  result: boolean;
  code: number;
  message: string;
  /** Whether the browser holds the readable USER cookie after the reply. */
  signedInCookie: boolean;
}

interface Run {
  outcomes: Outcome[];
  /** The profile read while signed in, if that step succeeded. */
  profile: UserInfo | undefined;
}

/** Carries Set-Cookie name=value pairs to the next request, as a browser would; a cleared cookie is dropped. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /;\s*max-age=0\b/i.test(line) || /;\s*expires=Thu, 01 Jan 1970/i.test(line);
      if (value === '' || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  has(name: string) {
    return this.#cookies.has(name);
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * One scenario against one origin. Every reply must parse with the contract's schemas (a success with
 * the endpoint's content, a failure with errorEnvelope); what it says is recorded, not judged, so that a
 * drift shows as a step-by-step difference below.
 */
async function play(origin: string): Promise<Run> {
  const jar = new CookieJar();
  const outcomes: Outcome[] = [];

  async function send<E extends AnyEndpoint>(step: string, endpoint: E, body?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${endpoint.path}`, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    jar.store(response);
    const json: unknown = await response.json();
    const succeeded = (json as { result?: unknown } | null)?.result === true;
    const reply = succeeded
      ? envelope(endpoint.content as E['content']).parse(json)
      : errorEnvelope.parse(json);
    outcomes.push({
      step,
      status: response.status,
      result: reply.result,
      code: reply.code,
      message: reply.message,
      signedInCookie: jar.has(USER_COOKIE),
    });
    return reply;
  }

  await send('profile without a session', usersApi.getProfile);
  await send('login with a malformed email', accountApi.login, {
    email: 'not-an-email',
    password: DEMO_PASSWORD,
  });
  await send('login with a wrong password', accountApi.login, {
    email: 'researcher@demo.cdmnet.kr',
    password: 'Wrong!2345',
  });
  await send('login', accountApi.login, { email: 'researcher@demo.cdmnet.kr', password: DEMO_PASSWORD });
  const profileReply = await send('profile', usersApi.getProfile);
  const profile = profileReply.result
    ? envelope(usersApi.getProfile.content).parse(profileReply).content
    : undefined;
  await send('logout', accountApi.logout);
  await send('profile after logout', usersApi.getProfile);

  return { outcomes, profile };
}

/** What both must answer (spec §8 and the contract's messages). */
const expected: Outcome[] = [
  {
    step: 'profile without a session',
    status: 401,
    result: false,
    code: ResultCode.SESSION_EXPIRED,
    message: '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
    signedInCookie: false,
  },
  {
    step: 'login with a malformed email',
    status: 400,
    result: false,
    code: ResultCode.INVALID_INPUT,
    message: '이메일: 올바른 이메일 형식이 아닙니다.',
    signedInCookie: false,
  },
  {
    step: 'login with a wrong password',
    status: 401,
    result: false,
    code: ResultCode.INVALID_CREDENTIALS,
    message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    signedInCookie: false,
  },
  { step: 'login', status: 200, result: true, code: ResultCode.OK, message: '', signedInCookie: true },
  { step: 'profile', status: 200, result: true, code: ResultCode.OK, message: '', signedInCookie: true },
  { step: 'logout', status: 200, result: true, code: ResultCode.OK, message: '', signedInCookie: false },
  {
    step: 'profile after logout',
    status: 401,
    result: false,
    code: ResultCode.SESSION_EXPIRED,
    message: '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
    signedInCookie: false,
  },
];

/** The profile as a reader compares it: ids left out (they are the database's), terms in a stable order. */
const comparable = (p: UserInfo) => ({
  name: p.name,
  primaryEmail: p.primaryEmail,
  priv: p.priv,
  description: p.description,
  expertArea: p.expertArea,
  expertDivision: p.expertDivision,
  phoneCountry: p.phoneCountry,
  phoneNumber: p.phoneNumber,
  orgList: p.orgList.map(({ orgName, orgUserPrivilege }) => ({ orgName, orgUserPrivilege })),
  terms: [...p.terms].sort((a, b) => a.name.localeCompare(b.name)),
  researchRole: [...p.researchRole].sort(),
});

describe('contract: the MSW handlers and the real server play one scenario alike', () => {
  const runs: { mock?: Run; server?: Run } = {};

  it('the MSW handlers play the scenario', async () => {
    const msw = setupServer(...createHandlers(createMockDb()));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      runs.mock = await play('http://mock.test');
    } finally {
      // Its handlers match any origin: it must be gone before the real server is called.
      msw.close();
    }
    expect(runs.mock.outcomes).toEqual(expected);
  });

  it('the real server plays the scenario', async () => {
    const t = await createTestApp();
    try {
      const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      runs.server = await play(origin);
    } finally {
      await t.close();
    }
    expect(runs.server.outcomes).toEqual(expected);
  });

  it('both answer every step with the same status, result, code and message', () => {
    expect(runs.mock, 'the MSW run did not finish').toBeDefined();
    expect(runs.server, 'the server run did not finish').toBeDefined();
    expect(runs.mock?.outcomes).toEqual(runs.server?.outcomes);
  });

  it('both sign in the same demo user', () => {
    const pick = (p: UserInfo | undefined) =>
      p && { primaryEmail: p.primaryEmail, name: p.name, priv: p.priv };
    expect(pick(runs.server?.profile)).toEqual({
      primaryEmail: 'researcher@demo.cdmnet.kr',
      name: '김민준',
      priv: 'NORMAL',
    });
    expect(pick(runs.mock?.profile)).toEqual(pick(runs.server?.profile));
  });

  it("the MSW fixtures mirror the server's seed for that user", () => {
    const mock = runs.mock?.profile;
    const server = runs.server?.profile;
    expect(server).toBeDefined();
    expect(mock && comparable(mock)).toEqual(server && comparable(server));
  });
});
