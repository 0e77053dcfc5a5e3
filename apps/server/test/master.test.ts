import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  type Envelope,
  type InviteCandidate,
  type MasterMember,
  type MasterOrganization,
  type OrganizationMember,
} from '@cdmnet/api/contract';
import { organizations, users } from '../src/db/schema.js';
import { callerFor, createTestApp, multipart, png, type TestApp } from './test-app.js';

// /master/members and /master/organizations (without the service settings: service-settings.test.ts).

let t: TestApp;
const MASTER = 'master@demo.cdmnet.kr';

const { call, cookieOf } = callerFor(() => t);
const idOf = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};
const orgIdOf = async (name: string) => {
  const [row] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name));
  if (!row) throw new Error(`no organisation ${name}`);
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who may act', () => {
  it('refuses a researcher and an organisation admin with 403 before reading the input', async () => {
    const probes = [
      ['GET', '/api/v1/master/members'],
      ['PUT', '/api/v1/master/members/1'],
      ['PUT', '/api/v1/master/members/1/roles'],
      ['GET', '/api/v1/master/orgs'],
      ['POST', '/api/v1/master/orgs'],
      ['PUT', '/api/v1/master/orgs/1/modify'],
      ['DELETE', '/api/v1/master/orgs/1'],
      ['GET', '/api/v1/master/orgs/1/users'],
      ['POST', '/api/v1/master/orgs/1/users'],
      ['POST', '/api/v1/master/orgs/1/users/3'],
      ['GET', '/api/v1/master/orgs/1/users/invite-search'],
    ] as const;
    for (const as of ['researcher@demo.cdmnet.kr', 'admin@demo.cdmnet.kr']) {
      for (const [method, url] of probes) {
        const res = await call(method, url, as, method === 'GET' ? undefined : { priv: 'MASTER', name: '' });
        expect(res.statusCode, `${method} ${url} as ${as}`).toBe(403);
        expect(res.json<Envelope<null>>().code).toBe(ResultCode.FORBIDDEN);
      }
    }
    expect((await call('GET', '/api/v1/master/members')).json()).toMatchObject({
      code: ResultCode.SESSION_EXPIRED,
    });
  });
});

