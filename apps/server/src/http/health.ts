import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  HEALTH_PATH,
  READINESS_PATH,
  ResultCode,
  replyMessages,
  type DependencyState,
  type Envelope,
  type Readiness,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { engines, organizations } from '../db/schema.js';

/** What this instance knows of itself beyond the database: main.ts keeps it, tests set it. */
export interface InstanceState {
  /** Set when SIGTERM arrives: the proxy is told to stop sending work here before the port closes. */
  stopping: boolean;
  /** Whether the job queue (pg-boss) is started and not stopped. */
  queueRunning(): boolean;
}

/** Longer than a healthy database ever takes, shorter than a proxy's check interval. */
const DATABASE_CHECK_MS = 2_000;

async function databaseState(db: Database): Promise<Readiness['database']> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { state: 'UP', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { state: 'DOWN', latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}

const enginesOf = (db: Database) =>
  db
    .select({
      name: engines.name,
      organization: organizations.name,
      state: engines.status,
      checkedAt: engines.checkedAt,
    })
    .from(engines)
    .innerJoin(organizations, eq(organizations.id, engines.orgId))
    .orderBy(organizations.name, engines.name);

/**
 * Liveness and readiness (contract health.ts). Neither needs a session: the proxy and the monitoring
 * ask them. Readiness names engines and organisations but never an address or a credential.
 */
export function healthRoutes(app: FastifyInstance, db: Database, instance: InstanceState) {
  app.get(HEALTH_PATH, (_request, reply) =>
    reply.send({ result: true, code: ResultCode.OK, message: '', content: { up: true } }),
  );
  app.get(READINESS_PATH, async (_request, reply) => {
    const database = await databaseState(db);
    const queue: DependencyState = instance.queueRunning() && database.state === 'UP' ? 'UP' : 'DOWN';
    const listed = database.state === 'UP' ? await enginesOf(db).catch(() => []) : [];
    const content: Readiness = {
      ready: !instance.stopping && database.state === 'UP' && queue === 'UP',
      stopping: instance.stopping,
      database,
      queue: { state: queue },
      engines: listed.map((engine) => ({ ...engine, checkedAt: engine.checkedAt?.toISOString() ?? null })),
    };
    const answer: Envelope<Readiness> = content.ready
      ? { result: true, code: ResultCode.OK, message: '', content }
      : { result: false, code: ResultCode.UNAVAILABLE, message: replyMessages.notReady, content };
    return reply.status(content.ready ? 200 : 503).send(answer);
  });
}
