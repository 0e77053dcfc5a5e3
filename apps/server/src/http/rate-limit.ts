import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rateWindows } from '../db/schema.js';
import { rowsOf } from '../db/sql-rows.js';
import { AppError } from './app-error.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateRule {
  /** What one person's attempts are counted by (an email, an account): the limit that bites first. */
  perTarget?: { limit: Limit; target: (request: FastifyRequest) => string | undefined };
  /**
   * Per requesting address, far above one person's use: a hospital's staff share one NAT address, so
   * this only stops a flood, never a ward.
   */
  perAddress: Limit;
}

/**
 * Fixed windows counted in the database (rate_windows), so instances behind one proxy share them: an
 * attacker spreading guesses over instances meets the same limit. One statement per attempt counts it
 * and answers the window, on the database's clock, which every instance shares.
 */
class RateCounter {
  constructor(private readonly db: Database) {}

  /** Counts one attempt; answers the seconds to wait when it is over the limit, else undefined. */
  async hit(key: string, limit: Limit): Promise<number | undefined> {
    const window = `${limit.windowMs} milliseconds`;
    const [row] = await rowsOf<{ count: number; wait_ms: number }>(
      this.db,
      sql`
      insert into rate_windows (key, count, reset_at) values (${key}, 1, now() + ${window}::interval)
      on conflict (key) do update set
        count = case when rate_windows.reset_at <= now() then 1 else rate_windows.count + 1 end,
        reset_at = case when rate_windows.reset_at <= now() then excluded.reset_at else rate_windows.reset_at end
      returning count, (extract(epoch from reset_at - now()) * 1000)::float8 as wait_ms`,
    );
    if (!row || row.count <= limit.max) return undefined;
    return Math.max(1, Math.ceil(Number(row.wait_ms) / 1000));
  }
}

const counters = new WeakMap<object, RateCounter>();

/**
 * A window's key: who is hashed, so a stored key is short and holds neither an email nor what a hostile
 * caller typed (a NUL, which PostgreSQL refuses in text, would otherwise turn a sign-in into a 500).
 */
const windowKey = (name: string, kind: 'target' | 'address', who: string) =>
  `${name}:${kind}:${createHash('sha256').update(who).digest('base64url')}`;

/** Counts this server's limited attempts in `db` (app.ts, once per server). */
export function installRateLimits(app: FastifyInstance, db: Database) {
  counters.set(app, new RateCounter(db));
}

const minutes = (n: number) => n * 60_000;
export const perMinute = (max: number): Limit => ({ max, windowMs: minutes(1) });
export const perHour = (max: number): Limit => ({ max, windowMs: minutes(60) });

/** Forgets windows long over (the daily jobs): the longest rule is an hour. */
export const sweepRateWindows = (db: Database) =>
  db.delete(rateWindows).where(lt(rateWindows.resetAt, new Date(Date.now() - minutes(60))));

/** The body's `email`, lower-cased: the account a sign-in, reset or sign-up attempt is aimed at. */
export const bodyEmail = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/**
 * A route's limits as a preHandler (the body is parsed by then, so the target can be read from it).
 * Over a limit: 429 with `Retry-After` and a message saying when to try again (error-handler.ts).
 * The address is Fastify's `request.ip`: the peer, or the forwarded client only behind a configured
 * proxy (TRUST_PROXY), so a made-up X-Forwarded-For cannot reset it.
 */
export function rateLimit(
  name: string,
  rule: RateRule,
  message?: (seconds: number) => string,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const counter = counters.get(request.server);
    if (!counter) throw new Error('rate limits are not installed on this server (installRateLimits)');
    const target = rule.perTarget?.target(request);
    // Both are counted on every attempt; the longer wait is the one to tell.
    const waits = (
      await Promise.all([
        target !== undefined && rule.perTarget
          ? counter.hit(windowKey(name, 'target', target), rule.perTarget.limit)
          : undefined,
        counter.hit(windowKey(name, 'address', request.ip), rule.perAddress),
      ])
    ).filter((wait) => wait !== undefined);
    if (waits.length === 0) return;
    const wait = Math.max(...waits);
    throw AppError.tooManyRequests(wait, message?.(wait));
  };
}
