import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, USER_COOKIE } from '@cdmnet/api/contract';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let webDist: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `낱말${i}`))};`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ko"><title>CDMNet</title></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As the build writes them (apps/web/vite.config.ts): each text asset with its brotli and gzip copies.
  writeFileSync(path.join(webDist, 'assets', 'big-def456.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(script));
  // Pages the build wrote an HTML of their own for (apps/web/build/prerender.mjs).
  mkdirSync(path.join(webDist, 'pages', 'visitors'), { recursive: true });
  mkdirSync(path.join(webDist, 'pages', 'members'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'pages', 'visitors', 'login.html'),
    '<!doctype html><html lang="ko"><div id="root" data-prerendered="/login"><h1>로그인</h1></div></html>',
  );
  writeFileSync(
    path.join(webDist, 'pages', 'members', 'index.html'),
    '<!doctype html><html lang="ko"><link rel="modulepreload" href="/assets/home.js"></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('falls back to index.html for client routes, with the query kept for the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/network/members?q=kim' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="ko">');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("sends a visitor a public page's own HTML, and a signed-in user the app (sent on from there)", async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/login?next=1' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toContain('text/html');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).toContain('<h1>로그인</h1>');

    // Signed in, /login only sends the user on: the app itself, not a login form to flash first.
    const signedIn = await t.app.inject({ method: 'GET', url: '/login', cookies: { [USER_COOKIE]: '3' } });
    expect(signedIn.body).not.toContain('<h1>로그인</h1>');
    expect(signedIn.body).toContain('<title>CDMNet</title>');

    // Pages the build did not render fall back to the app.
    const other = await t.app.inject({ method: 'GET', url: '/signup' });
    expect(other.body).not.toContain('data-prerendered');
  });

  it("sends a signed-in member the home page's own HTML (its scripts preloaded), and a visitor the app", async () => {
    const member = await t.app.inject({ method: 'GET', url: '/', cookies: { [USER_COOKIE]: '3' } });
    expect(member.body).toContain('/assets/home.js');
    const visitor = await t.app.inject({ method: 'GET', url: '/' });
    expect(visitor.body).not.toContain('/assets/home.js');
    expect(visitor.body).toContain('<title>CDMNet</title>');
  });

  it('caches hashed assets for good and the page never', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('never answers an unknown /api path with HTML', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/other', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ result: false, code: ResultCode.NOT_FOUND });
    }
  });

  it('sends a precompressed asset as the browser accepts it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('compressing JSON replies', () => {
  it('compresses a large reply for a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(res.rawPayload).toString();
    expect(JSON.parse(text)).toHaveProperty('openapi');
    expect(res.rawPayload.length).toBeLessThan(text.length / 4);
  });

  it('leaves a small reply as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ result: false, code: ResultCode.NOT_FOUND });
  });
});
