import { z } from 'zod/mini';
import { isoTimestamp } from './content.js';
import {
  invitationState,
  openScopes,
  projectColors,
  projectPermissions,
  projectRoles,
  researchPurpose,
  researchPurposes,
  projectPermission,
  projectRole,
  openScope,
  projectColor,
} from './enums.js';
import { recordId } from './ids.js';
import { dateOnly } from './calendar-day.js';
import { projectMessages as t } from './projects.ko.js';
import { optionalText, requiredText } from './text-fields.js';

// Projects, invitations, members and permissions (spec §2 items 5–6, §3, §6, §7 "Projects";
// domain.md "Projects and invitations").

export const PROJECT_NAME_MAX = 50;
export const PROJECT_DESCRIPTION_MAX = 1000;

/** What a researcher gives to create or edit a project. */
export const projectForm = z.object({
  name: requiredText(PROJECT_NAME_MAX),
  description: optionalText(PROJECT_DESCRIPTION_MAX),
  openScope: z.enum(openScopes, { error: t.openScopeInvalid }),
  purpose: z.enum(researchPurposes, { error: t.purposeInvalid }),
  color: z.enum(projectColors, { error: t.colorInvalid }),
});
export type ProjectForm = z.input<typeof projectForm>;
export type ProjectFormValues = z.output<typeof projectForm>;

/** The caller's place in a project: their invitation's state, their role and what they may do. */
export const projectAccess = z.object({
  state: invitationState,
  role: projectRole,
  /** Every permission for a manager; the ones granted for a member. */
  permissions: z.array(projectPermission),
});
export type ProjectAccess = z.infer<typeof projectAccess>;

/** A project as the caller's lists show it (side menu, dashboard). */
export const projectSummary = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  openScope,
  purpose: researchPurpose,
  color: projectColor,
  creatorName: z.string(),
  /** Accepted members. */
  memberCount: z.int().check(z.nonnegative()),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  /** The caller's membership: ACCEPTED or PENDING in `list`, ACCEPTED managers in `own`. */
  me: projectAccess,
});
export type ProjectSummary = z.infer<typeof projectSummary>;

/** One of the caller's managed projects, as the invitation dialog offers it for one invitee. */
export const invitableProject = z.object({
  id: z.int(),
  name: z.string(),
  color: projectColor,
  /** The invitee's state in it; null when they were never invited. */
  inviteeState: z.nullable(invitationState),
});
export type InvitableProject = z.infer<typeof invitableProject>;

export const invitableProjectsQuery = z.object({ inviteeId: recordId });

/** The invitation screen (spec §2 item 5, §3 "Pending project invite"). */
export const pendingInvitation = z.object({
  projectId: z.int(),
  researcher: z.object({ id: z.int(), name: z.string(), profileImageId: z.nullable(z.int()) }),
  projectResponse: z.object({
    name: z.string(),
    openScope,
    projectType: researchPurpose,
    createdAt: isoTimestamp,
  }),
  invitedAt: isoTimestamp,
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** `members/accepted` and `members/rejected` name the project in the body (spec §7). */
export const invitationAnswer = z.object({ projectId: recordId });
/** `members/rejected?never=true`: that project may not invite the caller again. */
export const invitationDeclineQuery = z.object({
  never: z._default(z.stringbool({ error: t.neverInvalid }), false),
});

/** A member of the project, or someone invited to it. */
export const projectMember = z.object({
  userId: z.int(),
  name: z.string(),
  email: z.string(),
  profileImageId: z.nullable(z.int()),
  orgEmployedName: z.nullable(z.string()),
  role: projectRole,
  state: invitationState,
  permissions: z.array(projectPermission),
  invitedByName: z.nullable(z.string()),
  invitedAt: isoTimestamp,
  respondedAt: z.nullable(isoTimestamp),
});
export type ProjectMember = z.infer<typeof projectMember>;

/** A user found by `members/users`, with their state in the project when they have one. */
export const projectInviteCandidate = z.object({
  userId: z.int(),
  name: z.string(),
  email: z.string(),
  profileImageId: z.nullable(z.int()),
  orgEmployedName: z.nullable(z.string()),
  state: z.nullable(invitationState),
  /** Whether the project may invite them now (not a member, not waiting, not NEVER). */
  invitable: z.boolean(),
});
export type ProjectInviteCandidate = z.infer<typeof projectInviteCandidate>;

export const projectRoleChange = z.object({ role: z.enum(projectRoles, { error: t.roleInvalid }) });

export const projectPermissionsChange = z.object({
  permissions: z
    .array(z.enum(projectPermissions, { error: t.permissionInvalid }))
    .check(z.maxLength(projectPermissions.length, { error: t.permissionInvalid })),
});

/** `validation/creator`: whether the caller may create a project, and why not. */
export const creatorValidation = z.object({ allowed: z.boolean(), reason: z.nullable(z.string()) });
export type CreatorValidation = z.infer<typeof creatorValidation>;

// ── The log tab: the project's slice of the audit table ───────────────────────────────────────────

export const projectLogActions = [
  'PROJECT_CREATED',
  'PROJECT_MODIFIED',
  'MEMBER_INVITED',
  'INVITATION_ACCEPTED',
  'INVITATION_DECLINED',
  'MEMBER_REMOVED',
  'MEMBER_LEFT',
  'ROLE_CHANGED',
  'PERMISSIONS_CHANGED',
  'ANALYSIS_CREATED',
  'ANALYSIS_MODIFIED',
  'ANALYSIS_DELETED',
  'PACKAGE_UPLOADED',
  'ADVANCED_SAVED',
  'IRB_REQUESTED',
  'IRB_APPROVED',
  'IRB_REJECTED',
  'IRB_EXPIRED',
  'EXECUTION_STARTED',
  'EXECUTION_CANCELLED',
  'RESULT_REQUESTED',
  'RESULT_APPROVED',
  'RESULT_REJECTED',
  'RESULT_RELEASED',
  'RESULT_DELIVERED',
] as const;
export const projectLogAction = z.enum(projectLogActions);
export type ProjectLogAction = z.infer<typeof projectLogAction>;

/** One entry of the log tab: who did what, to whom, when; `detail` holds what changed. */
export const projectLogEntry = z.object({
  id: z.int(),
  action: projectLogAction,
  actorName: z.nullable(z.string()),
  /** The member the action was about, if any. */
  subjectName: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
  createdAt: isoTimestamp,
});
export type ProjectLogEntry = z.infer<typeof projectLogEntry>;

/** The log tab's filter: one kind of action, a span of days (inclusive). */
export const projectLogQuery = z.object({
  action: z.optional(z.enum(projectLogActions, { error: t.logActionInvalid })),
  from: z.optional(dateOnly),
  to: z.optional(dateOnly),
});
export type ProjectLogQuery = z.input<typeof projectLogQuery>;

/** The newest entries the log answers with at most; the filter narrows further back. */
export const PROJECT_LOG_LIMIT = 500;

/** The most notifications GET /projects/{id}/notifications returns: the project page shows the latest. */
export const PROJECT_NOTIFICATIONS_MAX = 50;
