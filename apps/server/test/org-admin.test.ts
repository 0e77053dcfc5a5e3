import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disclosureMessages,
  ResultCode,
  type Envelope,
  type MemberPermission,
  type MembershipEvent,
  type OrgAdminDashboard,
  type OrgAuthSettings,
  type OrgMemberRow,
  type NotificationPage,
} from '@cdmnet/api/contract';
import { auditLog, organizations, users } from '../src/db/schema.js';
import { callerFor, createTestApp, type TestApp } from './test-app.js';

// /orgadmin/{id}: an organisation admin's calls (domain.md "Organisation membership", "What an
// organisation admin sets for members"). Demo: 박지현 administers 한빛대학교병원, where 임시우 (employed
// there), 조유나 (서울중앙의료원) and 마은호 (independent) wait, and 하승민 was rejected.

let t: TestApp;
let hanbit: number;
let sjmc: number;
const ADMIN = 'admin@demo.cdmnet.kr';

const { call } = callerFor(() => t);

const idOf = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await t.db.select({ id: organizations.id, name: organizations.name }).from(organizations);
  hanbit = orgs.find((o) => o.name === '한빛대학교병원')?.id ?? -1;
  sjmc = orgs.find((o) => o.name === '서울중앙의료원')?.id ?? -1;
});
afterAll(() => t.close());

const members = async (orgId = hanbit) =>
  (await call('GET', `/api/v1/orgs/${orgId}/members`, ADMIN)).json<Envelope<OrgMemberRow[]>>().content;

