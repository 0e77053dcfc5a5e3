import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notification,
  ResultCode,
  termsKeys,
  type Envelope,
  type UserNotification,
} from '@cdmnet/api/contract';
import { seedDemoNotifications } from '../src/db/demo-notifications.js';
import { auditLog, notifications, users } from '../src/db/schema.js';
import { notifyUsers } from '../src/services/notifications.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';
import { verifiedToken } from './verified-token.js';

let t: TestApp;
let researcher: { id: number; cookie: string };
let admin: { id: number; cookie: string };

async function account(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return { id: row.id, cookie: await signInAs(t.app, email) };
}

beforeAll(async () => {
  t = await createTestApp();
  researcher = await account('researcher@demo.cdmnet.kr');
  admin = await account('admin@demo.cdmnet.kr');
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';

async function api<C = unknown>(method: Method, url: string, cookie?: string, options: InjectOptions = {}) {
  const res = await t.app.inject({ ...options, method, url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json<Envelope<C>>() };
}

const list = async (cookie: string) =>
  (await api<UserNotification[]>('GET', '/api/v1/notifications', cookie)).body.content;

/** Gives a user notifications through the service every feature uses, the oldest first. */
async function give(userId: number, specs: { title: string; checked?: boolean }[]) {
  for (const [index, spec] of specs.entries()) {
    await notifyUsers(t.db, [userId], {
      type: index % 2 === 0 ? 'PROJECT' : 'ORGANIZATION',
      title: spec.title,
      message: `${spec.title} 내용`,
      link: '/project/1',
    });
    if (spec.checked) {
      const [row] = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, spec.title)));
      if (row) await t.db.update(notifications).set({ checked: true }).where(eq(notifications.id, row.id));
    }
  }
}

const idOf = async (cookie: string, title: string) => {
  const found = (await list(cookie)).find((n) => n.title === title);
  if (!found) throw new Error(`no notification ${title}`);
  return found.id;
};

const audits = (action: string, actorId: number) =>
  t.db
    .select({ targetType: auditLog.targetType, targetId: auditLog.targetId, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)))
    .orderBy(auditLog.id);

// Each test starts from three notifications of the researcher (one read) and one of the admin,
// whatever the demo seed gave them.
beforeEach(async () => {
  await t.db.delete(notifications);
  await give(researcher.id, [{ title: '첫째', checked: true }, { title: '둘째' }, { title: '셋째' }]);
  await give(admin.id, [{ title: '관리자 알림' }]);
});

describe('GET /api/v1/notifications', () => {
  it("lists only the caller's notifications, newest first, in the contract's shape", async () => {
    const res = await api<UserNotification[]>('GET', '/api/v1/notifications', researcher.cookie);
    expect(res.status).toBe(200);
    const rows = res.body.content.map((row) => notification.parse(row));
    expect(rows.map((row) => row.title)).toEqual(['셋째', '둘째', '첫째']);
    expect(rows.map((row) => row.checked)).toEqual([false, false, true]);
    expect(rows[0]).toMatchObject({
      type: 'PROJECT',
      message: '셋째 내용',
      link: '/project/1',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(await list(admin.cookie)).toEqual([expect.objectContaining({ title: '관리자 알림' })]);
  });

  it('answers code 1004 without a session', async () => {
    const res = await api('GET', '/api/v1/notifications');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ result: false, code: ResultCode.SESSION_EXPIRED });
  });
});

