import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  deliveryChannelLabels,
  resultRequestKindLabels as kindLabels,
  resultRequestMessages as t,
  type ResultHistoryQuery,
  type ResultRequest,
  type ResultRequestKind,
  type ReleasePreview,
  type DeliveryChannel,
} from '@cdmnet/api/contract';
import type { ReleaseChoice } from './result-release.js';
import type { Database } from '../db/database.js';
import {
  analyses,
  cdmDatabases,
  executions,
  organizations,
  projects,
  resultRequests,
  users,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import { resultRightsOf } from '../policies/results.js';
import { recordAudit } from './audit.js';
import { acceptedMemberIds } from './irb.js';
import { orgAdminIds } from './irb-request.js';
import { notices, noticeSubjects, runRef, userName } from './notices.js';
import { markNoticesDone, notifyUsers } from './notifications.js';
import { announceChange } from './live-changes.js';
import type { Writer } from './projects.js';
import { hasResults, resultFileRows } from './result-files.js';
import { reviewFiles, storeReleased, takeHeldFiles } from './result-release.js';
import type { SecretBox } from './secrets.js';

// VIEW and DELIVERY requests for one execution's results (domain.md "What leaves a hospital"): the
// member asks, the organisation's admin sees exactly what leaves or would leave (services/result-release.ts)
// and decides, releasing held files with the approval if they choose. An approval is the requester's:
// it opens the results to them (policies/results.ts).

type Reader = Pick<Database, 'select'>;
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const iso = (date: Date) => date.toISOString();

async function views(db: Reader, where: SQL | undefined, order: SQL[]): Promise<ResultRequest[]> {
  const rows = await db
    .select({
      id: resultRequests.id,
      kind: resultRequests.kind,
      state: resultRequests.state,
      channel: resultRequests.channel,
      withDelivery: resultRequests.withDelivery,
      note: resultRequests.note,
      reason: resultRequests.reason,
      project: { id: projects.id, name: projects.name, color: projects.color },
      analysisId: analyses.id,
      analysisName: analyses.name,
      executionId: executions.id,
      cdmName: cdmDatabases.name,
      record: executions.record,
      orgId: executions.orgId,
      orgName: organizations.name,
      requestedByName: requester.name,
      requestedAt: resultRequests.requestedAt,
      decidedByName: decider.name,
      decidedAt: resultRequests.decidedAt,
    })
    .from(resultRequests)
    .innerJoin(executions, eq(executions.id, resultRequests.executionId))
    .innerJoin(analyses, eq(analyses.id, executions.analysisId))
    .innerJoin(projects, eq(projects.id, executions.projectId))
    .leftJoin(cdmDatabases, eq(cdmDatabases.id, executions.cdmId))
    .leftJoin(organizations, eq(organizations.id, executions.orgId))
    .leftJoin(requester, eq(requester.id, resultRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, resultRequests.decidedBy))
    .where(where)
    .orderBy(...order);
  return rows.map(({ record, ...row }) => ({
    ...row,
    cdmName: row.cdmName ?? record.cdmName,
    orgName: row.orgName ?? '',
    requestedByName: row.requestedByName ?? null,
    decidedByName: row.decidedByName ?? null,
    requestedAt: iso(row.requestedAt),
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
  }));
}

async function view(db: Reader, id: number): Promise<ResultRequest> {
  const [row] = await views(db, eq(resultRequests.id, id), []);
  if (!row) throw AppError.notFound(t.notFound);
  return row;
}

export const listProjectResultRequests = (db: Reader, projectId: number) =>
  views(db, eq(executions.projectId, projectId), [desc(resultRequests.requestedAt), desc(resultRequests.id)]);

export const listOrgResultRequests = (db: Reader, orgId: number) =>
  views(db, and(eq(executions.orgId, orgId), eq(resultRequests.state, 'PENDING')), [
    asc(resultRequests.requestedAt),
    asc(resultRequests.id),
  ]);

export const listOrgResultHistory = (db: Reader, orgId: number, query: ResultHistoryQuery) =>
  views(
    db,
    and(
      eq(executions.orgId, orgId),
      query.state
        ? eq(resultRequests.state, query.state)
        : inArray(resultRequests.state, ['APPROVED', 'REJECTED']),
    ),
    [desc(resultRequests.decidedAt), desc(resultRequests.id)],
  );

// ── The project's side ───────────────────────────────────────────────────────────────────────────

interface Ask {
  kind: ResultRequestKind;
  channel?: DeliveryChannel | undefined;
  note: string;
}

/** The execution in this project and analysis, with what the caller may already do with its results. */
async function executionFor(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
  executionId: number,
) {
  const [execution] = await db
    .select({
      id: executions.id,
      orgId: executions.orgId,
      status: executions.status,
      shinyUrl: executions.shinyUrl,
      record: executions.record,
      projectName: projects.name,
      orgName: organizations.name,
    })
    .from(executions)
    .innerJoin(projects, eq(projects.id, executions.projectId))
    .leftJoin(organizations, eq(organizations.id, executions.orgId))
    .where(
      and(
        eq(executions.id, executionId),
        eq(executions.projectId, projectId),
        eq(executions.analysisId, analysisId),
      ),
    );
  if (!execution) throw AppError.notFound(t.notFound);
  const access = await projectAccessOf(db, projectId, userId);
  const rights = (await resultRightsOf(db, userId, access, [execution])).get(execution.id)!;
  return { execution, access, rights };
}

async function askOne(
  tx: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  executionId: number,
  ask: Ask,
) {
  const { execution, access, rights } = await executionFor(tx, userId, projectId, analysisId, executionId);
  const kind = kindLabels[ask.kind];
  // A run that ended with an error keeps what it left (checked files, or held ones to release).
  const kept = (await resultFileRows(tx, executionId)).filter((file) => file.status !== 'REFUSED');
  if (!hasResults(execution.status, kept.length)) throw AppError.conflict(t.notFinished);
  // Rights cover the checked files only: a file held at the hospital leaves by a request its admin
  // answers, so whoever holds the rights may still ask while one is held.
  const held = kept.some((file) => file.status === 'HELD');
  if (!held && (ask.kind === 'VIEW' ? rights.view : rights.deliver))
    throw AppError.conflict(t.alreadyAllowed(kind));
  const channel = ask.kind === 'DELIVERY' ? (ask.channel ?? 'FNET') : null;
  if (channel && !mayDo(access, channel === 'FNET' ? 'DELIVERY_FNET' : 'DELIVERY_SHINY'))
    throw AppError.forbidden(t.channelNeedsPermission(deliveryChannelLabels[channel]));
  if (channel === 'SHINY' && !execution.shinyUrl) throw AppError.conflict(t.noShiny);
  const [waiting] = await tx
    .select({ id: resultRequests.id })
    .from(resultRequests)
    .where(
      and(
        eq(resultRequests.executionId, executionId),
        eq(resultRequests.kind, ask.kind),
        eq(resultRequests.requestedBy, userId),
        eq(resultRequests.state, 'PENDING'),
      ),
    );
  if (waiting) throw AppError.conflict(t.alreadyPending(kind));
  const [row] = await tx
    .insert(resultRequests)
    .values({ executionId, kind: ask.kind, channel, note: ask.note, requestedBy: userId })
    .returning({ id: resultRequests.id });
  if (!row) throw new Error('result request insert returned nothing');
  await recordAudit(tx, {
    actorId: userId,
    action: 'RESULT_REQUESTED',
    targetType: 'result_request',
    targetId: row.id,
    projectId,
    // Names as they were, so the project's log reads the same after a CDM or organisation is renamed.
    detail: {
      executionId,
      kind: ask.kind,
      channel,
      cdmName: execution.record.cdmName,
      orgName: execution.orgName ?? '',
    },
  });
  if (execution.orgId !== null) {
    await notifyUsers(
      tx,
      await orgAdminIds(tx, execution.orgId),
      notices.resultAsked(row.id, await runRef(tx, executionId), kind, await userName(tx, userId), ask.note),
    );
  }
  const orgId = execution.orgId ?? undefined;
  await announceChange(
    tx,
    { topic: 'result-requests', projectId, orgId },
    { membersOf: projectId, adminsOf: orgId },
  );
  return row.id;
}

export async function requestResults(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  executionId: number,
  ask: Ask,
): Promise<ResultRequest> {
  const id = await db.transaction((tx) => askOne(tx, userId, projectId, analysisId, executionId, ask));
  return view(db, id);
}

/** One request per chosen execution; those already allowed, asked or unfinished are left out. */
export async function requestResultsInBulk(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  executionIds: readonly number[],
  ask: Ask,
): Promise<ResultRequest[]> {
  const created: number[] = [];
  for (const executionId of new Set(executionIds)) {
    try {
      created.push(await db.transaction((tx) => askOne(tx, userId, projectId, analysisId, executionId, ask)));
    } catch (error) {
      // In bulk, an execution that needs no request (or is not ready) is skipped; anything else is ours.
      if (!(error instanceof AppError) || error.status === 403 || error.status === 404) throw error;
    }
  }
  return created.length === 0 ? [] : views(db, inArray(resultRequests.id, created), [asc(resultRequests.id)]);
}

export async function updateResultRequest(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  permId: number,
  change: { channel?: DeliveryChannel | undefined; note: string },
): Promise<ResultRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        state: resultRequests.state,
        kind: resultRequests.kind,
        requestedBy: resultRequests.requestedBy,
        orgId: executions.orgId,
      })
      .from(resultRequests)
      .innerJoin(executions, eq(executions.id, resultRequests.executionId))
      .where(
        and(
          eq(resultRequests.id, permId),
          eq(executions.projectId, projectId),
          eq(executions.analysisId, analysisId),
        ),
      )
      .for('update');
    if (!row) throw AppError.notFound(t.notFound);
    if (row.requestedBy !== userId) throw AppError.forbidden(t.notRequester);
    if (row.state !== 'PENDING') throw AppError.conflict(t.notPending);
    await tx
      .update(resultRequests)
      .set({
        note: change.note,
        ...(row.kind === 'DELIVERY' && change.channel ? { channel: change.channel } : {}),
      })
      .where(eq(resultRequests.id, permId));
    // The admins' open list shows the new note or channel.
    const orgId = row.orgId ?? undefined;
    await announceChange(
      tx,
      { topic: 'result-requests', projectId, orgId },
      { membersOf: projectId, adminsOf: orgId },
    );
  });
  return view(db, permId);
}

