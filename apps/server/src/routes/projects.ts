import type { FastifyInstance } from 'fastify';
import { PROJECT_NOTIFICATIONS_MAX, projectMessages as t, projectsApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { listProjectNotifications } from '../services/notifications.js';
import { listProjectLogs } from '../services/project-logs.js';
import {
  acceptInvitation,
  changeMemberRole,
  declineInvitation,
  getMemberPermissions,
  inviteMember,
  listProjectMembers,
  listProjectPermissions,
  removeMember,
  searchInviteCandidates,
  setMemberPermissions,
} from '../services/project-members.js';
import {
  admitCreator,
  createProject,
  deleteProject,
  getPendingInvitation,
  getProjectAccess,
  listOwnProjects,
  listProjects,
  modifyProject,
  projectSummary,
  validateCreator,
} from '../services/projects.js';

/**
 * The project calls (spec §7 "Projects"). Calls on one project admit its accepted members only, and
 * managers where the contract says so (`projectOf`, `projectNeeds`), before their input is read.
 */
export function projectsRoutes(app: FastifyInstance, db: Database) {
  route(app, db, projectsApi.listProjects, async ({ userId }) => ({
    content: await listProjects(db, userId),
  }));
  route(app, db, projectsApi.listOwnProjects, async ({ userId, query }) => ({
    content: await listOwnProjects(db, userId, query.inviteeId),
  }));
  route(app, db, projectsApi.getPendingInvitation, async ({ userId, params }) => ({
    content: await getPendingInvitation(db, userId, params.id),
  }));
  route(app, db, projectsApi.validateCreator, async ({ userId }) => ({
    content: await validateCreator(db, userId),
  }));
  route(
    app,
    db,
    projectsApi.createProject,
    async ({ userId, body }) => ({ content: await createProject(db, userId, body), message: t.created }),
    // Who may create is settled before the form is read, like a role.
    { admit: (userId) => admitCreator(db, userId) },
  );
  route(app, db, projectsApi.getProjectAccess, async ({ userId, params }) => ({
    content: await getProjectAccess(db, userId, params.id),
  }));

  route(app, db, projectsApi.getProject, async ({ userId, params }) => ({
    content: await projectSummary(db, userId, params.id),
  }));
  route(app, db, projectsApi.modifyProject, async ({ userId, params, body }) => ({
    content: await modifyProject(db, userId, params.id, body),
    message: t.modified,
  }));
  route(app, db, projectsApi.deleteProject, async ({ userId, params }) => {
    await deleteProject(db, userId, params.id);
    return { content: null, message: t.deleted };
  });

  route(app, db, projectsApi.listProjectMembers, async ({ params }) => ({
    content: await listProjectMembers(db, params.id),
  }));
  route(app, db, projectsApi.searchInviteCandidates, async ({ params, query }) => ({
    content: await searchInviteCandidates(db, params.id, query.keyword),
  }));
  route(app, db, projectsApi.inviteMember, async ({ userId, params }) => ({
    content: await inviteMember(db, userId, params.id, params.userId),
    message: t.invited,
  }));
  route(app, db, projectsApi.removeMember, async ({ userId, params }) => {
    const { left } = await removeMember(db, userId, params.id, params.userId);
    return { content: null, message: left ? t.left : t.deleted };
  });
  route(app, db, projectsApi.changeMemberRole, async ({ userId, params, body }) => ({
    content: await changeMemberRole(db, userId, params.id, params.userId, body.role),
    message: t.changed,
  }));

  route(app, db, projectsApi.acceptInvitation, async ({ userId, body }) => ({
    content: await acceptInvitation(db, userId, body.projectId),
    message: t.accepted,
  }));
  route(app, db, projectsApi.declineInvitation, async ({ userId, body, query }) => {
    await declineInvitation(db, userId, body.projectId, query.never);
    return { content: null, message: t.declined };
  });

  route(app, db, projectsApi.listProjectPermissions, async ({ params }) => ({
    content: await listProjectPermissions(db, params.id),
  }));
  route(app, db, projectsApi.getMemberPermissions, async ({ params }) => ({
    content: await getMemberPermissions(db, params.id, params.userId),
  }));
  route(app, db, projectsApi.setMemberPermissions, async ({ userId, params, body }) => ({
    content: await setMemberPermissions(db, userId, params.id, params.userId, body.permissions),
    message: t.changed,
  }));

  route(app, db, projectsApi.listProjectLogs, async ({ params, query }) => ({
    content: await listProjectLogs(db, params.id, query),
  }));
  route(app, db, projectsApi.listProjectNotifications, async ({ userId, params }) => ({
    content: await listProjectNotifications(db, userId, params.id, PROJECT_NOTIFICATIONS_MAX),
  }));
}