describe('who may act', () => {
  const calls = (orgId: number | string) =>
    [
      ['GET', `/api/v1/orgs/${orgId}/main`],
      ['GET', `/api/v1/orgs/${orgId}/members`],
      ['POST', `/api/v1/orgs/${orgId}/members/history`],
      ['POST', `/api/v1/orgs/${orgId}/members/3/decision`],
      ['POST', `/api/v1/orgs/${orgId}/members/3`],
      ['DELETE', `/api/v1/orgs/${orgId}/members/3`],
      ['GET', `/api/v1/orgs/${orgId}/auth`],
      ['PUT', `/api/v1/orgs/${orgId}/auth/evd`],
      ['PUT', `/api/v1/orgs/${orgId}/auth/irb`],
      ['PUT', `/api/v1/orgs/${orgId}/auth/concept`],
      ['PUT', `/api/v1/orgs/${orgId}/auth/disclosure`],
      ['GET', `/api/v1/orgs/${orgId}/members/permissions`],
      ['PUT', `/api/v1/orgs/${orgId}/members/3/permission`],
    ] as const;

  it('refuses a researcher, and an admin of another organisation, with 403 before reading the input', async () => {
    for (const [method, url] of [...calls(hanbit), ...calls(sjmc).map(([m, u]) => [m, u] as const)]) {
      const as = url.includes(`/orgs/${hanbit}/`) ? 'researcher@demo.cdmnet.kr' : ADMIN;
      const res = await call(method, url, as, method === 'GET' ? undefined : { nonsense: '\u0000' });
      expect(res.statusCode, `${method} ${url} as ${as}`).toBe(403);
      expect(res.json<Envelope<null>>()).toMatchObject({
        code: ResultCode.FORBIDDEN,
        message: '접근 권한이 없습니다.',
      });
    }
  });

  it('refuses a malformed or out-of-range organisation id with 403, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '1e3']) {
      const res = await call('GET', `/api/v1/orgs/${id}/main`, ADMIN);
      expect(res.statusCode, id).toBe(403);
    }
  });

  it('lets a platform admin act for any organisation, and asks for a session first', async () => {
    expect((await call('GET', `/api/v1/orgs/${sjmc}/main`, 'master@demo.cdmnet.kr')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/orgs/${hanbit}/main`)).json()).toMatchObject({
      code: ResultCode.SESSION_EXPIRED,
    });
  });
});

describe('dashboard and member list', () => {
  it('counts members by privilege and pending requests, and lists the CDMs with their figures', async () => {
    const res = await call('GET', `/api/v1/orgs/${hanbit}/main`, ADMIN);
    const dashboard = res.json<Envelope<OrgAdminDashboard>>().content;
    expect(dashboard).toMatchObject({
      name: '한빛대학교병원',
      members: { ORG_ADMIN: 1, ORG_PARTNER: 1, PENDING: 3 },
      cdms: [{ name: 'HANBIT_CDM', patientCount: 808 }],
    });
    expect(dashboard.members.ORG_RESEARCHER).toBeGreaterThanOrEqual(6);
  });

  it('lists applicants with their note and whether the organisation employs them', async () => {
    const list = await members();
    expect(list.find((m) => m.name === '임시우')).toMatchObject({ privilege: 'PENDING', employedHere: true });
    expect(list.find((m) => m.name === '조유나')).toMatchObject({
      privilege: 'PENDING',
      employedHere: false,
      orgEmployedName: '서울중앙의료원',
      note: '당뇨병 약물 비교 연구에 참여하려 합니다.',
    });
    expect(list.find((m) => m.name === '하승민')?.privilege).toBe('REJECTED');
  });
});

describe('decisions', () => {
  it('approves an employee as an organisation researcher and an outsider as a partner, telling each', async () => {
    const siwoo = await idOf('siwoo.lim@hanbit-hospital.kr');
    const yuna = await idOf('yuna.cho@sjmc.or.kr');
    const first = await call('POST', `/api/v1/orgs/${hanbit}/members/${siwoo}/decision`, ADMIN, {
      decision: 'APPROVE',
    });
    expect(first.json()).toMatchObject({
      message: '수락되었습니다.',
      content: { privilege: 'ORG_RESEARCHER' },
    });
    const second = await call('POST', `/api/v1/orgs/${hanbit}/members/${yuna}/decision`, ADMIN, {
      decision: 'APPROVE',
    });
    expect(second.json<Envelope<OrgMemberRow>>().content.privilege).toBe('ORG_PARTNER');

    const notes = (await call('GET', '/api/v1/notifications', 'yuna.cho@sjmc.or.kr')).json<
      Envelope<NotificationPage>
    >().content.items;
    expect(notes[0]).toMatchObject({
      title: '가입 신청이 승인되었습니다.',
      message:
        '한빛대학교병원에 파트너 연구원으로 가입되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.',
      link: '/profile',
    });
    const counters = (await call('GET', '/api/v1/dashboard/organizations', 'yuna.cho@sjmc.or.kr')).json<
      Envelope<{ counters: { partnerOrgs: number } }>
    >().content.counters;
    expect(counters.partnerOrgs).toBe(1);
  });

  it('rejects a request, and refuses deciding one that is not pending', async () => {
    const eunho = await idOf('eunho.ma@research.demo.cdmnet.kr');
    const res = await call('POST', `/api/v1/orgs/${hanbit}/members/${eunho}/decision`, ADMIN, {
      decision: 'REJECT',
    });
    expect(res.json()).toMatchObject({ message: '거절되었습니다.', content: { privilege: 'REJECTED' } });
    const again = await call('POST', `/api/v1/orgs/${hanbit}/members/${eunho}/decision`, ADMIN, {
      decision: 'APPROVE',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<Envelope<null>>().message).toBe(
      '대기 중인 신청이 아닙니다. 목록을 새로 고쳐 확인해 주십시오.',
    );
  });

  it('refuses an unknown decision naming the field', async () => {
    const res = await call('POST', `/api/v1/orgs/${hanbit}/members/3/decision`, ADMIN, { decision: 'MAYBE' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().message).toMatch(/^결정: /);
  });
});

describe('privileges and removal', () => {
  it('promotes a member, notifies them, and records who did it', async () => {
    const minjun = await idOf('researcher@demo.cdmnet.kr');
    const res = await call('POST', `/api/v1/orgs/${hanbit}/members/${minjun}`, ADMIN, { priv: 'ORG_ADMIN' });
    expect(res.json()).toMatchObject({ message: '변경되었습니다.', content: { privilege: 'ORG_ADMIN' } });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.privilege_changed'), eq(auditLog.targetId, String(hanbit))));
    expect(audit?.detail).toMatchObject({ userId: minjun, from: 'ORG_RESEARCHER', to: 'ORG_ADMIN' });
    // Back, so the last-admin rule below has one admin again.
    await call('POST', `/api/v1/orgs/${hanbit}/members/${minjun}`, ADMIN, { priv: 'ORG_RESEARCHER' });
  });

  it('never demotes or removes the last ORG_ADMIN', async () => {
    const admin = await idOf(ADMIN);
    const demote = await call('POST', `/api/v1/orgs/${hanbit}/members/${admin}`, ADMIN, {
      priv: 'ORG_RESEARCHER',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<Envelope<null>>().message).toBe(
      '기관의 마지막 관리자는 내보내거나 권한을 낮출 수 없습니다. 다른 관리자를 먼저 지정해 주십시오.',
    );
    expect((await call('DELETE', `/api/v1/orgs/${hanbit}/members/${admin}`, ADMIN)).statusCode).toBe(409);
    expect((await members()).find((m) => m.userId === admin)?.privilege).toBe('ORG_ADMIN');
  });

  it('removes a member, who is told, and refuses a privilege the admin may not give', async () => {
    const jiwoo = await idOf('jiwoo.kang@hanbit-hospital.kr');
    const res = await call('DELETE', `/api/v1/orgs/${hanbit}/members/${jiwoo}`, ADMIN);
    expect(res.json()).toMatchObject({ result: true, message: '삭제되었습니다.' });
    expect((await members()).some((m) => m.userId === jiwoo)).toBe(false);
    expect((await call('DELETE', `/api/v1/orgs/${hanbit}/members/${jiwoo}`, ADMIN)).statusCode).toBe(404);
    const bad = await call('POST', `/api/v1/orgs/${hanbit}/members/3`, ADMIN, { priv: 'MASTER' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toMatch(/^권한: /);
  });
});

describe('history', () => {
  const history = async (filter: object) =>
    (await call('POST', `/api/v1/orgs/${hanbit}/members/history`, ADMIN, filter)).json<
      Envelope<MembershipEvent[]>
    >().content;

  it('records every change with who and when, newest first, filtered by member and day', async () => {
    const all = await history({});
    expect((all[0]?.createdAt ?? '') >= (all.at(-1)?.createdAt ?? '')).toBe(true);
    const yuna = await idOf('yuna.cho@sjmc.or.kr');
    const hers = await history({ userId: yuna });
    expect(hers.map((e) => e.kind)).toEqual(['APPROVED', 'REQUESTED']);
    expect(hers[0]).toMatchObject({
      actorName: '박지현',
      from: 'PENDING',
      to: 'ORG_PARTNER',
      userName: '조유나',
    });
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect((await history({ from: today, to: today })).length).toBeGreaterThan(0);
    expect(await history({ from: '2001-01-01', to: '2001-01-02' })).toEqual([]);
  });

  it('refuses a malformed date naming the field', async () => {
    const res = await call('POST', `/api/v1/orgs/${hanbit}/members/history`, ADMIN, { from: '2026-13' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().message).toBe('시작일: 날짜는 YYYY-MM-DD 형식이어야 합니다.');
    // The right shape, but no such day: refused the same, not a 500.
    const noSuchDay = await call('POST', `/api/v1/orgs/${hanbit}/members/history`, ADMIN, {
      to: '2026-13-01',
    });
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json<Envelope<null>>().message).toBe('종료일: 날짜는 YYYY-MM-DD 형식이어야 합니다.');
  });
});

describe('auth settings and member permissions', () => {
  it('sets the default levels, IRB and concept look-up, and the RFZ level follows', async () => {
    const evd = await call('PUT', `/api/v1/orgs/${hanbit}/auth/evd`, ADMIN, {
      evd: { researcher: 'EVD', partner: 'EV', rfz: 'E' },
    });
    expect(evd.json()).toMatchObject({
      message: '수정되었습니다.',
      content: { evd: { researcher: 'EVD', rfz: 'E' } },
    });
    const [org] = await t.db
      .select({ rfz: organizations.rfzLevel })
      .from(organizations)
      .where(eq(organizations.id, hanbit));
    expect(org?.rfz).toBe('E');
    await call('PUT', `/api/v1/orgs/${hanbit}/auth/irb`, ADMIN, { irb: true });
    const concept = await call('PUT', `/api/v1/orgs/${hanbit}/auth/concept`, ADMIN, { concept: false });
    expect(concept.json<Envelope<OrgAuthSettings>>().content).toMatchObject({ irb: true, concept: false });
    const bad = await call('PUT', `/api/v1/orgs/${hanbit}/auth/evd`, ADMIN, { evd: { researcher: 'X' } });
    expect(bad.statusCode).toBe(400);
  });

  it('overrides a member’s level, records it and tells them, and follows the default again on null', async () => {
    const partner = await idOf('partner@demo.cdmnet.kr');
    const set = await call('PUT', `/api/v1/orgs/${hanbit}/members/${partner}/permission`, ADMIN, {
      level: 'NONE',
    });
    expect(set.json<Envelope<MemberPermission>>().content).toMatchObject({
      defaultLevel: 'EV',
      level: 'NONE',
      effectiveLevel: 'NONE',
    });
    const back = await call('PUT', `/api/v1/orgs/${hanbit}/members/${partner}/permission`, ADMIN, {
      level: null,
    });
    expect(back.json<Envelope<MemberPermission>>().content).toMatchObject({
      level: null,
      effectiveLevel: 'EV',
    });
    const events = (
      await call('POST', `/api/v1/orgs/${hanbit}/members/history`, ADMIN, { userId: partner })
    ).json<Envelope<MembershipEvent[]>>().content;
    expect(events.slice(0, 2).map((e) => [e.kind, e.from, e.to])).toEqual([
      ['PERMISSION_CHANGED', 'NONE', 'DEFAULT'],
      ['PERMISSION_CHANGED', 'DEFAULT', 'NONE'],
    ]);
    const list = (await call('GET', `/api/v1/orgs/${hanbit}/members/permissions`, ADMIN)).json<
      Envelope<MemberPermission[]>
    >().content;
    expect(list.every((m) => m.privilege !== 'PENDING' && m.privilege !== 'REJECTED')).toBe(true);
    const applicant = await idOf('seungmin.ha@haeorum.kr');
    expect(
      (await call('PUT', `/api/v1/orgs/${hanbit}/members/${applicant}/permission`, ADMIN, { level: 'E' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('what may leave the hospital', () => {
  const disclosure = (body: unknown) => call('PUT', `/api/v1/orgs/${sjmc}/auth/disclosure`, ADMIN, body);

  it('reads the defaults (5, no rounding, unchecked files releasable) with the other auth settings', async () => {
    const auth = (await call('GET', `/api/v1/orgs/${sjmc}/auth`, 'master@demo.cdmnet.kr')).json<
      Envelope<OrgAuthSettings>
    >().content;
    expect(auth.disclosure).toEqual({ minCellCount: 5, rounding: null, releaseUnchecked: true });
  });

  it('stores the minimum cell count, rounding and release of unchecked files, audited with before and after', async () => {
    // 박지현 administers 한빛 only: 서울중앙's settings are the platform admin's to change here.
    expect((await disclosure({ minCellCount: 10, rounding: 5, releaseUnchecked: false })).statusCode).toBe(
      403,
    );
    const res = await call('PUT', `/api/v1/orgs/${sjmc}/auth/disclosure`, 'master@demo.cdmnet.kr', {
      minCellCount: 10,
      rounding: 5,
      releaseUnchecked: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<OrgAuthSettings>>()).toMatchObject({
      message: '수정되었습니다.',
      content: { disclosure: { minCellCount: 10, rounding: 5, releaseUnchecked: false } },
    });
    const [org] = await t.db
      .select({
        minCellCount: organizations.minCellCount,
        rounding: organizations.rounding,
        releaseUnchecked: organizations.releaseUnchecked,
      })
      .from(organizations)
      .where(eq(organizations.id, sjmc));
    expect(org).toEqual({ minCellCount: 10, rounding: 5, releaseUnchecked: false });
    const [audit] = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.auth.disclosure'), eq(auditLog.targetId, String(sjmc))));
    expect(audit?.detail).toMatchObject({
      from: { disclosure: { minCellCount: 5, rounding: null, releaseUnchecked: true } },
      to: { disclosure: { minCellCount: 10, rounding: 5, releaseUnchecked: false } },
    });
  });

  it('refuses a cell count below 2 or above 100, rounding other than 5, and a missing switch, naming the field', async () => {
    const master = (body: unknown) =>
      call('PUT', `/api/v1/orgs/${sjmc}/auth/disclosure`, 'master@demo.cdmnet.kr', body);
    for (const [body, message] of [
      [{ minCellCount: 1, rounding: null, releaseUnchecked: true }, disclosureMessages.minCellCountInvalid],
      [{ minCellCount: 101, rounding: null, releaseUnchecked: true }, disclosureMessages.minCellCountInvalid],
      [{ minCellCount: 5.5, rounding: null, releaseUnchecked: true }, disclosureMessages.minCellCountInvalid],
      [{ minCellCount: 5, rounding: 10, releaseUnchecked: true }, disclosureMessages.roundingInvalid],
      [{ minCellCount: 5, rounding: null }, disclosureMessages.releaseUncheckedInvalid],
    ] as const) {
      const res = await master(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Envelope<null>>().message).toContain(message);
    }
    const auth = (await call('GET', `/api/v1/orgs/${sjmc}/auth`, 'master@demo.cdmnet.kr')).json<
      Envelope<OrgAuthSettings>
    >().content;
    expect(auth.disclosure.minCellCount).toBe(10);
  });
});
