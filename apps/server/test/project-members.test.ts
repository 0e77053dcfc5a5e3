import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  projectMessages as m,
  projectPermissions,
  type Envelope,
  type ProjectInviteCandidate,
  type ProjectMember,
  type ProjectSummary,
} from '@cdmnet/api/contract';
import { projectMembers, users } from '../src/db/schema.js';
import { DOYUN, HEART, MINJAE, PARTNER, projectHelpers, RESEARCHER, SEOJUN } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// A project's members and invitations (domain.md "Projects and invitations"): inviting, answering,
// removing and leaving, roles with the last-manager rule, and permissions. Each move is told to whom
// it concerns and recorded in the project's log.

let t: TestApp;
const { call, idOf, projectIdOf, create, content, notificationsOf, auditsOf, auditCount } = projectHelpers(
  () => t,
);
let heart: number;

beforeAll(async () => {
  t = await createTestApp();
  heart = await projectIdOf(HEART);
});
afterAll(() => t.close());

const members = (projectId = heart, as = RESEARCHER) =>
  content<ProjectMember[]>('GET', `/api/v1/projects/${projectId}/members`, as);
const invite = async (userId: number, projectId = heart, as = RESEARCHER) =>
  call('POST', `/api/v1/projects/${projectId}/members/${userId}`, as);
const accept = (projectId: number, as: string) =>
  call('POST', '/api/v1/projects/members/accepted', as, { projectId });
const decline = (projectId: number, as: string, never = false) =>
  call('POST', `/api/v1/projects/members/rejected?never=${never}`, as, { projectId });
const stateOf = async (projectId: number, email: string) => {
  const [row] = await t.db
    .select({ state: projectMembers.state })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, await idOf(email))));
  return row?.state;
};

describe('the members tab', () => {
  it('lists members, then invitees, then who declined, with role, state and permissions', async () => {
    const list = await members(heart, DOYUN);
    expect(list.map((r) => [r.name, r.state, r.role])).toEqual([
      ['김민준', 'ACCEPTED', 'MANAGER'],
      ['오서준', 'ACCEPTED', 'MEMBER'],
      ['한도윤', 'ACCEPTED', 'MEMBER'],
      ['신민재', 'PENDING', 'MEMBER'],
    ]);
    expect(list[0]?.permissions).toEqual([...projectPermissions]);
    expect(list.find((r) => r.name === '한도윤')).toMatchObject({
      email: DOYUN,
      orgEmployedName: '한빛대학교병원',
      invitedByName: '김민준',
      permissions: ['IRB_REQUEST', 'EXECUTION_CREATE', 'EXECUTION_VIEW', 'EXECUTION_CANCEL'],
    });
    expect(list.find((r) => r.state === 'PENDING')?.respondedAt).toBeNull();
  });

  it('finds verified users to invite, with whether the project may invite them', async () => {
    const search = (keyword: string) =>
      call(
        'GET',
        `/api/v1/projects/${heart}/members/users?keyword=${encodeURIComponent(keyword)}`,
        RESEARCHER,
      );
    const found = (await search('한도윤')).json<Envelope<ProjectInviteCandidate[]>>().content;
    expect(found).toEqual([
      expect.objectContaining({
        name: '한도윤',
        state: 'ACCEPTED',
        invitable: false,
      }) as ProjectInviteCandidate,
    ]);
    const partner = (await search('partner@demo')).json<Envelope<ProjectInviteCandidate[]>>().content;
    expect(partner).toMatchObject([
      { name: '이서연', state: null, invitable: true, orgEmployedName: '서울중앙의료원' },
    ]);
    const bad = await search('');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toMatch(/^검색어: /);
  });
});

