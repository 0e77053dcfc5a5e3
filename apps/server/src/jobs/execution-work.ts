import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { isTerminalExecutionStatus } from '@cdmnet/api/contract';
import { abortSubmission, hostPortOf, submissionStates, submitAnalysis } from '../adapters/engine.js';
import { engineMessages as em } from '../adapters/messages.ko.js';
import type { Database } from '../db/database.js';
import { cdmDatabases, engines, executionFiles, executions, files, organizations } from '../db/schema.js';
import { callbackSecretOf, newCallbackPassword, receiveStatus } from '../services/execution-callbacks.js';
import { enginePackageOf, versionPackage, type DesignToSql } from '../services/execution-packages.js';
import { ENGINE_STATUSES, moveExecution } from '../services/execution-states.js';
import { committing } from '../services/executions.js';
import { DISPATCH_GRACE_MS } from './dispatch-timing.js';
import type { LiveEvents } from '../services/live-events.js';
import type { SecretBox } from '../services/secrets.js';

// The engine-side work of executions, as plain functions the job queue calls (jobs/execution-queue.ts)
// and tests call directly: dispatch, abort, reconcile, clean up.

export interface ExecutionWorkContext {
  db: Database;
  events: LiveEvents;
  secrets: SecretBox;
  /** Where engines reach this server's callbacks, e.g. `http://10.0.0.2:3000`. */
  callbackBase: string;
  designToSql: DesignToSql;
}

/** Reconciliations in a row that may miss an engine before its executions are given up. */
export const UNREACHABLE_CHECKS_BEFORE_FAILING = 2;
/** How long an execution may wait for its dispatch job before reconciliation sends it again. */
const WAITING_GRACE_MS = 60 * 1000;

const fail = (context: ExecutionWorkContext, executionId: number, message: string) =>
  committing(context, async (tx, moved) => {
    const [row] = await tx
      .select({ status: executions.status })
      .from(executions)
      .where(eq(executions.id, executionId))
      .for('update');
    if (!row || isTerminalExecutionStatus(row.status)) return;
    const move =
      row.status === 'CANCELLING' || row.status === 'WAITING'
        ? await moveExecution(tx, executionId, 'CANCELED', message)
        : await moveExecution(tx, executionId, 'FINISHED_WITH_ERROR', message);
    if (move) moved.push(move);
  });

/**
 * Sends one execution to its engine, once. The job that finds it WAITING takes it (its id is kept on
 * the execution); only that job's own retries may send it again, and a retry first asks the engine
 * whether the first attempt arrived after all (an instance killed mid-send). Any other job for it — a
 * reconciliation's, one another instance holds — leaves it. Returns normally when done (or nothing is
 * left to do); throws when the engine could not be reached and `lastAttempt` is false, so the queue
 * retries with backoff.
 */
