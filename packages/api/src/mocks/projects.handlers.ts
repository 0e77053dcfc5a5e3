import type { HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import { projectPermissions, type UserPriv } from '../contract/enums.js';
import { projectsApi } from '../contract/index.js';
import { replyMessages } from '../contract/messages.ko.js';
import {
  PROJECT_LOG_LIMIT,
  PROJECT_NOTIFICATIONS_MAX,
  type ProjectFormValues,
  type ProjectLogAction,
  type ProjectMember,
  type ProjectSummary,
} from '../contract/projects.js';
import { projectMessages as t, projectRoleLabels } from '../contract/projects.ko.js';
import { conflict, notFound, userById } from './admin.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { markNoticesDone, notices, noticeSubjects, notifyUsers } from './notices.js';
import { publicView } from './notifications.handlers.js';
import { accessOf, membershipOf, type MockProject, type MockProjectMember } from './projects.fixtures.js';
import { mockFor, requireUser } from './session.js';

const formFields = ['name', 'description', 'openScope', 'purpose', 'color'] as const;

const forbidden = () => new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);

/** A timestamp's day in Korea (UTC+9), as the log's date filter counts days. */
const koreanDayOf = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);

/** Why a user may not create a project, or null when they may (the server's policies/projects.ts). */
const creatorRefusal = (priv: UserPriv): string | null =>
  priv === 'NORMAL' || priv === 'ORG_ADMIN' || priv === 'MASTER'
    ? null
    : priv === 'USER_WITHOUT_EMAIL'
      ? t.creatorNeedsEmail
      : t.creatorNotAllowed;

/** One entry of the project's log (the server's audit row), stamped now; the analysis and IRB mocks write it too. */
export function recordProjectLog(
  db: MockDb,
  projectId: number,
  action: ProjectLogAction,
  actorId: number | null,
  subjectId: number | null = null,
  detail: Record<string, unknown> = {},
) {
  db.projectLog.push({
    id: Math.max(0, ...db.projectLog.map((e) => e.id)) + 1,
    projectId,
    action,
    actorId,
    subjectId,
    detail,
    createdAt: new Date().toISOString(),
  });
}

