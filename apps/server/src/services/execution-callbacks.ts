import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ExecutionStatus } from '@cdmnet/api/contract';
import { engineMessages as em } from '../adapters/messages.ko.js';
import { executionFiles, executions } from '../db/schema.js';
import { committing, type ExecutionDeps } from './executions.js';
import { moveExecution, moveThrough, type Moved } from './execution-states.js';
import { storeFile } from './files.js';
import type { Transaction } from './projects.js';
import { keptFiles, type ResultManifest, type ResultPart } from './result-manifest.js';
import type { SecretBox } from './secrets.js';

// The engine's callbacks (engines.md): status updates while it runs and the result at the end, each
// authenticated by the execution's own password alone. The password is random per dispatch, kept only
// as its SHA-256, compared in constant time, and forgotten once the execution ends.

export const newCallbackPassword = () => randomBytes(32).toString('hex');
export const callbackSecretOf = (password: string) => createHash('sha256').update(password).digest('hex');

/** Whether `password` is the execution's current callback password. */
export async function callbackAllowed(
  deps: Pick<ExecutionDeps, 'db'>,
  executionId: number,
  password: string,
): Promise<boolean> {
  const [row] = await deps.db
    .select({ secret: executions.callbackSecret })
    .from(executions)
    .where(eq(executions.id, executionId));
  if (!row?.secret) return false;
  const given = Buffer.from(callbackSecretOf(password), 'hex');
  const kept = Buffer.from(row.secret, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Our status for an EE stage while it runs (engines.md); unknown stages change nothing. */
const runningStatusOf: Record<string, ExecutionStatus> = {
  INITIALIZE: 'EXECUTING_PREPARING',
  EXECUTE: 'EXECUTING_DOCKER',
  ABORT: 'CANCELLING',
};

async function appendLog(tx: Transaction, executionId: number, text: string | null | undefined) {
  if (!text) return;
  await tx
    .update(executions)
    .set({ log: sql`${executions.log} || ${text}`, updatedAt: new Date() })
    .where(eq(executions.id, executionId));
}

/** Where the execution is now, for a callback that may arrive after it ended. */
async function statusOf(tx: Transaction, executionId: number) {
  const [row] = await tx
    .select({ status: executions.status, projectId: executions.projectId, analysisId: executions.analysisId })
    .from(executions)
    .where(eq(executions.id, executionId))
    .for('update');
  return row;
}

/** A status update: the new part of the log, and the stage as our status when it moved forward. */
export async function receiveStatus(
  deps: Pick<ExecutionDeps, 'db' | 'events'>,
  executionId: number,
  update: { stage: string; stdout?: string | null | undefined },
): Promise<void> {
  await committing(deps, async (tx, moved) => {
    const current = await statusOf(tx, executionId);
    if (!current) return;
    await appendLog(tx, executionId, update.stdout);
    const to = runningStatusOf[update.stage];
    if (to === 'CANCELLING' && current.status !== 'CANCELLING') {
      // The engine is aborting on its own: legal only while it runs, and said by the result anyway.
      const move = await moveExecution(tx, executionId, 'CANCELLING').catch(() => null);
      if (move) moved.push(move);
    } else if (to) {
      const path: ExecutionStatus[] = ['WAITING', 'EXECUTING_PREPARING'];
      if (to === 'EXECUTING_DOCKER') path.push('EXECUTING_DOCKER');
      moved.push(...(await moveThrough(tx, executionId, path)));
    }
    // The log grew: open pages fetch the new part even when the status stayed.
    if (moved.length === 0 && update.stdout) moved.push(logEvent(current, executionId));
  });
}

const logEvent = (
  current: { status: ExecutionStatus; projectId: number; analysisId: number },
  executionId: number,
): Moved => ({
  from: current.status,
  event: {
    type: 'execution',
    projectId: current.projectId,
    analysisId: current.analysisId,
    executionId,
    status: current.status,
  },
});

export interface ResultReport {
  stage: string;
  error?: string | null | undefined;
  stdout?: string | null | undefined;
  /** Our data node's disclosure list; absent from an engine that is not our node. */
  disclosure?: ResultManifest | undefined;
}

/**
 * The result: its files are kept as the node's disclosure list says (services/result-manifest.ts;
 * SAVING_RESULT_FILES), with the rules the node applied and its release token (sealed), then the
 * execution ends as the engine says: FINISHED_SUCCESSFULLY, FINISHED_WITH_ERROR with the engine's error
 * (its checked files are kept all the same), or CANCELED when it was being cancelled. The log becomes
 * the engine's whole log.
 */
export async function receiveResult(
  deps: Pick<ExecutionDeps, 'db' | 'events'> & { secrets: SecretBox },
  executionId: number,
  report: ResultReport,
  resultFiles: readonly ResultPart[],
): Promise<void> {
  // Before anything is written: parts that disagree with the list refuse the whole result (400).
  const kept = keptFiles(report.disclosure, report.stdout, resultFiles);
  // Without the node's list nothing scrubbed the engine's text of the CDM's values: the members read a
  // sentence instead, and the log itself stays held (stdout.txt) for the admin to review and release.
  const log = report.disclosure ? report.stdout : em.uncheckedLog;
  const reportedError = report.error?.trim();
  const error = reportedError && !report.disclosure ? em.uncheckedError : reportedError;
  await committing(deps, async (tx, moved) => {
    const current = await statusOf(tx, executionId);
    if (!current) return;
    if (log) await tx.update(executions).set({ log }).where(eq(executions.id, executionId));
    if (current.status === 'CANCELLING') {
      const move = await moveExecution(tx, executionId, 'CANCELED');
      if (move) moved.push(move);
      return;
    }
    if (report.stage === 'ABORTED') {
      moved.push(...(await moveThrough(tx, executionId, ['WAITING', 'EXECUTING_PREPARING'])));
      const move = await moveExecution(tx, executionId, 'FINISHED_WITH_ERROR', em.abortedByEngine);
      if (move) moved.push(move);
      return;
    }
    if (error) {
      moved.push(...(await moveThrough(tx, executionId, ['WAITING', 'EXECUTING_PREPARING'])));
      const move = await moveExecution(tx, executionId, 'FINISHED_WITH_ERROR', error);
      if (move) moved.push(move);
      // The files it left are kept below as on success: its checked ones stay readable and requestable.
    }
    if (!error) {
      moved.push(
        ...(await moveThrough(tx, executionId, [
          'WAITING',
          'EXECUTING_PREPARING',
          'EXECUTING_DOCKER',
          'SAVING_RESULT_FILES',
        ])),
      );
    }
    if (report.disclosure) {
      await tx
        .update(executions)
        .set({
          disclosureRules: report.disclosure.rules,
          releaseToken: deps.secrets.seal(report.disclosure.releaseToken.toLowerCase()),
        })
        .where(eq(executions.id, executionId));
    }
    for (const { bytes, mimeType, ...file } of kept) {
      const stored = bytes
        ? await storeFile(tx, { ownerId: null, name: file.name, mimeType, bytes, restricted: true })
        : null;
      await tx.insert(executionFiles).values({ ...file, executionId, fileId: stored?.id ?? null });
    }
    if (!error) {
      const move = await moveExecution(tx, executionId, 'FINISHED_SUCCESSFULLY');
      if (move) moved.push(move);
    }
  });
}
