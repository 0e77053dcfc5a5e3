import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  type AccessibleCdm,
  type Envelope,
  type NetworkOrganization,
  type NetworkUser,
  type NotificationPage,
} from '@cdmnet/api/contract';
import { organizations, users } from '../src/db/schema.js';
import { callerFor, createTestApp, type TestApp } from './test-app.js';

// The network table, the researcher directory and membership requests (spec §2 items 3 and 4,
// domain.md "Organisation membership").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call } = callerFor(() => t);

const orgIdOf = async (name: string) => {
  const [row] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name));
  if (!row) throw new Error(`no organisation ${name}`);
  return row.id;
};

const orgsAs = async (email: string) =>
  (await call('GET', '/api/v1/network/orgs', email)).json<Envelope<NetworkOrganization[]>>().content;

describe('GET /api/v1/network/orgs', () => {
  it('lists every organisation with its CDMs, figures and the caller’s membership', async () => {
    const orgs = await orgsAs('researcher@demo.cdmnet.kr');
    expect(orgs).toHaveLength(7);
    const hanbit = orgs.find((o) => o.name === '한빛대학교병원');
    expect(hanbit).toMatchObject({ rfzLevel: 'EVD', myPrivilege: 'ORG_RESEARCHER' });
    expect(hanbit?.cdm).toMatchObject({ name: 'HANBIT_CDM', patientCount: 808 });
    expect(hanbit?.cdmList).toHaveLength(1);
    expect(orgs.find((o) => o.name === '제주한라병원')?.myPrivilege).toBeNull();
  });

  it('lists an organisation hidden from outsiders only to its members and to platform admins', async () => {
    const halla = await orgIdOf('제주한라병원');
    await t.db.update(organizations).set({ hideFromExternal: true }).where(eq(organizations.id, halla));
    try {
      expect((await orgsAs('researcher@demo.cdmnet.kr')).map((o) => o.id)).not.toContain(halla);
      expect((await orgsAs('master@demo.cdmnet.kr')).map((o) => o.id)).toContain(halla);
      expect((await orgsAs('yena.ji@halla-hospital.kr')).map((o) => o.id)).toContain(halla);
      // Asking to join it is answered as if it did not exist.
      const res = await call('POST', '/api/v1/orgs/member', 'researcher@demo.cdmnet.kr', { orgId: halla });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.db.update(organizations).set({ hideFromExternal: false }).where(eq(organizations.id, halla));
    }
  });

  it('answers 1004 without a session', async () => {
    const res = await call('GET', '/api/v1/network/orgs');
    expect(res.json()).toMatchObject({ result: false, code: ResultCode.SESSION_EXPIRED });
  });
});