/** The project calls (spec §7 "Projects"), by the rules of the server's policies/projects.ts. */
export const projectsHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const now = () => new Date().toISOString();

  const projectById = (id: number) => {
    const project = db.projects.find((p) => p.id === id);
    if (!project) throw forbidden();
    return project;
  };
  const rowsOf = (projectId: number) => db.projectMembers.filter((m) => m.projectId === projectId);
  const managersOf = (projectId: number) =>
    rowsOf(projectId).filter((m) => m.state === 'ACCEPTED' && m.role === 'MANAGER');

  const summaryOf = (project: MockProject, row: MockProjectMember): ProjectSummary => ({
    id: project.id,
    name: project.name,
    description: project.description,
    openScope: project.openScope,
    purpose: project.purpose,
    color: project.color,
    creatorName: userById(db, project.creatorId)?.name ?? '',
    memberCount: rowsOf(project.id).filter((m) => m.state === 'ACCEPTED').length,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
    me: accessOf(row),
  });

  const memberOf = (row: MockProjectMember): ProjectMember => {
    const user = userById(db, row.userId);
    const employer = db.organizations.find((o) => o.id === user?.orgEmployedId);
    return {
      userId: row.userId,
      name: user?.name ?? '',
      email: user?.primaryEmail ?? '',
      profileImageId: user?.profileImageId ?? null,
      orgEmployedName: employer?.name ?? null,
      role: row.role,
      state: row.state,
      permissions: accessOf(row).permissions,
      invitedByName: row.invitedBy === null ? null : (userById(db, row.invitedBy)?.name ?? null),
      invitedAt: row.invitedAt,
      respondedAt: row.respondedAt,
    };
  };

  /** The caller's own row in a project they belong to (the guard let them in). */
  const myRow = (projectId: number, userId: number) => {
    const row = membershipOf(db, projectId, userId);
    if (!row) throw forbidden();
    return row;
  };

  const acceptedRow = (projectId: number, userId: number) => {
    const row = membershipOf(db, projectId, userId);
    if (row?.state !== 'ACCEPTED') throw notFound(t.notMember);
    return row;
  };

  const record = (
    projectId: number,
    action: ProjectLogAction,
    actorId: number,
    subjectId: number | null = null,
    detail: Record<string, unknown> = {},
  ) => recordProjectLog(db, projectId, action, actorId, subjectId, detail);

  /** The invitee answered: their invitation's notice is done, and the managers hear the answer. */
  const tellAnswer = (project: MockProject, invitee: { id: number; name: string }, accepted: boolean) => {
    markNoticesDone(db, noticeSubjects.invitation(project.id, invitee.id));
    notifyUsers(
      db,
      managersOf(project.id).map((m) => m.userId),
      notices.inviteAnswered(project.id, project.name, invitee.name, accepted),
    );
  };

  const checkName = (form: ProjectFormValues, creatorId: number, except?: number) => {
    const taken = db.projects.some(
      (p) => p.creatorId === creatorId && p.name === form.name && p.id !== except,
    );
    if (taken) throw conflict(t.nameTaken);
  };

  return [
    mock(projectsApi.listProjects, () => {
      const me = requireUser(db);
      const mine = db.projectMembers.filter(
        (m) => m.userId === me.id && (m.state === 'ACCEPTED' || m.state === 'PENDING'),
      );
      const content = mine
        .map((row) => summaryOf(projectById(row.projectId), row))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { content };
    }),

    mock(projectsApi.listOwnProjects, ({ query }) => {
      const me = requireUser(db);
      const managed = db.projectMembers.filter(
        (m) => m.userId === me.id && m.state === 'ACCEPTED' && m.role === 'MANAGER',
      );
      return {
        content: managed.map((row) => {
          const project = projectById(row.projectId);
          return {
            id: project.id,
            name: project.name,
            color: project.color,
            inviteeState: membershipOf(db, project.id, query.inviteeId)?.state ?? null,
          };
        }),
      };
    }),

    mock(projectsApi.validateCreator, () => {
      const reason = creatorRefusal(requireUser(db).priv);
      return { content: { allowed: reason === null, reason } };
    }),

    mock(projectsApi.createProject, ({ body }) => {
      const me = requireUser(db);
      const refusal = creatorRefusal(me.priv);
      if (refusal) throw new MockFailure(403, ResultCode.FORBIDDEN, refusal);
      checkName(body, me.id);
      const project: MockProject = {
        id: Math.max(0, ...db.projects.map((p) => p.id)) + 1,
        ...body,
        creatorId: me.id,
        createdAt: now(),
        updatedAt: now(),
      };
      const row: MockProjectMember = {
        projectId: project.id,
        userId: me.id,
        role: 'MANAGER',
        state: 'ACCEPTED',
        permissions: [],
        invitedBy: null,
        invitedAt: project.createdAt,
        respondedAt: project.createdAt,
      };
      db.projects.push(project);
      db.projectMembers.push(row);
      const { name, openScope, purpose, color } = body;
      record(project.id, 'PROJECT_CREATED', me.id, null, { name, openScope, purpose, color });
      return { content: summaryOf(project, row), message: t.created };
    }),

    mock(projectsApi.getPendingInvitation, ({ params }) => {
      const me = requireUser(db);
      const row = membershipOf(db, params.id, me.id);
      if (row?.state !== 'PENDING') throw forbidden();
      const project = projectById(params.id);
      const inviter = userById(db, row.invitedBy ?? project.creatorId);
      return {
        content: {
          projectId: project.id,
          researcher: {
            id: inviter?.id ?? 0,
            name: inviter?.name ?? '',
            profileImageId: inviter?.profileImageId ?? null,
          },
          projectResponse: {
            name: project.name,
            openScope: project.openScope,
            projectType: project.purpose,
            createdAt: project.createdAt,
          },
          invitedAt: row.invitedAt,
        },
      };
    }),

    mock(projectsApi.getProjectAccess, ({ params }) => {
      const me = requireUser(db);
      const row = membershipOf(db, params.id, me.id);
      if (row?.state !== 'ACCEPTED' && row?.state !== 'PENDING') throw forbidden();
      return { content: accessOf(row) };
    }),

    // Static paths before `/projects/:id…`, as the server's router prefers them.
    mock(projectsApi.acceptInvitation, ({ body }) => {
      const me = requireUser(db);
      const row = membershipOf(db, body.projectId, me.id);
      if (row?.state !== 'PENDING') throw conflict(t.noInvitation);
      const project = projectById(body.projectId);
      row.state = 'ACCEPTED';
      row.respondedAt = now();
      record(project.id, 'INVITATION_ACCEPTED', me.id, me.id);
      tellAnswer(project, me, true);
      return { content: summaryOf(project, row), message: t.accepted };
    }),

    mock(projectsApi.declineInvitation, ({ body, query }) => {
      const me = requireUser(db);
      const row = membershipOf(db, body.projectId, me.id);
      if (row?.state !== 'PENDING') throw conflict(t.noInvitation);
      const project = projectById(body.projectId);
      row.state = query.never ? 'NEVER' : 'REJECTED';
      row.respondedAt = now();
      record(project.id, 'INVITATION_DECLINED', me.id, me.id, { never: query.never });
      tellAnswer(project, me, false);
      return { content: null, message: t.declined };
    }),

    mock(projectsApi.getProject, ({ params }) => {
      const me = requireUser(db);
      return { content: summaryOf(projectById(params.id), myRow(params.id, me.id)) };
    }),

    mock(projectsApi.modifyProject, ({ params, body }) => {
      const me = requireUser(db);
      const project = projectById(params.id);
      checkName(body, project.creatorId, project.id);
      const changed = formFields.filter((field) => project[field] !== body[field]);
      if (changed.length > 0) {
        const from = Object.fromEntries(changed.map((field) => [field, project[field]]));
        const to = Object.fromEntries(changed.map((field) => [field, body[field]]));
        Object.assign(project, body, { updatedAt: now() });
        record(project.id, 'PROJECT_MODIFIED', me.id, null, { from, to });
      }
      return { content: summaryOf(project, myRow(params.id, me.id)), message: t.modified };
    }),

    mock(projectsApi.deleteProject, ({ params }) => {
      db.projects = db.projects.filter((p) => p.id !== params.id);
      db.projectMembers = db.projectMembers.filter((m) => m.projectId !== params.id);
      return { content: null, message: t.deleted };
    }),

    // Every row, NEVER included: the members tab shows who declined for good.
    mock(projectsApi.listProjectMembers, ({ params }) => ({ content: rowsOf(params.id).map(memberOf) })),

    mock(projectsApi.searchInviteCandidates, ({ params, query }) => {
      const keyword = query.keyword.toLowerCase();
      const found = db.users.filter(
        (u) =>
          u.priv !== 'USER_WITHOUT_EMAIL' &&
          u.priv !== 'PUBLIC' &&
          (u.name.toLowerCase().includes(keyword) || u.primaryEmail.toLowerCase().includes(keyword)),
      );
      return {
        content: found.slice(0, 20).map((user) => {
          const state = membershipOf(db, params.id, user.id)?.state ?? null;
          return {
            userId: user.id,
            name: user.name,
            email: user.primaryEmail,
            profileImageId: user.profileImageId,
            orgEmployedName: db.organizations.find((o) => o.id === user.orgEmployedId)?.name ?? null,
            state,
            invitable: state === null || state === 'REJECTED',
          };
        }),
      };
    }),

    mock(projectsApi.inviteMember, ({ params }) => {
      const me = requireUser(db);
      const project = projectById(params.id);
      const invitee = userById(db, params.userId);
      if (!invitee) throw notFound(t.userNotFound);
      if (invitee.priv === 'USER_WITHOUT_EMAIL' || invitee.priv === 'PUBLIC')
        throw conflict(t.inviteeUnverified);
      const existing = membershipOf(db, project.id, invitee.id);
      if (existing?.state === 'ACCEPTED') throw conflict(t.alreadyMember);
      if (existing?.state === 'PENDING') throw conflict(t.alreadyInvited);
      if (existing?.state === 'NEVER') throw conflict(t.inviteeRefused);
      const row: MockProjectMember = existing ?? {
        projectId: project.id,
        userId: invitee.id,
        role: 'MEMBER',
        state: 'PENDING',
        permissions: [],
        invitedBy: me.id,
        invitedAt: now(),
        respondedAt: null,
      };
      Object.assign(row, { state: 'PENDING', invitedBy: me.id, invitedAt: now(), respondedAt: null });
      if (!existing) db.projectMembers.push(row);
      record(project.id, 'MEMBER_INVITED', me.id, invitee.id, { again: existing !== undefined });
      notifyUsers(db, [invitee.id], notices.invited(project.id, project.name, invitee.id, me.name));
      return { content: memberOf(row), message: t.invited };
    }),

    mock(projectsApi.removeMember, ({ params }) => {
      const me = requireUser(db);
      const project = projectById(params.id);
      const mine = myRow(project.id, me.id);
      const leaving = params.userId === me.id;
      if (!leaving && mine.role !== 'MANAGER') throw forbidden();
      const row = membershipOf(db, project.id, params.userId);
      if (!row || row.state === 'NEVER') throw notFound(t.notMember);
      if (row.state === 'ACCEPTED' && row.role === 'MANAGER' && managersOf(project.id).length <= 1) {
        throw conflict(t.lastManager);
      }
      db.projectMembers = db.projectMembers.filter((m) => m !== row);
      record(project.id, leaving ? 'MEMBER_LEFT' : 'MEMBER_REMOVED', me.id, row.userId, {
        state: row.state,
        role: row.role,
      });
      // A withdrawn invitation's notice has nothing left to answer; a removed member is told.
      if (row.state === 'PENDING') markNoticesDone(db, noticeSubjects.invitation(project.id, row.userId));
      if (!leaving && row.state === 'ACCEPTED')
        notifyUsers(db, [row.userId], notices.removedFromProject(project.name));
      return { content: null, message: leaving ? t.left : t.deleted };
    }),

    mock(projectsApi.changeMemberRole, ({ params, body }) => {
      const me = requireUser(db);
      const project = projectById(params.id);
      const row = acceptedRow(project.id, params.userId);
      if (row.role === 'MANAGER' && body.role !== 'MANAGER' && managersOf(project.id).length <= 1) {
        throw conflict(t.lastManager);
      }
      if (row.role !== body.role) {
        record(project.id, 'ROLE_CHANGED', me.id, row.userId, { role: body.role, from: row.role });
        row.role = body.role;
        // A manager who changes their own role needs no notice of it.
        if (row.userId !== me.id) {
          notifyUsers(
            db,
            [row.userId],
            notices.projectRoleChanged(project.id, project.name, projectRoleLabels[body.role]),
          );
        }
      }
      return { content: memberOf(row), message: t.changed };
    }),

    mock(projectsApi.listProjectPermissions, ({ params }) => ({
      content: rowsOf(params.id)
        .filter((m) => m.state === 'ACCEPTED')
        .map(memberOf),
    })),

    mock(projectsApi.getMemberPermissions, ({ params }) => ({
      content: memberOf(acceptedRow(params.id, params.userId)),
    })),

    mock(projectsApi.setMemberPermissions, ({ params, body }) => {
      const me = requireUser(db);
      const project = projectById(params.id);
      const row = acceptedRow(project.id, params.userId);
      if (row.role === 'MANAGER') throw conflict(t.managerHoldsAll);
      const from = row.permissions;
      row.permissions = projectPermissions.filter((p) => body.permissions.includes(p));
      if (row.permissions.join() !== from.join()) {
        record(project.id, 'PERMISSIONS_CHANGED', me.id, row.userId, { permissions: row.permissions, from });
        notifyUsers(db, [row.userId], notices.projectPermissionsChanged(project.id, project.name));
      }
      return { content: memberOf(row), message: t.changed };
    }),

    // As the server's listProjectNotifications: the caller's project notices that link into this project.
    mock(projectsApi.listProjectNotifications, ({ params }) => {
      const user = requireUser(db);
      const page = `/project/${params.id}`;
      const content = db.notifications
        .filter((n) => n.userId === user.id && n.type === 'PROJECT')
        .filter((n) => n.link === page || (n.link?.startsWith(`${page}/`) ?? false))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .slice(0, PROJECT_NOTIFICATIONS_MAX)
        .map(publicView);
      return { content };
    }),

    mock(projectsApi.listProjectLogs, ({ params, query }) => {
      const entries = db.projectLog
        .filter((e) => e.projectId === params.id)
        .filter((e) => !query.action || e.action === query.action)
        .filter((e) => !query.from || koreanDayOf(e.createdAt) >= query.from)
        .filter((e) => !query.to || koreanDayOf(e.createdAt) <= query.to)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .slice(0, PROJECT_LOG_LIMIT);
      return {
        content: entries.map((e) => ({
          id: e.id,
          action: e.action,
          actorName: e.actorId === null ? null : (userById(db, e.actorId)?.name ?? null),
          subjectName: e.subjectId === null ? null : (userById(db, e.subjectId)?.name ?? null),
          detail: e.detail,
          createdAt: e.createdAt,
        })),
      };
    }),
  ];
};
