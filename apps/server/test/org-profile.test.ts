import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  type Envelope,
  type InviteCandidate,
  type MembershipEvent,
  type OrgMemberRow,
  type OrgProfile,
  type TermsDocument,
} from '@cdmnet/api/contract';
import { notifications, organizations, users } from '../src/db/schema.js';
import { callerFor, createTestApp, type TestApp } from './test-app.js';

// Spec §7 "Orgs" calls an organisation admin makes besides the member decisions: the organisation's
// profile (GET profile, POST modify) and adding a member found by name or email (GET invite-search,
// POST member). 박지현 (admin@) administers 한빛대학교병원; 신민재 administers 서울중앙의료원 only.

let t: TestApp;
let hanbit: number;
const ADMIN = 'admin@demo.cdmnet.kr';
const OTHER_ADMIN = 'minjae.shin@sjmc.or.kr';
const RESEARCHER = 'researcher@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';

const { call } = callerFor(() => t);

const idOf = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, '한빛대학교병원'));
  hanbit = row?.id ?? -1;
});
afterAll(() => t.close());

const profileForm = {
  description: '수도권 거점 상급종합병원 · 심혈관 코호트 중심',
  hideFromExternal: false,
  autoRegistration: true,
  domains: ['hanbit-hospital.kr', 'Hanbit.ac.kr'],
  autoMailing: true,
};

