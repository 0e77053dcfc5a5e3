import type { FastifyInstance } from 'fastify';
import { usersApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { getUserInfo } from '../services/users.js';

export function usersRoutes(app: FastifyInstance, db: Database) {
  route(app, db, usersApi.getProfile, async ({ userId }) => ({ content: await getUserInfo(db, userId) }));
}
