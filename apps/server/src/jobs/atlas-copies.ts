import PgBoss from 'pg-boss';
import type { Database, ExecuteSql } from '../db/database.js';
import { listenOn } from '../db/listen.js';
import { COPY_JOBS_CHANNEL } from '../services/atlas-copy-signals.js';
import {
  copyItem,
  defaultCopyWork,
  recoverCopies,
  waitingItems,
  type CopyWorkOptions,
} from '../services/atlas-copy-work.js';

// The ATLAS supporter's copies on pg-boss (engines.md), one job per item: woken by the groups' writes
// (a NOTIFY on COPY_JOBS_CHANNEL, so any server process on the database may run them), and swept every
// minute and at start-up for items left behind (services/atlas-copy-work.ts recoverCopies).

const QUEUES = { copy: 'atlas-copy', sweep: 'atlas-copy-sweep' } as const;

/** Copies run side by side, each on its own target ATLAS call by call. */
const WORKERS = 4;
/**
 * A copying item untouched this long belongs to no running copy (a run writes at each step, every
 * call to an ATLAS ends within 15 s): the minute's sweep undoes and restarts it.
 */
const ORPHAN_AFTER_MS = 2 * 60_000;

export interface AtlasCopyJobs {
  stop(): Promise<void>;
}

export interface AtlasCopyJobOptions {
  schedule?: boolean;
  /**
   * At start-up, how long a COPYING item must have been left to be taken as orphaned. 0 where this
   * process alone uses the database (PGlite): whatever copies now was cut off by the stop.
   */
  orphanAtStartMs?: number;
  work?: CopyWorkOptions;
}

interface JobData {
  itemId: number;
}

export async function startAtlasCopyJobs(
  db: Database,
  database: { executeSql: ExecuteSql },
  options: AtlasCopyJobOptions = {},
): Promise<AtlasCopyJobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: options.schedule ?? true,
  });
  boss.on('error', (error) => console.error('ATLAS copy queue:', error));
  await boss.start();
  // 'short': one queued job per item at most, however often it is woken; the copy claims its item.
  await boss.createQueue(QUEUES.copy, {
    name: QUEUES.copy,
    policy: 'short',
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  await boss.createQueue(QUEUES.sweep, { name: QUEUES.sweep, retryLimit: 0, expireInSeconds: 300 });

  const enqueue = async (ids: readonly number[]) => {
    for (const itemId of ids)
      await boss.send(QUEUES.copy, { itemId } satisfies JobData, { singletonKey: String(itemId) });
  };
  let stopped = false;
  const wake = () => {
    if (stopped) return;
    void waitingItems(db)
      .then(enqueue)
      .catch((error: unknown) => console.error('ATLAS copy queue: waking failed', error));
  };

  // What a stop left behind is settled before any copy starts.
  await enqueue(await recoverCopies(db, options.orphanAtStartMs ?? ORPHAN_AFTER_MS));

  const work = options.work ?? defaultCopyWork;
  for (let i = 0; i < WORKERS; i++)
    await boss.work<JobData>(QUEUES.copy, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await copyItem(db, job.data.itemId, work);
    });
  await boss.work(QUEUES.sweep, { pollingIntervalSeconds: 5 }, async () => {
    await enqueue(await recoverCopies(db, ORPHAN_AFTER_MS));
  });
  if (options.schedule ?? true)
    await boss.schedule(QUEUES.sweep, '* * * * *', undefined, { tz: 'Asia/Seoul' });

  const unlisten = await listenOn(db, COPY_JOBS_CHANNEL, wake);
  return {
    async stop() {
      stopped = true;
      await unlisten();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
