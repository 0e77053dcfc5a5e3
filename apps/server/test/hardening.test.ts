import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ResultCode, type Envelope } from '@cdmnet/api/contract';
import { contactMessages } from '../src/db/schema.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

// The defects issue 9 found in the server's handling of input that is merely wrong or hostile: each
// is a class, answered by the one route mechanism or the app's own hooks, so each test here names a
// caller-visible behaviour and would fail on the server as it was.

let t: TestApp;
let researcher: string;
let master: string;
beforeAll(async () => {
  t = await createTestApp();
  researcher = await signInAs(t.app, 'researcher@demo.cdmnet.kr');
  master = await signInAs(t.app, 'master@demo.cdmnet.kr');
});
afterAll(() => t.close());

const hangul = /[가-힣]/;
const envelopeOf = (body: string) => JSON.parse(body) as Envelope<unknown>;

describe('body-less calls and JSON bodies', () => {
  it('signs out with the JSON content type and an empty body, and the session ends', async () => {
    const cookie = await signInAs(t.app, 'partner@demo.cdmnet.kr');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { cookie } });
    expect(after.json<Envelope<unknown>>().code).toBe(ResultCode.SESSION_EXPIRED);
  });

  it('refuses malformed JSON with a 400 saying the body is not valid JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "researcher@demo.cdmnet.kr", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: false,
      code: ResultCode.INVALID_INPUT,
      message: '요청 본문이 올바른 JSON 형식이 아닙니다.',
      content: null,
    });
  });
});

