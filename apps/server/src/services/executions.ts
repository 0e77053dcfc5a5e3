import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  executionMessages as t,
  isTerminalExecutionStatus,
  type ExecutionRecord,
  type ExecutionSummary,
} from '@cdmnet/api/contract';
import { checkEngine } from '../adapters/connection-checks.js';
import type { Database } from '../db/database.js';
import {
  analyses,
  analysisTargets,
  analysisVersions,
  cdmDatabases,
  engines,
  executionHistory,
  executions,
  files,
  irbRequests,
  organizations,
  users,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { dataAccessLevelOf, levelAllows } from '../policies/organizations.js';
import { seoulDay } from './irb.js';
import type { LiveEvents } from './live-events.js';
import { moveExecution, type Moved } from './execution-states.js';
import { executionSummaries, executionSummary } from './execution-views.js';
import { recordProjectLog } from './project-logs.js';
import type { Transaction } from './projects.js';

// Starting and cancelling executions (domain.md "Executions"). The engine's part runs in jobs
// (jobs/executions.ts): this module records the decision, and hands the work to the queue after the
// transaction commits, so a job never sees an execution that is not there.

/** The work handed to the job queue (pg-boss in the server, a recorder in some tests). */
export interface ExecutionQueue {
  dispatch(executionIds: readonly number[]): Promise<void>;
  abort(executionIds: readonly number[]): Promise<void>;
}

export interface ExecutionDeps {
  db: Database;
  events: LiveEvents;
  queue: ExecutionQueue;
}

/** How long the engine has to answer the online check when an execution starts. */
const ENGINE_CHECK_MS = 3_000;

/** Runs `work` in one transaction and publishes the moves it made once it committed. */
export async function committing<T>(
  deps: Pick<ExecutionDeps, 'db' | 'events'>,
  work: (tx: Transaction, moved: Moved[]) => Promise<T>,
): Promise<T> {
  const moved: Moved[] = [];
  const result = await deps.db.transaction((tx) => work(tx, moved));
  for (const move of moved) deps.events.publish(move.event);
  return result;
}

async function targetCdms(db: Pick<Database, 'select'>, analysisId: number, cdmIds: number[]) {
  return db
    .select({
      cdm: {
        id: cdmDatabases.id,
        name: cdmDatabases.name,
        version: cdmDatabases.version,
        vocabularyVersion: cdmDatabases.vocabularyVersion,
      },
      org: {
        id: organizations.id,
        name: organizations.name,
        rfzLevel: organizations.rfzLevel,
        researcherLevel: organizations.researcherLevel,
        partnerLevel: organizations.partnerLevel,
        irbRequired: organizations.irbRequired,
        blockingDbAccess: organizations.blockingDbAccess,
      },
      engine: { id: engines.id, name: engines.name, address: engines.address },
    })
    .from(analysisTargets)
    .innerJoin(cdmDatabases, eq(cdmDatabases.id, analysisTargets.cdmId))
    .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
    .leftJoin(engines, eq(engines.id, cdmDatabases.engineId))
    .where(and(eq(analysisTargets.analysisId, analysisId), inArray(analysisTargets.cdmId, cdmIds)));
}
type Target = Awaited<ReturnType<typeof targetCdms>>[number];

/** Whether the project holds an approval of the organisation valid today in Korea. */
async function hasValidIrb(db: Pick<Database, 'select'>, projectId: number, orgId: number) {
  const today = seoulDay(new Date());
  const [approval] = await db
    .select({ id: irbRequests.id, from: irbRequests.validFrom, until: irbRequests.validUntil })
    .from(irbRequests)
    .where(
      and(
        eq(irbRequests.projectId, projectId),
        eq(irbRequests.orgId, orgId),
        eq(irbRequests.state, 'APPROVED'),
      ),
    )
    .orderBy(desc(irbRequests.validUntil));
  // An approval past its last day is not valid even before the daily sweep marks it EXPIRED.
  return approval !== undefined && approval.from <= today && today <= approval.until;
}

/** The first reason this CDM may not run the caller's execution now, or null. */
async function refusalFor(db: Database, userId: number, projectId: number, target: Target) {
  const { org, cdm, engine } = target;
  if (!levelAllows(await dataAccessLevelOf(db, userId, org), 'E'))
    return AppError.forbidden(t.refusedLevel(org.name));
  if (org.irbRequired && !(await hasValidIrb(db, projectId, org.id)))
    return AppError.conflict(t.refusedIrb(org.name));
  if (org.blockingDbAccess) return AppError.conflict(t.refusedBlocked(org.name));
  if (!engine) return AppError.conflict(t.refusedNoEngine(cdm.name));
  const online = await checkEngine(engine.address, { timeoutMs: ENGINE_CHECK_MS });
  await db
    .update(engines)
    .set({ status: online.ok ? 'ONLINE' : 'OFFLINE', checkedAt: new Date() })
    .where(eq(engines.id, engine.id));
  if (!online.ok) return AppError.conflict(t.refusedEngineOffline(cdm.name));
  return null;
}

export async function createExecutions(
  deps: ExecutionDeps,
  userId: number,
  projectId: number,
  analysisId: number,
  form: { version?: number | undefined; cdmIds: number[] },
): Promise<ExecutionSummary[]> {
  const { db } = deps;
  const [analysis] = await db
    .select({ id: analyses.id, name: analyses.name, type: analyses.type })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.projectId, projectId)));
  if (!analysis) throw AppError.notFound(t.notFound);
  if (analysis.type === 'FL') throw AppError.conflict(t.refusedType);

  const [version] = await db
    .select({
      id: analysisVersions.id,
      version: analysisVersions.version,
      checksum: analysisVersions.checksum,
      fileName: files.name,
    })
    .from(analysisVersions)
    .innerJoin(files, eq(files.id, analysisVersions.fileId))
    .where(
      and(
        eq(analysisVersions.analysisId, analysisId),
        form.version === undefined ? undefined : eq(analysisVersions.version, form.version),
      ),
    )
    .orderBy(desc(analysisVersions.version))
    .limit(1);
  if (!version) {
    throw form.version === undefined
      ? AppError.conflict(t.noPackage)
      : AppError.invalidInput(t.versionMissing);
  }

  const cdmIds = [...new Set(form.cdmIds)];
  const targets = await targetCdms(db, analysisId, cdmIds);
  if (targets.length !== cdmIds.length) throw AppError.invalidInput(t.cdmNotTarget);
  // All or nothing: the first refusal is the answer, and nothing starts.
  for (const target of targets) {
    const refusal = await refusalFor(db, userId, projectId, target);
    if (refusal) throw refusal;
  }

  const [starter] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const ids = await deps.db.transaction(async (tx) => {
    const created: number[] = [];
    for (const { cdm, org, engine } of targets) {
      const now = new Date();
      const record: ExecutionRecord = {
        engineName: engine?.name ?? '',
        engineAddress: engine?.address ?? '',
        cdmName: cdm.name,
        cdmVersion: cdm.version,
        vocabularyVersion: cdm.vocabularyVersion,
        packageVersion: version.version,
        packageFileName: version.fileName,
        packageChecksum: version.checksum,
        startedByName: starter?.name ?? '',
        startedAt: now.toISOString(),
      };
      const [row] = await tx
        .insert(executions)
        .values({
          projectId,
          analysisId,
          versionId: version.id,
          cdmId: cdm.id,
          orgId: org.id,
          engineId: engine?.id ?? null,
          startedBy: userId,
          record,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: executions.id });
      if (!row) throw new Error('execution insert returned nothing');
      await tx.insert(executionHistory).values({ executionId: row.id, status: 'WAITING', at: now });
      await recordProjectLog(tx, {
        projectId,
        actorId: userId,
        action: 'EXECUTION_STARTED',
        detail: {
          executionId: row.id,
          analysisId,
          name: analysis.name,
          cdmName: cdm.name,
          orgName: org.name,
          version: version.version,
        },
      });
      created.push(row.id);
    }
    return created;
  });
  await deps.queue.dispatch(ids);
  for (const id of ids)
    deps.events.publish({ type: 'execution', projectId, analysisId, executionId: id, status: 'WAITING' });
  return executionSummaries(db, userId, projectId, analysisId, ids);
}

