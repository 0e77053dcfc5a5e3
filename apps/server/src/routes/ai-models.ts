import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aiModelApi, masterMessages } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
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
 * An organisation's AI model (issue 30): the master's four calls under `/master/orgs/:id/ai-model`,
 * refused to anyone else with 403 before the input is read, as the contract's MASTER calls are; and
 * every signed-in user's `/evix-ai/model`.
 */
export function aiModelRoutes(
  app: FastifyInstance,
  db: Database,
  { secrets }: Pick<RouteDependencies, 'secrets'>,
) {
  const masterOnly = {
    admit: async (userId: number) => {
      const [user] = await db.select({ priv: users.priv }).from(users).where(eq(users.id, userId));
      if (user?.priv !== 'MASTER') throw AppError.forbidden();
    },
  };

  route(
    app,
    db,
    aiModelApi.getOrgAiModel,
    async ({ params }) => ({ content: await getOrgAiModel(db, params.id) }),
    masterOnly,
  );
  route(
    app,
    db,
    aiModelApi.saveOrgAiModel,
    async ({ userId, params, body }) => ({
      content: await saveOrgAiModel(db, secrets, userId, params.id, body),
      message: masterMessages.modified,
    }),
    masterOnly,
  );
  route(
    app,
    db,
    aiModelApi.deleteOrgAiModel,
    async ({ userId, params }) => {
      await deleteOrgAiModel(db, userId, params.id);
      return { content: null, message: masterMessages.deleted };
    },
    masterOnly,
  );
  route(
    app,
    db,
    aiModelApi.checkOrgAiModel,
    async ({ params }) => ({ content: await checkOrgAiModel(db, secrets, params.id) }),
    masterOnly,
  );

  route(app, db, aiModelApi.getMyAiModel, async ({ userId }) => ({
    content: await myAiModel(db, secrets, userId),
  }));
}
