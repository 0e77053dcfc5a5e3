import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  allEndpoints,
  describedRoutes,
  fillPath,
  ResultCode,
  type AnyEndpoint,
  type RouteDescription,
  type UserPriv,
} from '@cdmnet/api/contract';
import { streamEvents } from '../src/http/api-reference/stream-examples.js';
import { throttledCalls } from '../src/http/api-reference/throttled.js';
import { routeTable } from './route-table.js';
import { callerFor, createTestApp, type TestApp } from './test-app.js';

// The API reference (/api/docs/) for the hospitals' own apps: the OpenAPI document's examples are what
// the contract accepts, the errors it lists are the ones the server answers, and the page renders it
// from our origin alone, under a policy of its own, leaving the app's pages theirs.

interface Parameter {
  name: string;
  in: 'path' | 'query';
  example?: unknown;
}
interface Media {
  example?: unknown;
}
interface Reply {
  'x-result-codes'?: number[];
  headers?: Record<string, { example?: unknown }>;
  content?: Record<string, Media>;
}
interface Operation {
  parameters: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Reply>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let webDist: string;
let doc: Document;
const as = callerFor(() => t);

beforeAll(async () => {
  // A web app of one page, to see that its pages keep the app's policy beside the reference's.
  webDist = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ko"><title>CDMNet</title></html>',
  );
  t = await createTestApp({ webDist });
  await t.app.ready();
  doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Document>();
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const operationOf = (call: AnyEndpoint | RouteDescription) => {
  const operation = doc.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];
  if (!operation) throw new Error(`${call.method} ${call.path} is not in the document`);
  return operation;
};
const examplesIn = (operation: Operation, where: Parameter['in']) =>
  Object.fromEntries(
    operation.parameters.filter((p) => p.in === where).map((p) => [p.name, p.example] as const),
  );
const successExample = (operation: Operation) =>
  operation.responses['200']?.content?.['application/json']?.example;

/** What a schema says of an example, as `field: issue` lines; none when it accepts it. */
function refusals(schema: z.ZodMiniType, example: unknown): string[] {
  const result = schema.safeParse(example);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the examples of the API reference', () => {
  it('are accepted by the contract: path, query, body and the content of the reply', () => {
    const refused = allEndpoints.flatMap((endpoint) => {
      const operation = operationOf(endpoint);
      const call = `${endpoint.method} ${endpoint.path}`;
      const body = operation.requestBody?.content;
      // A multipart body's text fields go through the same schema; its files travel beside them.
      const bodyExample = endpoint.upload
        ? Object.fromEntries(
            Object.entries((body?.['multipart/form-data']?.example ?? {}) as Record<string, unknown>).filter(
              ([field]) => field !== endpoint.upload?.field,
            ),
          )
        : body?.['application/json']?.example;
      const content = endpoint.replyIsFile
        ? []
        : refusals(endpoint.content, (successExample(operation) as { content?: unknown })?.content);
      return [
        ...refusals(endpoint.params, examplesIn(operation, 'path')).map((r) => `${call} path ${r}`),
        ...refusals(endpoint.query, examplesIn(operation, 'query')).map((r) => `${call} query ${r}`),
        ...refusals(endpoint.body, bodyExample).map((r) => `${call} body ${r}`),
        ...content.map((r) => `${call} reply ${r}`),
      ];
    });
    expect(refused).toEqual([]);
  });

  it('of the routes described beside the endpoints are accepted by their schemas, events included', () => {
    const refused = describedRoutes.flatMap((route) => {
      const operation = operationOf(route);
      const call = `${route.method} ${route.path}`;
      const reply = operation.responses['200']?.content?.[route.reply.mediaType]?.example;
      const events =
        route.reply.mediaType === 'text/event-stream'
          ? String(reply)
              .split('\n\n')
              .filter(Boolean)
              .map((event) => JSON.parse(event.split('\ndata: ')[1] ?? 'null') as unknown)
          : [];
      const eventSchemas = streamEvents[route.path] ?? [];
      return [
        ...(route.params ? refusals(route.params, examplesIn(operation, 'path')) : []),
        ...(route.body
          ? refusals(route.body.schema, operation.requestBody?.content[route.body.mediaType]?.example)
          : []),
        ...(route.reply.schema ? refusals(route.reply.schema, reply) : []),
        ...(route.reply.mediaType === 'text/event-stream' && events.length === 0 ? ['no events'] : []),
        ...events
          .filter(
            (event) => !eventSchemas.some((schema) => (schema as z.ZodMiniType).safeParse(event).success),
          )
          .map((event) => `event ${JSON.stringify(event)} fits none of the stream's schemas`),
      ].map((r) => `${call} ${r}`);
    });
    expect(refused).toEqual([]);
  });

  it('write texts in Korean where a person would', () => {
    const login = operationOf(allEndpoints.find((e) => e.path === '/api/v1/projects/create')!);
    expect(JSON.stringify(login.requestBody?.content['application/json']?.example)).toMatch(/[가-힣]/);
  });
});

const urlOf = (endpoint: AnyEndpoint) => fillPath(endpoint.path, examplesIn(operationOf(endpoint), 'path'));
const codeOf = (body: string) => (JSON.parse(body) as { code?: number }).code;

/** Demo users by platform privilege (README), and 이서연, who belongs to no project and administers nothing. */
const demoUsers: Partial<Record<UserPriv, string>> = {
  MASTER: 'master@demo.cdmnet.kr',
  ORG_ADMIN: 'admin@demo.cdmnet.kr',
  NORMAL: 'researcher@demo.cdmnet.kr',
};
const outsider = 'partner@demo.cdmnet.kr';

