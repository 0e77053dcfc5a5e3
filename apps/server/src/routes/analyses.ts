import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

/** The analysis calls (spec §7 "Analysis"). */
export function analysesRoutes(_app: FastifyInstance, _db: Database) {}
