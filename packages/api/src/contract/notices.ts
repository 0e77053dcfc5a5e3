import type { NotificationType } from './enums.js';
import { notificationTexts as texts, type NoticeRun, type NoticeRunEnd } from './notifications.ko.js';

// Every notification is made here, from what it is about: its words (notificationTexts), the screen it
// opens and, for a notice that asks its reader to decide something, the subject whose decision marks it
// done. The server's services and demo seed (services/notices.ts) and the mocks (mocks/notices.ts) give
// these to their readers, never words of their own, so every notification reads alike wherever it is
// made and opens the exact screen.

/** What a notice asks its reader to decide; deciding it marks the subject's notices done. */
export const noticeSubjects = {
  irbRequest: (irbId: number) => `irb-request:${irbId}`,
  resultRequest: (requestId: number) => `result-request:${requestId}`,
  membershipRequest: (orgId: number, userId: number) => `membership-request:${orgId}:${userId}`,
  invitation: (projectId: number, userId: number) => `invitation:${projectId}:${userId}`,
} as const;

// The web app's addresses (apps/web/src/features/*/…-path.ts and the org admin's routes).
export const noticeLinks = {
  project: (projectId: number) => `/project/${projectId}`,
  projectMembers: (projectId: number) => `/project/${projectId}/members`,
  projectRequests: (projectId: number) => `/project/${projectId}/request`,
  execution: (run: RunRef) =>
    `/project/${run.projectId}/analysis/${run.analysisId}/execution/${run.executionId}`,
  orgResearchRequests: (orgId: number) => `/orgadmin/${orgId}/research/permissions`,
  orgMembers: (orgId: number) => `/orgadmin/${orgId}/member/list`,
  profile: () => '/profile',
  announcement: (id: number) => `/announcement/${id}`,
} as const;

/** One execution with the names a notice says it by. */
export interface RunRef extends NoticeRun {
  projectId: number;
  analysisId: number;
  executionId: number;
  orgId: number | null;
}

/** One notification before it is given to its readers. */
export interface Notice {
  type: NotificationType;
  title: string;
  message: string;
  /** The in-app path it opens. */
  link?: string;
  /** What it asks its reader to decide (noticeSubjects); deciding it marks the notice done. */
  subject?: string;
}

export const notices = {
  runEnded: (run: RunRef, end: NoticeRunEnd, note?: string): Notice => ({
    type: 'PROJECT',
    ...texts.runEnded(run, end, note),
    link: noticeLinks.execution(run),
  }),
  resultAsked: (requestId: number, run: RunRef, kind: string, requester: string, note?: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.resultAsked(run, kind, requester, note),
    link: run.orgId === null ? noticeLinks.execution(run) : noticeLinks.orgResearchRequests(run.orgId),
    subject: noticeSubjects.resultRequest(requestId),
  }),
  resultDecided: (
    run: RunRef,
    kind: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Notice => ({
    type: 'PROJECT',
    ...(decision.approve
      ? texts.resultApproved(run, kind)
      : texts.resultRejected(run, kind, decision.reason)),
    link: noticeLinks.execution(run),
  }),

  irbRequested: (irbId: number, project: string, orgId: number, org: string, requester: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.irbRequested(project, org, requester),
    link: noticeLinks.orgResearchRequests(orgId),
    subject: noticeSubjects.irbRequest(irbId),
  }),
  irbApproved: (projectId: number, project: string, org: string, validUntil: string): Notice => ({
    type: 'PROJECT',
    ...texts.irbApproved(project, org, validUntil),
    link: noticeLinks.projectRequests(projectId),
  }),
  irbRejected: (projectId: number, project: string, org: string, reason: string): Notice => ({
    type: 'PROJECT',
    ...texts.irbRejected(project, org, reason),
    link: noticeLinks.projectRequests(projectId),
  }),
  irbExpiring: (projectId: number, project: string, org: string, validUntil: string): Notice => ({
    type: 'PROJECT',
    ...texts.irbExpiring(project, org, validUntil),
    link: noticeLinks.projectRequests(projectId),
  }),
  irbExpired: (projectId: number, project: string, org: string): Notice => ({
    type: 'PROJECT',
    ...texts.irbExpired(project, org),
    link: noticeLinks.projectRequests(projectId),
  }),

  invited: (projectId: number, project: string, inviteeId: number, inviter: string): Notice => ({
    type: 'PROJECT',
    ...texts.invited(project, inviter),
    link: noticeLinks.project(projectId),
    subject: noticeSubjects.invitation(projectId, inviteeId),
  }),
  inviteAnswered: (projectId: number, project: string, invitee: string, accepted: boolean): Notice => ({
    type: 'PROJECT',
    ...(accepted ? texts.inviteAccepted(project, invitee) : texts.inviteDeclined(project, invitee)),
    link: noticeLinks.projectMembers(projectId),
  }),
  removedFromProject: (project: string): Notice => ({
    type: 'PROJECT',
    ...texts.removedFromProject(project),
  }),
  projectRoleChanged: (projectId: number, project: string, role: string): Notice => ({
    type: 'PROJECT',
    ...texts.projectRoleChanged(project, role),
    link: noticeLinks.project(projectId),
  }),
  projectPermissionsChanged: (projectId: number, project: string): Notice => ({
    type: 'PROJECT',
    ...texts.projectPermissionsChanged(project),
    link: noticeLinks.project(projectId),
  }),

  membershipRequested: (
    orgId: number,
    org: string,
    userId: number,
    applicant: string,
    note?: string,
  ): Notice => ({
    type: 'ORGANIZATION',
    ...texts.membershipRequested(org, applicant, note),
    link: noticeLinks.orgMembers(orgId),
    subject: noticeSubjects.membershipRequest(orgId, userId),
  }),
  membershipApproved: (org: string, role: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.membershipApproved(org, role),
    link: noticeLinks.profile(),
  }),
  membershipAdmitted: (org: string, role: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.membershipAdmitted(org, role),
    link: noticeLinks.profile(),
  }),
  membershipRejected: (org: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.membershipRejected(org),
    link: noticeLinks.profile(),
  }),
  orgPrivilegeChanged: (org: string, role: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.orgPrivilegeChanged(org, role),
    link: noticeLinks.profile(),
  }),
  removedFromOrg: (org: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.removedFromOrg(org),
    link: noticeLinks.profile(),
  }),
  accessLevelChanged: (org: string, level: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.accessLevelChanged(org, level),
    link: noticeLinks.profile(),
  }),

  announcementPosted: (id: number, title: string): Notice => ({
    type: 'ORGANIZATION',
    ...texts.announcementPosted(title),
    link: noticeLinks.announcement(id),
  }),
} as const;
