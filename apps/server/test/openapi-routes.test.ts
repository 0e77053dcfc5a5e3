import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@cdmnet/api/contract';
import { registeredRoutes, routeTable } from './route-table.js';
import { createTestApp, type TestApp } from './test-app.js';

// The OpenAPI document publishes every route the server answers under /api/v1, and nothing it does
// not: the contract's endpoints and the routes registered by hand (the live event stream, the engines'
// call-backs, the document itself), both directions compared with the server's own route table. Every
// one of them says, for the API reference, who may call it, the errors it answers and an example.

interface Reply {
  description?: string;
  'x-result-codes'?: number[];
  headers?: Record<string, { example?: unknown }>;
  content?: Record<string, { example?: unknown }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  'x-access'?: { auth: string; roles?: string[] };
  requestBody?: {
    content: Record<string, { schema?: { properties?: Record<string, unknown> }; example?: unknown }>;
  };
  responses: Record<string, Reply>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Document>();
});
afterAll(() => t.close());

/**
 * A route with its parameters unnamed. Fastify prints one node for the routes whose parameters share a
 * place under different names (`/atlas-supporter/:atlasId|:itemId`, each route still reading its own
 * name), so routes are compared by their shape; the names come from the same contract on both sides.
 */
const anyParamName = (route: string) => route.replace(/:[\w|:]+/g, ':param');

const documentedRoutes = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );

describe('the OpenAPI document', () => {
  it('lists exactly the routes the server registers under /api/v1', () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.split(' ')[1]?.startsWith('/api/v1/'))
      .map(anyParamName)
      .sort();
    const documented = documentedRoutes(doc).map(anyParamName).sort();
    expect(registered.length).toBeGreaterThan(160);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('says, for every route the server registers, who may call it, the errors it answers and an example', () => {
    const operations = new Map(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => [
          anyParamName(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
          operation,
        ]),
      ),
    );
    const codes: number[] = Object.values(ResultCode);
    const lacking = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.split(' ')[1]?.startsWith('/api/v1/'))
      .flatMap((route) => {
        const operation = operations.get(anyParamName(route));
        if (!operation) return [`${route}: no operation`];
        const { responses } = operation;
        const access = operation['x-access'];
        const errors = Object.entries(responses).filter(([status]) => status !== '200');
        const success = responses['200'];
        const problems = [
          !access && 'no x-access',
          !operation.description?.includes('호출할 수 있는 사람') && 'no access in words',
          !operation.tags?.length && 'no group',
          !responses['400'] && 'no 400',
          !responses['500'] && 'no 500',
          (access?.auth === 'session') !== Boolean(responses['401']) && '401 not as its session says',
          ...errors.map(([status, reply]) => {
            const example = reply.content?.['application/json']?.example as
              { result?: boolean; code?: number } | undefined;
            const declared = reply['x-result-codes'] ?? [];
            return (
              !(
                reply.description &&
                example?.result === false &&
                example.code !== undefined &&
                declared.includes(example.code) &&
                declared.every((code) => codes.includes(code))
              ) && `${status} without its description, codes and example`
            );
          }),
          !(
            Object.values(success?.content ?? {}).some((media) => media.example !== undefined) ||
            Object.values(success?.headers ?? {}).some((header) => header.example !== undefined)
          ) && 'no success example',
          ...Object.entries(operation.requestBody?.content ?? {}).map(
            ([type, media]) => media.example === undefined && `no ${type} body example`,
          ),
        ].filter(Boolean);
        return problems.map((problem) => `${route}: ${String(problem)}`);
      });
    expect(lacking).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(ids.filter((id, i) => !id || ids.indexOf(id) !== i)).toEqual([]);
  });

  it('reads the route table as Fastify prints it', () => {
    const tree = [
      '├── /api/v1/a/:id (GET, HEAD)',
      '│   └── /b (POST, PUT)',
      '├── /api/v1/',
      '│   ├── c (DELETE)',
      '│   └── d/:x (GET, HEAD)',
      '└── * (GET, HEAD)',
    ].join('\n');
    expect(registeredRoutes(tree)).toEqual([
      'GET /api/v1/a/:id',
      'POST /api/v1/a/:id/b',
      'PUT /api/v1/a/:id/b',
      'DELETE /api/v1/c',
      'GET /api/v1/d/:x',
      'GET *',
    ]);
  });

  it('reads each route’s hooks, a method with hooks of its own on a line of its own', () => {
    const tree = [
      '├── /api/v1/a (GET)',
      '│   • (onRequest) ["anonymous()"]',
      '│   /api/v1/a (POST)',
      '│   • (onRequest) ["anonymous()"]',
      '│   • (preHandler) ["anonymous()"]',
      '│   └── /b (PUT, DELETE)',
      '│       • (onRequest) ["anonymous()"]',
      '└── /c (GET)',
    ].join('\n');
    expect(routeTable(tree)).toEqual([
      { method: 'GET', path: '/api/v1/a', hooks: ['onRequest'] },
      { method: 'POST', path: '/api/v1/a', hooks: ['onRequest', 'preHandler'] },
      { method: 'PUT', path: '/api/v1/a/b', hooks: ['onRequest'] },
      { method: 'DELETE', path: '/api/v1/a/b', hooks: ['onRequest'] },
      { method: 'GET', path: '/c', hooks: [] },
    ]);
  });

  it('describes the live event stream as server-sent events for a signed-in user', () => {
    const events = doc.paths['/api/v1/events']?.get;
    expect(events?.summary).toMatch(/event/i);
    expect(events?.security).toEqual([{ session: [] }]);
    expect(events?.responses['200']?.content).toHaveProperty(['text/event-stream']);
  });

  it('describes the engines’ call-backs: a JSON status and a multipart result, admitted by the path', () => {
    const status = doc.paths['/api/v1/engine-callbacks/{id}/status/{password}']?.post;
    expect(status?.security).toEqual([]);
    expect(status?.requestBody?.content['application/json']?.schema?.properties).toHaveProperty('stage');
    const result = doc.paths['/api/v1/engine-callbacks/{id}/result/{password}']?.post;
    expect(result?.requestBody?.content['multipart/form-data']?.schema?.properties).toHaveProperty(
      'analysisResult',
    );
    expect(result?.responses['200']?.content).toHaveProperty(['application/json']);
  });
});
