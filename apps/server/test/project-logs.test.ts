import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orgAdminMessages,
  projectMessages as m,
  type Envelope,
  type ProjectLogEntry,
} from '@cdmnet/api/contract';
import { auditLog } from '../src/db/schema.js';
import {
  DIABETES,
  DOYUN,
  form,
  HEART,
  MASTER,
  PARTNER,
  projectHelpers,
  RESEARCHER,
  SEOJUN,
} from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The log tab: the project's slice of the one audit table (domain.md "Notifications and audit"), newest
// first, by kind of action and by Korea's days. Every project write records exactly one entry.

let t: TestApp;
const { call, idOf, projectIdOf, create, content, auditCount } = projectHelpers(() => t);
let heart: number;

beforeAll(async () => {
  t = await createTestApp();
  heart = await projectIdOf(HEART);
});
afterAll(() => t.close());

const logs = (query = '', projectId = heart, as = DOYUN) =>
  call('GET', `/api/v1/projects/${projectId}/logs${query}`, as);
const entries = async (query = '', projectId = heart, as = DOYUN) =>
  (await logs(query, projectId, as)).json<Envelope<ProjectLogEntry[]>>().content;

/** Today in Korea, as the filter counts days. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

describe('the log', () => {
  it('shows who did what to whom, newest first, to any member', async () => {
    const all = await entries();
    expect(all.map((e) => e.action)).toEqual([
      // Then its analyses and IRB requests over the following weeks (db/demo-analyses.ts, demo-irb.ts),
      // newest first.
      'IRB_REQUESTED',
      'ADVANCED_SAVED',
      'ANALYSIS_CREATED',
      'PACKAGE_UPLOADED',
      'IRB_APPROVED',
      'IRB_REQUESTED',
      'IRB_APPROVED',
      'PACKAGE_UPLOADED',
      'IRB_REQUESTED',
      'ANALYSIS_CREATED',
      'IRB_REJECTED',
      'IRB_REQUESTED',
      'PACKAGE_UPLOADED',
      'ANALYSIS_CREATED',
      // The demo made the project through the services: 1 creation, 3 invitations, 2 acceptances,
      // 2 permission changes (db/demo-projects.ts), all in one moment, so the newest id comes first.
      'MEMBER_INVITED',
      'PERMISSIONS_CHANGED',
      'INVITATION_ACCEPTED',
      'MEMBER_INVITED',
      'PERMISSIONS_CHANGED',
      'INVITATION_ACCEPTED',
      'MEMBER_INVITED',
      'PROJECT_CREATED',
    ]);
    expect(all.at(-1)).toMatchObject({ actorName: '김민준', subjectName: null, detail: { name: HEART } });
    expect(all.find((e) => e.action === 'INVITATION_ACCEPTED')).toMatchObject({
      actorName: '오서준',
      subjectName: '오서준',
    });
    expect(all.filter((e) => e.action === 'MEMBER_INVITED').map((e) => e.subjectName)).toEqual([
      '신민재',
      '오서준',
      '한도윤',
    ]);
    expect(all.find((e) => e.action === 'PERMISSIONS_CHANGED')).toMatchObject({
      actorName: '김민준',
      subjectName: '오서준',
      detail: { permissions: ['EXECUTION_VIEW'] },
    });
    // Another project's entries are not in it.
    expect(all.some((e) => e.detail.name === DIABETES)).toBe(false);
  });

  it('is refused to anyone but the members', async () => {
    for (const as of [PARTNER, MASTER]) {
      expect((await logs('?action=X', heart, as)).statusCode).toBe(403);
    }
    // The researcher is only invited to 당뇨병 약제 비교 효과 연구.
    expect((await logs('', await projectIdOf(DIABETES), RESEARCHER)).statusCode).toBe(403);
  });

  it('filters by kind of action', async () => {
    const invited = await entries('?action=MEMBER_INVITED');
    expect(invited).toHaveLength(3);
    expect(invited.every((e) => e.action === 'MEMBER_INVITED')).toBe(true);
    expect(await entries('?action=MEMBER_LEFT')).toEqual([]);
  });

  it('filters by Korea’s days, both ends included', async () => {
    // The demo's entries are days to a month old; today's write is the only one of today.
    const seeded = (await entries()).length;
    await call('PUT', `/api/v1/projects/${heart}`, RESEARCHER, form(HEART, { color: '#0F766E' }));
    const today = seoulToday();
    expect((await entries(`?from=${today}&to=${today}`)).map((e) => e.action)).toEqual(['PROJECT_MODIFIED']);
    expect(await entries('?from=2001-01-01&to=2001-01-02')).toEqual([]);
    expect(await entries(`?to=${today}`)).toHaveLength(seeded + 1);

    // 00:00 on 2 March in Seoul is 15:00 on 1 March in UTC.
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date('2026-03-01T15:00:00Z') })
      .where(eq(auditLog.projectId, heart));
    expect(await entries('?from=2026-03-02&to=2026-03-02')).toHaveLength(seeded + 1);
    expect(await entries('?to=2026-03-01')).toEqual([]);
    expect(await entries('?from=2026-03-03')).toEqual([]);
    const justBefore = new Date('2026-03-01T14:59:59.999Z');
    await t.db.update(auditLog).set({ createdAt: justBefore }).where(eq(auditLog.projectId, heart));
    expect(await entries('?to=2026-03-01')).toHaveLength(seeded + 1);
    expect(await entries('?from=2026-03-02')).toEqual([]);
  });

  it('refuses a bad filter naming the field, a day that does not exist included', async () => {
    const cases: [string, string][] = [
      ['?action=DANCED', `작업 종류: ${m.logActionInvalid}`],
      ['?from=2026-3-1', `시작일: ${orgAdminMessages.dateInvalid}`],
      ['?from=2026-13-01', `시작일: ${orgAdminMessages.dateInvalid}`],
      ['?to=2026-02-30', `종료일: ${orgAdminMessages.dateInvalid}`],
    ];
    for (const [query, message] of cases) {
      const res = await logs(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<Envelope<null>>().message, query).toBe(message);
    }
  });
});

describe('every write, one entry', () => {
  it('records exactly one entry per project write, and none for a refusal', async () => {
    const id = await create(RESEARCHER, '기록 확인');
    expect(await auditCount(id)).toBe(1);
    const doyun = await idOf(DOYUN);
    const seojun = await idOf(SEOJUN);
    const me = await idOf(RESEARCHER);
    const steps: [string, () => Promise<unknown>, number][] = [
      ['invite', () => call('POST', `/api/v1/projects/${id}/members/${doyun}`, RESEARCHER), 1],
      [
        'invite twice (refused)',
        () => call('POST', `/api/v1/projects/${id}/members/${doyun}`, RESEARCHER),
        0,
      ],
      ['accept', () => call('POST', '/api/v1/projects/members/accepted', DOYUN, { projectId: id }), 1],
      [
        'permissions',
        () =>
          call('PUT', `/api/v1/projects/${id}/permissions/${doyun}`, RESEARCHER, {
            permissions: ['IRB_REQUEST'],
          }),
        1,
      ],
      [
        'role',
        () => call('PUT', `/api/v1/projects/${id}/members/${doyun}/role`, RESEARCHER, { role: 'MANAGER' }),
        1,
      ],
      ['modify', () => call('PUT', `/api/v1/projects/${id}`, DOYUN, form('기록 확인 2')), 1],
      ['invite another', () => call('POST', `/api/v1/projects/${id}/members/${seojun}`, DOYUN), 1],
      ['decline', () => call('POST', '/api/v1/projects/members/rejected', SEOJUN, { projectId: id }), 1],
      ['leave', () => call('DELETE', `/api/v1/projects/${id}/members/${doyun}`, DOYUN), 1],
      [
        'last manager leaves (refused)',
        () => call('DELETE', `/api/v1/projects/${id}/members/${me}`, RESEARCHER),
        0,
      ],
    ];
    for (const [name, step, added] of steps) {
      const before = await auditCount(id);
      await step();
      expect(await auditCount(id), name).toBe(before + added);
    }
    const actions = (await content<ProjectLogEntry[]>('GET', `/api/v1/projects/${id}/logs`, RESEARCHER)).map(
      (e) => e.action,
    );
    expect(actions).toEqual([
      'MEMBER_LEFT',
      'INVITATION_DECLINED',
      'MEMBER_INVITED',
      'PROJECT_MODIFIED',
      'ROLE_CHANGED',
      'PERMISSIONS_CHANGED',
      'INVITATION_ACCEPTED',
      'MEMBER_INVITED',
      'PROJECT_CREATED',
    ]);
  });
});
