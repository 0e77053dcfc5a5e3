import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  analysisMessages,
  executionMessages as t,
  isTerminalExecutionStatus,
  type ExecutionRecord,
  type ExecutionRefusal,
  type ExecutionStartReport,
  type ExecutionSummary,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { analyses, analysisVersions, executionHistory, executions, files, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { blocksOf, inPageOrder, targetCdms } from './execution-targets.js';
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

export async function createExecutions(
  deps: ExecutionDeps,
  userId: number,
  projectId: number,
  analysisId: number,
  form: { version?: number | undefined; cdmIds: number[] },
): Promise<ExecutionStartReport> {
  const { db } = deps;
  const [analysis] = await db
    .select({ id: analyses.id, name: analyses.name, type: analyses.type })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.projectId, projectId)));
  if (!analysis) throw AppError.notFound(analysisMessages.notFound);
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
  const chosen = (await targetCdms(db, analysisId, cdmIds)).sort(inPageOrder);
  if (chosen.length !== cdmIds.length) throw AppError.invalidInput(t.cdmNotTarget);
  // Each CDM on its own: the run starts wherever it may, and every other CDM is named with its reason.
  const blocks = await blocksOf(db, userId, projectId, chosen);
  const targets = chosen.filter((_, i) => !blocks[i]);
  const refused = chosen.flatMap(({ cdm, org }, i) => {
    const block = blocks[i];
    return block ? [{ cdmId: cdm.id, cdmName: cdm.name, orgId: org.id, orgName: org.name, ...block }] : [];
  });
  if (targets.length === 0) throw noneStarted(refused);

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
  return { started: await executionSummaries(db, userId, projectId, analysisId, ids), refused };
}

/**
 * No CDM may run it: one refusal naming every CDM, 403 when each is the caller's own level (they must
 * join or be given one), 409 when something else stands in the way of at least one.
 */
function noneStarted(refused: readonly ExecutionRefusal[]) {
  const message = t.noneStarted(refused.map((r) => r.reason));
  const levelOnly = refused.every((r) => r.remedy === 'APPLY_PARTNER' || r.remedy === 'ASK_LEVEL');
  return levelOnly ? AppError.forbidden(message) : AppError.conflict(message);
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
