import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ResultCode } from '../contract/codes.js';
import { endpoint } from '../contract/endpoint.js';
import { errorEnvelope } from '../contract/envelope.js';
import { accountApi } from '../contract/index.js';
import { mock, MockFailure } from './mock.js';

// mock() is the MSW side of the contract: inputs parsed by the endpoint's schemas, failures answered as
// the server answers them (status, code, Korean message naming the field), replies wrapped in the envelope.

const ORIGIN = 'http://mock.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const positiveWhole = z.pipe(z.coerce.number(), z.int().check(z.positive()));
const member = z.object({ userId: z.int(), name: z.string() });

const getMember = endpoint({
  method: 'GET',
  path: '/api/v1/orgs/:orgId/members/:userId',
  summary: 'test: one member of an organisation',
  params: z.object({ orgId: positiveWhole, userId: positiveWhole }),
  query: z.object({ depth: z.optional(z.enum(['short', 'full'])) }),
  content: member,
});

const ping = endpoint({
  method: 'GET',
  path: '/api/v1/ping',
  summary: 'test: no params, no query, no body',
  auth: 'public',
  content: z.string(),
});

const postJson = (path: string, body: unknown) =>
  fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('mock(): input', () => {
  it('answers an endpoint without params, query or body (the origin matched by the wildcard is no param)', async () => {
    server.use(mock(ping, () => ({ content: 'pong' })));

    const res = await fetch(`${ORIGIN}/api/v1/ping`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: true, code: ResultCode.OK, message: '', content: 'pong' });
  });

  it('hands the resolver the inputs as the schemas output them', async () => {
    const resolver = vi.fn(() => ({ content: { userId: 8, name: '김민준' } }));
    server.use(mock(getMember, resolver));

    const res = await fetch(`${ORIGIN}/api/v1/orgs/3/members/8?depth=full`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      result: true,
      code: 0,
      message: '',
      content: { userId: 8, name: '김민준' },
    });
    expect(resolver).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        params: { orgId: 3, userId: 8 },
        query: { depth: 'full' },
        body: undefined,
      }),
    );
  });

  it('answers a malformed email with 400, code 1000 and the Korean message naming the field', async () => {
    const resolver = vi.fn(() => ({ content: null }));
    server.use(mock(accountApi.login, resolver));

    const res = await postJson('/api/v1/account/login', { email: 'not-an-email', password: 'x' });
    expect(res.status).toBe(400);
    expect(errorEnvelope.parse(await res.json())).toEqual({
      result: false,
      code: ResultCode.INVALID_INPUT,
      message: '이메일: 올바른 이메일 형식이 아닙니다.',
      content: null,
    });
    expect(resolver).not.toHaveBeenCalled();
  });

  it('answers a missing field with the required message naming it', async () => {
    server.use(mock(accountApi.login, () => ({ content: null })));

    const res = await postJson('/api/v1/account/login', { email: 'researcher@demo.cdmnet.kr' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: ResultCode.INVALID_INPUT,
      message: '비밀번호: 필수 입력 항목입니다.',
    });
  });

  it('answers a bad path param or query value with 400 and code 1000, the resolver never called', async () => {
    const resolver = vi.fn(() => ({ content: { userId: 1, name: '' } }));
    server.use(mock(getMember, resolver));

    const badParam = await fetch(`${ORIGIN}/api/v1/orgs/abc/members/8`);
    expect(badParam.status).toBe(400);
    const badParamReply = errorEnvelope.parse(await badParam.json());
    expect(badParamReply).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT });
    expect(badParamReply.message).toMatch(/^기관: /);

    const badQuery = await fetch(`${ORIGIN}/api/v1/orgs/3/members/8?depth=everything`);
    expect(badQuery.status).toBe(400);
    const badQueryReply = errorEnvelope.parse(await badQuery.json());
    expect(badQueryReply).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT });
    expect(badQueryReply.message).toMatch(/^depth: /);

    expect(resolver).not.toHaveBeenCalled();
  });
});

describe('mock(): reply', () => {
  it('turns a MockFailure into a failed envelope with its status, code and message', async () => {
    server.use(
      mock(getMember, () => {
        throw new MockFailure(403, ResultCode.FORBIDDEN, '접근 권한이 없습니다.');
      }),
    );

    const res = await fetch(`${ORIGIN}/api/v1/orgs/3/members/8`);
    expect(res.status).toBe(403);
    expect(errorEnvelope.parse(await res.json())).toEqual({
      result: false,
      code: ResultCode.FORBIDDEN,
      message: '접근 권한이 없습니다.',
      content: null,
    });
  });

  it("carries the resolver's message and headers", async () => {
    server.use(
      mock(accountApi.login, () => ({
        content: null,
        message: '로그인되었습니다.',
        headers: { 'Set-Cookie': 'USER=3; Path=/; SameSite=Lax' },
      })),
    );

    const res = await postJson('/api/v1/account/login', {
      email: 'researcher@demo.cdmnet.kr',
      password: 'x',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: true, code: 0, message: '로그인되었습니다.', content: null });
    expect(res.headers.getSetCookie()).toEqual(['USER=3; Path=/; SameSite=Lax']);
  });
});