describe('invitations', () => {
  it('invites a user, who is told and sees the invitation; inviting them again is refused', async () => {
    const partnerId = await idOf(PARTNER);
    const before = await auditCount(heart);
    const res = await invite(partnerId);
    expect(res.json()).toMatchObject({
      message: '초대했습니다.',
      content: {
        userId: partnerId,
        state: 'PENDING',
        role: 'MEMBER',
        permissions: [],
        invitedByName: '김민준',
      },
    });
    expect(await auditCount(heart)).toBe(before + 1);
    expect((await auditsOf(heart))[0]).toMatchObject({
      action: 'MEMBER_INVITED',
      targetType: 'user',
      targetId: String(partnerId),
    });
    const [note] = await notificationsOf(PARTNER);
    expect(note).toMatchObject({
      type: 'PROJECT',
      title: '프로젝트에 초대되었습니다.',
      message: `김민준 님이 '${HEART}' 프로젝트에 초대했습니다.`,
      link: `/project/${heart}`,
      checked: false,
    });
    const list = await content<ProjectSummary[]>('GET', '/api/v1/projects/list', PARTNER);
    expect(list).toMatchObject([{ id: heart, me: { state: 'PENDING' } }]);
    // Invited is not a member: the tabs stay shut.
    expect((await call('GET', `/api/v1/projects/${heart}/members`, PARTNER)).statusCode).toBe(403);

    const again = await invite(partnerId);
    expect(again.statusCode).toBe(409);
    expect(again.json<Envelope<null>>().message).toBe(m.alreadyInvited);
    expect(await auditCount(heart)).toBe(before + 1);
  });

  it('lets the invitee decline, telling the managers, and invite again one who declined', async () => {
    const partnerId = await idOf(PARTNER);
    const res = await decline(heart, PARTNER);
    expect(res.json()).toMatchObject({ result: true, message: '거절되었습니다.', content: null });
    expect(await stateOf(heart, PARTNER)).toBe('REJECTED');
    expect((await notificationsOf(RESEARCHER))[0]).toMatchObject({
      title: '프로젝트 초대를 거절했습니다.',
      message: `이서연 님이 '${HEART}' 프로젝트 초대를 거절했습니다.`,
    });
    expect((await auditsOf(heart))[0]).toMatchObject({
      action: 'INVITATION_DECLINED',
      detail: { never: false },
    });
    expect(await content('GET', '/api/v1/projects/list', PARTNER)).toEqual([]);

    const again = await invite(partnerId);
    expect(again.json<Envelope<ProjectMember>>().content).toMatchObject({
      state: 'PENDING',
      respondedAt: null,
    });
    expect((await auditsOf(heart))[0]?.detail).toEqual({ again: true });
  });

  it('lets the invitee accept: a member now, the managers told', async () => {
    const res = await accept(heart, PARTNER);
    expect(res.json()).toMatchObject({
      message: '수락되었습니다.',
      content: { id: heart, name: HEART, me: { state: 'ACCEPTED', role: 'MEMBER', permissions: [] } },
    });
    expect((await call('GET', `/api/v1/projects/${heart}/members`, PARTNER)).statusCode).toBe(200);
    expect((await notificationsOf(RESEARCHER))[0]).toMatchObject({
      title: '프로젝트 초대를 수락했습니다.',
      message: `이서연 님이 '${HEART}' 프로젝트에 참여했습니다.`,
      link: `/project/${heart}/members`,
    });
    expect((await auditsOf(heart))[0]).toMatchObject({
      action: 'INVITATION_ACCEPTED',
      actorId: await idOf(PARTNER),
    });
    const again = await invite(await idOf(PARTNER));
    expect(again.json<Envelope<null>>().message).toBe(m.alreadyMember);
    // Answered already.
    const twice = await accept(heart, PARTNER);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Envelope<null>>().message).toBe(m.noInvitation);
  });

  it('keeps a “never again” answer: that project may not invite them, even after removing the row', async () => {
    const jiwoo = 'jiwoo.kang@hanbit-hospital.kr';
    const jiwooId = await idOf(jiwoo);
    await invite(jiwooId);
    expect((await decline(heart, jiwoo, true)).statusCode).toBe(200);
    expect(await stateOf(heart, jiwoo)).toBe('NEVER');
    expect((await auditsOf(heart))[0]?.detail).toEqual({ never: true });

    const again = await invite(jiwooId);
    expect(again.statusCode).toBe(409);
    expect(again.json<Envelope<null>>().message).toBe(m.inviteeRefused);
    const removed = await call('DELETE', `/api/v1/projects/${heart}/members/${jiwooId}`, RESEARCHER);
    expect(removed.json<Envelope<null>>().message).toBe(m.notMember);
    expect(await stateOf(heart, jiwoo)).toBe('NEVER');
    const found = await content<ProjectInviteCandidate[]>(
      'GET',
      `/api/v1/projects/${heart}/members/users?keyword=jiwoo`,
      RESEARCHER,
    );
    expect(found).toMatchObject([{ state: 'NEVER', invitable: false }]);
    // Another project may still ask.
    const other = await create(RESEARCHER, '다른 연구');
    expect((await invite(jiwooId, other)).statusCode).toBe(200);
  });

  it('refuses a missing or unverified user, and answers without an invitation', async () => {
    const missing = await invite(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Envelope<null>>().message).toBe(m.userNotFound);
    const unverified = 'haram.pyo@research.demo.cdmnet.kr';
    await t.db.update(users).set({ priv: 'USER_WITHOUT_EMAIL' }).where(eq(users.email, unverified));
    expect((await invite(await idOf(unverified))).json<Envelope<null>>().message).toBe(m.inviteeUnverified);
    const bad = await call('POST', `/api/v1/projects/${heart}/members/abc`, RESEARCHER);
    expect(bad.json<Envelope<null>>().message).toMatch(/^연구원: /);

    for (const answer of [accept(heart, SEOJUN), decline(heart, SEOJUN), accept(999_999, SEOJUN)]) {
      const res = await answer;
      expect(res.statusCode).toBe(409);
      expect(res.json<Envelope<null>>().message).toBe(m.noInvitation);
    }
    const badNever = await call('POST', '/api/v1/projects/members/rejected?never=maybe', MINJAE, {
      projectId: heart,
    });
    expect(badNever.json<Envelope<null>>().message).toBe(`다시 초대받지 않기: ${m.neverInvalid}`);
    const badId = await call('POST', '/api/v1/projects/members/accepted', MINJAE, { projectId: 'x' });
    expect(badId.json<Envelope<null>>().message).toMatch(/^프로젝트: /);
    expect(await stateOf(heart, MINJAE)).toBe('PENDING');
  });
});