describe('session, then role, then input', () => {
  it('refuses a researcher posting an announcement with 403 before looking at the body', async () => {
    for (const payload of [{ title: '' }, { title: 'x', content: '<p>x</p>', popup: 'no' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/announcements',
        headers: { cookie: researcher },
        payload,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<Envelope<unknown>>().code).toBe(ResultCode.FORBIDDEN);
    }
  });

  it('answers a visitor 1004 before the role or the input', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/master/contacts/abc/handled' });
    expect(res.json<Envelope<unknown>>().code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('ids', () => {
  it.each([
    '/api/v1/account/orgs/2147483648/domains',
    '/api/v1/master/contacts/2147483648/handled',
    '/api/v1/files/2147483648',
    '/api/v1/announcements/99999999999999999999',
  ])('refuses %s beyond 32 bits with a 400 naming the field', async (url) => {
    const method = url.includes('handled') ? 'PUT' : 'GET';
    const res = await t.app.inject({ method, url, headers: { cookie: master } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: false,
      code: ResultCode.INVALID_INPUT,
      message: '번호: 1부터 2147483647까지의 숫자여야 합니다.',
      content: null,
    });
  });

  it.each([' 1', '0x10', '1e1', '+1', '01', '1.0', '-1', '0'])('does not take %j as an id', async (id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/announcements/${encodeURIComponent(id)}`,
      headers: { cookie: researcher },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<unknown>>().message).toMatch(/^번호: /);
  });
});

describe('text and multipart that the database or the parser cannot take', () => {
  it('refuses a NUL character in a text field with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/announcements',
      headers: { cookie: master },
      payload: { title: '점검\u0000 안내', content: '<p>내용</p>', popup: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<unknown>>().message).toBe('제목: 사용할 수 없는 문자(NUL)가 들어 있습니다.');
  });

  it.each([
    ['POST', '/api/v1/users/modify/photo'],
    ['POST', '/api/v1/resources'],
    ['PUT', '/api/v1/resources/1'],
  ] as const)('refuses %s %s multipart without a boundary with a Korean 400', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: master, 'content-type': 'multipart/form-data' },
      payload: 'no parts here',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: false,
      code: ResultCode.INVALID_INPUT,
      message: '파일: 첨부 요청의 형식이 올바르지 않습니다. 다시 시도해 주십시오.',
      content: null,
    });
  });
});

describe("the server's own refusals are envelopes", () => {
  it('answers a body over the limit with 413 in Korean', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/announcements',
      headers: { cookie: master, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: '큰 본문', content: 'x'.repeat(1_100_000), popup: false }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<Envelope<unknown>>()).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT });
    expect(res.json<Envelope<unknown>>().message).toMatch(hangul);
  });

  it('answers an unsupported media type with 415 in Korean', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/announcements',
      headers: { cookie: master, 'content-type': 'application/xml' },
      payload: '<announcement><title>hi</title></announcement>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<Envelope<unknown>>().message).toMatch(hangul);
  });

  it('answers a method the path does not have with a 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/announcements',
      headers: { cookie: master },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<Envelope<unknown>>()).toMatchObject({ result: false, code: ResultCode.NOT_FOUND });
  });

  describe('over a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    const raw = (options: { method?: string; path: string; headers?: Record<string, string> }) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, ...options }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });

    it('answers oversized headers with 431 as an envelope, not cached', async () => {
      const res = await raw({ path: '/api/v1/announcements', headers: { 'x-padding': 'x'.repeat(20_000) } });
      expect(res.status).toBe(431);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(envelopeOf(res.body)).toEqual({
        result: false,
        code: ResultCode.INVALID_INPUT,
        message: '요청 주소나 헤더가 너무 깁니다.',
        content: null,
      });
    });

    it('answers an oversized query string with 431 as an envelope', async () => {
      const res = await raw({ path: `/api/v1/announcements?q=${'q'.repeat(20_000)}` });
      expect(res.status).toBe(431);
      expect(envelopeOf(res.body).message).toMatch(hangul);
    });

    it('answers a method HTTP does not know with 400 as an envelope', async () => {
      const res = await raw({ method: 'BREW', path: '/api/v1/announcements' });
      expect([400, 404]).toContain(res.status);
      expect(envelopeOf(res.body)).toMatchObject({ result: false, content: null });
      expect(envelopeOf(res.body).message).toMatch(hangul);
    });
  });
});

describe('caching of private replies', () => {
  it.each([
    ['a list', '/api/v1/announcements', () => researcher],
    ['a refusal', '/api/v1/master/contacts', () => researcher],
    ['a visitor', '/api/v1/users/profile', () => ''],
    ['an unknown path', '/api/v1/nowhere', () => researcher],
  ])('marks %s no-store', async (_what, url, cookie) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookie() } });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the OpenAPI document', () => {
  interface Operation {
    requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
    responses: Record<string, { content: Record<string, unknown> }>;
  }
  const operation = async (path: string, method: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    return res.json<{ paths: Record<string, Record<string, Operation>> }>().paths[path]?.[method];
  };

  it('holds the file endpoints the web app calls, answering files', async () => {
    for (const path of ['/api/v1/files/{id}', '/api/v1/resources/{id}/files/{fileId}/download']) {
      const op = await operation(path, 'get');
      expect(op?.responses['200']?.content).toHaveProperty(['application/octet-stream']);
    }
  });

  it('describes uploads as multipart with their files and text fields', async () => {
    const photo = await operation('/api/v1/users/modify/photo', 'post');
    expect(photo?.requestBody?.content['multipart/form-data']?.schema.properties?.files).toMatchObject({
      type: 'array',
      maxItems: 1,
      items: { format: 'binary', maxLength: 2 * 1024 * 1024 },
    });
    const resource = await operation('/api/v1/resources', 'post');
    const fields = resource?.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['title', 'content', 'files']));
  });

  it('says what the server checks: lengths behind trimming, and the shape of a list checked as one', async () => {
    const json = async (path: string) =>
      (await operation(path, 'post'))?.requestBody?.content['application/json']?.schema.properties ?? {};
    const contact = await json('/api/v1/contact');
    expect(contact.subject).toMatchObject({ type: 'string', minLength: 5, maxLength: 50 });
    expect(contact.message).toMatchObject({ minLength: 5, maxLength: 2000 });
    const terms = await json('/api/v1/users/modify/terms');
    expect(terms.terms).toMatchObject({
      type: 'array',
      items: { type: 'object', required: ['name', 'agreement'] },
    });
  });
});

describe('rate limits that do not lock out a hospital', () => {
  const login = (email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { email, password: 'wrong-password-1!' },
      remoteAddress,
      headers,
    });

  it('slows guessing one account, says when to try again, and lets the rest of the hospital in', async () => {
    const nat = '10.123.0.1';
    let last = await login('partner@demo.cdmnet.kr', nat);
    for (let i = 0; i < 15 && last.statusCode !== 429; i++) last = await login('partner@demo.cdmnet.kr', nat);
    expect(last.statusCode).toBe(429);
    const wait = Number(last.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(last.json<Envelope<unknown>>().message).toBe(
      `요청이 너무 많습니다. ${wait}초 후에 다시 시도해 주십시오.`,
    );
    // Forty colleagues behind the same address are not refused.
    for (let i = 0; i < 40; i++) {
      const res = await login(`colleague${i}@hanbit.ac.kr`, nat);
      expect(res.json<Envelope<unknown>>().message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
    }
  });

  // The address the limits count is the one the server records with a contact message.
  async function addressRecordedFor(app: TestApp, remoteAddress: string, forwardedFor: string) {
    const subject = `주소 확인 ${Math.random()}`;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: '정하늘',
        email: `proxy.check${Math.random()}@mudeung.or.kr`,
        organization: '광주무등의료원',
        subject,
        message: '보낸 주소를 확인하는 문의입니다.',
        consent: true,
      },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db
      .select({ ip: contactMessages.requestIp })
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    return row?.ip;
  }

  it('does not believe a client-sent X-Forwarded-For: a made-up address escapes no limit', async () => {
    expect(await addressRecordedFor(t, '10.124.0.1', '198.51.100.7')).toBe('10.124.0.1');
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const behindProxy = await createTestApp({ trustProxy: ['10.125.0.1'] });
    try {
      expect(await addressRecordedFor(behindProxy, '10.125.0.1', '192.0.2.44')).toBe('192.0.2.44');
      expect(await addressRecordedFor(behindProxy, '10.125.0.2', '192.0.2.45')).toBe('10.125.0.2');
    } finally {
      await behindProxy.close();
    }
  });
});
