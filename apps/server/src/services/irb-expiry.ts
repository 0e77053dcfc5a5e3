import { and, eq, gt, gte, isNull, lt, lte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IRB_EXPIRY_NOTICE_DAYS } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { irbRequests, organizations, projects } from '../db/schema.js';
import { acceptedMemberIds, recordIrbLog, seoulDay } from './irb.js';
import { notices } from './notices.js';
import { notifyUsers } from './notifications.js';
import type { Writer } from './projects.js';

// The daily IRB sweep (domain.md "IRB": executions stop being allowed when an approval expires, and
// the project is told a month ahead). Run by jobs/daily.ts; tests call it with a fixed `now`.

type Reader = Pick<Database, 'select'>;

export interface IrbSweep {
  /** Approvals whose coming end was noticed now (their members told, unless a later approval outlasts them). */
  noticed: number[];
  /** Approvals that expired now (logged; told under the same proviso). */
  expired: number[];
}

const later = alias(irbRequests, 'later');

/** Approvals matching `when` with what their notices name. */
function approvals(db: Reader, when: ReturnType<typeof and>) {
  return db
    .select({
      id: irbRequests.id,
      projectId: irbRequests.projectId,
      orgId: irbRequests.orgId,
      irbNumber: irbRequests.irbNumber,
      validUntil: irbRequests.validUntil,
      projectName: projects.name,
      orgName: organizations.name,
    })
    .from(irbRequests)
    .innerJoin(projects, eq(projects.id, irbRequests.projectId))
    .innerJoin(organizations, eq(organizations.id, irbRequests.orgId))
    .where(and(eq(irbRequests.state, 'APPROVED'), when))
    .orderBy(irbRequests.id);
}

type Approval = Awaited<ReturnType<typeof approvals>>[number];

/**
 * Whether a later approval for the same project and organisation lasts beyond this one: then its end
 * changes nothing the project can do, and telling the members it is ending would only mislead them.
 */
async function outlasted(db: Reader, approval: Approval): Promise<boolean> {
  const [row] = await db
    .select({ id: later.id })
    .from(later)
    .where(
      and(
        eq(later.projectId, approval.projectId),
        eq(later.orgId, approval.orgId),
        ne(later.id, approval.id),
        eq(later.state, 'APPROVED'),
        gt(later.validUntil, approval.validUntil),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Tells the project an approval ends within the notice period; once (expiryNoticedAt). */
async function noticeExpiry(db: Writer, approval: Approval, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Marked only if nobody marked it meanwhile, so two sweeps at once tell the members once.
    const [marked] = await tx
      .update(irbRequests)
      .set({ expiryNoticedAt: now })
      .where(
        and(
          eq(irbRequests.id, approval.id),
          eq(irbRequests.state, 'APPROVED'),
          isNull(irbRequests.expiryNoticedAt),
        ),
      )
      .returning({ id: irbRequests.id });
    if (!marked) return false;
    if (await outlasted(tx, approval)) return true;
    await notifyUsers(
      tx,
      await acceptedMemberIds(tx, approval.projectId),
      notices.irbExpiring(approval.projectId, approval.projectName, approval.orgName, approval.validUntil),
    );
    return true;
  });
}

/** Ends an approval whose last valid day has passed: EXPIRED, in the project's log, and the members told. */
async function expire(db: Writer, approval: Approval, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(irbRequests)
      .set({ state: 'EXPIRED', expiredAt: now })
      .where(and(eq(irbRequests.id, approval.id), eq(irbRequests.state, 'APPROVED')))
      .returning({ id: irbRequests.id });
    if (!ended) return false;
    await recordIrbLog(tx, {
      irbId: approval.id,
      projectId: approval.projectId,
      orgId: approval.orgId,
      actorId: null,
      action: 'IRB_EXPIRED',
      detail: { orgName: approval.orgName, irbNumber: approval.irbNumber, validUntil: approval.validUntil },
    });
    if (await outlasted(tx, approval)) return true;
    await notifyUsers(
      tx,
      await acceptedMemberIds(tx, approval.projectId),
      notices.irbExpired(approval.projectId, approval.projectName, approval.orgName),
    );
    return true;
  });
}

/**
 * The daily sweep, by Korea's calendar at `now`: approvals whose last valid day is within
 * IRB_EXPIRY_NOTICE_DAYS are noticed once; approvals whose last valid day is before today expire.
 * Running it again the same day changes nothing and tells nobody anything twice. Each approval is its
 * own transaction, so one failure leaves the others done.
 */
export async function sweepIrbExpiry(db: Writer, now = new Date()): Promise<IrbSweep> {
  const today = seoulDay(now);
  const expiring = await approvals(
    db,
    and(
      gte(irbRequests.validUntil, today),
      lte(irbRequests.validUntil, seoulDay(now, IRB_EXPIRY_NOTICE_DAYS)),
      isNull(irbRequests.expiryNoticedAt),
    ),
  );
  const lapsed = await approvals(db, lt(irbRequests.validUntil, today));
  const sweep: IrbSweep = { noticed: [], expired: [] };
  for (const approval of expiring) {
    if (await noticeExpiry(db, approval, now)) sweep.noticed.push(approval.id);
  }
  for (const approval of lapsed) {
    if (await expire(db, approval, now)) sweep.expired.push(approval.id);
  }
  return sweep;
}
