import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, announcementsApi, ResultCode } from '@cdmnet/api/contract';
import { announcements, notifications, users } from '../src/db/schema.js';
import { expectMocksAnswerAsServer, expectRefused, scenarioAt } from './content-test-checks.js';
import { auditCount, auditOf, MASTER, RESEARCHER, send, signInAll } from './content-test-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let cookies: { master: string; researcher: string };

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInAll(t.app);
});
afterAll(() => t.close());

const form = {
  title: '4월 정기 점검 안내',
  content: '<p>4월 11일 <strong>점검</strong>이 있습니다.</p>',
  popup: false,
};

const create = (payload: unknown, cookie: string | null = cookies.master) =>
  send(t.app, announcementsApi.createAnnouncement, {
    url: '/api/v1/announcements',
    payload: payload as Record<string, unknown>,
    cookie: cookie ?? undefined,
  });

async function created(payload: Partial<typeof form> = {}) {
  const reply = await create({ ...form, ...payload });
  expect(reply.status).toBe(200);
  if (!reply.body.result) throw new Error(reply.body.message);
  return reply.body.content;
}

describe('POST /api/v1/announcements', () => {
  it('lets a master post: 등록되었습니다., the stored announcement back, and an audit row', async () => {
    const reply = await create(form);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ result: true, code: ResultCode.OK, message: '등록되었습니다.' });
    if (!reply.body.result) return;
    const announcement = reply.body.content;
    expect(announcement).toMatchObject({ ...form, authorName: '최고관리' });

    const audit = await auditOf(t.db, 'announcement', announcement.id);
    expect(audit).toEqual([
      {
        action: 'announcement.create',
        actorId: expect.any(Number) as number,
        detail: { title: form.title, popup: false },
      },
    ]);
  });

  it('notifies every other user in the same change, linking to the announcement', async () => {
    const announcement = await created({ title: '신규 기능 안내' });
    const everyone = await t.db.select({ id: users.id, email: users.email }).from(users);
    const rows = await t.db
      .select({ userId: notifications.userId, type: notifications.type, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.message, '신규 기능 안내'));

    const master = everyone.find((u) => u.email === MASTER);
    expect(rows.map((r) => r.userId).sort()).toEqual(
      everyone
        .filter((u) => u !== master)
        .map((u) => u.id)
        .sort(),
    );
    expect(new Set(rows.map((r) => `${r.type} ${r.link}`))).toEqual(
      new Set([`ORGANIZATION /announcement/${announcement.id}`]),
    );
  });

  it('stores sanitised content: scripts, event handlers and javascript: links never reach the database', async () => {
    const announcement = await created({
      content:
        '<p onclick="steal()">안내<script>alert(1)</script><img src=x onerror=alert(2)></p><a href="javascript:alert(3)">링크</a><a href="https://cdmnet.kr/guide">가이드</a>',
    });
    expect(announcement.content).toBe('<p>안내</p><a>링크</a><a href="https://cdmnet.kr/guide">가이드</a>');
    const [row] = await t.db
      .select({ content: announcements.content })
      .from(announcements)
      .where(eq(announcements.id, announcement.id));
    expect(row?.content).toBe(announcement.content);
  });

  it.each([
    [{ ...form, title: '   ' }, '제목: 필수 입력 항목입니다.'],
    [{ ...form, title: '가'.repeat(101) }, '제목: 100글자 이하로 입력해 주세요.'],
    [{ ...form, content: '<p><br></p>' }, '내용: 필수 입력 항목입니다.'],
    [{ ...form, content: '<script>alert(1)</script>' }, '내용: 필수 입력 항목입니다.'],
    [{ title: form.title, content: form.content }, '팝업 공지: 필수 입력 항목입니다.'],
    [{ ...form, content: 3 }, '내용: 필수 입력 항목입니다.'],
  ])('refuses bad input with a 400 naming the field: %j', async (payload, message) => {
    const before = await auditCount(t.db, 'announcement.create');
    expectRefused(await create(payload), 400, ResultCode.INVALID_INPUT, message);
    expect(await auditCount(t.db, 'announcement.create')).toBe(before);
  });

  it('accepts a title of exactly 100 characters', async () => {
    const announcement = await created({ title: '가'.repeat(100) });
    expect(announcement.title).toHaveLength(100);
  });

  it('refuses a researcher with 403 and changes nothing', async () => {
    const before = await t.db.select({ id: announcements.id }).from(announcements);
    expectRefused(await create(form, cookies.researcher), 403, ResultCode.FORBIDDEN, '접근 권한이 없습니다.');
    expect(await t.db.select({ id: announcements.id }).from(announcements)).toEqual(before);
  });

  it('answers a signed-out caller with 1004', async () => {
    expectRefused(
      await create(form, null),
      401,
      ResultCode.SESSION_EXPIRED,
      '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
    );
  });
});

