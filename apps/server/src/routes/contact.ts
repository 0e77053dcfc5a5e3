import type { FastifyInstance } from 'fastify';
import { contactApi, contactMessages } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { rateLimit } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { contactPolicy } from '../policies/contact.js';
import { listContactMessages, markContactHandled, receiveContactMessage } from '../services/contact.js';
import type { RouteDependencies } from './dependencies.js';

/** /contactus (public, limited per address) and the master's inbox at /master/inquiries. */
export function contactRoutes(app: FastifyInstance, db: Database, _deps: RouteDependencies) {
  route(
    app,
    db,
    contactApi.sendContactMessage,
    async ({ body, userId, request }) => {
      await receiveContactMessage(db, body, { userId, ip: request.ip });
      return { content: null, message: contactMessages.received };
    },
    { preHandler: rateLimit('contact', contactPolicy.sendLimit, contactMessages.tooMany) },
  );

  route(app, db, contactApi.listContactMessages, async () => ({ content: await listContactMessages(db) }));

  route(app, db, contactApi.markContactHandled, async ({ params, userId }) => ({
    content: await markContactHandled(db, params.id, userId),
    message: contactMessages.handled,
  }));
}
