import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes.js';
import { projectsApi } from '../contract/index.js';
import { contentOf, forbidden, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The project mocks answer as the server will (domain.md "Projects and invitations"): accepted members
// only behind `projectOf`, checked before the input; managers invite, remove and set permissions; the
// invitation moves PENDING → ACCEPTED | REJECTED | NEVER. Fixture projects: 1 managed by the
// researcher, 2 inviting the researcher, 3 the researcher's with the partner as a member.

describe('who may call', () => {
  it('keeps a non-member out before the input, and a pending invitee off the tabs', async () => {
    world(PARTNER);
    expect(await send(projectsApi.listProjectMembers, { params: { id: 1 } })).toMatchObject(forbidden);
    expect(await send(projectsApi.modifyProject, { params: { id: 1 }, body: { name: 42 } })).toMatchObject(
      forbidden,
    );
    world(RESEARCHER);
    expect(await send(projectsApi.getProject, { params: { id: 2 } })).toMatchObject(forbidden);
    expect(await contentOf(projectsApi.getProjectAccess, { params: { id: 2 } })).toMatchObject({
      state: 'PENDING',
    });
  });

  it('lets a plain member read the project but not manage it', async () => {
    world(PARTNER);
    expect(await contentOf(projectsApi.getProject, { params: { id: 3 } })).toMatchObject({ id: 3 });
    expect(await send(projectsApi.inviteMember, { params: { id: 3, userId: 9 } })).toMatchObject(forbidden);
  });

  it('names the field of a bad project form', async () => {
    world(RESEARCHER);
    const reply = await send(projectsApi.createProject, {
      body: { name: '', openScope: 'PRIVATE', purpose: 'OTHER', color: '#2563EB' },
    });
    expect(reply).toMatchObject({ status: 400, code: ResultCode.INVALID_INPUT });
    expect(reply.message).toMatch(/^이름: /);
  });
});

describe('an invitation, end to end', () => {
  it('is declined once, sent again, accepted, and then the member sees the tabs', async () => {
    const db = world(RESEARCHER);
    const partnerId = db.users.find((u) => u.primaryEmail === PARTNER)!.id;
    await contentOf(projectsApi.inviteMember, { params: { id: 1, userId: partnerId } });
    expect(await send(projectsApi.inviteMember, { params: { id: 1, userId: partnerId } })).toMatchObject({
      status: 409,
      message: '이미 초대했습니다. 초대받은 사용자의 응답을 기다리고 있습니다.',
    });

    db.sessionUserId = partnerId;
    const invitation = await contentOf(projectsApi.getPendingInvitation, { params: { id: 1 } });
    expect(invitation.researcher.name).toBe('김민준');
    const invited = db.notifications.at(-1);
    expect(invited).toMatchObject({
      userId: partnerId,
      type: 'PROJECT',
      title: '프로젝트에 초대되었습니다.',
      message: "김민준 님이 '메트포르민과 설포닐우레아의 심혈관 안전성 비교' 프로젝트에 초대했습니다.",
      link: '/project/1',
      subject: `invitation:1:${partnerId}`,
    });
    expect(
      await send(projectsApi.declineInvitation, { body: { projectId: 1 }, query: { never: 'false' } }),
    ).toMatchObject({ status: 200, message: '거절되었습니다.' });
    // The answer marks the invitation's notice done and read; the manager hears it on the members tab.
    expect(invited).toMatchObject({ done: true, checked: true });
    expect(db.notifications.at(-1)).toMatchObject({
      userId: 3,
      title: '프로젝트 초대를 거절했습니다.',
      message: "이서연 님이 '메트포르민과 설포닐우레아의 심혈관 안전성 비교' 프로젝트 초대를 거절했습니다.",
      link: '/project/1/members',
    });

    db.sessionUserId = 3;
    await contentOf(projectsApi.inviteMember, { params: { id: 1, userId: partnerId } });
    db.sessionUserId = partnerId;
    const joined = await contentOf(projectsApi.acceptInvitation, { body: { projectId: 1 } });
    expect(joined.me).toMatchObject({ state: 'ACCEPTED', role: 'MEMBER', permissions: [] });
    expect((await contentOf(projectsApi.listProjects)).map((p) => p.id)).toContain(1);
    const log = await contentOf(projectsApi.listProjectLogs, { params: { id: 1 } });
    expect(log.slice(0, 4).map((e) => e.action)).toEqual([
      'INVITATION_ACCEPTED',
      'MEMBER_INVITED',
      'INVITATION_DECLINED',
      'MEMBER_INVITED',
    ]);
  });

  it('never again: the project can no longer invite that user', async () => {
    const db = world(RESEARCHER);
    expect(await send(projectsApi.inviteMember, { params: { id: 3, userId: 7 } })).toMatchObject({
      status: 409,
      message: '이 사용자는 이 프로젝트의 초대를 받지 않기로 했습니다.',
    });
    const own = await contentOf(projectsApi.listOwnProjects, { query: { inviteeId: '7' } });
    expect(own.find((p) => p.id === 3)?.inviteeState).toBe('NEVER');
    expect(db.projectMembers.find((m) => m.projectId === 3 && m.userId === 7)?.state).toBe('NEVER');
  });
});

describe('managers', () => {
  it('cannot leave the project without another manager', async () => {
    world(RESEARCHER);
    expect(await send(projectsApi.removeMember, { params: { id: 1, userId: 3 } })).toMatchObject({
      status: 409,
      code: ResultCode.CONFLICT,
    });
    await contentOf(projectsApi.changeMemberRole, {
      params: { id: 1, userId: 2 },
      body: { role: 'MANAGER' },
    });
    expect(await send(projectsApi.removeMember, { params: { id: 1, userId: 3 } })).toMatchObject({
      status: 200,
      message: '프로젝트에서 나왔습니다.',
    });
  });

  it('set a member’s permissions, stored in the spec’s order; a manager’s stay whole', async () => {
    world(RESEARCHER);
    const member = await contentOf(projectsApi.setMemberPermissions, {
      params: { id: 3, userId: 4 },
      body: { permissions: ['EXECUTION_CANCEL', 'IRB_REQUEST', 'IRB_REQUEST'] },
    });
    expect(member.permissions).toEqual(['IRB_REQUEST', 'EXECUTION_CANCEL']);
    expect(
      await send(projectsApi.setMemberPermissions, {
        params: { id: 3, userId: 3 },
        body: { permissions: [] },
      }),
    ).toMatchObject({ status: 409 });
  });
});
