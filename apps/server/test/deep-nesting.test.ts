import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, ResultCode, SESSION_COOKIE, type AnyEndpoint } from '@cdmnet/api/contract';
import { createSession } from '../src/auth/sessions.js';
import { organizations, projects, users } from '../src/db/schema.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, valueNestsDeeperThan } from '../src/http/json-depth.js';
import { httpMessages } from '../src/http/messages.ko.js';
import { createTestApp, type TestApp } from './test-app.js';

// A body nested thousands of levels deep is refused with the envelope by the JSON parser, before any
// schema or check walks it (each of those recursed until the stack ran out: a 500). Every write route of
// the contract is sent one, as a caller it admits, so the refusal is the parser's and not the role's.

const DEPTH = 10_000;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

const callers = [
  'researcher@demo.cdmnet.kr',
  'admin@demo.cdmnet.kr',
  'master@demo.cdmnet.kr',
  undefined,
] as const;

let t: TestApp;
const cookies = new Map<string, string>();
let heartProjectId = 0;
let hanbitOrgId = 0;
beforeAll(async () => {
  t = await createTestApp();
  for (const email of callers) {
    if (!email) continue;
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`demo user ${email} is missing`);
    const { token } = await createSession(t.db, user.id, 60 * 60 * 1000);
    cookies.set(email, `${SESSION_COOKIE}=${token}`);
  }
  const [heart] = await t.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, '심부전 재입원 위험 예측'));
  const [hanbit] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, '한빛대학교병원'));
  if (!heart || !hanbit) throw new Error('the demo project or hospital is missing');
  heartProjectId = heart.id;
  hanbitOrgId = hanbit.id;
});
afterAll(() => t.close());

/** The path with its project or organisation named by the demo's, any other id as 1. */
function urlOf(endpoint: AnyEndpoint) {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === endpoint.projectOf) return String(heartProjectId);
    if (name === endpoint.orgAdminOf) return String(hanbitOrgId);
    return '1';
  });
}

const writeRoutes = allEndpoints.filter((endpoint) => endpoint.method !== 'GET');

describe.each([
  ['objects', deepObject],
  ['arrays', deepArray],
])('a body of %s nested 10,000 levels deep', (_kind, payload) => {
  it.each(writeRoutes.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers 400 with the envelope',
    async (_name, endpoint) => {
      const url = urlOf(endpoint);
      const replies: string[] = [];
      for (const email of callers) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (email) headers.cookie = cookies.get(email) ?? '';
        const res = await t.app.inject({ method: endpoint.method, url, headers, payload });
        replies.push(`${email ?? 'visitor'} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        expect(res.statusCode, replies.join('\n')).toBeLessThan(500);
        // A caller the route does not admit is refused before the body is read: try the next one.
        if (res.statusCode === 401 || res.statusCode === 403) continue;
        expect(res.statusCode, replies.join('\n')).toBe(400);
        expect(res.json()).toEqual({
          result: false,
          code: ResultCode.INVALID_INPUT,
          message: httpMessages.nestedTooDeep,
          content: null,
        });
        return;
      }
      expect.fail(`no caller reached the body:\n${replies.join('\n')}`);
    },
  );
});

describe('a multipart field sent as JSON', () => {
  it('is refused with the envelope when it nests 10,000 levels deep', async () => {
    const boundary = '----cdmnet-deep';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n` +
      `Content-Type: application/json\r\n\r\n${deepObject}\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: cookies.get('master@demo.cdmnet.kr') ?? '',
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ result: false, message: httpMessages.nestedTooDeep });
  });
});

describe('a query string', () => {
  it('does not nest: bracketed keys stay flat names', async () => {
    const key = 'a'.concat('[b]'.repeat(2_000));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/network/orgs?${encodeURIComponent(key)}=1`,
      headers: { cookie: cookies.get('researcher@demo.cdmnet.kr') ?? '' },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('measuring depth', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('lets a body as deep as the limit through and refuses one level more', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const brackets = '{['.repeat(1000);
    expect(nestsDeeperThan(JSON.stringify({ text: brackets, quoted: `"${brackets}\\"${brackets}` }))).toBe(
      false,
    );
  });

  it('refuses a body a million levels deep at once', () => {
    const started = performance.now();
    expect(nestsDeeperThan('{"a":'.repeat(1_000_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('measures a parsed value the same way, without recursion', () => {
    expect(valueNestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(valueNestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(valueNestsDeeperThan(JSON.parse(deepObject))).toBe(true);
    expect(valueNestsDeeperThan({ a: [1, 'b', { c: null }] })).toBe(false);
  });
});
