import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

/** The IRB calls (domain.md "IRB"): the project asks, the organisation's admin decides. */
export function irbRoutes(_app: FastifyInstance, _db: Database) {}
