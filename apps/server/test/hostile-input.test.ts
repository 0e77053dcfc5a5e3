import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  allEndpoints,
  ResultCode,
  SESSION_COOKIE,
  type AnyEndpoint,
  type UserPriv,
} from '@cdmnet/api/contract';
import { createSession } from '../src/auth/sessions.js';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './test-app.js';

// Every endpoint of the contract, present and future, fed generated and mutated input as each role:
// well-formed input generated from the contract's own schemas (through their JSON Schema), the same
// with one field broken (wrong type, missing, huge, NUL-bearing), hostile ids, malformed JSON and
// multipart. Whatever arrives, the caller gets the envelope, never a 5xx; a visitor gets 1004 on
// session calls, a role the endpoint does not admit gets 403, and every refusal speaks Korean.
// Bounded and seeded so it runs the same, in seconds, in `npm test`.

const RUNS_PER_ENDPOINT_AND_ROLE = 12;
const SEED = 20261124;

interface Role {
  name: string;
  email?: string;
  priv?: UserPriv;
}
const roles: Role[] = [
  { name: 'visitor' },
  { name: 'researcher', email: 'researcher@demo.cdmnet.kr' },
  { name: 'org admin', email: 'admin@demo.cdmnet.kr' },
  { name: 'master', email: 'master@demo.cdmnet.kr' },
];

let t: TestApp;
const userIds = new Map<string, { id: number; priv: UserPriv }>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of roles.filter((r) => r.email)) {
    const [user] = await t.db
      .select({ id: users.id, priv: users.priv })
      .from(users)
      .where(eq(users.email, role.email as string));
    if (!user) throw new Error(`demo user ${role.email} is missing`);
    userIds.set(role.name, user);
  }
});
afterAll(() => t.close());

/** A fresh session per request: a generated sign-out or password change must not spoil the next one. */
async function cookieFor(role: Role): Promise<string> {
  const user = userIds.get(role.name);
  if (!user) return '';
  const { token } = await createSession(t.db, user.id, 60 * 60 * 1000);
  return `${SESSION_COOKIE}=${token}`;
}

// ---- arbitraries from the contract's schemas ----------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}

const toJsonSchema = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const koreanText = fc.constantFrom(
  '한빛대학교병원',
  '코호트 연구',
  '공지 안내',
  '가나다라마바사',
  'OMOP CDM',
);

/** Values of the shape the schema asks for: the well-formed input a screen would send. */
function valueOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => valueOf(o, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      return fc.oneof(
        koreanText,
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
      );
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 2 ** 31 - 1) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({});
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, inner]) => [key, valueOf(inner, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What a careless or hostile caller puts in one field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(''),
  fc.constant('   '),
  fc.constant('가'.repeat(120_000)),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constant('<script>alert(1)</script>'),
  fc.constant({ nested: { deeper: [1, 'a'] } }),
  fc.constant([]),
  fc.constant(2 ** 53),
  fc.constant('2147483648'),
);

/** Well-formed input, or the same with one field broken or missing. */
function inputFor(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  const json = toJsonSchema(schema);
  const valid = valueOf(json);
  const keys = Object.keys(json.properties ?? {});
  if (keys.length === 0) return fc.oneof(valid, hostileValue);
  const broken = fc
    .tuple(valid, fc.constantFrom(...keys), fc.option(hostileValue, { nil: undefined }))
    .map(([value, key, replacement]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (replacement === undefined) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });
  return fc.oneof(valid, broken, broken, hostileValue);
}

/** A path segment: mostly ids, valid or not, and now and then anything at all. */
const pathValue: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String),
  fc.constantFrom(
    ' 1',
    '0x10',
    '1e1',
    '+1',
    '01',
    '-1',
    '0',
    '1.5',
    '2147483648',
    '9'.repeat(40),
    'abc',
    '\u0000',
  ),
  fc.string({ maxLength: 20 }),
);

const malformedJson = fc.constantFrom(
  '{"a":',
  '{',
  'null',
  '[]',
  '"text"',
  '{"__proto__":{"x":1}}',
  '\u0000',
);

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw-json'; text: string }
  | { kind: 'multipart'; fields: Record<string, unknown>; file: boolean }
  | { kind: 'no-boundary' };

