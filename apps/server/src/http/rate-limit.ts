import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
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

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed windows counted in this process (one per server), keyed by rule, kind and who. */
class RateCounter {
  #windows = new Map<string, Window>();

  /** Counts one attempt; answers the seconds to wait when it is over the limit, else undefined. */
  hit(key: string, limit: Limit, now = Date.now()): number | undefined {
    if (this.#windows.size > 50_000) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit.max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : undefined;
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

const counters = new WeakMap<object, RateCounter>();
const counterOf = (server: object) => {
  let counter = counters.get(server);
  if (!counter) counters.set(server, (counter = new RateCounter()));
  return counter;
};

const minutes = (n: number) => n * 60_000;
export const perMinute = (max: number): Limit => ({ max, windowMs: minutes(1) });
export const perHour = (max: number): Limit => ({ max, windowMs: minutes(60) });

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
): preHandlerHookHandler {
  return (request, _reply, done) => {
    const counter = counterOf(request.server);
    const target = rule.perTarget?.target(request);
    // Both are counted on every attempt; the longer wait is the one to tell.
    const waits = [
      target !== undefined && rule.perTarget
        ? counter.hit(`${name}:target:${target}`, rule.perTarget.limit)
        : undefined,
      counter.hit(`${name}:address:${request.ip}`, rule.perAddress),
    ].filter((wait) => wait !== undefined);
    if (waits.length === 0) return done();
    const wait = Math.max(...waits);
    done(AppError.tooManyRequests(wait, message?.(wait)));
  };
}
