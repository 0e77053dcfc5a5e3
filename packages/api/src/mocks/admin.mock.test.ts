import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes.js';
import { accountApi, dashboardApi, masterApi, networkApi, orgsApi } from '../contract/index.js';
import { disclosureMessages } from '../contract/disclosure.ko.js';
import type { MockDb } from './db.js';
import { fixtureUsers } from './fixtures.js';
import { ADMIN, contentOf, forbidden, MASTER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The network, platform-admin and organisation-admin mocks answer as the server will: the role before
// the input, the membership rules of domain.md, the simulated connection checks. Texts are written out
// (ux.md and the contract's Korean), so a changed text fails here; privilege labels come from the contract.

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const userNamed = (db: MockDb, name: string) => db.users.find((u) => u.name === name)!;

describe('role before input', () => {
  it('refuses a researcher on a master call with 403 even when the body is invalid', async () => {
    world(RESEARCHER);
    const badPriv = { params: { id: 1 }, body: { priv: 'KING' } };
    expect(await send(masterApi.changeMasterPriv, badPriv)).toMatchObject(forbidden);
    expect(await send(masterApi.setCleanup, { body: 'not an object' })).toMatchObject(forbidden);
    const search = { params: { id: 1 }, query: { keyword: 'a' } };
    expect(await send(masterApi.searchInviteCandidates, search)).toMatchObject(forbidden);
  });

  it('lets a master through to the input check (400) and answers 1004 without a session', async () => {
    world(MASTER);
    expect(
      await send(masterApi.changeMasterPriv, { params: { id: 1 }, body: { priv: 'KING' } }),
    ).toMatchObject({ status: 400, code: ResultCode.INVALID_INPUT });
    world(undefined);
    expect(await send(masterApi.listMasterMembers)).toMatchObject({
      status: 401,
      code: ResultCode.SESSION_EXPIRED,
    });
  });

  it("allows an organisation's calls to its ORG_ADMIN and to a master, nobody else", async () => {
    const badHistory = (id: number) => ({ params: { id }, body: { from: 'yesterday' } });
    world(ADMIN);
    expect((await send(orgsApi.listOrgMembers, { params: { id: 1 } })).status).toBe(200);
    expect(await send(orgsApi.listOrgMembers, { params: { id: 2 } })).toMatchObject(forbidden);
    expect(await send(orgsApi.listMembershipHistory, badHistory(2))).toMatchObject(forbidden);

    world(RESEARCHER);
    expect(await send(orgsApi.listMembershipHistory, badHistory(1))).toMatchObject(forbidden);
    const badLevel = { params: { id: 1, userId: 3 }, body: { level: 'ALL' } };
    expect(await send(orgsApi.setMemberPermission, badLevel)).toMatchObject(forbidden);

    world(MASTER);
    expect((await send(orgsApi.getOrgDashboard, { params: { id: 2 } })).status).toBe(200);
    expect(await send(orgsApi.listMembershipHistory, badHistory(1))).toMatchObject({
      status: 400,
      message: '시작일: 날짜는 YYYY-MM-DD 형식이어야 합니다.',
    });
    expect(await send(orgsApi.getOrgDashboard, { params: { id: 99 } })).toMatchObject({
      status: 404,
      code: ResultCode.NOT_FOUND,
    });
  });
});

describe('the network', () => {
  it('lists every organisation with its CDMs and the caller’s membership', async () => {
    world(RESEARCHER);
    const orgs = await contentOf(networkApi.listNetworkOrganizations);
    // By name, as the server orders them: 광주무등, 대구청솔, 부산해오름, 서울중앙, 제주한라, 한빛.
    expect(ids(orgs)).toEqual([5, 4, 3, 2, 6, 1]);
    expect(orgs.find((o) => o.id === 1)).toMatchObject({
      name: '한빛대학교병원',
      rfzLevel: 'EVD',
      myPrivilege: 'ORG_RESEARCHER',
    });
    const haeorum = orgs.find((o) => o.id === 3)!;
    expect(haeorum.cdm).toMatchObject({ id: 3, name: 'HAEORUM_CDM' });
    expect(ids(haeorum.cdmList)).toEqual([3, 7]);
    expect(haeorum.myPrivilege).toBeNull();
  });

  it('shows a hidden organisation only to its members and to masters, and 404s a request to it', async () => {
    const hide = (db: MockDb) => {
      db.organizations.find((o) => o.id === 4)!.hideFromExternal = true;
    };
    world(RESEARCHER, hide);
    expect(ids(await contentOf(networkApi.listNetworkOrganizations))).toEqual([5, 3, 2, 6, 1]);
    expect(await send(networkApi.requestMembership, { body: { orgId: 4 } })).toMatchObject({
      status: 404,
    });

    world('harin.jang@cheongsol.kr', hide);
    expect(ids(await contentOf(networkApi.listNetworkOrganizations))).toContain(4);
    world(MASTER, hide);
    expect(ids(await contentOf(networkApi.listNetworkOrganizations))).toContain(4);
  });

  it('lists verified users by name with their organisation', async () => {
    world(RESEARCHER);
    const users = await contentOf(networkApi.listNetworkUsers);
    expect(users.length).toBeGreaterThanOrEqual(40);
    const names = users.map((u) => u.name);
    expect(names).not.toContain('국하람');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')));
    expect(users.find((u) => u.id === 4)).toMatchObject({
      name: '이서연',
      orgEmployedName: '서울중앙의료원',
    });
  });

  it("gives a member of an RFZ organisation every RFZ organisation's CDMs and ATLAS, others only their own", async () => {
    world(RESEARCHER);
    // By organisation name, then id.
    expect(ids(await contentOf(networkApi.listCdms))).toEqual([5, 3, 7, 2, 1]);
    expect(ids(await contentOf(networkApi.listAtlases))).toEqual([5, 3, 2, 1]);
    world('minho.kwon@cheongsol.kr');
    expect(await contentOf(networkApi.listCdms)).toEqual([
      expect.objectContaining({ id: 4, orgName: '대구청솔병원', engineId: 4, version: '5.4' }),
    ]);
  });

  it('counts every CDM of the network and every database open to the researcher', async () => {
    world(RESEARCHER);
    expect(await contentOf(dashboardApi.getFnetInfo)).toMatchObject({
      organizations: 6,
      cdmDatabases: 7,
      patients: 5_384_321,
      periodStart: '2005-01-01',
      periodEnd: '2025-12-31',
    });
    const { counters } = await contentOf(dashboardApi.getDashboardOrganizations);
    // Four RFZ organisations, one of them (부산해오름병원) with two CDMs.
    expect(counters).toMatchObject({ openDbs: 5 });
  });
});

describe('membership requests', () => {
  it('admits at once on an auto-registering domain: a researcher where employed, a partner otherwise', async () => {
    const db = world('chaewon.hong@sjmc.or.kr');
    expect(
      await send(networkApi.requestMembership, { body: { orgId: 2, note: '류마티스 연구' } }),
    ).toMatchObject({
      status: 200,
      message: '기관에 등록되었습니다.',
      content: { orgId: 2, privilege: 'ORG_RESEARCHER' },
    });
    const hong = userNamed(db, '홍채원');
    expect(hong.orgList).toEqual([
      { orgId: 2, orgName: '서울중앙의료원', orgUserPrivilege: 'ORG_RESEARCHER' },
    ]);
    expect(db.notifications.at(-1)).toMatchObject({
      userId: hong.id,
      type: 'ORGANIZATION',
      title: '기관에 등록되었습니다.',
      message: '서울중앙의료원에 기관 연구원으로 등록되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.',
      link: '/profile',
    });
    expect(db.membershipEvents.at(-1)).toMatchObject({
      kind: 'ADMITTED',
      actorName: '홍채원',
      to: 'ORG_RESEARCHER',
    });

    world('hajun.yoo@sjmc.go.kr');
    expect(await contentOf(networkApi.requestMembership, { body: { orgId: 2 } })).toEqual({
      orgId: 2,
      privilege: 'ORG_PARTNER',
    });
  });

  it("leaves a request PENDING elsewhere, tells the organisation's admins, and refuses a second one", async () => {
    const db = world(RESEARCHER);
    const request = (orgId: number) => send(networkApi.requestMembership, { body: { orgId } });
    expect(await request(3)).toMatchObject({
      status: 200,
      message: '가입 신청이 접수되었습니다. 기관 관리자의 승인을 기다려 주십시오.',
      content: { orgId: 3, privilege: 'PENDING' },
    });
    const admin = userNamed(db, '류지호').id;
    expect(db.notifications.at(-1)).toMatchObject({
      userId: admin,
      type: 'ORGANIZATION',
      title: '기관 가입 신청이 도착했습니다.',
      message: '김민준 님이 부산해오름병원 가입을 신청했습니다.',
      link: '/orgadmin/3/member/list',
      subject: 'membership-request:3:3',
      checked: false,
    });
    expect(await request(3)).toMatchObject({
      status: 409,
      code: ResultCode.CONFLICT,
      message: '이미 가입을 신청했습니다. 기관 관리자의 결정을 기다려 주십시오.',
    });
    expect(await request(1)).toMatchObject({ status: 409, message: '이미 이 기관의 연구원입니다.' });
    expect(await request(99)).toMatchObject({ status: 404 });

    // Deciding it marks the admin's notice done and read, as the server does.
    db.sessionUserId = admin;
    await contentOf(orgsApi.decideMembership, { params: { id: 3, userId: 3 }, body: { decision: 'REJECT' } });
    expect(db.notifications.find((n) => n.subject === 'membership-request:3:3')).toMatchObject({
      done: true,
      checked: true,
    });
  });

  it('tells a new user admitted at sign-up by the employer’s domain, as an admin’s approval would', async () => {
    const db = world(undefined);
    const email = 'yuna.seo@sjmc.or.kr';
    const phoneNumber = '01055554321';
    await contentOf(accountApi.signup, {
      body: {
        email,
        emailVerifiedToken: `verified-${email}`,
        phoneNumber,
        phoneVerifiedToken: `verified-${phoneNumber}`,
        name: '서유나',
        password: 'Demo!2345',
        expertArea: 'MEDICAL_DOCTOR',
        expertDivision: 'UNSPECIFIED',
        orgEmployedId: 2,
        terms: fixtureUsers[0]!.terms,
      },
    });
    expect(db.notifications.at(-1)).toMatchObject({
      userId: userNamed(db, '서유나').id,
      type: 'ORGANIZATION',
      title: '기관에 등록되었습니다.',
      message: '서울중앙의료원에 기관 연구원으로 등록되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.',
      link: '/profile',
    });
  });

  it('takes a new request after a rejection, and refuses an unverified user', async () => {
    world('eunbi.cho@mudeung.or.kr');
    expect(await contentOf(networkApi.requestMembership, { body: { orgId: 1 } })).toEqual({
      orgId: 1,
      privilege: 'PENDING',
    });
    world('haram.kook@gmail.com');
    expect(await send(networkApi.requestMembership, { body: { orgId: 1 } })).toMatchObject(forbidden);
  });
});

describe('platform admin: members', () => {
  it('keeps the last MASTER, changes anyone else, and deduplicates roles', async () => {
    const db = world(MASTER);
    const priv = (id: number, to: string) =>
      send(masterApi.changeMasterPriv, { params: { id }, body: { priv: to } });
    expect(await priv(1, 'NORMAL')).toMatchObject({
      status: 409,
      message: '마지막 플랫폼 관리자의 권한은 변경할 수 없습니다. 다른 플랫폼 관리자를 먼저 지정해 주십시오.',
    });
    expect(await priv(3, 'MASTER')).toMatchObject({
      status: 200,
      message: '사용자 권한이 변경되었습니다.',
      content: { id: 3, priv: 'MASTER', email: RESEARCHER, orgEmployedName: '한빛대학교병원' },
    });
    const roles = { params: { id: 4 }, body: { roles: ['ML', 'FL', 'ML'] } };
    expect(await send(masterApi.changeMasterRoles, roles)).toMatchObject({
      message: '사용자 연구 실행 권한이 변경되었습니다.',
      content: { researchRoles: ['FL', 'ML'] },
    });
    expect(userNamed(db, '이서연').researchRole).toEqual(['FL', 'ML']);
    // With a second master, the first may step down.
    expect((await priv(1, 'NORMAL')).status).toBe(200);
  });
});

describe('platform admin: organisations', () => {
  it('lists by name with counts, refuses a taken name, and deletes only an organisation without members', async () => {
    world(MASTER);
    const list = await contentOf(masterApi.listMasterOrganizations);
    expect(list.map((o) => o.name)).toEqual([
      '광주무등의료원',
      '대구청솔병원',
      '부산해오름병원',
      '서울중앙의료원',
      '제주한라병원',
      '한빛대학교병원',
    ]);
    expect(list.find((o) => o.id === 3)).toMatchObject({ cdmCount: 2, memberCount: 6 });
    expect(await send(masterApi.createOrganization, { body: { name: '한빛대학교병원' } })).toMatchObject({
      status: 409,
      message: '기관 이름: 같은 이름의 기관이 이미 있습니다.',
    });
    expect(await send(masterApi.deleteOrganization, { params: { id: 1 } })).toMatchObject({
      status: 409,
    });
    const form = { name: '새봄병원', rfzLevel: 'E', domains: ['saebom.kr'] };
    expect(await send(masterApi.createOrganization, { body: form })).toMatchObject({
      message: '등록되었습니다.',
      content: { id: 7, rfzLevel: 'E', memberCount: 0 },
    });
    expect(await send(masterApi.deleteOrganization, { params: { id: 7 } })).toMatchObject({
      status: 200,
      message: '삭제되었습니다.',
    });
  });

  it('answers the three switches together', async () => {
    world(MASTER);
    const block = { params: { id: 3 }, body: { blockingDBAccess: true } };
    expect(await send(masterApi.setDbBlock, block)).toMatchObject({
      message: '수정되었습니다.',
      content: { blockingDBAccess: true, onConceptId: false, cleanup: false },
    });
    expect(await contentOf(masterApi.setCleanup, { body: { orgId: 3, cleanup: true } })).toEqual({
      blockingDBAccess: true,
      onConceptId: false,
      cleanup: true,
    });
  });
});

describe('platform admin: connection checks', () => {
  const engine = { name: '예비 엔진', engineAddress: 'http://offline.hanbit-hospital.kr:8888' };

  it('saves nothing when the check fails, unless told to save anyway (then OFFLINE)', async () => {
    const db = world(MASTER);
    expect(await send(masterApi.createEngine, { params: { id: 1 }, body: engine })).toMatchObject({
      status: 422,
      code: ResultCode.CONNECTION_CHECK_FAILED,
      message:
        "분석 엔진 offline.hanbit-hospital.kr:8888에 연결할 수 없습니다. 연결이 거부되었습니다. 주소와 포트, 서버가 실행 중인지 확인해 주십시오. 저장하지 않았습니다. 확인 후 다시 시도하거나 '그래도 저장'을 선택해 주십시오.",
    });
    expect(db.engines).toHaveLength(6);
    const anyway = { params: { id: 1 }, body: { ...engine, saveAnyway: true } };
    expect(await send(masterApi.createEngine, anyway)).toMatchObject({
      status: 200,
      message: '등록되었습니다.',
      content: { id: 7, status: 'OFFLINE' },
    });
    const check = (engineId: number) => send(masterApi.checkEngine, { params: { id: 1, engineId } });
    expect(await check(7)).toMatchObject({ status: 422, code: ResultCode.CONNECTION_CHECK_FAILED });
    expect(await check(1)).toMatchObject({
      content: { ok: true, message: '분석 엔진이 응답했습니다.', engine: { id: 1, status: 'ONLINE' } },
    });
  });

  it('reads a new CDM’s figures, requires its password and an engine of the organisation, never returns it', async () => {
    world(MASTER);
    const cdm = {
      name: 'HANBIT_RESEARCH',
      engineId: 1,
      host: '10.10.1.40',
      database: 'research',
      cdmSchema: 'cdm',
      vocabularySchema: 'cdm',
      resultSchema: 'results',
      username: 'reader',
    };
    const create = (body: object) => send(masterApi.createCdm, { params: { id: 1 }, body });
    expect(await create(cdm)).toMatchObject({ status: 400, message: '비밀번호: 필수 입력 항목입니다.' });
    expect(await create({ ...cdm, password: 'pw', engineId: 2 })).toMatchObject({
      status: 400,
      message: '분석 엔진: 이 기관의 분석 엔진을 선택해 주십시오.',
    });
    const saved = await create({ ...cdm, password: 'pw' });
    expect(saved.content).toMatchObject({
      patientCount: 28,
      version: '5.4',
      vocabularyVersion: 'v5.0 09-APR-22',
      hasPassword: true,
    });
    expect(saved.content).not.toHaveProperty('password');
    const settings = await send(masterApi.getOrganizationSettings, { params: { id: 1 } });
    expect(JSON.stringify(settings)).not.toContain('cdm-reader-secret');
  });

  it('keeps the stored password and the figures when a CDM is modified in place', async () => {
    world(MASTER);
    const hanbit = {
      name: 'HANBIT_CDM',
      engineId: 1,
      host: 'http://10.10.1.21:5432',
      database: 'hanbit_cdm',
      cdmSchema: 'cdm',
      vocabularySchema: 'cdm',
      resultSchema: 'results',
      username: 'cdmnet_reader',
    };
    expect(await send(masterApi.modifyCdm, { params: { id: 1, cdmId: 1 }, body: hanbit })).toMatchObject({
      message: '수정되었습니다.',
      content: { host: '10.10.1.21', hasPassword: true, patientCount: 2_184_532, version: '5.4' },
    });
  });

  it('refuses to delete an engine in use, naming what uses it', async () => {
    world(MASTER);
    expect(await send(masterApi.deleteEngine, { params: { id: 1, engineId: 1 } })).toMatchObject({
      status: 409,
      message:
        '이 분석 엔진을 사용하는 ATLAS 또는 CDM이 있어 삭제할 수 없습니다: 한빛대학교병원 ATLAS, HANBIT_CDM. 먼저 그 항목의 엔진을 바꾸거나 삭제해 주십시오.',
    });
  });

  it('restarts ATLAS or the data-quality dashboard, or says why it cannot', async () => {
    world(MASTER);
    const restart = (id: number, isDqm: string) => send(masterApi.restartAtlas, { params: { id, isDqm } });
    expect(await restart(1, 'false')).toMatchObject({ message: 'ATLAS 재시작을 요청했습니다.' });
    expect(await restart(1, 'true')).toMatchObject({
      message: '데이터 품질 대시보드 재시작을 요청했습니다.',
    });
    expect(await restart(4, 'false')).toMatchObject({
      status: 422,
      code: ResultCode.PEER_FAILED,
      message: '이 분석 엔진은 ATLAS 재시작을 지원하지 않습니다.',
    });
    await contentOf(masterApi.createOrganization, { body: { name: '새봄병원' } });
    expect(await restart(7, 'false')).toMatchObject({
      status: 409,
      message: '이 기관에 등록된 분석 엔진이 없습니다. 분석 엔진을 먼저 등록해 주십시오.',
    });
  });
});

describe('organisation members', () => {
  const lastAdmin = { status: 409, message: expect.stringContaining('기관의 마지막 관리자는') as unknown };
  const changePriv = (userId: number, priv: string) =>
    send(orgsApi.changeMemberPriv, { params: { id: 1, userId }, body: { priv } });

  it('keeps the last ORG_ADMIN, for the organisation admin and for the master alike', async () => {
    const db = world(ADMIN);
    expect(await changePriv(2, 'ORG_RESEARCHER')).toMatchObject(lastAdmin);
    expect(await send(orgsApi.removeMember, { params: { id: 1, userId: 2 } })).toMatchObject(lastAdmin);
    expect(await changePriv(5, 'ORG_ADMIN')).toMatchObject({ message: '변경되었습니다.' });
    expect(db.notifications.at(-1)).toMatchObject({
      userId: 5,
      type: 'ORGANIZATION',
      title: '기관 권한이 변경되었습니다.',
      message: '한빛대학교병원에서 내 권한이 기관 관리자로 변경되었습니다.',
      link: '/profile',
    });
    expect((await changePriv(2, 'ORG_RESEARCHER')).status).toBe(200);

    world(MASTER);
    const change = (userId: number) =>
      send(masterApi.changeOrganizationUser, { params: { id: 1, userId }, body: { priv: 'ORG_PARTNER' } });
    expect(await change(2)).toMatchObject(lastAdmin);
    expect(await change(3)).toMatchObject({
      message: '사용자 권한이 변경되었습니다.',
      content: { id: 3, orgPriv: 'ORG_PARTNER' },
    });
    expect(await change(11)).toMatchObject({ status: 404, message: '이 기관의 연구원이 아닙니다.' });
  });

  it('approves a pending request as researcher or partner by employer, rejects, and notifies', async () => {
    const db = world(ADMIN);
    const decide = (userId: number, decision: string) =>
      send(orgsApi.decideMembership, { params: { id: 1, userId }, body: { decision } });
    const rows = await contentOf(orgsApi.listOrgMembers, { params: { id: 1 } });
    const pending = rows.filter((row) => row.privilege === 'PENDING').map((row) => row.name);
    // The latest change first.
    expect(pending).toEqual(['임도현', '장하린', '윤서준']);
    expect(await decide(11, 'APPROVE')).toMatchObject({
      message: '수락되었습니다.',
      content: { privilege: 'ORG_RESEARCHER', employedHere: true },
    });
    expect((await decide(12, 'APPROVE')).content).toMatchObject({
      privilege: 'ORG_PARTNER',
      employedHere: false,
      orgEmployedName: '대구청솔병원',
    });
    expect(await decide(13, 'REJECT')).toMatchObject({
      message: '거절되었습니다.',
      content: { privilege: 'REJECTED' },
    });
    expect(await decide(11, 'REJECT')).toMatchObject({
      status: 409,
      message: '대기 중인 신청이 아닙니다. 목록을 새로 고쳐 확인해 주십시오.',
    });
    expect(db.notifications.filter((n) => n.userId === 12).at(-1)).toMatchObject({
      title: '가입 신청이 승인되었습니다.',
      message:
        '한빛대학교병원에 파트너 연구원으로 가입되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.',
      link: '/profile',
    });
    expect(userNamed(db, '장하린').orgList).toContainEqual({
      orgId: 1,
      orgName: '한빛대학교병원',
      orgUserPrivilege: 'ORG_PARTNER',
    });
    const { members } = await contentOf(orgsApi.getOrgDashboard, { params: { id: 1 } });
    expect(members).toEqual({ ORG_ADMIN: 1, ORG_RESEARCHER: 7, ORG_PARTNER: 3, PENDING: 0 });
  });

  it('lists the history newest first, by member and by Korean days', async () => {
    world(ADMIN);
    const history = (body: object) => contentOf(orgsApi.listMembershipHistory, { params: { id: 1 }, body });
    const byMember = await history({ userId: 14 });
    expect(byMember.map((e) => e.kind)).toEqual(['REJECTED', 'REQUESTED']);
    expect(byMember[0]).toMatchObject({
      userName: '조은비',
      actorName: '박지현',
      from: 'PENDING',
      to: 'REJECTED',
    });
    const days = await history({ from: '2026-03-02', to: '2026-03-04' });
    expect(days.map((e) => e.userName)).toEqual(['임도현', '장하린']);
    await changePriv(3, 'ORG_PARTNER');
    const [latest] = await history({});
    expect(latest).toMatchObject({
      kind: 'PRIVILEGE_CHANGED',
      userName: '김민준',
      actorName: '박지현',
      from: 'ORG_RESEARCHER',
      to: 'ORG_PARTNER',
    });
  });

  it("sets a member's own level over the default, and back", async () => {
    const db = world(ADMIN);
    const permissions = await contentOf(orgsApi.listMemberPermissions, { params: { id: 1 } });
    expect(permissions.find((p) => p.userId === 4)).toMatchObject({
      privilege: 'ORG_PARTNER',
      defaultLevel: 'E',
      level: null,
      effectiveLevel: 'E',
    });
    expect(permissions.find((p) => p.userId === 6)).toMatchObject({ level: 'EVD', effectiveLevel: 'EVD' });
    const set = (level: string | null) =>
      send(orgsApi.setMemberPermission, { params: { id: 1, userId: 3 }, body: { level } });
    expect(await set('EVD')).toMatchObject({
      message: '변경되었습니다.',
      content: { defaultLevel: 'EV', level: 'EVD', effectiveLevel: 'EVD' },
    });
    expect(db.membershipEvents.at(-1)).toMatchObject({
      kind: 'PERMISSION_CHANGED',
      from: 'DEFAULT',
      to: 'EVD',
    });
    expect((await set(null)).content).toMatchObject({ level: null, effectiveLevel: 'EV' });
    // The member hears the level they hold now, the default's.
    expect(db.notifications.at(-1)).toMatchObject({
      userId: 3,
      title: '데이터 접근 수준이 변경되었습니다.',
      message: '한빛대학교병원에서 내 데이터 접근 수준이 EV (실행·조회)(으)로 변경되었습니다.',
      link: '/profile',
    });
  });

  it('keeps the RFZ level in the auth settings', async () => {
    world(ADMIN);
    expect(await contentOf(orgsApi.getOrgAuth, { params: { id: 1 } })).toEqual({
      concept: true,
      irb: true,
      evd: { researcher: 'EV', partner: 'E', rfz: 'EVD' },
      disclosure: { minCellCount: 5, rounding: null, releaseUnchecked: true },
    });
    const evd = { evd: { researcher: 'EVD', partner: 'EV', rfz: 'NONE' } };
    expect(await send(orgsApi.setOrgEvd, { params: { id: 1 }, body: evd })).toMatchObject({
      message: '수정되었습니다.',
      content: { evd: { rfz: 'NONE' } },
    });
    const orgs = await contentOf(networkApi.listNetworkOrganizations);
    expect(orgs.find((o) => o.id === 1)?.rfzLevel).toBe('');
  });

  it('keeps what may leave the hospital, refusing a minimum cell count outside 2–100 by its name', async () => {
    world(ADMIN);
    const set = (body: unknown) => send(orgsApi.setOrgDisclosure, { params: { id: 1 }, body });
    const tooSmall = await set({ minCellCount: 1, rounding: null, releaseUnchecked: true });
    expect(tooSmall).toMatchObject({ status: 400 });
    expect(tooSmall.message).toContain(disclosureMessages.minCellCountInvalid);
    const oddRounding = await set({ minCellCount: 10, rounding: 3, releaseUnchecked: true });
    expect(oddRounding).toMatchObject({ status: 400 });
    expect(oddRounding.message).toContain(disclosureMessages.roundingInvalid);
    expect(await set({ minCellCount: 10, rounding: 5, releaseUnchecked: false })).toMatchObject({
      message: '수정되었습니다.',
      content: { disclosure: { minCellCount: 10, rounding: 5, releaseUnchecked: false } },
    });
    expect((await contentOf(orgsApi.getOrgAuth, { params: { id: 1 } })).disclosure).toEqual({
      minCellCount: 10,
      rounding: 5,
      releaseUnchecked: false,
    });
    world(RESEARCHER);
    expect(await set({ minCellCount: 10, rounding: 5, releaseUnchecked: false })).toMatchObject({
      status: 403,
    });
  });

  it('finds invite candidates by name or email, never active members', async () => {
    world(MASTER);
    const search = { params: { id: 1 }, query: { keyword: 'HANBIT' } };
    const found = await contentOf(masterApi.searchInviteCandidates, search);
    expect(found.map((u) => u.name)).toEqual(['윤서준', '천서아']);
    // 국하람 has not verified her email: not a researcher to add yet.
    const unverified = { params: { id: 1 }, query: { keyword: 'kook' } };
    expect(await contentOf(masterApi.searchInviteCandidates, unverified)).toEqual([]);
    const add = (userId: number, priv: string) =>
      send(masterApi.addOrganizationUser, { params: { id: 1 }, body: { userId, priv } });
    expect(await add(3, 'ORG_ADMIN')).toMatchObject({ status: 409, message: '이미 이 기관의 연구원입니다.' });
    expect(await add(39, 'ORG_PARTNER')).toMatchObject({
      message: '등록되었습니다.',
      content: { id: 39, name: '천서아', orgPriv: 'ORG_PARTNER' },
    });
  });

  it("answers the organisation's 회원 추가 search as the master's, leaving out whom either added", async () => {
    // A master may make the organisation admin's calls too; one db keeps what the first call added.
    world(MASTER);
    const search = { params: { id: 1 }, query: { keyword: 'HANBIT' } };
    const master = await contentOf(masterApi.searchInviteCandidates, search);
    expect(await contentOf(orgsApi.searchOrgInviteCandidates, search)).toEqual(master);
    const added = { params: { id: 1 }, body: { userId: 39, priv: 'ORG_RESEARCHER' } };
    expect(await send(orgsApi.addOrgMemberDirectly, added)).toMatchObject({ message: '등록되었습니다.' });
    expect((await contentOf(masterApi.searchInviteCandidates, search)).map((u) => u.name)).toEqual([
      '윤서준',
    ]);
  });
});
