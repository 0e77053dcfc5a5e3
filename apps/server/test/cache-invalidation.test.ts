import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_PASSWORD,
  ResultCode,
  type DashboardOrganizations,
  type Envelope,
  type NotificationPage,
} from '@cdmnet/api/contract';
import { buildApp } from '../src/app.js';
import { secretBox } from '../src/services/secrets.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { organizations, sessions, users } from '../src/db/schema.js';
import { seedDemo } from '../src/db/seed.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

// The read cache (src/cache) keeps sessions and list replies in the process. Whatever it keeps, a
// user must never see the state from before a change once the change has answered.

const MASTER = 'master@demo.cdmnet.kr';
const RESEARCHER = 'researcher@demo.cdmnet.kr';

let remote = 0;
async function call<C = unknown>(
  app: FastifyInstance,
  method: string,
  url: string,
  cookie: string,
  payload?: object,
) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { cookie },
    // Clear of the per-address limits, which have their own tests.
    remoteAddress: `10.77.0.${++remote % 250}`,
    ...(payload ? { payload } : {}),
  });
  return res.json<Envelope<C>>();
}
const list = async <Row>(app: FastifyInstance, url: string, cookie: string) => {
  const body = await call<Row[]>(app, 'GET', url, cookie);
  if (!body.result) throw new Error(`${url}: ${body.message}`);
  return body.content;
};
const titles = async (app: FastifyInstance, url: string, cookie: string) =>
  url === '/api/v1/notifications'
    ? (await notices(app, cookie)).map((row) => row.message)
    : (await list<{ title: string }>(app, url, cookie)).map((row) => row.title);
/** The latest notifications (a page): a new announcement's notice names it in its message. */
const notices = async (app: FastifyInstance, cookie: string) => {
  const body = await call<NotificationPage>(app, 'GET', '/api/v1/notifications?size=50', cookie);
  if (!body.result) throw new Error(`notifications: ${body.message}`);
  return body.content.items;
};

const announce = (app: FastifyInstance, cookie: string, title: string) =>
  call(app, 'POST', '/api/v1/announcements', cookie, { title, content: '<p>본문</p>', popup: false });

