// When a dispatch that an instance took is tried again if that instance dies, and so how long the
// reconciler lets an engine not know a run before calling its submission lost. The two are tied:
// were the grace shorter than the retry, a run caught mid-dispatch by a killed instance would be failed
// ("unknown submission") a moment before its retry would have sent it.
import { SUBMIT_TIMEOUT_MS } from '../adapters/engine.js';

/**
 * How long a dispatch or abort may stay active before pg-boss gives it to another worker: well above
 * an engine call's deadline, and what a killed instance's job waits before it is taken up again.
 */
export const ACTIVE_JOB_EXPIRY_SECONDS = 60;

/** How often pg-boss's maintenance runs, which is what finds an expired job (its default is 120 s). */
export const MAINTENANCE_SECONDS = 30;

/** The dispatch queue's delay before its first retry (doubling after that). */
export const DISPATCH_RETRY_DELAY_SECONDS = 2;

/**
 * How long a dispatch may be in flight before an engine that does not know it means it was lost: past
 * the latest a dead instance's dispatch is retried (expiry, the next maintenance, the retry delay) and
 * the retry's own call to the engine (its submit deadline), with 10 s to spare: 132 s.
 */
export const DISPATCH_GRACE_MS =
  (ACTIVE_JOB_EXPIRY_SECONDS + MAINTENANCE_SECONDS + DISPATCH_RETRY_DELAY_SECONDS + 10) * 1000 +
  SUBMIT_TIMEOUT_MS;
