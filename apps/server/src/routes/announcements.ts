import type { FastifyInstance } from 'fastify';
import { announcementsApi, contentMessages } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  listDashboardAnnouncements,
  listPopupAnnouncements,
  updateAnnouncement,
} from '../services/announcements.js';
import type { RouteDependencies } from './dependencies.js';

export function announcementsRoutes(app: FastifyInstance, db: Database, _deps: RouteDependencies) {
  route(app, db, announcementsApi.listAnnouncements, async () => ({ content: await listAnnouncements(db) }));
  route(app, db, announcementsApi.listPopupAnnouncements, async () => ({
    content: await listPopupAnnouncements(db),
  }));
  route(app, db, announcementsApi.listDashboardAnnouncements, async () => ({
    content: await listDashboardAnnouncements(db),
  }));
  route(app, db, announcementsApi.getAnnouncement, async ({ params }) => ({
    content: await getAnnouncement(db, params.id),
  }));
  route(app, db, announcementsApi.createAnnouncement, async ({ userId, body }) => ({
    content: await createAnnouncement(db, userId, body),
    message: contentMessages.created,
  }));
  route(app, db, announcementsApi.updateAnnouncement, async ({ userId, params, body }) => ({
    content: await updateAnnouncement(db, userId, params.id, body),
    message: contentMessages.updated,
  }));
  route(app, db, announcementsApi.deleteAnnouncement, async ({ userId, params }) => {
    await deleteAnnouncement(db, userId, params.id);
    return { content: null, message: contentMessages.deleted };
  });
}