/** A signed-in user the contract keeps out of the call: outside its roles, else outside its organisation or project. */
function userOutside(endpoint: AnyEndpoint): string | undefined {
  if (endpoint.roles) {
    const privs = Object.keys(demoUsers) as UserPriv[];
    const other = privs.find((priv) => !endpoint.roles?.includes(priv));
    if (other) return demoUsers[other];
  }
  if (endpoint.orgAdminOf) return demoUsers.NORMAL;
  if (endpoint.projectOf) return outsider;
  return undefined;
}

describe('the errors the API reference lists', () => {
  it('are answered: 401 with code 1004 to a visitor on every call that needs a session', async () => {
    const wrong: string[] = [];
    for (const endpoint of allEndpoints.filter((e) => e.auth === 'session')) {
      expect(Object.keys(operationOf(endpoint).responses)).toContain('401');
      const res = await t.app.inject({ method: endpoint.method, url: urlOf(endpoint) });
      if (res.statusCode !== 401 || codeOf(res.body) !== ResultCode.SESSION_EXPIRED) {
        wrong.push(`${endpoint.method} ${endpoint.path}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are answered: 403 with code 1003 to a signed-in user outside the role or scope, before the input', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const endpoint of allEndpoints) {
      const operation = operationOf(endpoint);
      const limited = Boolean(endpoint.roles || endpoint.orgAdminOf || endpoint.projectOf);
      expect(limited ? operation.responses['403'] : 'not limited').toBeDefined();
      const user = limited ? userOutside(endpoint) : undefined;
      if (!user) continue;
      tried += 1;
      // No body at all: a caller the call is not for learns nothing about its input.
      const res = await as.call(endpoint.method, urlOf(endpoint), user);
      if (res.statusCode !== 403 || codeOf(res.body) !== ResultCode.FORBIDDEN) {
        wrong.push(`${endpoint.method} ${endpoint.path} as ${user}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('name 429 on every call the server limits, with the wait in Retry-After', async () => {
    await t.app.ready();
    const limitedRoutes = routeTable(t.app.printRoutes({ commonPrefix: false, includeHooks: true }))
      .filter((route) => route.hooks.includes('preHandler') && route.path.startsWith('/api/v1/'))
      .map((route) => `${route.method} ${route.path}`);
    const named = [...throttledCalls].map((e) => `${e.method} ${e.path}`);
    expect(limitedRoutes.length).toBeGreaterThan(0);
    expect(limitedRoutes.filter((route) => !named.includes(route))).toEqual([]);
    for (const endpoint of throttledCalls) {
      expect(operationOf(endpoint).responses['429']?.headers).toHaveProperty('Retry-After');
    }
    const unlimited = allEndpoints.filter((e) => !throttledCalls.has(e));
    expect(unlimited.filter((e) => operationOf(e).responses['429'])).toEqual([]);
  });

  it('name 413 with the body limit the server keeps', async () => {
    const login = operationOf(allEndpoints.find((e) => e.path === '/api/v1/account/login')!);
    const limit = t.app.initialConfig.bodyLimit ?? 0;
    expect(login.responses['413']).toBeDefined();
    expect(JSON.stringify(login.responses['413'])).toContain(`${limit / 1024 / 1024}MB`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.kr', password: 'x'.repeat(limit) }),
    });
    expect(res.statusCode).toBe(413);
    expect(codeOf(res.body)).toBe(ResultCode.INVALID_INPUT);
  });
});

/** The sources a policy allows, by directive. */
const policyOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([directive = '', ...sources]) => [directive, sources] as const),
  );

describe('the API reference page', () => {
  it('is served in Korean with its renderer’s files, all from our origin, under a policy of its own', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('<title>CDMNet API 참조</title>');
    expect(page.body).not.toMatch(/https?:\/\//);

    const policy = policyOf(page.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    // Only our origin and inline data: no host, no eval, no inline script.
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => !/^('[a-z-]+'|data:|blob:)$/.test(source)),
    ).toEqual([]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");

    const linked = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(linked.map((file) => file.split('?')[0])).toEqual([
      'swagger-ui.css',
      'api-reference.css',
      'swagger-ui-bundle.js',
      'api-reference.js',
    ]);
    for (const file of linked) {
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toBe(
        file.includes('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      );
      expect(res.headers['cache-control'], file).toContain('immutable');
      expect(res.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
      // Stylesheets load nothing from elsewhere; our own script names no address. (The renderer's
      // script holds addresses as text, never loaded: the end-to-end test watches what the page loads.)
      if (file.includes('.css')) expect(res.body, file).not.toMatch(/@import|url\(\s*["']?(https?:)?\/\//);
      if (file.startsWith('api-reference')) expect(res.body, file).not.toMatch(/https?:\/\//);
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/api-reference.js' });
    expect(initializer.body).toContain('validatorUrl: null');
    expect(initializer.headers['cache-control']).toBe('no-cache');
  });

  it('is reached without its slash, and names no other file', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('docs/');
    const other = await t.app.inject({ method: 'GET', url: '/api/docs/package.json' });
    expect(other.statusCode).toBe(404);
    expect(codeOf(other.body)).toBe(ResultCode.NOT_FOUND);
  });

  it('sends its files compressed as the browser accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/docs/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves the app’s pages and the API their own policy', async () => {
    const reference = (await t.app.inject({ method: 'GET', url: '/api/docs/' })).headers[
      'content-security-policy'
    ];
    for (const url of ['/', '/network/members', '/api/v1/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = policyOf(res.headers['content-security-policy']);
      expect(res.headers['content-security-policy'], url).not.toBe(reference);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['script-src'], url).toEqual(["'self'"]);
    }
  });
});