export async function existingResultRequest(
  db: Reader,
  userId: number,
  projectId: number,
  analysisId: number,
  executionId: number,
  kind: ResultRequestKind,
) {
  const [request] = await views(
    db,
    and(
      eq(executions.projectId, projectId),
      eq(executions.analysisId, analysisId),
      eq(resultRequests.executionId, executionId),
      eq(resultRequests.kind, kind),
      eq(resultRequests.requestedBy, userId),
    ),
    [desc(resultRequests.requestedAt), desc(resultRequests.id)],
  );
  return { exists: request !== undefined, request: request ?? null };
}

// ── The organisation's side ──────────────────────────────────────────────────────────────────────

async function orgRequest(db: Reader, orgId: number, permId: number) {
  const [row] = await db
    .select({ id: resultRequests.id, executionId: resultRequests.executionId, shinyUrl: executions.shinyUrl })
    .from(resultRequests)
    .innerJoin(executions, eq(executions.id, resultRequests.executionId))
    .where(and(eq(resultRequests.id, permId), eq(executions.orgId, orgId)));
  if (!row) throw AppError.notFound(t.notFound);
  return row;
}

export async function previewRelease(
  db: Reader,
  secrets: SecretBox,
  orgId: number,
  permId: number,
): Promise<ReleasePreview> {
  const row = await orgRequest(db, orgId, permId);
  return {
    request: await view(db, permId),
    files: await reviewFiles(db, secrets, row.executionId),
    shinyUrl: row.shinyUrl,
  };
}

