import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import { recordId, recordIdParams } from './ids.js';
import { inviteSearchQuery } from './invite-search.js';
import { notification } from './notification.js';
import {
  creatorValidation,
  invitableProject,
  invitableProjectsQuery,
  invitationAnswer,
  invitationDeclineQuery,
  pendingInvitation,
  projectAccess,
  projectForm,
  projectInviteCandidate,
  projectLogEntry,
  projectLogQuery,
  projectMember,
  projectPermissionsChange,
  projectRoleChange,
  projectSummary,
} from './projects.js';

// Spec §7 "Projects". `projectOf` admits the project's accepted members only (domain.md), checked
// before the input like every role; `projectNeeds` adds what they must hold.

const projectOf = 'id' as const;
const memberParams = z.object({ id: recordId, userId: recordId });

export const listProjects = endpoint({
  method: 'GET',
  path: '/api/v1/projects/list',
  summary:
    'The caller’s projects: those they joined and those they are invited to (PENDING), newest first, for the side menu and the dashboard.',
  content: z.array(projectSummary),
});

export const listOwnProjects = endpoint({
  method: 'GET',
  path: '/api/v1/projects/own',
  summary:
    'The projects the caller manages, each with the state of one invitee in it, for the 프로젝트 초대 dialog.',
  query: invitableProjectsQuery,
  content: z.array(invitableProject),
});

export const getPendingInvitation = endpoint({
  method: 'GET',
  path: '/api/v1/projects/pending/:id',
  summary: 'The caller’s open invitation to a project (the invitation screen); 403 when there is none.',
  params: recordIdParams,
  content: pendingInvitation,
});

export const validateCreator = endpoint({
  method: 'GET',
  path: '/api/v1/projects/validation/creator',
  summary: 'Whether the caller may create a project, and why not.',
  content: creatorValidation,
});

export const createProject = endpoint({
  method: 'POST',
  path: '/api/v1/projects/create',
  summary: 'Create a project; its creator is its first manager.',
  body: projectForm,
  content: projectSummary,
});

export const getProjectAccess = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/privilege',
  summary:
    'The caller’s place in a project (the privilege check): accepted or invited, role and permissions; 403 for anyone else.',
  params: recordIdParams,
  content: projectAccess,
});

export const getProject = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id',
  summary: 'A project, for its members.',
  params: recordIdParams,
  projectOf,
  content: projectSummary,
});

export const modifyProject = endpoint({
  method: 'PUT',
  path: '/api/v1/projects/:id',
  summary: 'Edit a project (managers).',
  params: recordIdParams,
  projectOf,
  projectNeeds: 'MANAGER',
  body: projectForm,
  content: projectSummary,
});

export const deleteProject = endpoint({
  method: 'DELETE',
  path: '/api/v1/projects/:id',
  summary: 'Delete a project (managers); refused while it has executions, which are kept as evidence.',
  params: recordIdParams,
  projectOf,
  projectNeeds: 'MANAGER',
  content: z.null(),
});

export const listProjectMembers = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/members',
  summary: 'The members and invitees of a project, with role, invitation state and permissions.',
  params: recordIdParams,
  projectOf,
  content: z.array(projectMember),
});

export const searchInviteCandidates = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/members/users',
  summary: 'Verified users matching a name or email, with whether the project may invite them (managers).',
  params: recordIdParams,
  projectOf,
  projectNeeds: 'MANAGER',
  query: inviteSearchQuery,
  content: z.array(projectInviteCandidate),
});

export const inviteMember = endpoint({
  method: 'POST',
  path: '/api/v1/projects/:id/members/:userId',
  summary:
    'Invite a user (managers): PENDING until they answer; a declined user may be invited again, one who chose never may not.',
  params: memberParams,
  projectOf,
  projectNeeds: 'MANAGER',
  content: projectMember,
});

export const removeMember = endpoint({
  method: 'DELETE',
  path: '/api/v1/projects/:id/members/:userId',
  summary:
    'Remove a member or withdraw an invitation (managers), or leave (the caller’s own id); the last manager cannot go.',
  params: memberParams,
  projectOf,
  content: z.null(),
});

export const changeMemberRole = endpoint({
  method: 'PUT',
  path: '/api/v1/projects/:id/members/:userId/role',
  summary: 'Make an accepted member a manager or a member (managers); the last manager stays one.',
  params: memberParams,
  projectOf,
  projectNeeds: 'MANAGER',
  body: projectRoleChange,
  content: projectMember,
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/v1/projects/members/accepted',
  summary: 'Accept the caller’s open invitation: they become a member and see the tabs.',
  body: invitationAnswer,
  content: projectSummary,
});

export const declineInvitation = endpoint({
  method: 'POST',
  path: '/api/v1/projects/members/rejected',
  summary:
    'Decline the caller’s open invitation; with never=true that project can no longer invite them (NEVER).',
  query: invitationDeclineQuery,
  body: invitationAnswer,
  content: z.null(),
});

export const listProjectPermissions = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/permissions',
  summary: 'Every accepted member’s project permissions (managers hold them all).',
  params: recordIdParams,
  projectOf,
  content: z.array(projectMember),
});

export const getMemberPermissions = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/permissions/:userId',
  summary: 'One member’s project permissions.',
  params: memberParams,
  projectOf,
  content: projectMember,
});

export const setMemberPermissions = endpoint({
  method: 'PUT',
  path: '/api/v1/projects/:id/permissions/:userId',
  summary: 'Set a member’s project permissions (managers); a manager’s cannot be narrowed.',
  params: memberParams,
  projectOf,
  projectNeeds: 'MANAGER',
  body: projectPermissionsChange,
  content: projectMember,
});

export const listProjectLogs = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/logs',
  summary: 'The project’s audit trail, newest first, optionally one kind of action and a span of days.',
  params: recordIdParams,
  projectOf,
  query: projectLogQuery,
  content: z.array(projectLogEntry),
});

export const listProjectNotifications = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/notifications',
  summary:
    "The signed-in member's notifications about this project (invitations answered, IRB and result decisions, executions ended, IRB approvals running out), newest first, at most 50; reading or deleting them stays with /notifications.",
  params: recordIdParams,
  projectOf,
  content: z.array(notification),
});
