import type { FastifyInstance } from 'fastify';
import { contactApi, contactMessages, ResultCode } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { contactPolicy, requireContactInboxReader } from '../policies/contact.js';
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
    {
      config: {
        rateLimit: {
          ...contactPolicy.sendLimit,
          errorResponseBuilder: () =>
            new AppError(429, ResultCode.TOO_MANY_REQUESTS, contactMessages.tooMany),
        },
      },
    },
  );

  route(app, db, contactApi.listContactMessages, async ({ userId }) => {
    await requireContactInboxReader(db, userId);
    return { content: await listContactMessages(db) };
  });

  route(app, db, contactApi.markContactHandled, async ({ params, userId }) => {
    const adminId = await requireContactInboxReader(db, userId);
    return { content: await markContactHandled(db, params.id, adminId), message: contactMessages.handled };
  });
}