describe('GET /api/v1/network/users', () => {
  it('lists the verified researchers, at least 40, with their organisations and expertise', async () => {
    const res = await call('GET', '/api/v1/network/users', 'partner@demo.cdmnet.kr');
    const people = res.json<Envelope<NetworkUser[]>>().content;
    expect(people.length).toBeGreaterThanOrEqual(40);
    expect(people.find((p) => p.name === '송태민')).toMatchObject({
      orgEmployedName: '부산해오름병원',
      expertArea: 'MEDICAL_DOCTOR',
      expertDivision: 'HEMATO_ONCOLOGY',
    });
    expect(new Set(people.map((p) => p.orgEmployedName)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(people.map((p) => p.expertDivision)).size).toBeGreaterThanOrEqual(20);
    // Nothing private leaves: no email, no phone.
    expect(res.body).not.toContain('@');
  });

  it('leaves out a user who has not verified their email', async () => {
    await t.db
      .update(users)
      .set({ priv: 'USER_WITHOUT_EMAIL' })
      .where(eq(users.email, 'roa.chae@halla-hospital.kr'));
    const people = (await call('GET', '/api/v1/network/users', 'partner@demo.cdmnet.kr')).json<
      Envelope<NetworkUser[]>
    >().content;
    expect(people.map((p) => p.name)).not.toContain('채로아');
    await t.db.update(users).set({ priv: 'NORMAL' }).where(eq(users.email, 'roa.chae@halla-hospital.kr'));
  });
});

describe('POST /api/v1/orgs/member (기관/파트너 연구원 신청)', () => {
  it('makes a PENDING request, tells the organisation’s admins, and refuses a second one', async () => {
    const haeorum = await orgIdOf('부산해오름병원');
    const res = await call('POST', '/api/v1/orgs/member', 'researcher@demo.cdmnet.kr', {
      orgId: haeorum,
      note: '  심혈관 코호트 연구에 참여하고 싶습니다.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: true,
      message: '가입 신청이 접수되었습니다. 기관 관리자의 승인을 기다려 주십시오.',
      content: { orgId: haeorum, privilege: 'PENDING' },
    });
    const adminNotes = (await call('GET', '/api/v1/notifications', 'taemin.song@haeorum.kr')).json<
      Envelope<NotificationPage>
    >().content.items;
    expect(adminNotes[0]).toMatchObject({
      title: '기관 가입 신청이 도착했습니다.',
      message:
        '김민준 님이 부산해오름병원 가입을 신청했습니다.\n신청 내용: 심혈관 코호트 연구에 참여하고 싶습니다.',
      link: `/orgadmin/${haeorum}/member/list`,
      done: false,
    });
    const again = await call('POST', '/api/v1/orgs/member', 'researcher@demo.cdmnet.kr', { orgId: haeorum });
    expect(again.statusCode).toBe(409);
    expect(again.json<Envelope<null>>().message).toBe(
      '이미 가입을 신청했습니다. 기관 관리자의 결정을 기다려 주십시오.',
    );
    expect((await orgsAs('researcher@demo.cdmnet.kr')).find((o) => o.id === haeorum)?.myPrivilege).toBe(
      'PENDING',
    );
  });

  it('refuses a request from someone already a member', async () => {
    const admitted = await call('POST', '/api/v1/orgs/member', 'yeonwoo.do@research.demo.cdmnet.kr', {
      orgId: await orgIdOf('서울중앙의료원'),
    });
    expect(admitted.statusCode).toBe(409);
    expect(admitted.json<Envelope<null>>().message).toBe('이미 이 기관의 연구원입니다.');
  });

  it('keeps a request PENDING where the email is not on the organisation’s domains', async () => {
    await t.db
      .update(users)
      .set({ email: 'dohyun.kwak@gmail.com' })
      .where(eq(users.email, 'dohyun.kwak@haeorum.kr'));
    const res = await call('POST', '/api/v1/orgs/member', 'dohyun.kwak@gmail.com', {
      orgId: await orgIdOf('서울중앙의료원'),
    });
    expect(res.json<Envelope<{ privilege: string }>>().content.privilege).toBe('PENDING');
  });

  it('admits a staff email as an organisation researcher, told by a notification', async () => {
    const sjmc = await orgIdOf('서울중앙의료원');
    await t.db.update(users).set({ orgEmployedId: sjmc }).where(eq(users.email, 'partner@demo.cdmnet.kr'));
    await t.db
      .update(users)
      .set({ email: 'seoyeon.lee@sjmc.or.kr' })
      .where(eq(users.email, 'partner@demo.cdmnet.kr'));
    const res = await call('POST', '/api/v1/orgs/member', 'seoyeon.lee@sjmc.or.kr', { orgId: sjmc });
    expect(res.json()).toMatchObject({
      message: '기관에 등록되었습니다.',
      content: { orgId: sjmc, privilege: 'ORG_RESEARCHER' },
    });
    const notes = (await call('GET', '/api/v1/notifications', 'seoyeon.lee@sjmc.or.kr')).json<
      Envelope<NotificationPage>
    >().content.items;
    expect(notes[0]).toMatchObject({
      title: '기관에 등록되었습니다.',
      message: '서울중앙의료원에 기관 연구원으로 등록되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.',
    });
    const counters = (await call('GET', '/api/v1/dashboard/organizations', 'seoyeon.lee@sjmc.or.kr')).json<
      Envelope<{ counters: { belongingOrgs: number } }>
    >().content.counters;
    expect(counters.belongingOrgs).toBe(1);
  });

  it('lets a rejected user ask again', async () => {
    const hanbit = await orgIdOf('한빛대학교병원');
    const res = await call('POST', '/api/v1/orgs/member', 'seungmin.ha@haeorum.kr', { orgId: hanbit });
    expect(res.json<Envelope<{ privilege: string }>>().content.privilege).toBe('PENDING');
  });

  it('refuses an unknown organisation, a bad id and a note over 500 characters, naming the field', async () => {
    expect(
      (await call('POST', '/api/v1/orgs/member', 'researcher@demo.cdmnet.kr', { orgId: 99_999 })).statusCode,
    ).toBe(404);
    const bad = await call('POST', '/api/v1/orgs/member', 'researcher@demo.cdmnet.kr', { orgId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toMatch(/^기관: /);
    const long = await call('POST', '/api/v1/orgs/member', 'researcher@demo.cdmnet.kr', {
      orgId: await orgIdOf('광주무등의료원'),
      note: '가'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<Envelope<null>>().message).toBe('신청 메시지: 500글자 이하로 입력해 주세요.');
  });

  it('refuses a user who has not verified their email', async () => {
    await t.db
      .update(users)
      .set({ priv: 'USER_WITHOUT_EMAIL' })
      .where(eq(users.email, 'haram.pyo@research.demo.cdmnet.kr'));
    const res = await call('POST', '/api/v1/orgs/member', 'haram.pyo@research.demo.cdmnet.kr', {
      orgId: await orgIdOf('광주무등의료원'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/v1/cdms and /api/v1/atlas', () => {
  it('opens every RFZ organisation’s CDM to a member of an RFZ organisation', async () => {
    const cdms = (await call('GET', '/api/v1/cdms', 'researcher@demo.cdmnet.kr')).json<
      Envelope<AccessibleCdm[]>
    >().content;
    expect(cdms.map((c) => c.orgName).sort()).toEqual(
      ['강원솔내병원', '광주무등의료원', '부산해오름병원', '서울중앙의료원', '한빛대학교병원'].sort(),
    );
    const atlases = (await call('GET', '/api/v1/atlas', 'researcher@demo.cdmnet.kr')).json<
      Envelope<unknown[]>
    >().content;
    expect(atlases).toHaveLength(5);
  });

  it('opens nothing to a user without an active membership', async () => {
    const cdms = (await call('GET', '/api/v1/cdms', 'junseo.seok@research.demo.cdmnet.kr')).json<
      Envelope<AccessibleCdm[]>
    >().content;
    expect(cdms).toEqual([]);
  });
});
