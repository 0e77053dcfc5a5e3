import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notification,
  notificationPage,
  ResultCode,
  termsKeys,
  type Envelope,
  type NotificationPage,
  type UserNotification,
} from '@cdmnet/api/contract';
import { seedDemoNotifications } from '../src/db/demo-notifications.js';
import { auditLog, notifications, users } from '../src/db/schema.js';
import { notifyUsers } from '../src/services/notifications.js';
import { HANBIT, irbHelpers } from './irb-helpers.js';
import { HEART, MINJAE, RESEARCHER } from './project-helpers.js';
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

const page = async (cookie: string, query = '') =>
  (await api<NotificationPage>('GET', `/api/v1/notifications${query}`, cookie)).body.content;
/** The caller's latest notifications: the largest page. */
const list = async (cookie: string) => (await page(cookie, '?size=50')).items;

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
    const res = await api<NotificationPage>('GET', '/api/v1/notifications', researcher.cookie);
    expect(res.status).toBe(200);
    const rows = notificationPage.parse(res.body.content).items.map((row) => notification.parse(row));
    expect(rows.map((row) => row.title)).toEqual(['셋째', '둘째', '첫째']);
    expect(rows.map((row) => row.checked)).toEqual([false, false, true]);
    expect(rows[0]).toMatchObject({
      type: 'PROJECT',
      message: '셋째 내용',
      link: '/project/1',
      done: false,
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

describe('GET /api/v1/notifications?filter=&page=&size=', () => {
  /** 25 more for the researcher, alternating PROJECT and ORGANIZATION, every third read. */
  const giveMany = () =>
    give(
      researcher.id,
      Array.from({ length: 25 }, (_, i) => ({ title: `알림 ${i + 1}`, checked: i % 3 === 0 })),
    );

  it("answers one page, newest first, with the total and every tab's count", async () => {
    await giveMany();
    const first = await page(researcher.cookie, '?page=1&size=10');
    expect(first.items.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `알림 ${25 - i}`));
    expect(first).toMatchObject({ total: 28, page: 1, size: 10 });
    // 9 of the 25 are read, and 첫째 of the three: 28 - 10 unread.
    expect(first.counts).toEqual({ all: 28, unchecked: 18, organization: 13, project: 15 });
    const last = await page(researcher.cookie, '?page=3&size=10');
    expect(last.items.map((n) => n.title)).toEqual([
      ...Array.from({ length: 5 }, (_, i) => `알림 ${5 - i}`),
      '셋째',
      '둘째',
      '첫째',
    ]);
    expect((await page(researcher.cookie, '?page=4&size=10')).items).toEqual([]);
  });

  it('gives 20 when no size is asked', async () => {
    await giveMany();
    const res = await page(researcher.cookie);
    expect(res.items).toHaveLength(20);
    expect(res).toMatchObject({ page: 1, size: 20, total: 28 });
  });

  it('pages within a filter (unread, organisation, project), its total counting only what it holds', async () => {
    await giveMany();
    const unread = await page(researcher.cookie, '?filter=UNCHECKED&size=5&page=2');
    expect(unread.total).toBe(18);
    expect(unread.items).toHaveLength(5);
    expect(unread.items.every((n) => !n.checked)).toBe(true);
    const organization = await page(researcher.cookie, '?filter=ORGANIZATION&size=50');
    expect(organization.total).toBe(13);
    expect(organization.items.map((n) => n.type)).toEqual(Array(13).fill('ORGANIZATION'));
    const project = await page(researcher.cookie, '?filter=PROJECT&size=50');
    expect(project.items.map((n) => n.type)).toEqual(Array(15).fill('PROJECT'));
    // An empty filter is no filter.
    expect((await page(researcher.cookie, '?filter=&size=50')).total).toBe(28);
  });

  it.each([
    ['?size=0', '페이지 크기: 1에서 50 사이의 정수여야 합니다.'],
    ['?size=51', '페이지 크기: 1에서 50 사이의 정수여야 합니다.'],
    ['?size=1e1', '페이지 크기: 1에서 50 사이의 정수여야 합니다.'],
    ['?page=0', '페이지: 1 이상의 정수여야 합니다.'],
    ['?page=abc', '페이지: 1 이상의 정수여야 합니다.'],
    ['?filter=READ', '분류: UNCHECKED, ORGANIZATION, PROJECT 중 하나만 지정할 수 있습니다.'],
  ])('refuses %s with a 400 naming the field in Korean', async (query, message) => {
    const res = await api('GET', `/api/v1/notifications${query}`, researcher.cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT, message });
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
        title: '기관에 등록되었습니다.',
        message:
          '서울중앙의료원에 기관 연구원으로 등록되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.',
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

// Last: these change the demo's IRB requests and members, which the seed's test above names.
describe('notices that ask for a decision are marked done once it is made', () => {
  const h = irbHelpers(() => t);

  it('an IRB request: every admin told names who asked, for which project and hospital; the decision marks it done and tells the members', async () => {
    await h.clearIrb();
    const heart = await h.projectIdOf(HEART);
    const hanbit = await h.orgIdOf(HANBIT);
    const request = await h.asked(heart, RESEARCHER, h.irbForm(hanbit));
    const [asked] = await list(admin.cookie);
    expect(asked).toMatchObject({
      type: 'ORGANIZATION',
      title: 'IRB 승인 요청이 도착했습니다.',
      message: `김민준 님이 '${HEART}' 프로젝트의 ${HANBIT} IRB 승인을 요청했습니다.`,
      link: `/orgadmin/${hanbit}/research/permissions`,
      checked: false,
      done: false,
    });
    const unread = async () =>
      (await api<number>('GET', '/api/v1/notifications/count?status=UNCHECKED', admin.cookie)).body.content;
    expect(await unread()).toBe(2);

    const res = await h.call(
      'PUT',
      `/api/v1/orgs/${hanbit}/irb/${request.id}/approved`,
      'admin@demo.cdmnet.kr',
    );
    expect(res.statusCode, res.body).toBe(200);
    // Decided: done and read, so it no longer waits in the bell's count; the other stays unread.
    expect((await list(admin.cookie)).find((n) => n.id === asked?.id)).toMatchObject({
      done: true,
      checked: true,
    });
    expect(await unread()).toBe(1);
    expect((await page(admin.cookie, '?filter=UNCHECKED')).items.map((n) => n.title)).toEqual([
      '관리자 알림',
    ]);

    const [told] = await list(researcher.cookie);
    expect(told).toMatchObject({
      type: 'PROJECT',
      title: 'IRB 승인 요청이 승인되었습니다.',
      message: `${HANBIT}에서 '${HEART}' 프로젝트의 IRB를 승인했습니다. 유효 기간은 ${request.validUntil}까지입니다.`,
      link: `/project/${heart}/request`,
      done: false,
    });
  });

  it("an invitation: answering it marks the invitee's notice done; the manager is told who answered", async () => {
    const heart = await h.projectIdOf(HEART);
    const minjae = await h.idOf(MINJAE);
    const cookie = await h.cookieOf(MINJAE);
    await h.call('DELETE', `/api/v1/projects/${heart}/members/${minjae}`, RESEARCHER);
    const invited = await h.call('POST', `/api/v1/projects/${heart}/members/${minjae}`, RESEARCHER);
    expect(invited.statusCode, invited.body).toBe(200);
    const [notice] = await list(cookie);
    expect(notice).toMatchObject({
      title: '프로젝트에 초대되었습니다.',
      message: `김민준 님이 '${HEART}' 프로젝트에 초대했습니다.`,
      link: `/project/${heart}`,
      done: false,
    });
    const accepted = await h.call('POST', '/api/v1/projects/members/accepted', MINJAE, { projectId: heart });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await list(cookie)).find((n) => n.id === notice?.id)).toMatchObject({
      done: true,
      checked: true,
    });
    expect((await list(researcher.cookie))[0]).toMatchObject({
      title: '프로젝트 초대를 수락했습니다.',
      link: `/project/${heart}/members`,
    });
  });
});