/**
 * Cancels executions of the analysis: one still WAITING is CANCELED at once (nothing runs); one an
 * engine holds becomes CANCELLING and the abort goes to the engine, whose answer ends it as CANCELED.
 */
export async function cancelExecutions(
  deps: ExecutionDeps,
  userId: number,
  projectId: number,
  analysisId: number,
  executionIds: readonly number[],
): Promise<ExecutionSummary[]> {
  const ids = [...new Set(executionIds)];
  const found = await deps.db
    .select({
      id: executions.id,
      status: executions.status,
      record: executions.record,
      name: analyses.name,
    })
    .from(executions)
    .innerJoin(analyses, eq(analyses.id, executions.analysisId))
    .where(
      and(
        eq(executions.projectId, projectId),
        eq(executions.analysisId, analysisId),
        inArray(executions.id, ids),
      ),
    );
  if (found.length !== ids.length) throw AppError.notFound(t.notFound);
  const aborting = await committing(deps, async (tx, moved) => {
    const toAbort: number[] = [];
    for (const execution of found) {
      const [current] = await tx
        .select({ status: executions.status })
        .from(executions)
        .where(eq(executions.id, execution.id))
        .for('update');
      const status = current?.status ?? execution.status;
      if (status === 'CANCELLING') continue; // asked already
      if (isTerminalExecutionStatus(status)) {
        if (ids.length === 1) throw AppError.conflict(t.notCancellable(status));
        continue; // in bulk, the ones already ended are left as they are
      }
      const to = status === 'WAITING' ? 'CANCELED' : 'CANCELLING';
      const move = await moveExecution(tx, execution.id, to);
      if (move) moved.push(move);
      if (to === 'CANCELLING') toAbort.push(execution.id);
      await recordProjectLog(tx, {
        projectId,
        actorId: userId,
        action: 'EXECUTION_CANCELLED',
        detail: {
          executionId: execution.id,
          analysisId,
          name: execution.name,
          cdmName: execution.record.cdmName,
          version: execution.record.packageVersion,
        },
      });
    }
    return toAbort;
  });
  if (aborting.length > 0) await deps.queue.abort(aborting);
  return executionSummaries(deps.db, userId, projectId, analysisId, ids);
}

export async function cancelExecution(
  deps: ExecutionDeps,
  userId: number,
  projectId: number,
  analysisId: number,
  executionId: number,
): Promise<ExecutionSummary> {
  await cancelExecutions(deps, userId, projectId, analysisId, [executionId]);
  return executionSummary(deps.db, userId, projectId, analysisId, executionId);
}
