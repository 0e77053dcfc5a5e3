import type { FastifyInstance } from 'fastify';
import { conceptFinderApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { countFinderRecords, findConcepts, readyIndex } from '../services/concept-finder.js';
import type { RouteDependencies } from './dependencies.js';

/**
 * EVIX-AI's concept finder: any signed-in user searches (with her hospital's model when it has one: the
 * key is opened with the deployment's secrets); record counts under the concept viewer's gates.
 */
export function conceptFinderRoutes(
  app: FastifyInstance,
  db: Database,
  { secrets }: Pick<RouteDependencies, 'secrets'>,
) {
  route(app, db, conceptFinderApi.findConcepts, async ({ userId, body }) => ({
    content: await findConcepts(db, secrets, userId, body),
  }));

  route(app, db, conceptFinderApi.getFinderIndex, async () => ({ content: await readyIndex(db) }));

  route(app, db, conceptFinderApi.countFinderRecords, async ({ userId, body }) => ({
    content: await countFinderRecords(db, userId, body.conceptIds),
  }));
}