describe('GET /api/v1/notifications/count', () => {
  it('counts the unread ones with status=UNCHECKED, the read ones with CHECKED, all without a status', async () => {
    const count = async (query: string) =>
      (await api<number>('GET', `/api/v1/notifications/count${query}`, researcher.cookie)).body.content;
    expect(await count('?status=UNCHECKED')).toBe(2);
    expect(await count('?status=CHECKED')).toBe(1);
    expect(await count('')).toBe(3);
    expect(await count('?status=')).toBe(3);
  });

  it('refuses an unknown status with a Korean message naming the field', async () => {
    const res = await api('GET', '/api/v1/notifications/count?status=READ', researcher.cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      result: false,
      code: ResultCode.INVALID_INPUT,
      message: '상태: CHECKED 또는 UNCHECKED만 지정할 수 있습니다.',
    });
  });

  it('answers code 1004 without a session', async () => {
    const res = await api('GET', '/api/v1/notifications/count?status=UNCHECKED');
    expect(res.body.code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('PUT /api/v1/notifications?status=UNCHECKED', () => {
  it('marks every unread notification of the caller read, says so, and records it', async () => {
    const res = await api<number>('PUT', '/api/v1/notifications?status=UNCHECKED', researcher.cookie);
    expect(res).toEqual({
      status: 200,
      body: { result: true, code: ResultCode.OK, message: '모든 알림을 읽음으로 표시했습니다.', content: 2 },
    });
    expect((await list(researcher.cookie)).every((n) => n.checked)).toBe(true);
    expect((await list(admin.cookie))[0]?.checked).toBe(false);
    expect(await audits('notification.checked-all', researcher.id)).toEqual([
      { targetType: 'user', targetId: String(researcher.id), detail: { count: 2 } },
    ]);
  });

  it('refuses status=CHECKED with a Korean message naming the field', async () => {
    const res = await api('PUT', '/api/v1/notifications?status=CHECKED', researcher.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('상태: 읽지 않은 알림(UNCHECKED)만 읽음으로 표시할 수 있습니다.');
    expect((await list(researcher.cookie)).filter((n) => !n.checked)).toHaveLength(2);
  });

  it('answers code 1004 without a session', async () => {
    const res = await api('PUT', '/api/v1/notifications?status=UNCHECKED');
    expect(res.body.code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('DELETE /api/v1/notifications?status=', () => {
  it.each([
    ['CHECKED', ['셋째', '둘째']],
    ['UNCHECKED', ['첫째']],
    ['', []],
  ])('status=%s deletes only those and leaves %j', async (status, left) => {
    const query = status ? `?status=${status}` : '';
    const res = await api<number>('DELETE', `/api/v1/notifications${query}`, researcher.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: '삭제되었습니다.', content: 3 - left.length });
    expect((await list(researcher.cookie)).map((n) => n.title)).toEqual(left);
    expect(await list(admin.cookie)).toHaveLength(1);
    expect((await audits('notification.deleted-by-status', researcher.id)).at(-1)).toEqual({
      targetType: 'user',
      targetId: String(researcher.id),
      detail: { status: status || 'ALL', count: 3 - left.length },
    });
  });

  it('refuses an unknown status and deletes nothing', async () => {
    const res = await api('DELETE', '/api/v1/notifications?status=ALL', researcher.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('상태: CHECKED 또는 UNCHECKED만 지정할 수 있습니다.');
    expect(await list(researcher.cookie)).toHaveLength(3);
  });

  it('answers code 1004 without a session', async () => {
    const res = await api('DELETE', '/api/v1/notifications');
    expect(res.body.code).toBe(ResultCode.SESSION_EXPIRED);
    expect(await list(researcher.cookie)).toHaveLength(3);
  });
});

describe('PUT /api/v1/notifications/:id', () => {
  it('marks one notification read and answers it, silently', async () => {
    const id = await idOf(researcher.cookie, '둘째');
    const res = await api<UserNotification>('PUT', `/api/v1/notifications/${id}`, researcher.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('');
    expect(res.body.content).toMatchObject({ id, title: '둘째', checked: true });
    const count = await api<number>('GET', '/api/v1/notifications/count?status=UNCHECKED', researcher.cookie);
    expect(count.body.content).toBe(1);
  });

  it("answers 404 for another user's notification, as for a missing one, and changes nothing", async () => {
    const others = await idOf(admin.cookie, '관리자 알림');
    const res = await api('PUT', `/api/v1/notifications/${others}`, researcher.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '요청한 항목을 찾을 수 없습니다.',
    });
    expect((await list(admin.cookie))[0]?.checked).toBe(false);
    expect((await api('PUT', '/api/v1/notifications/999999', researcher.cookie)).body).toEqual(res.body);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('refuses the id %s with a Korean message', async (id) => {
    const res = await api('PUT', `/api/v1/notifications/${id}`, researcher.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('번호: 올바른 알림 번호가 아닙니다.');
  });

  it('answers code 1004 without a session', async () => {
    const id = await idOf(researcher.cookie, '둘째');
    expect((await api('PUT', `/api/v1/notifications/${id}`)).body.code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('DELETE /api/v1/notifications/:id', () => {
  it('deletes one notification and records what it was', async () => {
    const id = await idOf(researcher.cookie, '첫째');
    const res = await api('DELETE', `/api/v1/notifications/${id}`, researcher.cookie);
    expect(res).toEqual({
      status: 200,
      body: { result: true, code: ResultCode.OK, message: '삭제되었습니다.', content: null },
    });
    expect((await list(researcher.cookie)).map((n) => n.title)).toEqual(['셋째', '둘째']);
    expect((await audits('notification.deleted', researcher.id)).at(-1)).toEqual({
      targetType: 'notification',
      targetId: String(id),
      detail: { type: 'PROJECT', title: '첫째' },
    });
    expect((await api('DELETE', `/api/v1/notifications/${id}`, researcher.cookie)).status).toBe(404);
  });

  it("answers 404 for another user's notification and leaves it", async () => {
    const others = await idOf(admin.cookie, '관리자 알림');
    const res = await api('DELETE', `/api/v1/notifications/${others}`, researcher.cookie);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ResultCode.NOT_FOUND);
    expect(await list(admin.cookie)).toHaveLength(1);
  });

  it('refuses a bad id with 400 and answers 1004 without a session', async () => {
    const bad = await api('DELETE', '/api/v1/notifications/x', researcher.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('번호: 올바른 알림 번호가 아닙니다.');
    const id = await idOf(researcher.cookie, '첫째');
    expect((await api('DELETE', `/api/v1/notifications/${id}`)).body.code).toBe(ResultCode.SESSION_EXPIRED);
    expect(await list(researcher.cookie)).toHaveLength(3);
  });
});

describe('what creates notifications', () => {
  it('a sign-up admitted at once into an auto-registering organisation tells the new member', async () => {
    const email = 'new.staff@sjmc.or.kr';
    const phoneNumber = '01077770001';
    const password = 'Staff!2345';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/signup',
      payload: {
        email,
        emailVerifiedToken: await verifiedToken(t, 'email', email),
        phoneNumber,
        phoneVerifiedToken: await verifiedToken(t, 'phone', phoneNumber),
        name: '한도윤',
        password,
        expertArea: 'MEDICAL_DOCTOR',
        expertDivision: 'NEUROLOGY',
        orgEmployedId: 2,
        terms: termsKeys.map((name) => ({ name, agreement: true })),
      },
    });
    expect(res.statusCode).toBe(200);
    const mine = await list(await signInAs(t.app, email, password));
    expect(mine).toEqual([
      expect.objectContaining({
        type: 'ORGANIZATION',
        title: '가입 신청이 승인되었습니다.',
        message:
          '서울중앙의료원에 기관 연구원으로 가입되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.',
        link: '/profile',
        checked: false,
      }),
    ]);
  });

  it('the demo seed gives the demo researcher unread and read notifications', async () => {
    await t.db.delete(notifications);
    await seedDemoNotifications(t.db);
    const rows = await list(researcher.cookie);
    expect(rows.filter((n) => !n.checked)).toHaveLength(3);
    expect(rows.filter((n) => n.checked)).toHaveLength(2);
    expect(rows.map((n) => n.createdAt)).toEqual([...rows.map((n) => n.createdAt)].sort().reverse());
  });
});
