import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { dashboardOrganizations, fnetInfo } from '../services/dashboard.js';
import type { RouteDependencies } from './dependencies.js';

/** Read-only figures for every signed-in user; the dashboard's announcements live with the announcements. */
export function dashboardRoutes(app: FastifyInstance, db: Database, _deps: RouteDependencies) {
  route(app, db, dashboardApi.getDashboardOrganizations, async ({ userId }) => ({
    content: await dashboardOrganizations(db, userId),
  }));
  route(app, db, dashboardApi.getFnetInfo, async () => ({ content: await fnetInfo(db) }));
}
