import type { Notice, RunRef } from '../contract/notices.js';
import type { MockDb } from './db.js';

// The mocks' side of the contract's notices (contract/notices.ts), as the server's services/notices.ts
// is the server's: a run named from the mock db, and notices given and marked done as the server does.
// Handlers give the contract's notices, never words of their own, so a story reads what the server sends.

export { noticeLinks, noticeSubjects, notices } from '../contract/notices.js';

/** The execution's project, analysis and hospital, named as they are now in the mock db. */
export function mockRunRef(db: MockDb, executionId: number): RunRef {
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

/** Gives `notice` to each of `userIds`, unread, as the server's notifyUsers does. */
export function notifyUsers(db: MockDb, userIds: readonly number[], notice: Notice): void {
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