export async function dispatchExecution(
  context: ExecutionWorkContext,
  executionId: number,
  lastAttempt: boolean,
  jobId: string = randomUUID(),
): Promise<void> {
  const { db } = context;
  const [row] = await db
    .select({
      status: executions.status,
      versionId: executions.versionId,
      engineAddress: engines.address,
      disclosure: {
        minCellCount: organizations.minCellCount,
        rounding: organizations.rounding,
        releaseUnchecked: organizations.releaseUnchecked,
      },
      cdm: {
        name: cdmDatabases.name,
        host: cdmDatabases.host,
        port: cdmDatabases.port,
        database: cdmDatabases.databaseName,
        cdmSchema: cdmDatabases.cdmSchema,
        vocabularySchema: cdmDatabases.vocabularySchema,
        resultSchema: cdmDatabases.resultSchema,
        username: cdmDatabases.username,
        passwordSealed: cdmDatabases.passwordSealed,
      },
    })
    .from(executions)
    .leftJoin(engines, eq(engines.id, executions.engineId))
    .leftJoin(cdmDatabases, eq(cdmDatabases.id, executions.cdmId))
    .leftJoin(organizations, eq(organizations.id, executions.orgId))
    .where(eq(executions.id, executionId));
  // Cancelled or ended meanwhile, or already with its engine: nothing to send.
  if (!row || (row.status !== 'WAITING' && row.status !== 'EXECUTING_PREPARING')) return;
  if (!row.engineAddress || !row.cdm || !row.disclosure) {
    return fail(context, executionId, em.dispatchFailed(em.cdmOrEngineGone));
  }

  const taken = await committing(context, async (tx, moves) => {
    const [current] = await tx
      .select({ status: executions.status, dispatchJob: executions.dispatchJob })
      .from(executions)
      .where(eq(executions.id, executionId))
      .for('update');
    if (current?.status === 'WAITING') {
      const move = await moveExecution(tx, executionId, 'EXECUTING_PREPARING');
      if (move) moves.push(move);
      await tx.update(executions).set({ dispatchJob: jobId }).where(eq(executions.id, executionId));
      return 'FIRST' as const;
    }
    return current?.status === 'EXECUTING_PREPARING' && current.dispatchJob === jobId ? 'RETRY' : null;
  });
  if (!taken) return;
  if (taken === 'RETRY') {
    const states = await submissionStates(row.engineAddress, [executionId]);
    // The earlier attempt arrived: the engine runs it with the password it was given.
    if (states.ok && states.submissions[String(executionId)]) return;
  }
  const password = newCallbackPassword();
  await db
    .update(executions)
    .set({ callbackSecret: callbackSecretOf(password) })
    .where(eq(executions.id, executionId));

  const stored = await versionPackage(db, row.versionId);
  const built = stored
    ? enginePackageOf(stored.name, stored.content, context.designToSql)
    : { ok: false as const, message: em.dispatchFailed(em.packageGone) };
  if (!built.ok) return fail(context, executionId, built.message);

  const { cdm } = row;
  const callbacks = `${context.callbackBase.replace(/\/$/, '')}/api/v1/engine-callbacks/{id}`;
  const reply = await submitAnalysis(row.engineAddress, {
    id: executionId,
    executableFileName: built.value.executableFileName,
    dataSource: {
      name: cdm.name,
      connectionString: `jdbc:postgresql://${cdm.host}:${cdm.port}/${cdm.database}`,
      type: 'POSTGRESQL',
      cdmSchema: cdm.cdmSchema,
      vocabularySchema: cdm.vocabularySchema,
      resultSchema: cdm.resultSchema,
      targetSchema: cdm.resultSchema,
      cohortTargetTable: 'cohort',
      username: cdm.username,
      password: cdm.passwordSealed ? context.secrets.open(cdm.passwordSealed) : '',
    },
    callbackPassword: password,
    updateStatusCallback: `${callbacks}/status/{password}`,
    resultCallback: `${callbacks}/result/{password}`,
    files: built.value.files,
    // summarised_result files name their CDM (`@cdm_name`, designs/summarised-sql.ts); the node pastes
    // the value into a string literal, so a quote in the name is doubled as SQL writes it.
    parameters: { cdm_name: cdm.name.replace(/'/g, "''") },
    disclosure: row.disclosure,
  });
  if (reply.ok) return;
  if (!lastAttempt) throw new Error(reply.message);
  await fail(context, executionId, em.dispatchFailed(reply.message));
}

/** Asks the engine to stop; an engine that no longer has it means nothing runs: CANCELED at once. */
export async function abortExecution(context: ExecutionWorkContext, executionId: number): Promise<void> {
  const [row] = await context.db
    .select({ status: executions.status, address: engines.address })
    .from(executions)
    .leftJoin(engines, eq(engines.id, executions.engineId))
    .where(eq(executions.id, executionId));
  if (row?.status !== 'CANCELLING') return;
  const reply = row.address ? await abortSubmission(row.address, executionId) : null;
  if (reply && !reply.ok) throw new Error(reply.message);
  if (!reply || !reply.known) await fail(context, executionId, em.nothingRunning);
}

/**
 * Settles what the engines hold with what they say (engines.md: after a restart nothing is lost).
 * Running executions are asked for by `GET /status`; one the engine does not know ended there (a
 * restarted engine) and fails with a message; an engine unreachable for several rounds in a row fails
 * its executions. Executions still WAITING long after they were created are dispatched again.
 */
export async function reconcileExecutions(
  context: ExecutionWorkContext,
  redispatch: (ids: number[]) => Promise<void>,
  now = new Date(),
): Promise<void> {
  const { db } = context;
  const running = await db
    .select({
      id: executions.id,
      status: executions.status,
      updatedAt: executions.updatedAt,
      log: executions.log,
      unreachableChecks: executions.unreachableChecks,
      engineId: engines.id,
      address: engines.address,
    })
    .from(executions)
    .leftJoin(engines, eq(engines.id, executions.engineId))
    .where(inArray(executions.status, [...ENGINE_STATUSES]));

  const byEngine = new Map<string, typeof running>();
  for (const execution of running) {
    if (!execution.address) {
      await fail(context, execution.id, em.dispatchFailed(em.engineGone));
      continue;
    }
    byEngine.set(execution.address, [...(byEngine.get(execution.address) ?? []), execution]);
  }

  for (const [address, list] of byEngine) {
    const states = await submissionStates(
      address,
      list.map((execution) => execution.id),
    );
    const engineIds = [...new Set(list.flatMap((execution) => execution.engineId ?? []))];
    await db
      .update(engines)
      .set({ status: states.ok ? 'ONLINE' : 'OFFLINE', checkedAt: now })
      .where(inArray(engines.id, engineIds));
    if (!states.ok) {
      for (const execution of list) {
        const misses = execution.unreachableChecks + 1;
        if (misses >= UNREACHABLE_CHECKS_BEFORE_FAILING) {
          await fail(context, execution.id, em.lostEngine(hostPortOf(address)));
        } else {
          await db
            .update(executions)
            .set({ unreachableChecks: misses })
            .where(eq(executions.id, execution.id));
        }
      }
      continue;
    }
    for (const execution of list) {
      if (execution.unreachableChecks > 0) {
        await db.update(executions).set({ unreachableChecks: 0 }).where(eq(executions.id, execution.id));
      }
      const known = states.submissions[String(execution.id)];
      if (!known) {
        const inFlight =
          execution.status === 'EXECUTING_PREPARING' &&
          now.getTime() - execution.updatedAt.getTime() < DISPATCH_GRACE_MS;
        if (!inFlight) await fail(context, execution.id, em.unknownSubmission);
        continue;
      }
      // What the engine logged since the last update reached us, and its stage.
      const stdout = known.stdout ?? '';
      const missing = stdout.startsWith(execution.log) ? stdout.slice(execution.log.length) : '';
      await receiveStatus(context, execution.id, { stage: known.stage, stdout: missing });
    }
  }

  const stale = await db
    .select({ id: executions.id })
    .from(executions)
    .where(
      and(
        eq(executions.status, 'WAITING'),
        lt(executions.createdAt, new Date(now.getTime() - WAITING_GRACE_MS)),
      ),
    );
  if (stale.length > 0) await redispatch(stale.map((row) => row.id));
}

/** Days a finished execution's result files are kept where the organisation cleans up. */
export const RESULT_RETENTION_DAYS = Number(process.env.RESULT_RETENTION_DAYS ?? 30);

/**
 * Deletes the result files of executions that finished more than the retention period ago on the
 * CDMs of organisations with Clean up on (domain.md "switches"); the execution and its history stay.
 */
export async function cleanUpResults(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RESULT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const due = await db
    .select({ id: executions.id })
    .from(executions)
    .innerJoin(organizations, eq(organizations.id, executions.orgId))
    .where(
      and(
        eq(organizations.cleanup, true),
        isNull(executions.filesRemovedAt),
        lt(executions.finishedAt, before),
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const held = await tx
        .delete(executionFiles)
        .where(eq(executionFiles.executionId, id))
        .returning({ fileId: executionFiles.fileId });
      const stored = held.flatMap((row) => (row.fileId === null ? [] : [row.fileId]));
      if (stored.length > 0) await tx.delete(files).where(inArray(files.id, stored));
      await tx.update(executions).set({ filesRemovedAt: now }).where(eq(executions.id, id));
    });
  }
  return due.length;
}
