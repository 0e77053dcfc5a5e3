import type { Database } from '../db/database.js';
import { sweepRateWindows } from '../http/rate-limit.js';
import { sweepIrbExpiry } from '../services/irb-expiry.js';

// The server's daily work, run in the server process (no separate scheduler to deploy): once at
// start-up, so a server that was down over midnight catches up, then shortly after each midnight in
// Korea, when an approval's last valid day has just ended.

const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** A few minutes past midnight, so "today" in Korea is surely the new day on a slightly fast clock. */
const RUN_AT_MS = 5 * 60 * 1000;

/** How long from `now` until the next run, shortly after the next midnight in Korea. */
export function msUntilNextRun(now: Date): number {
  const sinceSeoulMidnight = (now.getTime() + SEOUL_OFFSET_MS) % DAY_MS;
  const wait = RUN_AT_MS - sinceSeoulMidnight;
  return wait > 0 ? wait : wait + DAY_MS;
}

/** The daily jobs, each with what is logged when it fails. */
const jobs: [job: (db: Database) => Promise<unknown>, failed: string][] = [
  [sweepIrbExpiry, 'The daily IRB expiry sweep failed; it runs again tomorrow.'],
  [sweepRateWindows, 'Forgetting old rate-limit windows failed; it runs again tomorrow.'],
];

export interface DailyJobs {
  /** Clears the timer; a run under way finishes on its own. */
  stop(): void;
}

/**
 * Runs the daily jobs now and then every day until stopped. A failure is logged and the next day tries
 * again: a job must never take the server down. The timer does not keep the process alive.
 */
export function startDailyJobs(
  db: Database,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): DailyJobs {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  // Each job on its own: one failing (even before it returns a promise) never keeps the next from running.
  const run = async () => {
    for (const [job, failed] of jobs) {
      try {
        await job(db);
      } catch (error) {
        log(failed, error);
      }
    }
  };
  const scheduleNext = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(scheduleNext), msUntilNextRun(new Date()));
    timer.unref();
  };

  void run().finally(scheduleNext);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
