import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { LIVE_EVENTS_PATH, MAX_RECORD_ID } from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { orgMembers, projectMembers, users } from '../db/schema.js';
import { requireSession } from '../http/route.js';
import { accessOf, mayDo } from '../policies/projects.js';
import type { ChangeAudience, LiveChanges } from '../services/live-changes.js';
import type { LiveEvents } from '../services/live-events.js';
import { OpenPages, type Page, write } from './open-pages.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

const nobody: ReadonlySet<number> = new Set();

/**
 * Who hears a project's execution events: its accepted members, by the rule of every project call
 * (policies/projects.ts), read once per event for all open pages — not once per page, which with
 * thousands of pages queued thousands of reads behind every other request after each write.
 */
function membersOf(db: Database, projectId: number): Promise<ReadonlySet<number>> {
  // An id past the integer column's range names no project (and must not reach PostgreSQL).
  if (projectId < 1 || projectId > MAX_RECORD_ID) return Promise.resolve(nobody);
  return cached(db, `project-members:${projectId}`, async () => {
    const rows = await db
      .select({
        userId: projectMembers.userId,
        state: projectMembers.state,
        role: projectMembers.role,
        permissions: projectMembers.permissions,
      })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, projectId));
    return new Set(rows.filter((row) => mayDo(accessOf(row))).map((row) => row.userId));
  });
}

/**
 * An organisation's admins (ORG_ADMIN, as policies/organizations.ts's `administers` asks) and the
 * masters, who may act as any organisation's admin: one read per change for all open pages.
 */
function adminsOf(db: Database, orgId: number): Promise<ReadonlySet<number>> {
  return cached(db, `org-admins:${orgId}`, async () => {
    const admins =
      orgId < 1 || orgId > MAX_RECORD_ID
        ? []
        : await db
            .select({ id: orgMembers.userId })
            .from(orgMembers)
            .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.privilege, 'ORG_ADMIN')));
    const masters = await db.select({ id: users.id }).from(users).where(eq(users.priv, 'MASTER'));
    return new Set([...admins, ...masters].map((row) => row.id));
  });
}

/** Whom a change is for now: asked as it arrives, so one removed meanwhile is not. */
async function audienceOf(db: Database, audience: ChangeAudience): Promise<(userId: number) => boolean> {
  const named = new Set(audience.users ?? []);
  const members = audience.membersOf === undefined ? nobody : await membersOf(db, audience.membersOf);
  const admins = audience.adminsOf === undefined ? nobody : await adminsOf(db, audience.adminsOf);
  return (userId) => named.has(userId) || members.has(userId) || admins.has(userId);
}

const eventText = (event: { type: string }) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * `GET /api/v1/events`: one server-sent event stream per open page of a signed-in user (engines.md).
 * Each execution move of a project the user is an accepted member of arrives as an `execution` event;
 * each decision or request that changes what the user sees (services/live-changes.ts) as a `change`
 * event. The page invalidates its queries from them. Who may hear is asked per event, so a member
 * removed mid-stream hears nothing more (every write clears the read cache the answer is kept in).
 */
export function eventsRoutes(app: FastifyInstance, db: Database, events: LiveEvents, changes: LiveChanges) {
  const pages = new OpenPages();
  const unsubscribe = events.subscribe((event) => {
    if (pages.empty) return;
    void membersOf(db, event.projectId).then(
      (members) => pages.send(eventText(event), (userId) => members.has(userId)),
      () => {}, // The database is closing: nothing more to tell.
    );
  });
  const unsubscribeChanges = changes.subscribe(({ change, audience }) => {
    if (pages.empty) return;
    void audienceOf(db, audience).then(
      (hears) => pages.send(eventText(change), hears),
      () => {},
    );
  });
  // Open streams never go idle: they are ended before the port closes (preClose), since closing it waits
  // for every open connection, and the pages reconnect to another instance.
  app.addHook('preClose', (done) => {
    unsubscribe();
    unsubscribeChanges();
    pages.endAll();
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
    // A timer per page, not one for all: pages open at different moments, so their heartbeats are
    // spread over the interval rather than thousands of writes at once, a pause the list requests felt.
    const heartbeat = setInterval(() => write(page, ': still here\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const page: Page = {
      userId,
      out,
      end: () => {
        clearInterval(heartbeat);
        pages.delete(page);
        if (!out.writableEnded && !out.destroyed) out.end();
      },
    };
    pages.add(page);
    request.raw.on('close', () => page.end());
  });
}
