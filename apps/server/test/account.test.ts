import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  ResultCode,
  SESSION_COOKIE,
  USER_COOKIE,
  userInfo,
  type Envelope,
} from '@cdmnet/api/contract';
import { sessions, auditLog } from '../src/db/schema.js';
import { cookieHeader, createTestApp, signInAs, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/account/login', payload: payload as Record<string, unknown> });

describe('POST /api/v1/account/login', () => {
  it('opens a session with an httpOnly session cookie and a readable USER cookie holding no secret', async () => {
    const res = await login({ email: 'researcher@demo.cdmnet.kr', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, code: ResultCode.OK, message: '', content: null });

    const cookies = res.cookies;
    const session = cookies.find((c) => c.name === SESSION_COOKIE);
    const user = cookies.find((c) => c.name === USER_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(user?.httpOnly).toBeFalsy();
    expect(user?.sameSite).toBe('Lax');
    expect(user?.value).not.toContain(session?.value ?? '(none)');
    expect(user?.value).toMatch(/^\d+$/);
  });

  it('accepts the email in any letter case', async () => {
    const res = await login({ email: 'Researcher@Demo.CDMNet.kr', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same Korean message', async () => {
    const wrongPassword = await login({ email: 'researcher@demo.cdmnet.kr', password: 'Wrong!2345' });
    const unknownEmail = await login({ email: 'nobody@demo.cdmnet.kr', password: DEMO_PASSWORD });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ result: false, code: ResultCode.INVALID_CREDENTIALS });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect(wrongPassword.json<Envelope<unknown>>().message).toBe(
      unknownEmail.json<Envelope<unknown>>().message,
    );
    expect(wrongPassword.json<Envelope<unknown>>().message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it('answers bad input with a 400 envelope naming the field in Korean', async () => {
    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT });
    expect(badEmail.json<Envelope<unknown>>().message).toMatch(/^이메일: /);

    const noPassword = await login({ email: 'researcher@demo.cdmnet.kr' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json<Envelope<unknown>>().message).toMatch(/^비밀번호: /);
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT });
  });

  it('records the sign-in in the audit log', async () => {
    await signInAs(t.app, 'partner@demo.cdmnet.kr');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.login'));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/users/profile', () => {
  it("returns the signed-in user's info of spec §3", async () => {
    const cookie = await signInAs(t.app, 'researcher@demo.cdmnet.kr');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const info = userInfo.parse(res.json<Envelope<unknown>>().content);
    expect(info).toMatchObject({ name: '김민준', primaryEmail: 'researcher@demo.cdmnet.kr', priv: 'NORMAL' });
    expect(info.orgList).toEqual([
      expect.objectContaining({ orgName: '한빛대학교병원', orgUserPrivilege: 'ORG_RESEARCHER' }),
    ]);
    expect(info.terms).toHaveLength(6);
  });

  it('answers code 1004 without a session and clears the USER cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { cookie: `${USER_COOKIE}=3` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: false, code: ResultCode.SESSION_EXPIRED });
    const cleared = res.cookies.find((c) => c.name === USER_COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('answers code 1004 for an unknown or expired session', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { cookie: `${SESSION_COOKIE}=forged-token` },
    });
    expect(unknown.json<Envelope<unknown>>().code).toBe(ResultCode.SESSION_EXPIRED);

    const cookie = await signInAs(t.app, 'admin@demo.cdmnet.kr');
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { cookie } });
    expect(expired.json<Envelope<unknown>>().code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('POST /api/v1/account/logout', () => {
  it('ends the session so the same cookie no longer works', async () => {
    const cookie = await signInAs(t.app, 'master@demo.cdmnet.kr');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/account/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(cookieHeader(out.headers['set-cookie'])).toBe('');

    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { cookie } });
    expect(after.json<Envelope<unknown>>().code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('rate limiting', () => {
  it('slows down repeated sign-in attempts with a 429 envelope', async () => {
    const limited = await createTestApp();
    try {
      let last = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/account/login',
        payload: { email: 'a@b.kr', password: 'x' },
      });
      for (let i = 0; i < 25 && last.statusCode !== 429; i++) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/account/login',
          payload: { email: 'a@b.kr', password: 'x' },
        });
      }
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ result: false, code: ResultCode.TOO_MANY_REQUESTS });
    } finally {
      await limited.close();
    }
  });
});
