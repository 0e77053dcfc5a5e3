import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

export function atlasSearchRoutes(_app: FastifyInstance, _db: Database) {}
