import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { irbMessages as t, type IrbHistoryQuery, type IrbRequest } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { irbRequests, organizations, projects } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { acceptedMemberIds, irbDocument, irbView, irbViews, recordIrbLog } from './irb.js';
import { notices, noticeSubjects } from './notices.js';
import { markNoticesDone, notifyUsers } from './notifications.js';
import { announceChange } from './live-changes.js';
import type { Writer } from './projects.js';

// The organisation admin's side of IRB (/orgadmin/{id}/research/*; domain.md "IRB"): what waits, what
// was decided, and the decision itself. The route guard has admitted the organisation's admins; every
// request is looked up within the organisation, so another organisation's id is not found.

type Reader = Pick<Database, 'select'>;

const ofOrg = (orgId: number) => eq(irbRequests.orgId, orgId);

/** Requests waiting for the organisation, oldest first: the one waiting longest is decided first. */
export const listOrgIrbRequests = (db: Reader, orgId: number) =>
  irbViews(db, and(ofOrg(orgId), eq(irbRequests.state, 'PENDING')), [
    asc(irbRequests.requestedAt),
    asc(irbRequests.id),
  ]);

/** The organisation's decisions (an expired approval stays one), newest decision first, optionally one outcome. */
export const listOrgIrbHistory = (db: Reader, orgId: number, query: IrbHistoryQuery) =>
  irbViews(
    db,
    and(
      ofOrg(orgId),
      query.state
        ? eq(irbRequests.state, query.state)
        : inArray(irbRequests.state, ['APPROVED', 'REJECTED', 'EXPIRED']),
    ),
    [desc(irbRequests.decidedAt), desc(irbRequests.id)],
  );

export const getOrgIrbRequest = (db: Reader, orgId: number, irbId: number) =>
  irbView(db, irbId, ofOrg(orgId));

/** The approval PDF of a request sent to the organisation. */
export const orgIrbDocument = (db: Reader, orgId: number, irbId: number) =>
  irbDocument(db, irbId, ofOrg(orgId));

export type IrbDecision = { state: 'APPROVED' } | { state: 'REJECTED'; reason: string };

/**
 * Decides a pending request: an approval holds for the validity the document states, a rejection says
 * why. Decided once: a second decision (two admins at once, a stale list) is refused with 409. The
 * project's members are told.
 */
export async function decideIrb(
  db: Writer,
  actorId: number,
  orgId: number,
  irbId: number,
  decision: IrbDecision,
  now = new Date(),
): Promise<IrbRequest> {
  return db.transaction(async (tx) => {
    // Only a PENDING row changes, so of two decisions at once the second finds nothing to decide.
    const [row] = await tx
      .update(irbRequests)
      .set({
        state: decision.state,
        reason: decision.state === 'REJECTED' ? decision.reason : null,
        decidedBy: actorId,
        decidedAt: now,
      })
      .where(and(eq(irbRequests.id, irbId), ofOrg(orgId), eq(irbRequests.state, 'PENDING')))
      .returning();
    if (!row) {
      // Not pending any more, or not this organisation's at all (404, as for an unknown id).
      await getOrgIrbRequest(tx, orgId, irbId);
      throw AppError.conflict(t.notPending);
    }
    const [names] = await tx
      .select({ projectName: projects.name, orgName: organizations.name })
      .from(projects)
      .innerJoin(organizations, eq(organizations.id, row.orgId))
      .where(eq(projects.id, row.projectId));
    const orgName = names?.orgName ?? '';
    const projectName = names?.projectName ?? '';
    const common = { irbId, projectId: row.projectId, orgId, actorId };
    if (decision.state === 'APPROVED') {
      await recordIrbLog(tx, {
        ...common,
        action: 'IRB_APPROVED',
        detail: { orgName, irbNumber: row.irbNumber, validUntil: row.validUntil },
      });
    } else {
      await recordIrbLog(tx, {
        ...common,
        action: 'IRB_REJECTED',
        detail: { orgName, irbNumber: row.irbNumber, reason: decision.reason },
      });
    }
    await markNoticesDone(tx, noticeSubjects.irbRequest(irbId));
    await notifyUsers(
      tx,
      await acceptedMemberIds(tx, row.projectId),
      decision.state === 'APPROVED'
        ? notices.irbApproved(row.projectId, projectName, orgName, row.validUntil)
        : notices.irbRejected(row.projectId, projectName, orgName, decision.reason),
    );
    // The organisation's other admins see it leave 연구 승인 요청; the members' 요청 tab shows the decision.
    await announceChange(
      tx,
      { topic: 'irb', projectId: row.projectId, orgId },
      { membersOf: row.projectId, adminsOf: orgId },
    );
    return getOrgIrbRequest(tx, orgId, irbId);
  });
}
