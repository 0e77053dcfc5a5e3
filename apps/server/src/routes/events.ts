import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { LIVE_EVENTS_PATH } from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { requireSession } from '../http/route.js';
import { administers } from '../policies/organizations.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import type { ChangeAudience, LiveChanges } from '../services/live-changes.js';
import type { LiveEvents } from '../services/live-events.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

const isMember = async (db: Database, projectId: number, userId: number) =>
  mayDo(await projectAccessOf(db, projectId, userId));

// The same cache key as the role guard's (http/route.ts), so both share one read.
const isMaster = (db: Database, userId: number) =>
  cached(db, `priv:${userId}`, async () => {
    const [user] = await db.select({ priv: users.priv }).from(users).where(eq(users.id, userId));
    return user?.priv;
  }).then((priv) => priv === 'MASTER');

/** Whether the user is in a change's audience now: asked as it arrives, so one removed meanwhile is not. */
async function hears(db: Database, userId: number, audience: ChangeAudience): Promise<boolean> {
  if (audience.users?.includes(userId)) return true;
  if (audience.membersOf !== undefined && (await isMember(db, audience.membersOf, userId))) return true;
  if (audience.adminsOf === undefined) return false;
  return (await administers(db, userId, audience.adminsOf)) || isMaster(db, userId);
}

/**
 * `GET /api/v1/events`: one server-sent event stream per open page of a signed-in user (engines.md).
 * Each execution move of a project the user is an accepted member of arrives as an `execution` event;
 * each decision or request that changes what the user sees (services/live-changes.ts) as a `change`
 * event. The page invalidates its queries from them. Who may hear is asked per event, so a member
 * removed mid-stream hears nothing more.
 */
export function eventsRoutes(app: FastifyInstance, db: Database, events: LiveEvents, changes: LiveChanges) {
  // Open streams never go idle: they are ended before the port closes (preClose), since closing it waits
  // for every open connection, and the pages reconnect to another instance.
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });
  app.get(LIVE_EVENTS_PATH, async (request, reply) => {
    const userId = await requireSession(db, request, reply);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    out.write('retry: 3000\n\n');
    const send = (event: { type: string }) =>
      !out.writableEnded && out.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = events.subscribe((event) => {
      void isMember(db, event.projectId, userId).then(
        (allowed) => allowed && send(event),
        () => {}, // The database is closing: nothing more to tell.
      );
    });
    const unsubscribeChanges = changes.subscribe(({ change, audience }) => {
      void hears(db, userId, audience).then(
        (allowed) => allowed && send(change),
        () => {},
      );
    });
    const heartbeat = setInterval(() => out.write(': still here\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeChanges();
      open.delete(end);
      if (!out.writableEnded) out.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
}