describe('GET /api/v1/orgs/{id}/profile and POST /api/v1/orgs/{id}/modify', () => {
  it('shows the organisation to its admin and to a platform admin, never to a member or another admin', async () => {
    const res = await call('GET', `/api/v1/orgs/${hanbit}/profile`, ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<OrgProfile>>().content).toEqual({
      id: hanbit,
      name: '한빛대학교병원',
      logoImageId: null,
      rfzLevel: 'EVD',
      description: '수도권 거점 상급종합병원',
      hideFromExternal: false,
      autoRegistration: false,
      domains: ['hanbit-hospital.kr'],
      autoMailing: false,
    });
    expect((await call('GET', `/api/v1/orgs/${hanbit}/profile`, MASTER)).statusCode).toBe(200);
    for (const email of [RESEARCHER, OTHER_ADMIN]) {
      const refused = await call('GET', `/api/v1/orgs/${hanbit}/profile`, email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ result: false, code: ResultCode.FORBIDDEN });
    }
  });

  it('lets the admin change what is the hospital’s; name, logo and RFZ level stay the master’s', async () => {
    const res = await call('POST', `/api/v1/orgs/${hanbit}/modify`, ADMIN, {
      ...profileForm,
      // Not the admin's to change: dropped by the form, not applied.
      name: '한빛병원',
      rfzLevel: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true, message: '수정되었습니다.' });
    expect(res.json<Envelope<OrgProfile>>().content).toMatchObject({
      name: '한빛대학교병원',
      rfzLevel: 'EVD',
      description: profileForm.description,
      autoRegistration: true,
      domains: ['hanbit-hospital.kr', 'hanbit.ac.kr'],
      autoMailing: true,
    });
    const again = await call('GET', `/api/v1/orgs/${hanbit}/profile`, ADMIN);
    expect(again.json<Envelope<OrgProfile>>().content.domains).toEqual([
      'hanbit-hospital.kr',
      'hanbit.ac.kr',
    ]);
  });

  it('refuses a form it cannot take with a Korean message naming the field', async () => {
    const badDomain = await call('POST', `/api/v1/orgs/${hanbit}/modify`, ADMIN, {
      ...profileForm,
      domains: ['not a domain'],
    });
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json<Envelope<null>>().message).toContain('이메일 도메인');
    const noDomain = await call('POST', `/api/v1/orgs/${hanbit}/modify`, ADMIN, {
      ...profileForm,
      domains: [],
    });
    expect(noDomain.statusCode).toBe(400);
    expect(noDomain.json<Envelope<null>>().message).toContain(
      '자동 등록을 사용하려면 이메일 도메인을 하나 이상 등록해 주십시오.',
    );
    const missing = await call('POST', `/api/v1/orgs/${hanbit}/modify`, ADMIN, { description: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Envelope<null>>().message).toMatch(
      /외부 비공개|자동 등록|이메일 도메인|자동 메일 발송/,
    );
  });

  it('refuses a member and another organisation’s admin before looking at the form', async () => {
    for (const email of [RESEARCHER, OTHER_ADMIN]) {
      expect((await call('POST', `/api/v1/orgs/${hanbit}/modify`, email, profileForm)).statusCode).toBe(403);
    }
    expect((await call('POST', `/api/v1/orgs/${hanbit}/modify`, undefined, profileForm)).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for an organisation that does not exist, to a platform admin', async () => {
    expect((await call('GET', '/api/v1/orgs/9999/profile', MASTER)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/orgs/{id}/invite-search and POST /api/v1/orgs/{id}/member', () => {
  it('finds verified users who are not yet active members', async () => {
    const res = await call(
      'GET',
      `/api/v1/orgs/${hanbit}/invite-search?keyword=${encodeURIComponent('석준')}`,
      ADMIN,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<InviteCandidate[]>>().content).toEqual([
      {
        id: await idOf('junseo.seok@research.demo.cdmnet.kr'),
        name: '석준서',
        email: 'junseo.seok@research.demo.cdmnet.kr',
        orgEmployedName: null,
      },
    ]);
    // 김민준 is a member already.
    const members = await call(
      'GET',
      `/api/v1/orgs/${hanbit}/invite-search?keyword=${encodeURIComponent('김민준')}`,
      ADMIN,
    );
    expect(members.json<Envelope<InviteCandidate[]>>().content).toEqual([]);
  });

  it('refuses a keyword too short, and anyone but the organisation’s admins', async () => {
    const short = await call('GET', `/api/v1/orgs/${hanbit}/invite-search?keyword=a`, ADMIN);
    expect(short.statusCode).toBe(400);
    expect(short.json<Envelope<null>>().message).toContain('2');
    for (const email of [RESEARCHER, OTHER_ADMIN]) {
      expect((await call('GET', `/api/v1/orgs/${hanbit}/invite-search?keyword=abc`, email)).statusCode).toBe(
        403,
      );
    }
  });

  it('adds a user with the privilege the admin gives, records it and tells them', async () => {
    const userId = await idOf('junseo.seok@research.demo.cdmnet.kr');
    const res = await call('POST', `/api/v1/orgs/${hanbit}/member`, ADMIN, { userId, priv: 'ORG_PARTNER' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true, message: '등록되었습니다.' });
    expect(res.json<Envelope<OrgMemberRow>>().content).toMatchObject({ userId, privilege: 'ORG_PARTNER' });

    const history = await call('POST', `/api/v1/orgs/${hanbit}/members/history`, ADMIN, {});
    expect(history.json<Envelope<MembershipEvent[]>>().content[0]).toMatchObject({
      kind: 'ADDED',
      userName: '석준서',
      actorName: '박지현',
      to: 'ORG_PARTNER',
    });
    const [told] = await t.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(`${told?.title} ${told?.message}`).toContain('한빛대학교병원');

    const twice = await call('POST', `/api/v1/orgs/${hanbit}/member`, ADMIN, { userId, priv: 'ORG_PARTNER' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Envelope<null>>().message).toBe('이미 이 기관의 연구원입니다.');
  });

  it('refuses an unknown user, a privilege it cannot give, and anyone but the organisation’s admins', async () => {
    expect(
      (await call('POST', `/api/v1/orgs/${hanbit}/member`, ADMIN, { userId: 99999, priv: 'ORG_RESEARCHER' }))
        .statusCode,
    ).toBe(404);
    const userId = await idOf('haram.pyo@research.demo.cdmnet.kr');
    const pending = await call('POST', `/api/v1/orgs/${hanbit}/member`, ADMIN, { userId, priv: 'PENDING' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json<Envelope<null>>().message).toContain('권한');
    for (const email of [RESEARCHER, OTHER_ADMIN]) {
      const refused = await call('POST', `/api/v1/orgs/${hanbit}/member`, email, {
        userId,
        priv: 'ORG_RESEARCHER',
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/terms/select', () => {
  it('lists the optional terms with their texts, to anyone', async () => {
    const res = await call('GET', '/api/v1/terms/select');
    expect(res.statusCode).toBe(200);
    const terms = res.json<Envelope<TermsDocument[]>>().content;
    expect(terms.map((term) => [term.name, term.required])).toEqual([
      ['third', false],
      ['marketing', false],
    ]);
    expect(terms.every((term) => term.title !== '' && term.content !== '')).toBe(true);
  });
});

describe('GET /api/v1/projects/{id}/notifications', () => {
  it('lists the member’s notices about this project only, newest first', async () => {
    const userId = await idOf(RESEARCHER);
    await t.db.insert(notifications).values([
      { userId, type: 'PROJECT', title: '다른 연구 알림', link: '/project/2' },
      { userId, type: 'PROJECT', title: '열 번째 연구 알림', link: '/project/10/request' },
      { userId, type: 'PROJECT', title: '이 연구 알림', link: '/project/1/request' },
    ]);
    const res = await call('GET', '/api/v1/projects/1/notifications', RESEARCHER);
    expect(res.statusCode).toBe(200);
    const list = res.json<Envelope<{ title: string; link: string | null; type: string }[]>>().content;
    expect(list[0]?.title).toBe('이 연구 알림');
    expect(
      list.every(
        (n) => n.type === 'PROJECT' && (n.link === '/project/1' || n.link?.startsWith('/project/1/')),
      ),
    ).toBe(true);
    expect(list.map((n) => n.title)).not.toContain('열 번째 연구 알림');
  });

  it('refuses anyone who is not an accepted member, platform admins included', async () => {
    for (const email of ['partner@demo.cdmnet.kr', MASTER]) {
      const refused = await call('GET', '/api/v1/projects/1/notifications', email);
      expect(refused.statusCode).toBe(403);
    }
  });
});