describe('removing and leaving', () => {
  it('lets a manager remove a member, who is told and loses the project at once', async () => {
    const seojunId = await idOf(SEOJUN);
    expect((await call('GET', `/api/v1/projects/${heart}`, SEOJUN)).statusCode).toBe(200);
    const res = await call('DELETE', `/api/v1/projects/${heart}/members/${seojunId}`, RESEARCHER);
    expect(res.json()).toMatchObject({ result: true, message: '삭제되었습니다.' });
    expect((await call('GET', `/api/v1/projects/${heart}`, SEOJUN)).statusCode).toBe(403);
    expect((await notificationsOf(SEOJUN))[0]).toMatchObject({
      type: 'PROJECT',
      title: '프로젝트에서 제외되었습니다.',
      message: `'${HEART}' 프로젝트의 멤버에서 제외되었습니다.`,
    });
    expect((await auditsOf(heart))[0]).toMatchObject({
      action: 'MEMBER_REMOVED',
      targetId: String(seojunId),
      detail: { state: 'ACCEPTED', role: 'MEMBER' },
    });
    // Gone, so they may be invited again.
    expect(await stateOf(heart, SEOJUN)).toBeUndefined();
    expect(
      (await call('DELETE', `/api/v1/projects/${heart}/members/${seojunId}`, RESEARCHER)).statusCode,
    ).toBe(404);
  });

  it('lets a manager withdraw an invitation, without telling the invitee', async () => {
    const minjaeId = await idOf(MINJAE);
    const notesBefore = (await notificationsOf(MINJAE)).length;
    expect(
      (await call('DELETE', `/api/v1/projects/${heart}/members/${minjaeId}`, RESEARCHER)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/v1/projects/pending/${heart}`, MINJAE)).statusCode).toBe(403);
    expect(await notificationsOf(MINJAE)).toHaveLength(notesBefore);
    expect((await auditsOf(heart))[0]?.detail).toEqual({ state: 'PENDING', role: 'MEMBER' });
  });

  it('refuses a member removing someone else, and lets them leave, telling nobody', async () => {
    const partnerId = await idOf(PARTNER);
    const res = await call('DELETE', `/api/v1/projects/${heart}/members/${partnerId}`, DOYUN);
    expect(res.statusCode).toBe(403);
    const notesBefore = (await notificationsOf(DOYUN)).length;
    const left = await call('DELETE', `/api/v1/projects/${heart}/members/${await idOf(DOYUN)}`, DOYUN);
    expect(left.json()).toMatchObject({ result: true, message: '프로젝트에서 나왔습니다.' });
    expect(await notificationsOf(DOYUN)).toHaveLength(notesBefore);
    expect((await auditsOf(heart))[0]).toMatchObject({ action: 'MEMBER_LEFT', actorId: await idOf(DOYUN) });
    expect((await call('GET', `/api/v1/projects/${heart}`, DOYUN)).statusCode).toBe(403);
  });

  it('never lets the last manager leave, be removed or step down', async () => {
    const me = await idOf(RESEARCHER);
    for (const res of [
      await call('DELETE', `/api/v1/projects/${heart}/members/${me}`, RESEARCHER),
      await call('PUT', `/api/v1/projects/${heart}/members/${me}/role`, RESEARCHER, { role: 'MEMBER' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json<Envelope<null>>().message).toBe(m.lastManager);
    }
    expect((await members()).find((r) => r.userId === me)?.role).toBe('MANAGER');
  });
});

describe('roles', () => {
  it('makes a member a manager, who is told and may manage at once; then the first may step down', async () => {
    const partnerId = await idOf(PARTNER);
    expect(
      (await call('GET', `/api/v1/projects/${heart}/members/users?keyword=김민`, PARTNER)).statusCode,
    ).toBe(403);
    const res = await call('PUT', `/api/v1/projects/${heart}/members/${partnerId}/role`, RESEARCHER, {
      role: 'MANAGER',
    });
    expect(res.json()).toMatchObject({
      message: '변경되었습니다.',
      content: { role: 'MANAGER', permissions: [...projectPermissions] },
    });
    expect((await notificationsOf(PARTNER))[0]).toMatchObject({
      title: '프로젝트 역할이 변경되었습니다.',
      message: `'${HEART}' 프로젝트에서 관리자로 지정되었습니다.`,
    });
    expect((await auditsOf(heart))[0]).toMatchObject({
      action: 'ROLE_CHANGED',
      detail: { role: 'MANAGER', from: 'MEMBER' },
    });
    expect(
      (await call('GET', `/api/v1/projects/${heart}/members/users?keyword=김민`, PARTNER)).statusCode,
    ).toBe(200);

    const me = await idOf(RESEARCHER);
    const down = await call('PUT', `/api/v1/projects/${heart}/members/${me}/role`, RESEARCHER, {
      role: 'MEMBER',
    });
    expect(down.json<Envelope<ProjectMember>>().content.role).toBe('MEMBER');
    expect((await call('PUT', `/api/v1/projects/${heart}`, RESEARCHER, { name: 'x' })).statusCode).toBe(403);
    // Back, so the rest of the file has its manager.
    await call('PUT', `/api/v1/projects/${heart}/members/${me}/role`, PARTNER, { role: 'MANAGER' });
  });

  it('changes only accepted members’ roles, and refuses an unknown role naming the field', async () => {
    const invitee = await idOf(SEOJUN);
    await invite(invitee);
    const res = await call('PUT', `/api/v1/projects/${heart}/members/${invitee}/role`, RESEARCHER, {
      role: 'MANAGER',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<Envelope<null>>().message).toBe(m.notMember);
    const bad = await call('PUT', `/api/v1/projects/${heart}/members/${invitee}/role`, RESEARCHER, {
      role: 'OWNER',
    });
    expect(bad.json<Envelope<null>>().message).toBe(`역할: ${m.roleInvalid}`);
  });
});

describe('permissions', () => {
  let member: number;
  beforeAll(async () => {
    member = await idOf(SEOJUN);
    await accept(heart, SEOJUN);
  });

  it('lists the accepted members’ permissions, managers holding them all', async () => {
    const list = await content<ProjectMember[]>('GET', `/api/v1/projects/${heart}/permissions`, SEOJUN);
    expect(list.every((r) => r.state === 'ACCEPTED')).toBe(true);
    expect(
      list
        .filter((r) => r.role === 'MANAGER')
        .every((r) => r.permissions.length === projectPermissions.length),
    ).toBe(true);
    const one = await content<ProjectMember>(
      'GET',
      `/api/v1/projects/${heart}/permissions/${member}`,
      SEOJUN,
    );
    expect(one).toMatchObject({ userId: member, role: 'MEMBER', permissions: [] });
    const stranger = await call('GET', `/api/v1/projects/${heart}/permissions/${await idOf(MINJAE)}`, SEOJUN);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<Envelope<null>>().message).toBe(m.notMember);
  });

  it('sets a member’s permissions once each, in order; the member is told and it is recorded', async () => {
    const res = await call('PUT', `/api/v1/projects/${heart}/permissions/${member}`, RESEARCHER, {
      permissions: ['EXECUTION_VIEW', 'IRB_REQUEST', 'EXECUTION_VIEW'],
    });
    expect(res.json()).toMatchObject({
      message: '변경되었습니다.',
      content: { permissions: ['IRB_REQUEST', 'EXECUTION_VIEW'] },
    });
    expect((await notificationsOf(SEOJUN))[0]).toMatchObject({
      title: '프로젝트 권한이 변경되었습니다.',
      message: `'${HEART}' 프로젝트에서 내 권한이 변경되었습니다.`,
    });
    expect((await auditsOf(heart))[0]).toMatchObject({
      action: 'PERMISSIONS_CHANGED',
      detail: { permissions: ['IRB_REQUEST', 'EXECUTION_VIEW'], from: [] },
    });
    const access = await content('GET', `/api/v1/projects/${heart}/privilege`, SEOJUN);
    expect(access).toEqual({
      state: 'ACCEPTED',
      role: 'MEMBER',
      permissions: ['IRB_REQUEST', 'EXECUTION_VIEW'],
    });
  });

  it('refuses narrowing a manager, a non-member and an unknown permission', async () => {
    const manager = await call(
      'PUT',
      `/api/v1/projects/${heart}/permissions/${await idOf(RESEARCHER)}`,
      RESEARCHER,
      {
        permissions: [],
      },
    );
    expect(manager.statusCode).toBe(409);
    expect(manager.json<Envelope<null>>().message).toBe(m.managerHoldsAll);
    const stranger = await call(
      'PUT',
      `/api/v1/projects/${heart}/permissions/${await idOf(MINJAE)}`,
      RESEARCHER,
      {
        permissions: [],
      },
    );
    expect(stranger.json<Envelope<null>>().message).toBe(m.notMember);
    const bad = await call('PUT', `/api/v1/projects/${heart}/permissions/${member}`, RESEARCHER, {
      permissions: ['FLY'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toBe(`프로젝트 권한: ${m.permissionInvalid}`);
  });

  it('refuses another project’s members: the caller manages this one only', async () => {
    const other = await create('taemin.song@haeorum.kr', '남의 프로젝트');
    const res = await call('PUT', `/api/v1/projects/${other}/permissions/${member}`, RESEARCHER, {
      permissions: [],
    });
    expect(res.statusCode).toBe(403);
    // A member of this project, addressed through it, is not one of it when they are not.
    const taemin = await idOf('taemin.song@haeorum.kr');
    const cross = await call('PUT', `/api/v1/projects/${heart}/permissions/${taemin}`, RESEARCHER, {
      permissions: [],
    });
    expect(cross.json<Envelope<null>>().message).toBe(m.notMember);
  });
});