describe('reading announcements', () => {
  it('lists every announcement, newest first, for any signed-in user, without content', async () => {
    const newest = await created({ title: '가장 최근 공지' });
    const reply = await send(t.app, announcementsApi.listAnnouncements, {
      url: '/api/v1/announcements',
      cookie: cookies.researcher,
    });
    expect(reply.status).toBe(200);
    if (!reply.body.result) throw new Error(reply.body.message);
    const list = reply.body.content;
    expect(list[0]).toMatchObject({ id: newest.id, title: '가장 최근 공지', authorName: '최고관리' });
    expect(list[0]).not.toHaveProperty('content');
    const ids = list.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('shows one announcement to a researcher, and 404 for one that does not exist', async () => {
    const announcement = await created();
    const reply = await send(t.app, announcementsApi.getAnnouncement, {
      url: `/api/v1/announcements/${announcement.id}`,
      cookie: cookies.researcher,
    });
    expect(reply.body).toMatchObject({ result: true, content: announcement });

    const missing = await send(t.app, announcementsApi.getAnnouncement, {
      url: '/api/v1/announcements/999999',
      cookie: cookies.researcher,
    });
    expectRefused(missing, 404, ResultCode.NOT_FOUND, '요청한 항목을 찾을 수 없습니다.');
  });

  it.each(['abc', '0', '99999999999'])('refuses the id %s with a 400 naming it', async (id) => {
    const reply = await send(t.app, announcementsApi.getAnnouncement, {
      url: `/api/v1/announcements/${id}`,
      cookie: cookies.researcher,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^번호: /);
  });

  it('answers a signed-out reader with 1004', async () => {
    const reply = await send(t.app, announcementsApi.listAnnouncements, { url: '/api/v1/announcements' });
    expectRefused(reply, 401, ResultCode.SESSION_EXPIRED, '로그인이 만료되었습니다. 다시 로그인해 주십시오.');
  });

  it('gives the popup only popup announcements, with their content, newest first', async () => {
    const first = await created({ title: '팝업 1', popup: true });
    const second = await created({ title: '팝업 2', popup: true });
    const reply = await send(t.app, announcementsApi.listPopupAnnouncements, {
      url: '/api/v1/announcements/popups',
      cookie: cookies.researcher,
    });
    if (!reply.body.result) throw new Error(reply.body.message);
    const popups = reply.body.content;
    expect(popups.every((a) => a.popup)).toBe(true);
    expect(popups.slice(0, 2).map((a) => a.id)).toEqual([second.id, first.id]);
    expect(popups[0]?.content).toBe(form.content);
  });

  it('gives the dashboard the five newest as {id, title, createdAt, popup}', async () => {
    const newest = await created({ title: '대시보드 공지' });
    const reply = await send(t.app, announcementsApi.listDashboardAnnouncements, {
      url: '/api/v1/dashboard/announcements',
      cookie: cookies.researcher,
    });
    if (!reply.body.result) throw new Error(reply.body.message);
    expect(reply.body.content).toHaveLength(5);
    expect(reply.body.content[0]).toEqual({
      id: newest.id,
      title: '대시보드 공지',
      createdAt: newest.createdAt,
      popup: false,
    });
  });
});

describe('PUT /api/v1/announcements/:id', () => {
  const update = (id: number | string, payload: unknown, cookie = cookies.master) =>
    send(t.app, announcementsApi.updateAnnouncement, {
      url: `/api/v1/announcements/${id}`,
      payload: payload as Record<string, unknown>,
      cookie,
    });

  it('lets a master change an announcement: 수정되었습니다. and an audit row', async () => {
    const announcement = await created();
    const reply = await update(announcement.id, { ...form, title: '변경된 제목', popup: true });
    expect(reply.body).toMatchObject({
      result: true,
      message: '수정되었습니다.',
      content: { id: announcement.id, title: '변경된 제목', popup: true },
    });
    const audit = await auditOf(t.db, 'announcement', announcement.id);
    expect(audit.map((a) => a.action)).toEqual(['announcement.create', 'announcement.update']);
  });

  it('refuses a researcher (403), bad input (400) and an unknown id (404), keeping what was saved', async () => {
    const announcement = await created({ title: '원래 제목' });
    expectRefused(
      await update(announcement.id, { ...form, title: '몰래 바꾼 제목' }, cookies.researcher),
      403,
      ResultCode.FORBIDDEN,
      '접근 권한이 없습니다.',
    );
    expectRefused(
      await update(announcement.id, { ...form, title: '' }),
      400,
      ResultCode.INVALID_INPUT,
      '제목: 필수 입력 항목입니다.',
    );
    expectRefused(await update(999999, form), 404, ResultCode.NOT_FOUND, '요청한 항목을 찾을 수 없습니다.');
    const [row] = await t.db
      .select({ title: announcements.title })
      .from(announcements)
      .where(eq(announcements.id, announcement.id));
    expect(row?.title).toBe('원래 제목');
  });
});

describe('DELETE /api/v1/announcements/:id', () => {
  const remove = (id: number, cookie: string | null = cookies.master) =>
    send(t.app, announcementsApi.deleteAnnouncement, {
      url: `/api/v1/announcements/${id}`,
      cookie: cookie ?? undefined,
    });

  it('refuses a researcher and a signed-out caller, then lets a master delete: 삭제되었습니다. and an audit row', async () => {
    const announcement = await created();
    expectRefused(
      await remove(announcement.id, cookies.researcher),
      403,
      ResultCode.FORBIDDEN,
      '접근 권한이 없습니다.',
    );
    expect((await remove(announcement.id, null)).body.code).toBe(ResultCode.SESSION_EXPIRED);

    const reply = await remove(announcement.id);
    expect(reply.body).toMatchObject({ result: true, message: '삭제되었습니다.', content: null });
    const audit = await auditOf(t.db, 'announcement', announcement.id);
    expect(audit.at(-1)).toMatchObject({ action: 'announcement.delete', detail: { title: form.title } });

    expectRefused(
      await remove(announcement.id),
      404,
      ResultCode.NOT_FOUND,
      '요청한 항목을 찾을 수 없습니다.',
    );
  });
});

// The MSW handlers the stories use must answer as the server does: one scenario, played against both.
describe('the mocks answer the announcements calls as the server does', () => {
  async function play(origin: string) {
    const { step, signIn, outcomes } = scenarioAt(origin);
    await step('list signed out', announcementsApi.listAnnouncements, '/api/v1/announcements');
    await signIn(RESEARCHER);
    await step('list', announcementsApi.listAnnouncements, '/api/v1/announcements');
    await step('create as a researcher', announcementsApi.createAnnouncement, '/api/v1/announcements', form);
    await step('logout', accountApi.logout, '/api/v1/account/logout');
    await signIn(MASTER);
    await step('create without a title', announcementsApi.createAnnouncement, '/api/v1/announcements', {
      ...form,
      title: '',
    });
    await step('create with a long title', announcementsApi.createAnnouncement, '/api/v1/announcements', {
      ...form,
      title: '가'.repeat(101),
    });
    await step('create with empty content', announcementsApi.createAnnouncement, '/api/v1/announcements', {
      ...form,
      content: '<p> </p>',
    });
    const made = await step('create', announcementsApi.createAnnouncement, '/api/v1/announcements', form);
    const path = `/api/v1/announcements/${made?.id ?? 0}`;
    await step('get', announcementsApi.getAnnouncement, path);
    await step('get a bad id', announcementsApi.getAnnouncement, '/api/v1/announcements/abc');
    await step('get a missing id', announcementsApi.getAnnouncement, '/api/v1/announcements/999999');
    await step('update', announcementsApi.updateAnnouncement, path, { ...form, popup: true });
    await step('popups', announcementsApi.listPopupAnnouncements, '/api/v1/announcements/popups');
    await step('dashboard', announcementsApi.listDashboardAnnouncements, '/api/v1/dashboard/announcements');
    await step('delete', announcementsApi.deleteAnnouncement, path);
    await step('delete again', announcementsApi.deleteAnnouncement, path);
    return outcomes;
  }

  it('plays the same scenario with the same statuses, codes and messages', async () => {
    const mocked = await expectMocksAnswerAsServer(play);
    expect(mocked.map((o) => `${o.status} ${o.message}`)).toContain('200 등록되었습니다.');
    expect(mocked.map((o) => `${o.status} ${o.code}`)).toContain('403 1003');
  });
});
