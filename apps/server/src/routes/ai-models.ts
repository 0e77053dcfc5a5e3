import type { FastifyInstance } from 'fastify';
import { aiModelApi, masterMessages } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import {
  checkOrgAiModel,
  deleteOrgAiModel,
  getOrgAiModel,
  myAiModel,
  saveOrgAiModel,
} from '../services/ai-models.js';
import type { RouteDependencies } from './dependencies.js';

/**
 * An organisation's AI model (issue 30): the master's four calls under `/master/orgs/:id/ai-model` (the
 * contract's MASTER role refuses anyone else with 403 before the input is read), and every signed-in
 * user's `/evix-ai/model`.
 */
export function aiModelRoutes(
  app: FastifyInstance,
  db: Database,
  { secrets }: Pick<RouteDependencies, 'secrets'>,
) {
  route(app, db, aiModelApi.getOrgAiModel, async ({ params }) => ({
    content: await getOrgAiModel(db, params.id),
  }));
  route(app, db, aiModelApi.saveOrgAiModel, async ({ userId, params, body }) => ({
    content: await saveOrgAiModel(db, secrets, userId, params.id, body),
    message: masterMessages.modified,
  }));
  route(app, db, aiModelApi.deleteOrgAiModel, async ({ userId, params }) => {
    await deleteOrgAiModel(db, userId, params.id);
    return { content: null, message: masterMessages.deleted };
  });
  route(app, db, aiModelApi.checkOrgAiModel, async ({ params }) => ({
    content: await checkOrgAiModel(db, secrets, params.id),
  }));

  route(app, db, aiModelApi.getMyAiModel, async ({ userId }) => ({
    content: await myAiModel(db, secrets, userId),
  }));
}
