import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type Envelope } from '@cdmnet/api/contract';
import { createOutbox } from '../src/adapters/outbox.js';
import { verificationCodes } from '../src/db/schema.js';
import { verificationPolicy } from '../src/services/verification.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reply = Envelope<{
  verifiedToken?: string;
  expiresInSeconds?: number;
  resendAfterSeconds?: number;
} | null>;

// Each test uses its own address: the limits are per target, and the rows outlive a test.
let n = 0;
const freshEmail = () => `new.user${++n}@hospital.kr`;
const freshPhone = () => `0109${String(++n).padStart(7, '0')}`;

const requestEmail = (email: string, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/account/email/verify?email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
  });
const verifyEmail = (email: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/account/email/verify', payload: { email, code } });
const lastCodeTo = (to: string) =>
  /\d{6}/.exec([...t.sent].reverse().find((m) => m.to === to)?.text ?? '')?.[0];
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('email verification', () => {
  it('mails a 6-digit code and yields a verified token for the right one', async () => {
    const email = freshEmail();
    const sent = await requestEmail(email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Reply>()).toMatchObject({
      result: true,
      message: '인증번호가 이메일로 발송되었습니다.',
      content: { expiresInSeconds: 600, resendAfterSeconds: 60 },
    });
    const code = lastCodeTo(email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verifyEmail(email, code!);
    expect(verified.json<Reply>()).toMatchObject({ result: true, message: '이메일 인증이 완료되었습니다.' });
    expect(verified.json<Reply>().content?.verifiedToken).toMatch(/^[\w-]{20,}$/);
  });

  it('stores neither the code nor the token in plain text', async () => {
    const email = freshEmail();
    await requestEmail(email);
    const code = lastCodeTo(email)!;
    const token = (await verifyEmail(email, code)).json<Reply>().content?.verifiedToken;
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses a wrong code, then kills the code after the last allowed attempt', async () => {
    const email = freshEmail();
    await requestEmail(email);
    const code = lastCodeTo(email)!;
    for (let i = 1; i < verificationPolicy.maxAttemptsPerCode; i++) {
      const wrong = await verifyEmail(email, otherThan(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<Reply>().message).toBe('인증번호가 일치하지 않습니다.');
    }
    const last = await verifyEmail(email, otherThan(code));
    expect(last.json<Reply>().message).toBe(
      '인증번호를 여러 번 잘못 입력했습니다. 인증번호를 다시 요청해 주십시오.',
    );
    // Even the right code no longer works.
    const right = await verifyEmail(email, code);
    expect(right.json<Reply>()).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT });
  });

  it('refuses an expired code and a code never asked for', async () => {
    const email = freshEmail();
    await requestEmail(email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, email));
    const expired = await verifyEmail(email, lastCodeTo(email)!);
    expect(expired.json<Reply>().message).toBe('인증번호가 만료되었습니다. 인증번호를 다시 요청해 주십시오.');

    const never = await verifyEmail(freshEmail(), '123456');
    expect(never.json<Reply>().message).toBe('인증번호가 만료되었습니다. 인증번호를 다시 요청해 주십시오.');
  });

  it('makes a second request wait for the cooldown, and caps requests per address per hour', async () => {
    const email = freshEmail();
    await requestEmail(email);
    const tooSoon = await requestEmail(email);
    expect(tooSoon.statusCode).toBe(429);
    // The wait is said, and sent as Retry-After: the 60 s cooldown less the moment since.
    const wait = Number(tooSoon.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(tooSoon.json<Reply>()).toMatchObject({
      code: ResultCode.TOO_MANY_REQUESTS,
      message: `인증번호를 방금 보냈습니다. ${wait}초 후에 다시 요청해 주십시오.`,
    });

    // Age the earlier requests past the cooldown but within the hour, up to the cap.
    for (let i = 1; i < verificationPolicy.maxCodesPerTargetPerHour; i++) {
      await t.db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(verificationCodes.target, email));
      expect((await requestEmail(email)).statusCode).toBe(200);
    }
    await t.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(verificationCodes.target, email));
    const capped = await requestEmail(email);
    expect(capped.statusCode).toBe(429);
    // The oldest of the hour's requests was five minutes ago: the cap lifts in 55 minutes.
    expect(capped.headers['retry-after']).toMatch(/^(3300|3299)$/);
    expect(capped.json<Reply>().message).toBe(
      '인증번호 요청이 너무 많습니다. 55분 후에 다시 시도해 주십시오.',
    );
  });

  it('caps requests from one network address across many targets', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < verificationPolicy.maxCodesPerIpPerHour; i++) {
      expect((await requestEmail(freshEmail(), ip)).statusCode).toBe(200);
    }
    expect((await requestEmail(freshEmail(), ip)).statusCode).toBe(429);
    expect((await requestEmail(freshEmail(), '10.9.9.10')).statusCode).toBe(200);
  });

  it('names the field when the input is malformed', async () => {
    const bad = await requestEmail('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Reply>().message).toBe('이메일: 올바른 이메일 형식이 아닙니다.');
    const badCode = await verifyEmail(freshEmail(), '12a456');
    expect(badCode.json<Reply>().message).toBe('인증번호: 6자리 숫자');
  });
});

describe('phone verification', () => {
  it('texts a code to a Korean mobile number and yields a verified token', async () => {
    const phone = freshPhone();
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/phone/verify?phoneNumber=${phone}`,
    });
    expect(sent.json<Reply>().message).toBe('인증번호가 문자 메시지로 발송되었습니다.');
    expect(t.sent.at(-1)).toMatchObject({ channel: 'sms', to: phone });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/phone/verify',
      payload: { phoneNumber: phone, code: lastCodeTo(phone) },
    });
    expect(verified.json<Reply>()).toMatchObject({ result: true, message: '휴대폰 인증이 완료되었습니다.' });
  });

  it('refuses a number that is not a Korean mobile number', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/phone/verify?phoneNumber=0212345678',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Reply>().message).toBe('휴대폰 번호: 올바른 핸드폰 번호를 입력해주세요.');
  });
});

describe('the dev outbox', () => {
  it('writes each message as a file a developer can read', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-outbox-'));
    try {
      const lines: string[] = [];
      await createOutbox(dir, (line) => lines.push(line))({
        channel: 'mail',
        to: 'a@b.kr',
        subject: '제목',
        text: '인증번호 123456',
      });
      const [file] = readdirSync(dir);
      expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toMatchObject({
        to: 'a@b.kr',
        text: '인증번호 123456',
      });
      expect(lines).toEqual(['[outbox] mail to a@b.kr: 제목']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
