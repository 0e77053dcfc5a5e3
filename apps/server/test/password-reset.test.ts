import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type Envelope } from '@cdmnet/api/contract';
import { passwordResets } from '../src/db/schema.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/account/password-assistant', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/account/password-assistant-email',
    payload: { token, password },
  });
const lastLinkTo = (email: string) => {
  const text = [...t.sent].reverse().find((m) => m.to === email)?.text ?? '';
  return /http:\/\/cdmnet\.test\/resetpassword\?token=([\w%-]+)/.exec(text)?.[1];
};

describe('password reset', () => {
  it('mails a link that sets a new password once and signs the account out everywhere', async () => {
    const email = 'partner@demo.cdmnet.kr';
    const oldSession = await signInAs(t.app, email);
    const asked = await ask(email);
    expect(asked.json<Envelope<null>>().result).toBe(true);
    expect(asked.json<Envelope<null>>().message).toMatch(/^이메일이 발송되었습니다/);
    const token = decodeURIComponent(lastLinkTo(email)!);

    const done = await reset(token, 'NewPass!234');
    expect(done.json<Envelope<null>>()).toMatchObject({
      result: true,
      message: '비밀번호가 변경되었습니다.',
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { cookie: oldSession },
    });
    expect(profile.json<Envelope<null>>().code).toBe(ResultCode.SESSION_EXPIRED);
    await expect(signInAs(t.app, email, 'NewPass!234')).resolves.toContain('USER=');
    await expect(signInAs(t.app, email)).rejects.toThrow();

    const again = await reset(token, 'Another!234');
    expect(again.statusCode).toBe(400);
    expect(again.json<Envelope<null>>().message).toBe(
      '비밀번호 재설정 링크가 만료되었거나 올바르지 않습니다. 비밀번호 찾기를 다시 요청해 주십시오.',
    );
  });

  it('tells whether a link can be used without spending it', async () => {
    const check = async (token: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/account/password-assistant-email/check',
          payload: { token },
        })
      ).json<Envelope<{ usable: boolean }>>().content?.usable;
    const email = 'admin@demo.cdmnet.kr';
    await ask(email);
    const token = decodeURIComponent(lastLinkTo(email)!);
    expect(await check(token)).toBe(true);
    expect(await check(token)).toBe(true);
    expect(await check('made-up-token')).toBe(false);

    expect((await reset(token, 'Demo!2345')).statusCode).toBe(200);
    expect(await check(token)).toBe(false);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const before = t.sent.length;
    const known = await ask('admin@demo.cdmnet.kr');
    const unknown = await ask('nobody@demo.cdmnet.kr');
    expect(unknown.json()).toEqual(known.json());
    expect(t.sent.slice(before).map((m) => m.to)).toEqual(['admin@demo.cdmnet.kr']);
  });

  it('refuses an expired link and sends at most three links an hour to one account', async () => {
    const email = 'master@demo.cdmnet.kr';
    await ask(email);
    const token = decodeURIComponent(lastLinkTo(email)!);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, 'NewPass!234')).statusCode).toBe(400);

    await ask(email);
    await ask(email);
    const before = t.sent.length;
    const fourth = await ask(email);
    expect(fourth.json<Envelope<null>>().result).toBe(true);
    expect(t.sent.length).toBe(before);
  });

  it('checks the new password against the password rule, naming the field', async () => {
    const res = await reset('whatever', 'weak');
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().message).toBe(
      '비밀번호: 8~20글자, 영문, 숫자, 특수문자가 모두 포함되어야 합니다.',
    );
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, 'whatever'));
    expect(rows).toEqual([]);
  });
});
