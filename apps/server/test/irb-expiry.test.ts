import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope, IrbOrgStatus, IrbRequest, UserNotification } from '@cdmnet/api/contract';
import type { Database } from '../src/db/database.js';
import { auditLog, irbRequests, notifications } from '../src/db/schema.js';
import { msUntilNextRun, startDailyJobs } from '../src/jobs/daily.js';
import { sweepIrbExpiry } from '../src/services/irb-expiry.js';
import { day, HANBIT, HAEORUM, irbHelpers, SJMC } from './irb-helpers.js';
import { DOYUN, PARTNER, RESEARCHER } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The daily IRB job (domain.md "IRB": executions stop being allowed when an approval expires, and the
// project is told a month ahead), called with a fixed `now` as jobs/daily.ts calls it with the clock.
// A project of 김민준's with 한도윤 accepted (holding IRB_REQUEST) and the partner only invited asks
// three organisations.

let t: TestApp;
const { call, content, create, idOf, orgIdOf, target, clearIrb, irbForm, asked, notificationsOf } =
  irbHelpers(() => t);
let projectId: number;
let hanbit: number;
let sjmc: number;
let haeorum: number;

/** An instant in Korea: `hhmm` on the calendar day `day`. */
const seoulAt = (calendarDay: string, hhmm: string) => new Date(`${calendarDay}T${hhmm}:00+09:00`);

const approve = async (orgId: number, irbId: number) => {
  const res = await call('PUT', `/api/v1/orgs/${orgId}/irb/${irbId}/approved`, 'master@demo.cdmnet.kr');
  if (res.statusCode !== 200) throw new Error(`approving failed: ${res.body}`);
  return res.json<Envelope<IrbRequest>>().content;
};

/** An approval of `orgId` for the test project, valid until `validUntil`. */
const approval = async (orgId: number, validUntil: string, irbNumber: string) => {
  const request = await asked(projectId, RESEARCHER, irbForm(orgId, { validUntil, irbNumber }));
  return approve(orgId, request.id);
};

/** The test project's notifications of one member with this title. */
const told = async (email: string, title: string) =>
  (await notificationsOf(email)).filter(
    (n: UserNotification) => n.title === title && n.link === `/project/${projectId}/request`,
  );

const EXPIRING = 'IRB 승인이 곧 만료됩니다.';
const EXPIRED = 'IRB 승인이 만료되었습니다.';
const sweepNothing = { noticed: [], expired: [] };

beforeAll(async () => {
  t = await createTestApp();
  [hanbit, sjmc, haeorum] = await Promise.all([orgIdOf(HANBIT), orgIdOf(SJMC), orgIdOf(HAEORUM)]);
  // Only this file's approvals: the sweeps below see every approval there is.
  await clearIrb();
  projectId = await create(RESEARCHER, 'IRB 만료 시험');
  for (const email of [DOYUN, PARTNER]) {
    await call('POST', `/api/v1/projects/${projectId}/members/${await idOf(email)}`, RESEARCHER);
  }
  await call('POST', '/api/v1/projects/members/accepted', DOYUN, { projectId });
  await call('PUT', `/api/v1/projects/${projectId}/permissions/${await idOf(DOYUN)}`, RESEARCHER, {
    permissions: ['IRB_REQUEST'],
  });
  await target(projectId, [HANBIT, SJMC, HAEORUM]);
});
afterAll(() => t.close());

describe('an approval coming to its end', () => {
  let irb: IrbRequest;
  const until = day(40);

  beforeAll(async () => {
    irb = await approval(hanbit, until, 'HBUH-2026-0040');
  });

  it('is left alone while its end is more than 30 days away', async () => {
    expect(await sweepIrbExpiry(t.db, seoulAt(day(9), '23:59'))).toEqual(sweepNothing);
    expect(await told(RESEARCHER, EXPIRING)).toEqual([]);
  });

  it('is noticed once, 30 days ahead, to the accepted members only', async () => {
    const now = seoulAt(day(10), '00:01');
    expect(await sweepIrbExpiry(t.db, now)).toEqual({ noticed: [irb.id], expired: [] });
    for (const member of [RESEARCHER, DOYUN]) {
      expect(await told(member, EXPIRING), member).toEqual([
        expect.objectContaining({
          type: 'PROJECT',
          message: `'IRB 만료 시험' 프로젝트의 ${HANBIT} IRB 승인이 ${until}에 만료됩니다. 만료 전에 새로 요청해 주십시오.`,
          checked: false,
        }),
      ]);
    }
    expect(await told(PARTNER, EXPIRING)).toEqual([]);
    const [row] = await t.db
      .select({ noticedAt: irbRequests.expiryNoticedAt, state: irbRequests.state })
      .from(irbRequests)
      .where(eq(irbRequests.id, irb.id));
    expect(row).toEqual({ noticedAt: now, state: 'APPROVED' });

    // The same day again, and every day after until the end: nothing more.
    expect(await sweepIrbExpiry(t.db, now)).toEqual(sweepNothing);
    expect(await sweepIrbExpiry(t.db, seoulAt(day(30), '12:00'))).toEqual(sweepNothing);
    expect(await told(RESEARCHER, EXPIRING)).toHaveLength(1);
  });

  it('holds through its last day in Korea, though UTC’s calendar has not moved on when Korea’s has', async () => {
    expect(await sweepIrbExpiry(t.db, seoulAt(until, '23:59'))).toEqual(sweepNothing);
    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${projectId}/irb/orgs`, DOYUN);
    expect(orgs.find((org) => org.orgId === hanbit)?.state).toBe('APPROVED');
  });

  it('expires the day after: EXPIRED with its time, logged without an actor, the members told', async () => {
    // 00:01 in Korea is still the day before in UTC: Korea's calendar decides.
    const now = seoulAt(day(41), '00:01');
    expect(now.toISOString().slice(0, 10)).toBe(day(40));
    expect(await sweepIrbExpiry(t.db, now)).toEqual({ noticed: [], expired: [irb.id] });

    const after = await content<IrbRequest>('GET', `/api/v1/projects/${projectId}/irb/${irb.id}`, DOYUN);
    expect(after.state).toBe('EXPIRED');
    expect(after.history.map((e) => [e.state, e.byName])).toEqual([
      ['PENDING', '김민준'],
      ['APPROVED', '최고관리'],
      ['EXPIRED', null],
    ]);
    expect(after.history[2]?.at).toBe(now.toISOString());

    const [log] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'IRB_EXPIRED'), eq(auditLog.targetId, String(irb.id))));
    expect(log).toMatchObject({
      actorId: null,
      projectId,
      detail: {
        irbId: irb.id,
        orgId: hanbit,
        orgName: HANBIT,
        irbNumber: 'HBUH-2026-0040',
        validUntil: until,
      },
    });
    for (const member of [RESEARCHER, DOYUN]) {
      expect(await told(member, EXPIRED), member).toEqual([
        expect.objectContaining({
          message: `'IRB 만료 시험' 프로젝트의 ${HANBIT} IRB 승인이 만료되었습니다. 새 승인이 있어야 이 기관에서 실행할 수 있습니다.`,
        }),
      ]);
    }
    expect(await told(PARTNER, EXPIRED)).toEqual([]);

    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${projectId}/irb/orgs`, DOYUN);
    expect(orgs.find((org) => org.orgId === hanbit)).toMatchObject({
      state: 'EXPIRED',
      validUntil: until,
      irbId: irb.id,
    });
    const expired = await content<IrbRequest[]>(
      'GET',
      `/api/v1/orgs/${hanbit}/research/history?state=EXPIRED`,
      'admin@demo.cdmnet.kr',
    );
    expect(expired.map((r) => r.id)).toEqual([irb.id]);
  });

  it('is not expired, logged or told twice', async () => {
    const audits = () => t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'IRB_EXPIRED'));
    const before = await audits();
    expect(await sweepIrbExpiry(t.db, seoulAt(day(41), '00:02'))).toEqual(sweepNothing);
    expect(await sweepIrbExpiry(t.db, seoulAt(day(90), '00:02'))).toEqual(sweepNothing);
    expect(await audits()).toEqual(before);
    expect(await told(RESEARCHER, EXPIRED)).toHaveLength(1);
  });

  it('lets the project ask again, once expired', async () => {
    const again = await asked(projectId, DOYUN, irbForm(hanbit, { irbNumber: 'HBUH-2026-0041' }));
    expect(again.state).toBe('PENDING');
  });
});

