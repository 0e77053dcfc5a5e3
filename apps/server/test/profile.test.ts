import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ResultCode, userInfo, type Envelope, type UserInfo } from '@cdmnet/api/contract';
import { auditLog, files, sessions, users } from '../src/db/schema.js';
import { createTestApp, multipart, png, signInAs, type TestApp } from './test-app.js';
import { verifiedToken } from './verified-token.js';

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const ADMIN = 'admin@demo.cdmnet.kr';
const PARTNER = 'partner@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';

let t: TestApp;
// Signed in once per file: sign-in is rate-limited per address.
const session: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of [ADMIN, PARTNER, MASTER]) session[email] = await signInAs(t.app, email);
});
afterAll(() => t.close());

let remote = 0;

async function api<C = unknown>(url: string, cookie: string | undefined, payload?: unknown, method = 'POST') {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: cookie ? { cookie } : {},
    // Clear of the per-address limit on password changes, tested on its own below.
    remoteAddress: `10.66.0.${++remote % 250}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json<Envelope<C>>() };
}

const profileOf = async (cookie: string) =>
  userInfo.parse((await api<UserInfo>('/api/v1/users/profile', cookie, undefined, 'GET')).body.content);

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const auditsOf = async (action: string, email: string) =>
  t.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, await userIdOf(email))))
    .orderBy(auditLog.id);

const edit = (info: UserInfo, change: Record<string, unknown> = {}) => ({
  name: info.name,
  phoneNumber: info.phoneNumber,
  expertArea: info.expertArea,
  expertDivision: info.expertDivision,
  description: info.description,
  ...change,
});

describe('POST /api/v1/users/modify', () => {
  it('changes name, expert area and division and description, answers the stored info, and records which fields changed', async () => {
    const cookie = await signInAs(t.app, RESEARCHER);
    const before = await profileOf(cookie);
    const res = await api<UserInfo>(
      '/api/v1/users/modify',
      cookie,
      edit(before, {
        name: '  김민준 박사 ',
        expertArea: 'MEDICAL_DOCTOR',
        expertDivision: 'NEUROLOGY',
        description: '심부전 코호트 연구를 합니다.\n<script>alert(1)</script>',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('수정되었습니다.');
    const expected = {
      name: '김민준 박사',
      expertArea: 'MEDICAL_DOCTOR',
      expertDivision: 'NEUROLOGY',
      // Stored as typed; the screens show it as text, never as markup.
      description: '심부전 코호트 연구를 합니다.\n<script>alert(1)</script>',
      phoneNumber: before.phoneNumber,
    };
    expect(res.body.content).toMatchObject(expected);
    expect(await profileOf(cookie)).toMatchObject(expected);
    expect((await auditsOf('user.profile.modified', RESEARCHER)).at(-1)?.detail).toEqual({
      fields: ['name', 'expertArea', 'expertDivision', 'description'],
    });
  });

  it.each([
    [{ name: '   ' }, '이름: 필수 입력 항목입니다.'],
    [{ name: '가'.repeat(51) }, '이름: 50글자 이하로 입력해 주세요.'],
    [{ phoneNumber: '02-123-4567' }, '휴대폰 번호: 올바른 핸드폰 번호를 입력해주세요.'],
    [{ expertArea: 'ASTRONAUT' }, '전문 분야: 입력값이 올바르지 않습니다.'],
    [{ expertDivision: undefined }, '세부 전공: 입력값이 올바르지 않습니다.'],
    [{ description: '가'.repeat(501) }, '소개: 500글자 이하로 입력해 주세요.'],
  ])('refuses %j with 400: %s', async (change, message) => {
    const cookie = session[ADMIN] ?? '';
    const before = await profileOf(cookie);
    const res = await api('/api/v1/users/modify', cookie, edit(before, change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT, message });
    expect(await profileOf(cookie)).toEqual(before);
  });

  it('accepts a description of exactly 500 characters, emoji counted as one', async () => {
    const cookie = session[ADMIN] ?? '';
    const description = '🩺'.repeat(500);
    const res = await api<UserInfo>(
      '/api/v1/users/modify',
      cookie,
      edit(await profileOf(cookie), { description }),
    );
    expect(res.status).toBe(200);
    expect(res.body.content.description).toBe(description);
  });

  it('changes the phone only with the verified token of the new number, which works once', async () => {
    const cookie = session[PARTNER] ?? '';
    const before = await profileOf(cookie);
    const phoneNumber = '01055550004';

    const unproven = await api('/api/v1/users/modify', cookie, edit(before, { phoneNumber }));
    expect(unproven.status).toBe(400);
    expect(unproven.body.message).toBe(
      '휴대폰 인증: 인증이 만료되었거나 완료되지 않았습니다. 휴대폰 번호를 다시 인증해 주십시오.',
    );
    const otherNumbersToken = await verifiedToken(t, 'phone', '01055550005');
    const swapped = await api(
      '/api/v1/users/modify',
      cookie,
      edit(before, { phoneNumber, phoneVerifiedToken: otherNumbersToken }),
    );
    expect(swapped.status).toBe(400);
    expect((await profileOf(cookie)).phoneNumber).toBe(before.phoneNumber);

    const phoneVerifiedToken = await verifiedToken(t, 'phone', phoneNumber);
    const done = await api<UserInfo>(
      '/api/v1/users/modify',
      cookie,
      edit(before, { phoneNumber, phoneVerifiedToken }),
    );
    expect(done.status).toBe(200);
    expect(done.body.content.phoneNumber).toBe(phoneNumber);

    // Spent: changing back and forth again needs a new verification.
    await api(
      '/api/v1/users/modify',
      cookie,
      edit(before, {
        phoneNumber: before.phoneNumber,
        phoneVerifiedToken: await verifiedToken(t, 'phone', before.phoneNumber),
      }),
    );
    const replayed = await api(
      '/api/v1/users/modify',
      cookie,
      edit(before, { phoneNumber, phoneVerifiedToken }),
    );
    expect(replayed.status).toBe(400);
    expect((await profileOf(cookie)).phoneNumber).toBe(before.phoneNumber);
  });

  it('keeps the phone without any token when it does not change, and records nothing when nothing changed', async () => {
    const cookie = session[MASTER] ?? '';
    const before = await profileOf(cookie);
    const audits = (await auditsOf('user.profile.modified', MASTER)).length;
    const res = await api('/api/v1/users/modify', cookie, edit(before));
    expect(res.status).toBe(200);
    expect((await auditsOf('user.profile.modified', MASTER)).length).toBe(audits);
  });

  it('answers code 1004 without a session', async () => {
    const res = await api('/api/v1/users/modify', undefined, { name: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('POST /api/v1/users/modify/password', () => {
  const url = '/api/v1/users/modify/password';

  it.each([
    [
      { currentPassword: 'Wrong!2345', newPassword: 'Better!2345' },
      '현재 비밀번호: 입력한 비밀번호가 올바르지 않습니다.',
    ],
    [{ currentPassword: '', newPassword: 'Better!2345' }, '현재 비밀번호: 필수 입력 항목입니다.'],
    [
      { currentPassword: DEMO_PASSWORD, newPassword: 'short1!' },
      '새 비밀번호: 8~20글자, 영문, 숫자, 특수문자가 모두 포함되어야 합니다.',
    ],
    [
      { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
      '새 비밀번호: 현재 비밀번호와 다른 비밀번호를 입력해 주십시오.',
    ],
  ])('refuses %j with 400: %s', async (body, message) => {
    const cookie = session[ADMIN] ?? '';
    const res = await api(url, cookie, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT, message });
    // Still the old password.
    await signInAs(t.app, ADMIN, DEMO_PASSWORD);
  });

  it('changes the password, ends the other sessions but not this one, and records it', async () => {
    const elsewhere = await signInAs(t.app, RESEARCHER);
    const here = await signInAs(t.app, RESEARCHER);
    const res = await api(url, here, { currentPassword: DEMO_PASSWORD, newPassword: 'Heart!2026' });
    expect(res).toEqual({
      status: 200,
      body: { result: true, code: ResultCode.OK, message: '비밀번호가 변경되었습니다.', content: null },
    });

    expect((await profileOf(here)).primaryEmail).toBe(RESEARCHER);
    const ended = await api('/api/v1/users/profile', elsewhere, undefined, 'GET');
    expect(ended.body.code).toBe(ResultCode.SESSION_EXPIRED);

    const researcherId = await userIdOf(RESEARCHER);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, researcherId))).toHaveLength(1);
    const { endedSessions } = (await auditsOf('user.password.changed', RESEARCHER)).at(-1)?.detail ?? {};
    expect(endedSessions).toBeGreaterThanOrEqual(1);

    await expect(signInAs(t.app, RESEARCHER, DEMO_PASSWORD)).rejects.toThrow();
    await signInAs(t.app, RESEARCHER, 'Heart!2026');
  });

  it('slows guessing: the 11th attempt within a minute from one address is refused with 429', async () => {
    const cookie = session[MASTER] ?? '';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { currentPassword: 'Guess!0000', newPassword: 'Better!2345' },
        remoteAddress: '10.99.99.99',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<Envelope<null>>().code).toBe(ResultCode.TOO_MANY_REQUESTS);
  });

  it('answers code 1004 without a session', async () => {
    const res = await api(url, undefined, { currentPassword: DEMO_PASSWORD, newPassword: 'Better!2345' });
    expect(res.body.code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('POST /api/v1/users/modify/terms', () => {
  const url = '/api/v1/users/modify/terms';
  const agreementOf = (info: UserInfo, name: string) =>
    info.terms.find((term) => term.name === name)?.agreement;

  it('changes the optional agreements and records them', async () => {
    const cookie = session[PARTNER] ?? '';
    const res = await api<UserInfo>(url, cookie, {
      terms: [
        { name: 'third', agreement: false },
        { name: 'marketing', agreement: true },
        { name: 'platform-service', agreement: true },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('변경되었습니다.');
    expect(agreementOf(res.body.content, 'third')).toBe(false);
    expect(agreementOf(res.body.content, 'marketing')).toBe(true);
    expect(agreementOf(res.body.content, 'platform-service')).toBe(true);
    expect(res.body.content.terms).toHaveLength(6);
    expect((await auditsOf('user.terms.modified', PARTNER)).at(-1)?.detail).toEqual({
      third: false,
      marketing: true,
    });
  });

  it('refuses to withdraw a required agreement, and changes nothing of the request', async () => {
    const cookie = session[ADMIN] ?? '';
    const res = await api(url, cookie, {
      terms: [
        { name: 'marketing', agreement: true },
        { name: 'security-pledge', agreement: false },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('약관 동의: 필수 약관은 동의를 철회할 수 없습니다.');
    const info = await profileOf(cookie);
    expect(agreementOf(info, 'security-pledge')).toBe(true);
    expect(agreementOf(info, 'marketing')).toBe(false);
  });

  it('refuses an unknown terms name with 400 naming the field, and answers 1004 without a session', async () => {
    const cookie = session[ADMIN] ?? '';
    const bad = await api(url, cookie, { terms: [{ name: 'newsletter', agreement: true }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('약관 동의: 약관의 이름과 동의 여부를 확인해 주십시오.');
    const signedOut = await api(url, undefined, { terms: [] });
    expect(signedOut.body.code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('the profile photo: POST and DELETE /api/v1/users/modify/photo', () => {
  const url = '/api/v1/users/modify/photo';
  const webp = () =>
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

  const upload = async (cookie: string | undefined, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
    return { status: res.statusCode, body: res.json<Envelope<UserInfo>>() };
  };

  it('stores a PNG, serves it, replaces it with a WebP whose type is read from its bytes, then removes it', async () => {
    const cookie = session[MASTER] ?? '';
    const first = await upload(cookie, [{ name: '증명사진.png', type: 'image/png', bytes: png() }]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('변경되었습니다.');
    const firstId = first.body.content.profileImageId;
    expect(firstId).toEqual(expect.any(Number));
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/${firstId}`,
      headers: { cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png())).toBe(true);

    // The browser's claim is ignored: the bytes say WebP.
    const second = await upload(cookie, [
      { name: 'me.bin', type: 'application/octet-stream', bytes: webp() },
    ]);
    expect(second.status).toBe(200);
    const secondId = second.body.content.profileImageId;
    expect(secondId).not.toBe(firstId);
    const [stored] = await t.db
      .select({ mimeType: files.mimeType })
      .from(files)
      .where(eq(files.id, secondId ?? -1));
    expect(stored?.mimeType).toBe('image/webp');
    // The replaced photo is gone.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/files/${firstId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);

    const removed = await api<UserInfo>(url, cookie, undefined, 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('삭제되었습니다.');
    expect(removed.body.content.profileImageId).toBeNull();
    expect((await auditsOf('user.photo.changed', MASTER)).length).toBe(2);
    expect((await auditsOf('user.photo.removed', MASTER)).at(-1)?.detail).toEqual({ fileId: secondId });
  });

  it.each([
    [
      'a text file named .png',
      [{ name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image') }],
      '사진: PNG, JPEG, WebP 형식의 이미지만 올릴 수 있습니다.',
    ],
    [
      'an SVG',
      [{ name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg onload="alert(1)"/>') }],
      '사진: PNG, JPEG, WebP 형식의 이미지만 올릴 수 있습니다.',
    ],
    [
      'a photo over 2 MB',
      [{ name: 'big.png', type: 'image/png', bytes: png(2 * 1024 * 1024 + 1) }],
      '사진: 2MB 이하의 이미지만 올릴 수 있습니다.',
    ],
    [
      'two photos',
      [
        { name: 'a.png', type: 'image/png', bytes: png() },
        { name: 'b.png', type: 'image/png', bytes: png() },
      ],
      '사진: 한 장만 올릴 수 있습니다.',
    ],
    ['no photo', [], '사진: 올릴 사진을 선택해 주십시오.'],
  ])('refuses %s with 400 and keeps the photo', async (_case, parts, message) => {
    const cookie = session[PARTNER] ?? '';
    const before = (await profileOf(cookie)).profileImageId;
    const res = await upload(cookie, parts);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT, message });
    expect((await profileOf(cookie)).profileImageId).toBe(before);
  });

  it('refuses a request that is not multipart, and answers 1004 without a session', async () => {
    const cookie = session[PARTNER] ?? '';
    const json = await api(url, cookie, { files: [] });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('파일: 파일을 첨부하는 요청이 아닙니다.');
    const signedOut = await upload(undefined, [{ name: 'a.png', type: 'image/png', bytes: png() }]);
    expect(signedOut.body.code).toBe(ResultCode.SESSION_EXPIRED);
    expect((await api(url, undefined, undefined, 'DELETE')).body.code).toBe(ResultCode.SESSION_EXPIRED);
  });
});
