import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS_PATH } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { requireSession } from '../http/route.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import type { LiveEvents } from '../services/live-events.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/v1/events`: one server-sent event stream per open page of a signed-in user (engines.md).
 * Each execution move of a project the user is an accepted member of arrives as an `execution` event;
 * the page invalidates its queries from it. Membership is asked per event, so a member removed
 * mid-stream hears nothing more.
 */
export function eventsRoutes(app: FastifyInstance, db: Database, events: LiveEvents) {
  // Open streams never go idle: closing the server ends them, or it would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('onClose', (_instance, done) => {
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
    const unsubscribe = events.subscribe((event) => {
      void projectAccessOf(db, event.projectId, userId).then((access) => {
        if (mayDo(access) && !out.writableEnded)
          out.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
    });
    const heartbeat = setInterval(() => out.write(': still here\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!out.writableEnded) out.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
}
