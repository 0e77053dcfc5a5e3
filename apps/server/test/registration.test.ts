import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@cdmnet/api/contract';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the contract on the server', () => {
  it('registers a route for every endpoint the contract declares', () => {
    const missing = allEndpoints.filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('publishes an OpenAPI document of every endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { summary: string }>> }>();
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[endpoint.method.toLowerCase()]?.summary).toBe(endpoint.summary);
    }
  });

  it('answers every session endpoint with code 1004 when signed out', async () => {
    for (const endpoint of allEndpoints.filter((e) => e.auth === 'session')) {
      const res = await t.app.inject({ method: endpoint.method, url: endpoint.path.replace(/:\w+/g, '1') });
      expect({ endpoint: endpoint.path, code: res.json<{ code: number }>().code }).toEqual({
        endpoint: endpoint.path,
        code: 1004,
      });
    }
  });
});