describe('/master/members', () => {
  it('lists every user with privilege, research roles and employer', async () => {
    const list = (await call('GET', '/api/v1/master/members', MASTER)).json<Envelope<MasterMember[]>>()
      .content;
    expect(list.length).toBeGreaterThanOrEqual(46);
    expect(list.find((m) => m.email === MASTER)).toMatchObject({
      priv: 'MASTER',
      researchRoles: ['ATLAS_SUPPORTER', 'ADVANCED_ANALYSIS'],
    });
    expect(list.find((m) => m.email === 'researcher@demo.cdmnet.kr')?.orgEmployedName).toBe('한빛대학교병원');
  });

  it('changes a privilege and research roles, each with its toast text', async () => {
    const id = await idOf('researcher@demo.cdmnet.kr');
    const priv = await call('PUT', `/api/v1/master/members/${id}`, MASTER, { priv: 'MASTER' });
    expect(priv.json()).toMatchObject({
      message: '사용자 권한이 변경되었습니다.',
      content: { priv: 'MASTER' },
    });
    const roles = await call('PUT', `/api/v1/master/members/${id}/roles`, MASTER, {
      roles: ['ML', 'FL', 'ML'],
    });
    expect(roles.json()).toMatchObject({
      message: '사용자 연구 실행 권한이 변경되었습니다.',
      content: { researchRoles: ['FL', 'ML'] },
    });
    // The new master may now do what masters do, at once.
    expect((await call('GET', '/api/v1/master/orgs', 'researcher@demo.cdmnet.kr')).statusCode).toBe(200);
    await call('PUT', `/api/v1/master/members/${id}`, MASTER, { priv: 'NORMAL' });
    expect((await call('GET', '/api/v1/master/orgs', 'researcher@demo.cdmnet.kr')).statusCode).toBe(403);
  });

  it('never takes the platform’s last MASTER away', async () => {
    const self = await idOf(MASTER);
    const res = await call('PUT', `/api/v1/master/members/${self}`, MASTER, { priv: 'NORMAL' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<null>>().message).toBe(
      '마지막 플랫폼 관리자의 권한은 변경할 수 없습니다. 다른 플랫폼 관리자를 먼저 지정해 주십시오.',
    );
  });

  it('refuses an unknown privilege or role naming the field, and an unknown user with 404', async () => {
    const bad = await call('PUT', '/api/v1/master/members/3', MASTER, { priv: 'GOD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toMatch(/^권한: /);
    const roles = await call('PUT', '/api/v1/master/members/3/roles', MASTER, { roles: ['CHEF'] });
    expect(roles.json<Envelope<null>>().message).toMatch(/^연구 실행 권한/);
    expect((await call('PUT', '/api/v1/master/members/999999/roles', MASTER, { roles: [] })).statusCode).toBe(
      404,
    );
  });
});

describe('/master/organizations', () => {
  const form = {
    name: '  세종미래병원 ',
    description: '세종 지역 거점 병원',
    rfzLevel: 'EV',
    hideFromExternal: true,
    autoRegistration: true,
    domains: ['SejongFuture.kr', 'sejongfuture.kr'],
    autoMailing: false,
  };

  it('registers an organisation (trimmed, domains lower-cased once) and lists it', async () => {
    const res = await call('POST', '/api/v1/master/orgs', MASTER, form);
    expect(res.json()).toMatchObject({
      message: '등록되었습니다.',
      content: { name: '세종미래병원', rfzLevel: 'EV', domains: ['sejongfuture.kr'], memberCount: 0 },
    });
    const list = (await call('GET', '/api/v1/master/orgs', MASTER)).json<Envelope<MasterOrganization[]>>()
      .content;
    expect(list.map((o) => o.name)).toContain('세종미래병원');
  });

  it('refuses a taken name, auto-registration without a domain and a bad RFZ level, naming the field', async () => {
    const taken = await call('POST', '/api/v1/master/orgs', MASTER, { ...form, name: '한빛대학교병원' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Envelope<null>>().message).toBe('기관 이름: 같은 이름의 기관이 이미 있습니다.');
    const noDomain = await call('POST', '/api/v1/master/orgs', MASTER, {
      ...form,
      name: '새병원',
      domains: [],
    });
    expect(noDomain.json<Envelope<null>>().message).toBe(
      '이메일 도메인: 자동 등록을 사용하려면 이메일 도메인을 하나 이상 등록해 주십시오.',
    );
    const rfz = await call('POST', '/api/v1/master/orgs', MASTER, { ...form, name: '새병원', rfzLevel: 'X' });
    expect(rfz.json<Envelope<null>>().message).toMatch(/^RFZ 등급: /);
    const domain = await call('POST', '/api/v1/master/orgs', MASTER, {
      ...form,
      name: '새병원',
      domains: ['a@b.kr'],
    });
    expect(domain.json<Envelope<null>>().message).toMatch(/^이메일 도메인: /);
  });

  it('modifies an organisation, shows it in its form, and keeps names unique', async () => {
    const id = await orgIdOf('세종미래병원');
    const res = await call('PUT', `/api/v1/master/orgs/${id}/modify`, MASTER, {
      ...form,
      name: '세종미래의료원',
      autoRegistration: false,
      domains: [],
    });
    expect(res.json()).toMatchObject({
      message: '수정되었습니다.',
      content: { name: '세종미래의료원', domains: [] },
    });
    const shown = (await call('GET', `/api/v1/master/orgs/${id}/modify`, MASTER)).json<
      Envelope<MasterOrganization>
    >();
    expect(shown.content.autoRegistration).toBe(false);
    const clash = await call('PUT', `/api/v1/master/orgs/${id}/modify`, MASTER, {
      ...form,
      name: '서울중앙의료원',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('deletes an organisation nobody belongs to, and refuses one with members', async () => {
    const hanbit = await orgIdOf('한빛대학교병원');
    const refused = await call('DELETE', `/api/v1/master/orgs/${hanbit}`, MASTER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Envelope<null>>().message).toMatch(/연구원이 있어 삭제할 수 없습니다/);
    const id = await orgIdOf('세종미래의료원');
    const res = await call('DELETE', `/api/v1/master/orgs/${id}`, MASTER);
    expect(res.json()).toMatchObject({ result: true, message: '삭제되었습니다.' });
    expect((await call('GET', `/api/v1/master/orgs/${id}`, MASTER)).statusCode).toBe(404);
  });
});

describe('the member tab', () => {
  it('lists active members, finds candidates by name or email, adds one, and changes a privilege', async () => {
    const mudeung = await orgIdOf('광주무등의료원');
    const list = (await call('GET', `/api/v1/master/orgs/${mudeung}/users`, MASTER)).json<
      Envelope<OrganizationMember[]>
    >().content;
    expect(list.map((m) => m.name)).toContain('주민호');
    expect(list.every((m) => m.orgPriv !== 'PENDING')).toBe(true);

    const found = (
      await call(
        'GET',
        `/api/v1/master/orgs/${mudeung}/users/invite-search?keyword=${encodeURIComponent('김민')}`,
        MASTER,
      )
    ).json<Envelope<InviteCandidate[]>>().content;
    expect(found.map((c) => c.email)).toEqual(['researcher@demo.cdmnet.kr']);
    const byEmail = (
      await call('GET', `/api/v1/master/orgs/${mudeung}/users/invite-search?keyword=MINHO.JOO`, MASTER)
    ).json<Envelope<InviteCandidate[]>>().content;
    // Already a member there: not offered.
    expect(byEmail).toEqual([]);
    const wildcard = await call(
      'GET',
      `/api/v1/master/orgs/${mudeung}/users/invite-search?keyword=%25%25`,
      MASTER,
    );
    expect(wildcard.json<Envelope<InviteCandidate[]>>().content).toEqual([]);
    const short = await call('GET', `/api/v1/master/orgs/${mudeung}/users/invite-search?keyword=a`, MASTER);
    expect(short.json<Envelope<null>>().message).toBe('검색어: 검색어를 2글자 이상 입력해 주십시오.');

    const userId = await idOf('researcher@demo.cdmnet.kr');
    const added = await call('POST', `/api/v1/master/orgs/${mudeung}/users`, MASTER, {
      userId,
      priv: 'ORG_PARTNER',
    });
    expect(added.json()).toMatchObject({
      message: '등록되었습니다.',
      content: { id: userId, orgPriv: 'ORG_PARTNER' },
    });
    const twice = await call('POST', `/api/v1/master/orgs/${mudeung}/users`, MASTER, {
      userId,
      priv: 'ORG_PARTNER',
    });
    expect(twice.statusCode).toBe(409);

    const changed = await call('POST', `/api/v1/master/orgs/${mudeung}/users/${userId}`, MASTER, {
      priv: 'ORG_ADMIN',
    });
    expect(changed.json()).toMatchObject({
      message: '사용자 권한이 변경되었습니다.',
      content: { orgPriv: 'ORG_ADMIN' },
    });
    const minho = await idOf('minho.joo@mudeung.or.kr');
    await call('POST', `/api/v1/master/orgs/${mudeung}/users/${minho}`, MASTER, { priv: 'ORG_RESEARCHER' });
    const last = await call('POST', `/api/v1/master/orgs/${mudeung}/users/${userId}`, MASTER, {
      priv: 'ORG_PARTNER',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<Envelope<null>>().message).toMatch(/마지막 관리자/);
  });

  it('refuses a user who is not a member with 404 and an unknown privilege with 400', async () => {
    const halla = await orgIdOf('제주한라병원');
    const outsider = await idOf('junseo.seok@research.demo.cdmnet.kr');
    expect(
      (await call('POST', `/api/v1/master/orgs/${halla}/users/${outsider}`, MASTER, { priv: 'ORG_ADMIN' }))
        .statusCode,
    ).toBe(404);
    const bad = await call('POST', `/api/v1/master/orgs/${halla}/users`, MASTER, {
      userId: outsider,
      priv: 'PENDING',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toMatch(/^권한: /);
  });
});

describe('POST /api/v1/master/orgs/logo', () => {
  const upload = async (email: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/master/orgs/logo',
      payload: body.payload,
      headers: { ...body.headers, cookie: await cookieOf(email) },
    });
  };

  it('stores a logo a master uploads and serves it, for the organisation form to name', async () => {
    const res = await upload(MASTER, [{ name: '로고.png', type: 'image/png', bytes: png() }]);
    expect(res.statusCode).toBe(200);
    const { id } = res.json<Envelope<{ id: number }>>().content;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/${id}`,
      headers: { cookie: await cookieOf(MASTER) },
    });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not a picture, naming it, and a researcher before reading the file', async () => {
    const text = await upload(MASTER, [
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json<Envelope<null>>().message).toMatch(/^사진: /);
    const researcher = await upload('researcher@demo.cdmnet.kr', [
      { name: '로고.png', type: 'image/png', bytes: png() },
    ]);
    expect(researcher.statusCode).toBe(403);
  });
});