function bodyFor(endpoint: AnyEndpoint): fc.Arbitrary<Body | undefined> {
  const takesBody = !(endpoint.body instanceof z.ZodMiniUndefined);
  if (endpoint.upload) {
    return fc.oneof(
      fc.tuple(inputFor(endpoint.body), fc.boolean()).map(([value, file]): Body => ({
        kind: 'multipart',
        fields: typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
        file,
      })),
      fc.constant<Body>({ kind: 'no-boundary' }),
      malformedJson.map((text): Body => ({ kind: 'raw-json', text })),
    );
  }
  if (!takesBody) {
    return fc.oneof(fc.constant(undefined), fc.constant<Body>({ kind: 'raw-json', text: '' }));
  }
  return fc.oneof(
    inputFor(endpoint.body).map((value): Body => ({ kind: 'json', value })),
    inputFor(endpoint.body).map((value): Body => ({ kind: 'json', value })),
    malformedJson.map((text): Body => ({ kind: 'raw-json', text })),
  );
}

/** The path's `:name` placeholders, in order. */
const placeholders = (path: string): string[] => [...path.matchAll(/:\w+/g)].map((m) => m[0]);

function requestFor(endpoint: AnyEndpoint) {
  const names = placeholders(endpoint.path);
  const params = fc.tuple(...names.map(() => pathValue));
  const query = inputFor(endpoint.query);
  return fc.record({ params: names.length > 0 ? params : fc.constant([]), query, body: bodyFor(endpoint) });
}

function encodeQuery(query: unknown): string {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function multipart(fields: Record<string, unknown>, file: boolean) {
  const boundary = '----cdmnet-hostile';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${
        typeof value === 'string' ? value : JSON.stringify(value)
      }\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="사진.png"\r\n` +
        'Content-Type: image/png\r\n\r\nnot really a png\r\n',
    );
  }
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

// ---- the property --------------------------------------------------------------------------------

const hangul = /[가-힣]/;

describe.each(roles)('every endpoint, as a $name', (role) => {
  it.each(allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers the envelope, never a 5xx',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async (input) => {
          let url = endpoint.path;
          placeholders(endpoint.path).forEach((name, i) => {
            url = url.replace(name, encodeURIComponent(String(input.params[i])));
          });
          url += encodeQuery(input.query);

          const headers: Record<string, string> = {};
          const cookie = await cookieFor(role);
          if (cookie) headers.cookie = cookie;
          let payload: string | undefined;
          const body = input.body;
          if (body?.kind === 'json') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(body.value) ?? '';
          } else if (body?.kind === 'raw-json') {
            headers['content-type'] = 'application/json';
            payload = body.text;
          } else if (body?.kind === 'multipart') {
            const form = multipart(body.fields, body.file);
            headers['content-type'] = form.type;
            payload = form.payload;
          } else if (body?.kind === 'no-boundary') {
            headers['content-type'] = 'multipart/form-data';
            payload = 'no parts here';
          }

          const res = await t.app.inject({ method: endpoint.method, url, headers, payload });
          const where = `${endpoint.method} ${url} as ${role.name} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (endpoint.replyIsFile && res.statusCode === 200) return;

          const reply = JSON.parse(res.body) as { result: unknown; code: unknown; message: unknown };
          expect(Object.keys(reply).sort(), where).toEqual(['code', 'content', 'message', 'result']);
          if (endpoint.auth === 'session' && !cookie) {
            expect(reply.code, where).toBe(ResultCode.SESSION_EXPIRED);
            return;
          }
          const priv = userIds.get(role.name)?.priv;
          if (endpoint.roles && priv && !endpoint.roles.includes(priv)) {
            expect(res.statusCode, where).toBe(403);
            expect(reply.code, where).toBe(ResultCode.FORBIDDEN);
          }
          if (reply.result === false) expect(String(reply.message), where).toMatch(hangul);
        }),
        { numRuns: RUNS_PER_ENDPOINT_AND_ROLE, seed: SEED, endOnFailure: true },
      );
    },
  );
});
