import type { FastifyInstance } from 'fastify';
import { networkApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { requestMembership } from '../services/memberships.js';
import {
  listAccessibleAtlases,
  listAccessibleCdms,
  listNetworkOrganizations,
  listNetworkUsers,
} from '../services/network.js';

/** The network table, the researcher directory, membership requests and the caller's CDMs and ATLASes. */
export function networkRoutes(app: FastifyInstance, db: Database) {
  route(app, db, networkApi.listNetworkOrganizations, async ({ userId }) => ({
    content: await listNetworkOrganizations(db, userId),
  }));

  route(app, db, networkApi.listNetworkUsers, async () => ({ content: await listNetworkUsers(db) }));

  route(app, db, networkApi.requestMembership, async ({ userId, body }) => {
    const { result, message } = await requestMembership(db, userId, body);
    return { content: result, message };
  });

  route(app, db, networkApi.listCdms, async ({ userId }) => ({
    content: await listAccessibleCdms(db, userId),
  }));

  route(app, db, networkApi.listAtlases, async ({ userId }) => ({
    content: await listAccessibleAtlases(db, userId),
  }));
}
