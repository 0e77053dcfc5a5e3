import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/database.js';
import type { ExecutionQueue } from '../services/executions.js';
import {
  ACTIVE_JOB_EXPIRY_SECONDS,
  DISPATCH_RETRY_DELAY_SECONDS,
  MAINTENANCE_SECONDS,
} from './dispatch-timing.js';
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

/** How long a stopping instance lets its jobs finish before handing them back to the queue. */
const STOP_GRACE_MS = 10_000;

export interface ExecutionJobs extends ExecutionQueue {
  /** Runs a reconciliation now (also at start-up). */
  reconcile(): Promise<void>;
  /** Whether the queue is started and not stopping (readiness, http/health.ts). */
  running(): boolean;
  /**
   * Takes no new job, lets the ones under way finish for a while, and hands the rest back to the
   * queue (failed, so another instance retries them), then stops.
   */
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
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on('error', (error) => console.error('job queue:', error));
  await boss.start();

  await boss.createQueue(QUEUES.dispatch, {
    name: QUEUES.dispatch,
    retryLimit: 3,
    retryDelay: DISPATCH_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: ACTIVE_JOB_EXPIRY_SECONDS,
  });
  await boss.createQueue(QUEUES.abort, {
    name: QUEUES.abort,
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: ACTIVE_JOB_EXPIRY_SECONDS,
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

  // The jobs this instance is working on, to hand back what is unfinished when it stops.
  const active = new Map<string, { queue: string; done: Promise<void> }>();
  const tracked = async (queue: string, id: string, work: () => Promise<void>) => {
    const done = work();
    active.set(id, { queue, done: done.catch(() => {}) });
    try {
      await done;
    } finally {
      active.delete(id);
    }
  };
  await boss.work<JobData>(
    QUEUES.dispatch,
    { includeMetadata: true, pollingIntervalSeconds: FAST_POLL_SECONDS },
    async ([job]) => {
      if (!job) return;
      await tracked(QUEUES.dispatch, job.id, () =>
        dispatchExecution(context, job.data.executionId, job.retryCount >= job.retryLimit, job.id),
      );
    },
  );
  await boss.work<JobData>(QUEUES.abort, { pollingIntervalSeconds: FAST_POLL_SECONDS }, async ([job]) => {
    if (job) await tracked(QUEUES.abort, job.id, () => abortExecution(context, job.data.executionId));
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

  let running = true;
  return {
    dispatch: (ids) => send(QUEUES.dispatch, ids),
    abort: (ids) => send(QUEUES.abort, ids),
    reconcile,
    running: () => running,
    stop: async () => {
      if (!running) return;
      running = false;
      for (const queue of Object.values(QUEUES)) await boss.offWork(queue).catch(() => {});
      const finished = Promise.all([...active.values()].map((job) => job.done));
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
      for (const [id, job] of active) await boss.fail(job.queue, id, { handedBack: true }).catch(() => {});
      await boss.stop({ graceful: false, wait: true, timeout: 5_000 });
    },
  };
}