export type ResultDecision =
  | { approve: true; withDelivery: boolean; release: readonly ReleaseChoice[] }
  | { approve: false; reason: string };

/**
 * Approves or rejects a waiting request. Held files released with an approval are checked and taken
 * from the node first (nothing changes when that fails); then the decision, the released files and
 * their audit are written in one transaction.
 */
export async function decideResultRequest(
  db: Writer,
  secrets: SecretBox,
  adminId: number,
  orgId: number,
  permId: number,
  decision: ResultDecision,
): Promise<ResultRequest> {
  const request = await orgRequest(db, orgId, permId);
  const [state] = await db
    .select({ state: resultRequests.state })
    .from(resultRequests)
    .where(eq(resultRequests.id, permId));
  if (state?.state !== 'PENDING') throw AppError.conflict(t.notPending);
  const taken = decision.approve
    ? await takeHeldFiles(db, secrets, request.executionId, decision.release)
    : [];
  await db.transaction(async (tx) => {
    await orgRequest(tx, orgId, permId);
    const [row] = await tx
      .select({
        state: resultRequests.state,
        kind: resultRequests.kind,
        executionId: resultRequests.executionId,
        channel: resultRequests.channel,
        projectId: executions.projectId,
        record: executions.record,
        orgName: organizations.name,
      })
      .from(resultRequests)
      .innerJoin(executions, eq(executions.id, resultRequests.executionId))
      .innerJoin(organizations, eq(organizations.id, executions.orgId))
      .where(eq(resultRequests.id, permId))
      .for('update', { of: resultRequests });
    if (!row) throw AppError.notFound(t.notFound);
    if (row.state !== 'PENDING') throw AppError.conflict(t.notPending);
    const now = new Date();
    await tx
      .update(resultRequests)
      .set(
        decision.approve
          ? {
              state: 'APPROVED',
              withDelivery: row.kind === 'VIEW' && decision.withDelivery,
              decidedBy: adminId,
              decidedAt: now,
            }
          : { state: 'REJECTED', reason: decision.reason, decidedBy: adminId, decidedAt: now },
      )
      .where(eq(resultRequests.id, permId));
    await announceChange(
      tx,
      { topic: 'result-requests', projectId: row.projectId, orgId },
      { membersOf: row.projectId, adminsOf: orgId },
    );
    if (taken.length > 0) {
      const released = await storeReleased(tx, adminId, row.executionId, taken);
      await recordAudit(tx, {
        actorId: adminId,
        action: 'RESULT_RELEASED',
        targetType: 'execution',
        targetId: row.executionId,
        projectId: row.projectId,
        detail: {
          executionId: row.executionId,
          requestId: permId,
          cdmName: row.record.cdmName,
          orgName: row.orgName,
          files: released,
        },
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: decision.approve ? 'RESULT_APPROVED' : 'RESULT_REJECTED',
      targetType: 'result_request',
      targetId: permId,
      projectId: row.projectId,
      detail: {
        executionId: row.executionId,
        kind: row.kind,
        channel: row.channel,
        cdmName: row.record.cdmName,
        orgName: row.orgName,
        ...(decision.approve
          ? { withDelivery: row.kind === 'VIEW' && decision.withDelivery }
          : { reason: decision.reason }),
      },
    });
    await markNoticesDone(tx, noticeSubjects.resultRequest(permId));
    await notifyUsers(
      tx,
      await acceptedMemberIds(tx, row.projectId),
      notices.resultDecided(await runRef(tx, row.executionId), kindLabels[row.kind], decision),
    );
  });
  return view(db, permId);
}
