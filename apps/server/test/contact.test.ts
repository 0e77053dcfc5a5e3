import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { contactMessage, ResultCode, type ContactMessage, type Envelope } from '@cdmnet/api/contract';
import { auditLog, contactMessages } from '../src/db/schema.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A fresh requesting address per test, so the per-address limit is only met where it is tested. */
const nextAddress = () => `10.9.${++n}.1`;

// Each message from its own sender unless a test says otherwise: the limit counts per sender.
let senders = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  name: '정하늘',
  email: `haneul.jung${++senders}@mudeung.or.kr`,
  organization: '광주무등의료원',
  subject: '기관 가입 절차 문의',
  message: '저희 의료원도 플랫폼에 참여하려면 어떤 절차가 필요한지 알려 주십시오.',
  consent: true,
  ...overrides,
});

const send = (payload: unknown, remoteAddress = nextAddress(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/master/contacts', headers: cookie ? { cookie } : {} });

const markHandled = (id: number | string, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/master/contacts/${id}/handled`,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/v1/contact', () => {
  it('stores the message, answers the thank-you text and audits the creation', async () => {
    const res = await send(form({ subject: '  기관 가입 절차 문의  ', email: 'Haneul.Jung@Mudeung.or.kr' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      code: ResultCode.OK,
      message: '문의가 접수되었습니다. 확인 후 입력하신 이메일로 답변드리겠습니다.',
      content: null,
    });
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'haneul.jung@mudeung.or.kr'));
    expect(row).toMatchObject({
      name: '정하늘',
      organization: '광주무등의료원',
      subject: '기관 가입 절차 문의',
      handledAt: null,
      requestIp: `10.9.${n}.1`,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'contact.received'));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: null,
        targetType: 'contact_message',
        targetId: String(row?.id),
        detail: { consent: true },
      }),
    ]);
  });

  it('takes the organisation as optional, and names a signed-in sender in the audit', async () => {
    const cookie = await signInAs(t.app, 'researcher@demo.cdmnet.kr');
    const { organization: _organization, ...withoutOrganization } = form({
      subject: '소속 없이 보내는 문의',
    });
    const res = await send(withoutOrganization, nextAddress(), cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, '소속 없이 보내는 문의'));
    expect(row?.organization).toBe('');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row?.id)));
    expect(audit?.actorId).toBe(3);
  });

  it.each([
    [{ subject: '짧음' }, '문의 제목: 5글자 이상으로 입력해 주세요.'],
    [{ subject: '가'.repeat(51) }, '문의 제목: 50글자 이하로 입력해 주세요.'],
    [{ subject: '     가나다     ' }, '문의 제목: 5글자 이상으로 입력해 주세요.'],
    [{ message: '네' }, '문의 내용: 5글자 이상으로 입력해 주세요.'],
    [{ message: '가'.repeat(2001) }, '문의 내용: 2,000글자 이하로 입력해 주세요.'],
    [{ email: 'not-an-email' }, '이메일: 올바른 이메일 형식이 아닙니다.'],
    [{ name: '   ' }, '이름: 필수 입력 항목입니다.'],
    [{ organization: '가'.repeat(51) }, '소속: 50글자 이하로 입력해 주세요.'],
    [{ consent: false }, '개인정보 수집 동의: 개인정보 수집 및 이용에 동의해 주십시오.'],
    [{ consent: undefined }, '개인정보 수집 동의: 개인정보 수집 및 이용에 동의해 주십시오.'],
  ])('refuses %o with a 400 naming the field', async (overrides, message) => {
    const res = await send(form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: false, code: ResultCode.INVALID_INPUT, message, content: null });
  });

  it('takes a 2000-character message (counted as the user sees characters)', async () => {
    const res = await send(form({ message: '가'.repeat(1999) + '🙂' }));
    expect(res.statusCode).toBe(200);
  });

  it('answers a sixth message within the hour from one sender with 429, saying when to try again', async () => {
    const sender = 'repeat.sender@mudeung.or.kr';
    for (let i = 0; i < 5; i++) {
      const res = await send(form({ subject: `반복 문의 ${i + 1}번`, email: sender }));
      expect(res.statusCode).toBe(200);
    }
    // From another address too: the sender is what is counted.
    const limited = await send(form({ subject: '여섯 번째 문의', email: sender }));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect(limited.json()).toEqual({
      result: false,
      code: ResultCode.TOO_MANY_REQUESTS,
      message: '문의를 너무 자주 보내셨습니다. 60분 후에 다시 시도해 주십시오.',
      content: null,
    });
  });

  it('lets a hospital behind one address send many messages from different people', async () => {
    const hospitalNat = '10.99.0.2';
    for (let i = 0; i < 20; i++) {
      expect((await send(form({ subject: `병원 직원 문의 ${i + 1}` }), hospitalNat)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/v1/master/contacts', () => {
  it('lists every message newest first for a platform admin', async () => {
    await send(form({ subject: '가장 최근의 문의', email: 'haneul.jung@mudeung.or.kr' }));
    const cookie = await signInAs(t.app, 'master@demo.cdmnet.kr');
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    const messages = z.array(contactMessage).parse(res.json<Envelope<unknown>>().content);
    expect(messages[0]).toMatchObject({
      subject: '가장 최근의 문의',
      email: 'haneul.jung@mudeung.or.kr',
      handledAt: null,
      handledByName: null,
    });
    const times = messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a researcher and an organisation admin with 403', async () => {
    for (const email of ['researcher@demo.cdmnet.kr', 'admin@demo.cdmnet.kr']) {
      const res = await list(await signInAs(t.app, email));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        result: false,
        code: ResultCode.FORBIDDEN,
        message: '접근 권한이 없습니다.',
        content: null,
      });
    }
  });

  it('answers code 1004 when signed out', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: false, code: ResultCode.SESSION_EXPIRED });
  });
});

describe('PUT /api/v1/master/contacts/:id/handled', () => {
  async function newestId(cookie: string) {
    const messages = (await list(cookie)).json<Envelope<ContactMessage[]>>().content;
    return messages[0]?.id ?? -1;
  }

  it('marks a message handled by the admin, audited once', async () => {
    await send(form({ subject: '처리할 문의입니다' }));
    const cookie = await signInAs(t.app, 'master@demo.cdmnet.kr');
    const id = await newestId(cookie);
    const res = await markHandled(id, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<unknown>>();
    expect(body.message).toBe('처리 완료로 변경되었습니다.');
    const handled = contactMessage.parse(body.content);
    expect(handled).toMatchObject({ id, subject: '처리할 문의입니다', handledByName: '최고관리' });
    expect(handled.handledAt).not.toBeNull();

    // Marking it again changes nothing and writes no second audit row.
    const again = contactMessage.parse((await markHandled(id, cookie)).json<Envelope<unknown>>().content);
    expect(again.handledAt).toBe(handled.handledAt);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'contact.handled'));
    expect(audits.filter((a) => a.targetId === String(id))).toEqual([
      expect.objectContaining({ actorId: 1, targetType: 'contact_message' }),
    ]);
  });

  it('refuses a researcher with 403 and leaves the message as it was', async () => {
    await send(form({ subject: '연구자가 건드릴 수 없는 문의' }));
    const master = await signInAs(t.app, 'master@demo.cdmnet.kr');
    const id = await newestId(master);
    const res = await markHandled(id, await signInAs(t.app, 'researcher@demo.cdmnet.kr'));
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope<unknown>>().code).toBe(ResultCode.FORBIDDEN);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.handledAt).toBeNull();
  });

  it('answers 404 for an unknown message, 400 naming the field for a bad id, 1004 signed out', async () => {
    const cookie = await signInAs(t.app, 'master@demo.cdmnet.kr');
    const missing = await markHandled(999_999, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Envelope<unknown>>()).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '요청한 항목을 찾을 수 없습니다.',
    });

    const bad = await markHandled('abc', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<unknown>>().message).toMatch(/^번호: /);

    const signedOut = await markHandled(1);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json<Envelope<unknown>>().code).toBe(ResultCode.SESSION_EXPIRED);
  });
});