describe('what the sweep leaves alone', () => {
  it('never touches a request waiting or rejected, whatever its validity', async () => {
    const waiting = await asked(
      projectId,
      DOYUN,
      irbForm(haeorum, { validFrom: day(-3), validUntil: day(0) }),
    );
    const later = seoulAt(day(60), '09:00');
    const swept = await sweepIrbExpiry(t.db, later);
    expect(swept.expired).not.toContain(waiting.id);
    expect(swept.noticed).not.toContain(waiting.id);
    const res = await call(
      'PUT',
      `/api/v1/orgs/${haeorum}/irb/${waiting.id}/rejected`,
      'master@demo.cdmnet.kr',
      {
        reason: '기간이 짧습니다.',
      },
    );
    expect(res.statusCode).toBe(200);
    const swept2 = await sweepIrbExpiry(t.db, later);
    expect(swept2.expired).not.toContain(waiting.id);
    const [row] = await t.db.select().from(irbRequests).where(eq(irbRequests.id, waiting.id));
    expect(row).toMatchObject({ state: 'REJECTED', expiredAt: null, expiryNoticedAt: null });
  });

  it('tells nobody of the end of an approval a later one outlasts, though it still expires', async () => {
    const old = await approval(sjmc, day(20), 'SJMC-2026-0020');
    const renewal = await approval(sjmc, day(400), 'SJMC-2026-0400');
    const before = await t.db.select({ n: count() }).from(notifications).where(gt(notifications.id, 0));

    expect(await sweepIrbExpiry(t.db, seoulAt(day(1), '00:05'))).toEqual({ noticed: [old.id], expired: [] });
    expect(await sweepIrbExpiry(t.db, seoulAt(day(21), '00:05'))).toEqual({ noticed: [], expired: [old.id] });
    expect(await t.db.select({ n: count() }).from(notifications).where(gt(notifications.id, 0))).toEqual(
      before,
    );
    expect(
      await t.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'IRB_EXPIRED'), eq(auditLog.targetId, String(old.id)))),
    ).toEqual([{ n: 1 }]);
    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${projectId}/irb/orgs`, DOYUN);
    expect(orgs.find((org) => org.orgId === sjmc)).toMatchObject({
      state: 'APPROVED',
      irbId: renewal.id,
      validUntil: day(400),
    });
  });
});

describe('the daily job (jobs/daily.ts)', () => {
  it('next runs a few minutes past midnight in Korea', () => {
    // 00:00 in Korea is 15:00 UTC the day before.
    expect(msUntilNextRun(new Date('2026-03-01T15:00:00Z'))).toBe(5 * 60 * 1000);
    expect(msUntilNextRun(new Date('2026-03-01T15:05:00Z'))).toBe(24 * 60 * 60 * 1000);
    expect(msUntilNextRun(new Date('2026-03-01T15:06:00Z'))).toBe(24 * 60 * 60 * 1000 - 60 * 1000);
    expect(msUntilNextRun(new Date('2026-03-01T03:00:00Z'))).toBe(12 * 60 * 60 * 1000 + 5 * 60 * 1000);
  });

  it('runs the jobs at once, and logs each failure instead of throwing', async () => {
    // Every query fails, as it starts (a throw, not a rejected promise).
    const broken = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('the database is gone');
        },
      },
    ) as Database;
    const log = vi.fn();
    const jobs = startDailyJobs(broken, log);
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(log.mock.calls.map(([message]): unknown => message)).toEqual([
      'The daily IRB expiry sweep failed; it runs again tomorrow.',
      'Forgetting old rate-limit windows failed; it runs again tomorrow.',
    ]);
    expect(log.mock.calls.map(([, error]): unknown => error)).toEqual([
      new Error('the database is gone'),
      new Error('the database is gone'),
    ]);
    jobs.stop();
  });

  it('expires on the real database when started, as at the server’s start-up', async () => {
    // The request asked again above, approved, its end then moved into the past.
    const [asked] = await t.db
      .select({ id: irbRequests.id })
      .from(irbRequests)
      .where(eq(irbRequests.irbNumber, 'HBUH-2026-0041'));
    if (!asked) throw new Error('no request HBUH-2026-0041');
    await approve(hanbit, asked.id);
    await t.db
      .update(irbRequests)
      .set({ validUntil: day(-1) })
      .where(eq(irbRequests.id, asked.id));
    const log = vi.fn();
    const jobs = startDailyJobs(t.db, log);
    await vi.waitFor(async () => {
      const [row] = await t.db
        .select({ state: irbRequests.state })
        .from(irbRequests)
        .where(eq(irbRequests.id, asked.id));
      expect(row?.state).toBe('EXPIRED');
    });
    jobs.stop();
    expect(log).not.toHaveBeenCalled();
  });
});
