import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  projectMessages as m,
  projectPermissions,
  ResultCode,
  type CreatorValidation,
  type Envelope,
  type InvitableProject,
  type PendingInvitation,
  type ProjectAccess,
  type ProjectSummary,
} from '@cdmnet/api/contract';
import { users } from '../src/db/schema.js';
import {
  ADMIN,
  DIABETES,
  DOYUN,
  form,
  HEART,
  MASTER,
  MINJAE,
  ONCOLOGY,
  PARTNER,
  projectHelpers,
  RESEARCHER,
  TAEMIN,
} from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// Projects themselves (spec §2 items 5–6, §7 "Projects"; domain.md "Projects and invitations"): the
// caller's lists, the invitation screen, the privilege check, creating, editing and deleting, and who
// may make each call. Members and invitations: project-members.test.ts; the log: project-logs.test.ts.

let t: TestApp;
const { call, idOf, projectIdOf, create, content, auditsOf } = projectHelpers(() => t);
let heart: number;
let diabetes: number;
let oncology: number;

beforeAll(async () => {
  t = await createTestApp();
  heart = await projectIdOf(HEART);
  diabetes = await projectIdOf(DIABETES);
  oncology = await projectIdOf(ONCOLOGY);
});
afterAll(() => t.close());

const forbidden = { result: false, code: ResultCode.FORBIDDEN, message: '접근 권한이 없습니다.' };

/** Every call on one project: the members' calls, then the managers'. */
const memberCalls = (id: number | string) =>
  [
    ['GET', `/api/v1/projects/${id}`],
    ['GET', `/api/v1/projects/${id}/members`],
    ['GET', `/api/v1/projects/${id}/permissions`],
    ['GET', `/api/v1/projects/${id}/permissions/3`],
    ['GET', `/api/v1/projects/${id}/logs?action=NONSENSE&from=x`],
    ['DELETE', `/api/v1/projects/${id}/members/3`],
  ] as const;
const managerCalls = (id: number | string) =>
  [
    ['PUT', `/api/v1/projects/${id}`],
    ['DELETE', `/api/v1/projects/${id}`],
    ['GET', `/api/v1/projects/${id}/members/users?keyword=`],
    ['POST', `/api/v1/projects/${id}/members/3`],
    ['PUT', `/api/v1/projects/${id}/members/3/role`],
    ['PUT', `/api/v1/projects/${id}/permissions/3`],
  ] as const;
const garbage = { name: '\u0000', role: 'KING', permissions: 'all' };

