import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  envelope,
  errorEnvelope,
  type AnyEndpoint,
  type ContentOf,
  type Envelope,
} from '@cdmnet/api/contract';
import type { Database } from '../src/db/database.js';
import { auditLog } from '../src/db/schema.js';
import { signInAs } from './test-app.js';

// What the announcements and resources tests share: signed-in requests, reading replies by the
// contract's schemas, and the audit rows a change leaves.

export const MASTER = 'master@demo.cdmnet.kr';
export const RESEARCHER = 'researcher@demo.cdmnet.kr';

/** A reply's envelope, narrowed by `result`: content only on success. */
export type Body<Content> = (Envelope<Content> & { result: true }) | (Envelope<null> & { result: false });

export interface Reply<Content> {
  status: number;
  body: Body<Content>;
}

/** Sends a request as a signed-in user (or signed out with `cookie` undefined) and parses the envelope. */
export async function send<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: Omit<InjectOptions, 'method'> & { cookie?: string | undefined },
): Promise<Reply<ContentOf<E>>> {
  const { cookie, headers, ...rest } = options;
  const res = await app.inject({
    method: endpoint.method,
    ...rest,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  const json: unknown = res.json();
  if ((json as { result?: unknown }).result !== true) {
    return { status: res.statusCode, body: { ...errorEnvelope.parse(json), result: false } };
  }
  const parsed = envelope(endpoint.content as E['content']).parse(json) as Envelope<ContentOf<E>>;
  return { status: res.statusCode, body: { ...parsed, result: true } };
}

/** Cookies of each demo user, signed in once per test file. */
export async function signInAll(app: FastifyInstance) {
  return { master: await signInAs(app, MASTER), researcher: await signInAs(app, RESEARCHER) };
}

/** The audit rows of one object, oldest first. */
export function auditOf(db: Database, targetType: string, targetId: number) {
  return db
    .select({ action: auditLog.action, actorId: auditLog.actorId, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id);
}

/** The number of audit rows of a kind, to show that a refused request left none. */
export async function auditCount(db: Database, action: string): Promise<number> {
  const rows = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, action));
  return rows.length;
}
