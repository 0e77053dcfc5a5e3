import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

// The OpenAPI document publishes every route the server answers under /api/v1, and nothing it does
// not: the contract's endpoints and the routes registered by hand (the live event stream, the engines'
// call-backs, the document itself), both directions compared with the server's own route table.

interface Operation {
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
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
 * `METHOD /path/:param` of every route in Fastify's route tree (printRoutes without a common prefix:
 * one node per line, four columns per level, the methods in parentheses), HEAD left out: Fastify adds
 * it to every GET.
 */
function registeredRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const level = (node[1] ?? '').length / 4;
    const path = (prefixes[level - 1] ?? '') + (node[2] ?? '');
    prefixes[level] = path;
    prefixes.length = level + 1;
    for (const method of (node[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

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