describe('in one server process', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    cookies.master = await signInAs(t.app, MASTER);
    cookies.researcher = await signInAs(t.app, RESEARCHER);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('shows a new announcement in every list on the next read', async () => {
    const lists = ['/api/v1/announcements', '/api/v1/dashboard/announcements', '/api/v1/notifications'];
    for (const url of lists) await titles(t.app, url, cookies.researcher!);

    expect(await announce(t.app, cookies.master!, '캐시 무효화 공지')).toMatchObject({ result: true });

    for (const url of lists)
      expect(await titles(t.app, url, cookies.researcher!)).toContain('캐시 무효화 공지');
    const count = await call<number>(t.app, 'GET', '/api/v1/notifications/count', cookies.researcher!);
    expect(count.content).toBe((await notices(t.app, cookies.researcher!)).length);
  });

  it('shows a change made outside the services (another table, a direct write) on the next read', async () => {
    const dashboard = async () =>
      (
        await call<DashboardOrganizations>(
          t.app,
          'GET',
          '/api/v1/dashboard/organizations',
          cookies.researcher!,
        )
      ).content.organizations;
    const own = (await dashboard())[0]!;
    const authors = await list<{ authorName: string }>(t.app, '/api/v1/announcements', cookies.researcher!);
    expect(authors.map((a) => a.authorName)).not.toContain('새 이름의 관리자');

    await t.db.update(organizations).set({ name: '이름을 바꾼 병원' }).where(eq(organizations.id, own.id));
    await t.db.update(users).set({ name: '새 이름의 관리자' }).where(eq(users.email, MASTER));

    expect((await dashboard()).find((org) => org.id === own.id)?.name).toBe('이름을 바꾼 병원');
    const after = await list<{ authorName: string }>(t.app, '/api/v1/announcements', cookies.researcher!);
    expect(after.map((a) => a.authorName)).toContain('새 이름의 관리자');
  });

  it('ends a session at once on sign-out, though it was just used', async () => {
    const cookie = await signInAs(t.app, RESEARCHER);
    expect((await call(t.app, 'GET', '/api/v1/notifications', cookie)).result).toBe(true);
    expect((await call(t.app, 'POST', '/api/v1/account/logout', cookie)).result).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/notifications', cookie)).code).toBe(ResultCode.SESSION_EXPIRED);
  });

  it('ends the other sessions at once on a password change, though they were just used', async () => {
    const elsewhere = await signInAs(t.app, 'partner@demo.cdmnet.kr');
    const here = await signInAs(t.app, 'partner@demo.cdmnet.kr');
    expect((await call(t.app, 'GET', '/api/v1/notifications', elsewhere)).result).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/notifications', here)).result).toBe(true);

    const changed = await call(t.app, 'POST', '/api/v1/users/modify/password', here, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Fresh!2026',
    });
    expect(changed.result).toBe(true);

    expect((await call(t.app, 'GET', '/api/v1/notifications', elsewhere)).code).toBe(
      ResultCode.SESSION_EXPIRED,
    );
    expect((await call(t.app, 'GET', '/api/v1/notifications', here)).result).toBe(true);
  });

  it('ends a session at once when its row goes by any other way (a reset, an admin)', async () => {
    const cookie = await signInAs(t.app, 'admin@demo.cdmnet.kr');
    expect((await call(t.app, 'GET', '/api/v1/notifications', cookie)).result).toBe(true);
    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.cdmnet.kr'));
    await t.db.delete(sessions).where(eq(sessions.userId, admin!.id));
    expect((await call(t.app, 'GET', '/api/v1/notifications', cookie)).code).toBe(ResultCode.SESSION_EXPIRED);
  });

  it('refuses a kept session the moment it expires, before the kept copy would', async () => {
    const cookie = await signInAs(t.app, RESEARCHER);
    const [researcher] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, RESEARCHER));
    const soon = new Date(Date.now() + 1_000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, researcher!.id));
    expect((await call(t.app, 'GET', '/api/v1/notifications', cookie)).result).toBe(true);
    // Well within the cache's time to live (5 s), past the session's end.
    vi.useFakeTimers({ toFake: ['Date'], now: soon.getTime() + 1_000 });
    expect((await call(t.app, 'GET', '/api/v1/notifications', cookie)).code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

// Several server processes may share one PostgreSQL (PGlite's data belongs to one process, so this
// part runs against PostgreSQL only). Each one keeps its own cache and hears the others' writes.
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  describe('across server processes on one PostgreSQL', () => {
    const name = `cdmnet_cache_${randomBytes(6).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const servers: { app: FastifyInstance; handle: DatabaseHandle }[] = [];

    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(sql);
      await client.end();
    };

    beforeAll(async () => {
      await admin(`create database ${name}`);
      for (let i = 0; i < 2; i++) {
        // A time to live far beyond the test: only the other process's announcement can clear the cache.
        const handle = await openDatabase({ databaseUrl: url.toString(), cacheTtlMs: 10 * 60_000 });
        if (i === 0) {
          await handle.migrate();
          await seedDemo(handle.db);
        }
        const silent = { send: () => Promise.resolve() };
        const app = await buildApp({
          db: handle.db,
          ports: { mail: silent, sms: silent },
          secrets: secretBox(randomBytes(32)),
          config: {
            webDist: undefined,
            secureCookies: false,
            sessionTtlMs: 3_600_000,
            publicUrl: 'http://cdmnet.test',
          },
        });
        servers.push({ app, handle });
      }
    });
    afterAll(async () => {
      for (const { app, handle } of servers) {
        await app.close();
        await handle.close();
      }
      await admin(`drop database if exists ${name} with (force)`);
    });

    it("shows one process's write in the other's next reads", async () => {
      const [a, b] = servers.map((s) => s.app) as [FastifyInstance, FastifyInstance];
      const master = await signInAs(a, MASTER);
      const researcher = await signInAs(b, RESEARCHER);
      expect(await titles(b, '/api/v1/announcements', researcher)).not.toContain('다른 서버의 공지');

      expect(await announce(a, master, '다른 서버의 공지')).toMatchObject({ result: true });

      await expect
        .poll(() => titles(b, '/api/v1/announcements', researcher), { timeout: 3_000 })
        .toContain('다른 서버의 공지');
      expect(await titles(b, '/api/v1/notifications', researcher)).toContain('다른 서버의 공지');
    });

    it('ends a session in every process when it signs out in one', async () => {
      const [a, b] = servers.map((s) => s.app) as [FastifyInstance, FastifyInstance];
      const cookie = await signInAs(a, RESEARCHER);
      expect((await call(b, 'GET', '/api/v1/notifications', cookie)).result).toBe(true);

      expect((await call(a, 'POST', '/api/v1/account/logout', cookie)).result).toBe(true);

      await expect
        .poll(async () => (await call(b, 'GET', '/api/v1/notifications', cookie)).code, { timeout: 3_000 })
        .toBe(ResultCode.SESSION_EXPIRED);
    });
  });
}
