import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/database.js';
import type { ExecutionQueue } from '../services/executions.js';
import {
  abortExecution,
  cleanUpResults,
  dispatchExecution,
  reconcileExecutions,
  type ExecutionWorkContext,
} from './execution-work.js';

// The executions' jobs on pg-boss (engines.md): dispatch and abort with retries and backoff,
// reconciliation every minute and at start-up, result clean-up every night. Jobs live in the
// platform's own database (PGlite included: pg-boss is handed our connection through `db`), so a
// restart loses none, and several server processes on one PostgreSQL share them.

const QUEUES = {
  dispatch: 'execution-dispatch',
  abort: 'execution-abort',
  reconcile: 'execution-reconcile',
  cleanup: 'execution-cleanup',
} as const;

/** Dispatch and abort are what a user waits on: polled at pg-boss's fastest. */
const FAST_POLL_SECONDS = 0.5;

export interface ExecutionJobs extends ExecutionQueue {
  /** Runs a reconciliation now (also at start-up). */
  reconcile(): Promise<void>;
  stop(): Promise<void>;
}

interface JobData {
  executionId: number;
}

export async function startExecutionJobs(
  context: ExecutionWorkContext,
  database: { executeSql: ExecuteSql },
  options: { schedule?: boolean } = {},
): Promise<ExecutionJobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: options.schedule ?? true,
  });
  boss.on('error', (error) => console.error('job queue:', error));
  await boss.start();

  await boss.createQueue(QUEUES.dispatch, {
    name: QUEUES.dispatch,
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
  });
  await boss.createQueue(QUEUES.abort, {
    name: QUEUES.abort,
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
  });
  await boss.createQueue(QUEUES.reconcile, {
    name: QUEUES.reconcile,
    retryLimit: 0,
    expireInSeconds: 300,
  });
  await boss.createQueue(QUEUES.cleanup, {
    name: QUEUES.cleanup,
    retryLimit: 1,
  });

  const send = async (queue: string, ids: readonly number[]) => {
    for (const executionId of ids) await boss.send(queue, { executionId } satisfies JobData);
  };
  const reconcile = () => reconcileExecutions(context, (ids) => send(QUEUES.dispatch, ids));

  await boss.work<JobData>(
    QUEUES.dispatch,
    { includeMetadata: true, pollingIntervalSeconds: FAST_POLL_SECONDS },
    async ([job]) => {
      if (job) await dispatchExecution(context, job.data.executionId, job.retryCount >= job.retryLimit);
    },
  );
  await boss.work<JobData>(QUEUES.abort, { pollingIntervalSeconds: FAST_POLL_SECONDS }, async ([job]) => {
    if (job) await abortExecution(context, job.data.executionId);
  });
  await boss.work(QUEUES.reconcile, { pollingIntervalSeconds: 5 }, () => reconcile());
  await boss.work(QUEUES.cleanup, { pollingIntervalSeconds: 60 }, async () => {
    await cleanUpResults(context.db);
  });
  if (options.schedule ?? true) {
    await boss.schedule(QUEUES.reconcile, '* * * * *', undefined, { tz: 'Asia/Seoul' });
    await boss.schedule(QUEUES.cleanup, '17 3 * * *', undefined, { tz: 'Asia/Seoul' });
  }
  await boss.send(QUEUES.reconcile, {});

  return {
    dispatch: (ids) => send(QUEUES.dispatch, ids),
    abort: (ids) => send(QUEUES.abort, ids),
    reconcile,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