describe('who may act', () => {
  it('asks for a session first', async () => {
    for (const [method, url] of [...memberCalls(heart), ...managerCalls(heart)]) {
      expect((await call(method, url)).json(), `${method} ${url}`).toMatchObject({
        code: ResultCode.SESSION_EXPIRED,
      });
    }
    expect((await call('GET', '/api/v1/projects/list')).json()).toMatchObject({
      code: ResultCode.SESSION_EXPIRED,
    });
  });

  it('refuses anyone but the accepted members, platform admins included, with 403 before the input', async () => {
    // The partner has nothing to do with it, the master is not in it, the researcher is only invited.
    const strangers: [string, number][] = [
      [PARTNER, heart],
      [MASTER, heart],
      [RESEARCHER, diabetes],
    ];
    for (const [as, id] of strangers) {
      for (const [method, url] of [...memberCalls(id), ...managerCalls(id)]) {
        const res = await call(method, url, as, method === 'GET' ? undefined : garbage);
        expect(res.statusCode, `${method} ${url} as ${as}`).toBe(403);
        expect(res.json(), `${method} ${url} as ${as}`).toEqual({ ...forbidden, content: null });
      }
    }
  });

  it('refuses a member the managers’ calls, before the input', async () => {
    for (const [method, url] of managerCalls(oncology)) {
      const res = await call(method, url, RESEARCHER, method === 'GET' ? undefined : garbage);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // A member reads what members may.
    expect((await call('GET', `/api/v1/projects/${oncology}/members`, RESEARCHER)).statusCode).toBe(200);
  });

  it('refuses a malformed, unknown or out-of-range project id with 403, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '1e3', '999999']) {
      for (const [method, url] of [...memberCalls(id), ...managerCalls(id)]) {
        const res = await call(method, url, RESEARCHER, method === 'GET' ? undefined : garbage);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('answers bad input of an admitted caller with 400 naming the field', async () => {
    const res = await call('GET', `/api/v1/projects/${heart}/permissions/abc`, RESEARCHER);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().message).toBe('연구원: 1부터 2147483647까지의 숫자여야 합니다.');
  });
});

describe('the caller’s lists', () => {
  it('lists the projects the caller joined or is invited to, newest first, with their place in each', async () => {
    const list = await content<ProjectSummary[]>('GET', '/api/v1/projects/list', RESEARCHER);
    expect(list.map((p) => p.name)).toEqual([DIABETES, HEART, ONCOLOGY]);
    expect(list[0]).toMatchObject({
      creatorName: '박지현',
      openScope: 'PUBLIC',
      purpose: 'COMPARATIVE_EFFECTIVENESS',
      color: '#2563EB',
      memberCount: 2,
      me: { state: 'PENDING', role: 'MEMBER', permissions: [] },
    });
    expect(list[1]).toMatchObject({
      creatorName: '김민준',
      memberCount: 3,
      me: { state: 'ACCEPTED', role: 'MANAGER', permissions: [...projectPermissions] },
    });
    expect(list[2]?.me).toEqual({ state: 'ACCEPTED', role: 'MEMBER', permissions: ['EXECUTION_VIEW'] });
    // 노은서 declined 항암제 이상반응 감시: it is not hers to list.
    expect(await content('GET', '/api/v1/projects/list', 'eunseo.noh@haeorum.kr')).toEqual([]);
    expect(await content('GET', '/api/v1/projects/list', PARTNER)).toEqual([]);
  });

  it('offers the projects the caller manages with one invitee’s state in each', async () => {
    const own = (inviteeId: number) =>
      content<InvitableProject[]>('GET', `/api/v1/projects/own?inviteeId=${inviteeId}`, RESEARCHER);
    expect(await own(await idOf(PARTNER))).toEqual([
      { id: heart, name: HEART, color: '#B91C1C', inviteeState: null },
    ]);
    expect((await own(await idOf(MINJAE)))[0]?.inviteeState).toBe('PENDING');
    expect((await own(await idOf(DOYUN)))[0]?.inviteeState).toBe('ACCEPTED');
    const bad = await call('GET', '/api/v1/projects/own?inviteeId=abc', RESEARCHER);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toMatch(/^초대할 연구원: /);
  });
});

describe('one project', () => {
  it('shows a project to its members', async () => {
    const res = await call('GET', `/api/v1/projects/${oncology}`, RESEARCHER);
    expect(res.json()).toMatchObject({
      result: true,
      content: { id: oncology, name: ONCOLOGY, creatorName: '송태민', purpose: 'SAFETY_SURVEILLANCE' },
    });
  });

  it('answers the privilege check for members and invitees, and 403 for anyone else', async () => {
    const access = (id: number, as: string) => call('GET', `/api/v1/projects/${id}/privilege`, as);
    expect((await access(oncology, RESEARCHER)).json<Envelope<ProjectAccess>>().content).toEqual({
      state: 'ACCEPTED',
      role: 'MEMBER',
      permissions: ['EXECUTION_VIEW'],
    });
    expect((await access(diabetes, RESEARCHER)).json<Envelope<ProjectAccess>>().content.state).toBe(
      'PENDING',
    );
    expect((await access(heart, MASTER)).statusCode).toBe(403);
    // One who declined is a stranger again.
    expect((await access(oncology, 'eunseo.noh@haeorum.kr')).statusCode).toBe(403);
    expect((await access(heart, RESEARCHER)).json<Envelope<ProjectAccess>>().content.permissions).toEqual([
      ...projectPermissions,
    ]);
  });

  it('shows the invitation screen to the invitee only', async () => {
    const res = await call('GET', `/api/v1/projects/pending/${diabetes}`, RESEARCHER);
    const invitation = res.json<Envelope<PendingInvitation>>().content;
    expect(invitation).toMatchObject({
      projectId: diabetes,
      researcher: { id: await idOf(ADMIN), name: '박지현', profileImageId: null },
      projectResponse: { name: DIABETES, openScope: 'PUBLIC', projectType: 'COMPARATIVE_EFFECTIVENESS' },
    });
    expect(Date.parse(invitation.invitedAt)).toBeGreaterThan(
      Date.parse(invitation.projectResponse.createdAt),
    );
    // A member, a stranger, an unknown or malformed id: no invitation to show.
    expect((await call('GET', `/api/v1/projects/pending/${heart}`, RESEARCHER)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/projects/pending/${diabetes}`, PARTNER)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/projects/pending/999999', RESEARCHER)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/projects/pending/abc', RESEARCHER)).statusCode).toBe(400);
  });
});

describe('creating', () => {
  const unverified = 'yuna.na@research.demo.cdmnet.kr';
  const visitorLike = 'haram.pyo@research.demo.cdmnet.kr';

  beforeAll(async () => {
    await t.db.update(users).set({ priv: 'USER_WITHOUT_EMAIL' }).where(eq(users.email, unverified));
    await t.db.update(users).set({ priv: 'PUBLIC' }).where(eq(users.email, visitorLike));
  });

  it('tells who may create a project and why not', async () => {
    const validation = (as: string) =>
      content<CreatorValidation>('GET', '/api/v1/projects/validation/creator', as);
    expect(await validation(RESEARCHER)).toEqual({ allowed: true, reason: null });
    expect(await validation(MASTER)).toEqual({ allowed: true, reason: null });
    expect(await validation(unverified)).toEqual({ allowed: false, reason: m.creatorNeedsEmail });
    expect(await validation(visitorLike)).toEqual({ allowed: false, reason: m.creatorNotAllowed });
  });

  it('refuses one who may not create, saying why, before the form is read', async () => {
    const res = await call('POST', '/api/v1/projects/create', unverified, { name: '\u0000' });
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope<null>>().message).toBe(m.creatorNeedsEmail);
    const other = await call('POST', '/api/v1/projects/create', visitorLike, form('공개 사용자 프로젝트'));
    expect(other.json()).toMatchObject({ code: ResultCode.FORBIDDEN, message: m.creatorNotAllowed });
  });

  it('creates a project whose creator is its first manager, and records it', async () => {
    const res = await call(
      'POST',
      '/api/v1/projects/create',
      RESEARCHER,
      form('  폐렴 항생제 비교  ', { purpose: 'COMPARATIVE_EFFECTIVENESS', openScope: 'PUBLIC' }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json<Envelope<ProjectSummary>>();
    expect(created).toMatchObject({
      message: '등록되었습니다.',
      content: {
        name: '폐렴 항생제 비교',
        description: '설명',
        openScope: 'PUBLIC',
        purpose: 'COMPARATIVE_EFFECTIVENESS',
        creatorName: '김민준',
        memberCount: 1,
        me: { state: 'ACCEPTED', role: 'MANAGER', permissions: [...projectPermissions] },
      },
    });
    const list = await content<ProjectSummary[]>('GET', '/api/v1/projects/list', RESEARCHER);
    expect(list[0]?.id).toBe(created.content.id);
    const [audit] = await auditsOf(created.content.id);
    expect(audit).toMatchObject({
      action: 'PROJECT_CREATED',
      actorId: await idOf(RESEARCHER),
      targetType: 'project',
      detail: { name: '폐렴 항생제 비교', openScope: 'PUBLIC' },
    });
  });

  it('refuses a name the creator already used, but not another creator', async () => {
    const again = await call('POST', '/api/v1/projects/create', RESEARCHER, form(HEART));
    expect(again.statusCode).toBe(409);
    expect(again.json<Envelope<null>>().message).toBe(m.nameTaken);
    expect((await call('POST', '/api/v1/projects/create', ADMIN, form(HEART))).statusCode).toBe(200);
  });

  it('refuses a bad form naming the field', async () => {
    const cases: [object, RegExp | string][] = [
      [form('   '), /^이름: /],
      [form('가'.repeat(51)), '이름: 50글자 이하로 입력해 주세요.'],
      [form('범위', { openScope: 'SECRET' }), `공개 범위: ${m.openScopeInvalid}`],
      [form('목적', { purpose: undefined }), `프로젝트 유형: ${m.purposeInvalid}`],
      [form('색', { color: '#000000' }), `라벨 색상: ${m.colorInvalid}`],
      [form('설명', { description: '가'.repeat(1001) }), /^소개: /],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/v1/projects/create', RESEARCHER, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<Envelope<null>>().message).toMatch(message);
    }
  });
});

describe('editing and deleting', () => {
  it('lets a manager edit the project, recording what changed', async () => {
    const res = await call(
      'PUT',
      `/api/v1/projects/${heart}`,
      RESEARCHER,
      form(HEART, { color: '#C2410C', description: '30일 재입원' }),
    );
    expect(res.json()).toMatchObject({
      message: '수정되었습니다.',
      content: { name: HEART, color: '#C2410C', description: '30일 재입원' },
    });
    // Only what changed.
    const [audit] = await auditsOf(heart);
    expect(audit?.action).toBe('PROJECT_MODIFIED');
    expect(audit?.detail).toEqual({
      from: { color: '#B91C1C', description: expect.stringContaining('30일 내 재입원') as string },
      to: { color: '#C2410C', description: '30일 재입원' },
    });
    // The same form again changes nothing and records nothing.
    await call(
      'PUT',
      `/api/v1/projects/${heart}`,
      RESEARCHER,
      form(HEART, { color: '#C2410C', description: '30일 재입원' }),
    );
    expect((await auditsOf(heart))[0]?.id).toBe(audit?.id);
    const summary = await content<ProjectSummary>('GET', `/api/v1/projects/${heart}`, DOYUN);
    expect(summary.color).toBe('#C2410C');
  });

  it('refuses a name its creator used for another project, and a bad form', async () => {
    const other = await create(RESEARCHER, '다른 프로젝트');
    const res = await call('PUT', `/api/v1/projects/${other}`, RESEARCHER, form(HEART));
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<null>>().message).toBe(m.nameTaken);
    const bad = await call('PUT', `/api/v1/projects/${other}`, RESEARCHER, form(''));
    expect(bad.json<Envelope<null>>().message).toMatch(/^이름: /);
  });

  it('lets a manager delete a project; its members lose it at once', async () => {
    const id = await create(TAEMIN, '삭제할 프로젝트');
    const researcherId = await idOf(RESEARCHER);
    await call('POST', `/api/v1/projects/${id}/members/${researcherId}`, TAEMIN);
    await call('POST', '/api/v1/projects/members/accepted', RESEARCHER, { projectId: id });
    expect((await call('GET', `/api/v1/projects/${id}`, RESEARCHER)).statusCode).toBe(200);
    // A member may not delete it.
    expect((await call('DELETE', `/api/v1/projects/${id}`, RESEARCHER)).statusCode).toBe(403);

    const res = await call('DELETE', `/api/v1/projects/${id}`, TAEMIN);
    expect(res.json()).toMatchObject({ result: true, message: '삭제되었습니다.', content: null });
    expect((await call('GET', `/api/v1/projects/${id}`, RESEARCHER)).statusCode).toBe(403);
    expect(
      (await content<ProjectSummary[]>('GET', '/api/v1/projects/list', RESEARCHER)).some((p) => p.id === id),
    ).toBe(false);
    expect((await auditsOf(id))[0]).toMatchObject({
      action: 'PROJECT_DELETED',
      detail: { name: '삭제할 프로젝트' },
    });
  });
});
