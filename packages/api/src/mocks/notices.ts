import type { NotificationType } from '../contract/enums.js';
import {
  notificationTexts as texts,
  type NoticeRun,
  type NoticeRunEnd,
} from '../contract/notifications.ko.js';
import type { MockDb } from './db.js';

// The mocks' notifications, made as apps/server/src/services/notices.ts makes the server's: the
// contract's notificationTexts, the screen each opens and, for a notice that asks its reader to decide
// something, the subject whose decision marks it done. Handlers call these, never push notifications of
// their own, so a story reads the same notice the server would send.

/** What a notice asks its reader to decide; deciding it marks the subject's notices done. */
export const noticeSubjects = {
  irbRequest: (irbId: number) => `irb-request:${irbId}`,
  resultRequest: (requestId: number) => `result-request:${requestId}`,
  membershipRequest: (orgId: number, userId: number) => `membership-request:${orgId}:${userId}`,
  invitation: (projectId: number, userId: number) => `invitation:${projectId}:${userId}`,
} as const;

/** The web app's addresses, as the server's noticeLinks write them. */
export const noticeLinks = {
  project: (projectId: number) => `/project/${projectId}`,
  projectMembers: (projectId: number) => `/project/${projectId}/members`,
  projectRequests: (projectId: number) => `/project/${projectId}/request`,
  execution: (run: MockRunRef) =>
    `/project/${run.projectId}/analysis/${run.analysisId}/execution/${run.executionId}`,
  orgResearchRequests: (orgId: number) => `/orgadmin/${orgId}/research/permissions`,
  orgMembers: (orgId: number) => `/orgadmin/${orgId}/member/list`,
  profile: () => '/profile',
  announcement: (id: number) => `/announcement/${id}`,
} as const;

/** One execution with the names a notice says it by (the server's RunRef). */
export interface MockRunRef extends NoticeRun {
  projectId: number;
  analysisId: number;
  executionId: number;
  orgId: number;
}

/** The execution's project, analysis and hospital, named as they are now in the mock db. */
export function mockRunRef(db: MockDb, executionId: number): MockRunRef {
  const row = db.executions.find((e) => e.id === executionId);
  if (!row) throw new Error(`execution ${executionId} was not found for its notice`);
  return {
    projectId: row.projectId,
    analysisId: row.analysisId,
    executionId,
    orgId: row.orgId,
    project: db.projects.find((p) => p.id === row.projectId)?.name ?? '',
    analysis: db.analyses.find((a) => a.id === row.analysisId)?.name ?? '',
    run: executionId,
    // An organisation deleted since keeps its run's notices readable: the CDM it ran on names it.
    org: db.organizations.find((o) => o.id === row.orgId)?.name ?? row.record.cdmName,
  };
}

/** One notification before it is given to its readers (the server's NotificationEvent). */
export interface MockNotice {
  type: NotificationType;
  title: string;
  message: string;
  link?: string;
  subject?: string;
}

export const notices = {
  runEnded: (run: MockRunRef, end: NoticeRunEnd, note?: string): MockNotice => ({
    type: 'PROJECT',
    ...texts.runEnded(run, end, note),
    link: noticeLinks.execution(run),
  }),
  resultAsked: (
    requestId: number,
    run: MockRunRef,
    kind: string,
    requester: string,
    note?: string,
  ): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.resultAsked(run, kind, requester, note),
    link: noticeLinks.orgResearchRequests(run.orgId),
    subject: noticeSubjects.resultRequest(requestId),
  }),
  resultDecided: (
    run: MockRunRef,
    kind: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): MockNotice => ({
    type: 'PROJECT',
    ...(decision.approve
      ? texts.resultApproved(run, kind)
      : texts.resultRejected(run, kind, decision.reason)),
    link: noticeLinks.execution(run),
  }),

  irbRequested: (
    irbId: number,
    project: string,
    orgId: number,
    org: string,
    requester: string,
  ): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.irbRequested(project, org, requester),
    link: noticeLinks.orgResearchRequests(orgId),
    subject: noticeSubjects.irbRequest(irbId),
  }),
  irbApproved: (projectId: number, project: string, org: string, validUntil: string): MockNotice => ({
    type: 'PROJECT',
    ...texts.irbApproved(project, org, validUntil),
    link: noticeLinks.projectRequests(projectId),
  }),
  irbRejected: (projectId: number, project: string, org: string, reason: string): MockNotice => ({
    type: 'PROJECT',
    ...texts.irbRejected(project, org, reason),
    link: noticeLinks.projectRequests(projectId),
  }),

  invited: (projectId: number, project: string, inviteeId: number, inviter: string): MockNotice => ({
    type: 'PROJECT',
    ...texts.invited(project, inviter),
    link: noticeLinks.project(projectId),
    subject: noticeSubjects.invitation(projectId, inviteeId),
  }),
  inviteAnswered: (projectId: number, project: string, invitee: string, accepted: boolean): MockNotice => ({
    type: 'PROJECT',
    ...(accepted ? texts.inviteAccepted(project, invitee) : texts.inviteDeclined(project, invitee)),
    link: noticeLinks.projectMembers(projectId),
  }),
  removedFromProject: (project: string): MockNotice => ({
    type: 'PROJECT',
    ...texts.removedFromProject(project),
  }),
  projectRoleChanged: (projectId: number, project: string, role: string): MockNotice => ({
    type: 'PROJECT',
    ...texts.projectRoleChanged(project, role),
    link: noticeLinks.project(projectId),
  }),
  projectPermissionsChanged: (projectId: number, project: string): MockNotice => ({
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
  ): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.membershipRequested(org, applicant, note),
    link: noticeLinks.orgMembers(orgId),
    subject: noticeSubjects.membershipRequest(orgId, userId),
  }),
  membershipApproved: (org: string, role: string): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.membershipApproved(org, role),
    link: noticeLinks.profile(),
  }),
  membershipAdmitted: (org: string, role: string): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.membershipAdmitted(org, role),
    link: noticeLinks.profile(),
  }),
  membershipRejected: (org: string): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.membershipRejected(org),
    link: noticeLinks.profile(),
  }),
  orgPrivilegeChanged: (org: string, role: string): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.orgPrivilegeChanged(org, role),
    link: noticeLinks.profile(),
  }),
  removedFromOrg: (org: string): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.removedFromOrg(org),
    link: noticeLinks.profile(),
  }),
  accessLevelChanged: (org: string, level: string): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.accessLevelChanged(org, level),
    link: noticeLinks.profile(),
  }),

  announcementPosted: (id: number, title: string): MockNotice => ({
    type: 'ORGANIZATION',
    ...texts.announcementPosted(title),
    link: noticeLinks.announcement(id),
  }),
} as const;

/** Gives `notice` to each of `userIds`, unread, as the server's notifyUsers does. */
export function notifyUsers(db: MockDb, userIds: readonly number[], notice: MockNotice): void {
  const createdAt = new Date().toISOString();
  for (const userId of userIds) {
    db.notifications.push({
      id: db.nextNotificationId++,
      userId,
      type: notice.type,
      title: notice.title,
      message: notice.message,
      link: notice.link ?? null,
      ...(notice.subject === undefined ? {} : { subject: notice.subject }),
      checked: false,
      createdAt,
    });
  }
}

/**
 * What `subject` asked for is decided: every notification of it, whoever received it (each admin of the
 * organisation), is marked done and read, as the server's markNoticesDone does.
 */
export function markNoticesDone(db: MockDb, subject: string): void {
  for (const row of db.notifications) {
    if (row.subject !== subject || row.done) continue;
    row.done = true;
    row.checked = true;
  }
}
