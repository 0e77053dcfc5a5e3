import { eq } from 'drizzle-orm';
import {
  executionMessages as t,
  executionMoves,
  executionStatusLabels as labels,
  isTerminalExecutionStatus,
  type ExecutionEvent,
  type ExecutionStatus,
} from '@cdmnet/api/contract';
import { executionHistory, executions } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { notices, runRef } from './notices.js';
import { notifyUsers } from './notifications.js';
import type { Transaction } from './projects.js';

// domain.md's state machine, enforced in one place: every status change goes through moveExecution,
// which refuses a move the machine does not allow, stores it with its time and says what to publish.

/** Statuses in which an engine holds the execution (reconciliation asks the engine about these). */
export const ENGINE_STATUSES: readonly ExecutionStatus[] = [
  'EXECUTING_PREPARING',
  'EXECUTING_DOCKER',
  'SAVING_RESULT_FILES',
  'CANCELLING',
];

export interface Moved {
  event: ExecutionEvent;
  from: ExecutionStatus;
}

/**
 * Moves an execution to `to` (locking its row), or does nothing when it is there already. A move the
 * machine does not allow is refused with 409 and the two statuses named. Reaching a terminal status
 * sets `finishedAt` (and `error` for FINISHED_WITH_ERROR, from `note`) and tells whoever started it.
 */
export async function moveExecution(
  tx: Transaction,
  executionId: number,
  to: ExecutionStatus,
  note: string | null = null,
): Promise<Moved | null> {
  const [row] = await tx
    .select({
      status: executions.status,
      projectId: executions.projectId,
      analysisId: executions.analysisId,
      startedBy: executions.startedBy,
      record: executions.record,
    })
    .from(executions)
    .where(eq(executions.id, executionId))
    .for('update');
  if (!row) throw AppError.notFound(t.notFound);
  if (row.status === to) return null;
  if (!executionMoves[row.status].includes(to))
    throw AppError.conflict(t.illegalMove(labels[row.status], labels[to]));

  const now = new Date();
  const terminal = isTerminalExecutionStatus(to);
  await tx
    .update(executions)
    .set({
      status: to,
      updatedAt: now,
      ...(terminal ? { finishedAt: now, callbackSecret: null } : {}),
      ...(to === 'FINISHED_WITH_ERROR' ? { error: note } : {}),
    })
    .where(eq(executions.id, executionId));
  await tx.insert(executionHistory).values({ executionId, status: to, note, at: now });

  if (
    row.startedBy !== null &&
    (to === 'FINISHED_SUCCESSFULLY' || to === 'FINISHED_WITH_ERROR' || to === 'CANCELED')
  ) {
    await notifyUsers(
      tx,
      [row.startedBy],
      notices.runEnded(await runRef(tx, executionId), to, note ?? undefined),
    );
  }
  return {
    from: row.status,
    event: {
      type: 'execution',
      projectId: row.projectId,
      analysisId: row.analysisId,
      executionId,
      status: to,
    },
  };
}

/**
 * Walks along `path` from where the execution is to its last step, when the engine skipped steps it
 * must have passed (a result that arrives while the execution is still preparing has run:
 * EXECUTING_DOCKER, then SAVING_RESULT_FILES).
 */
export async function moveThrough(
  tx: Transaction,
  executionId: number,
  path: readonly ExecutionStatus[],
  note: string | null = null,
): Promise<Moved[]> {
  const [row] = await tx
    .select({ status: executions.status })
    .from(executions)
    .where(eq(executions.id, executionId));
  if (!row) throw AppError.notFound(t.notFound);
  const start = path.indexOf(row.status);
  // Beyond the path (or elsewhere) already: nothing along it is left to walk.
  if (start === -1) return [];
  const moves: Moved[] = [];
  for (const [i, status] of path.entries()) {
    if (i <= start) continue;
    const moved = await moveExecution(tx, executionId, status, i === path.length - 1 ? note : null);
    if (moved) moves.push(moved);
  }
  return moves;
}
