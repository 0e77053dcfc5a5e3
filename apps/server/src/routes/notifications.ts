import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { RouteDependencies } from './dependencies.js';

export function notificationsRoutes(_app: FastifyInstance, _db: Database, _deps: RouteDependencies) {}
