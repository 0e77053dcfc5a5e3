import type { FastifyInstance } from 'fastify';
import { conceptFinderApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { countFinderRecords, findConcepts } from '../services/concept-finder.js';

/** EVIX-AI's concept finder: any signed-in user searches; record counts under the concept viewer's gates. */
export function conceptFinderRoutes(app: FastifyInstance, db: Database) {
  route(app, db, conceptFinderApi.findConcepts, async ({ userId, body }) => ({
    content: await findConcepts(db, userId, body),
  }));

  route(app, db, conceptFinderApi.countFinderRecords, async ({ userId, body }) => ({
    content: await countFinderRecords(db, userId, body.conceptIds),
  }));
}
