import type { FastifyInstance } from 'fastify';
import { notificationMessages, notificationsApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import {
  checkAllNotifications,
  checkNotification,
  countNotifications,
  deleteNotification,
  deleteNotifications,
  listNotifications,
} from '../services/notifications.js';
import type { RouteDependencies } from './dependencies.js';

/** The signed-in user's notifications (spec §7 "Notifications"); each call sees only the caller's own. */
export function notificationsRoutes(app: FastifyInstance, db: Database, _deps: RouteDependencies) {
  route(app, db, notificationsApi.listNotifications, async ({ userId, query }) => ({
    content: await listNotifications(db, userId, query),
  }));

  route(app, db, notificationsApi.countNotifications, async ({ userId, query }) => ({
    content: await countNotifications(db, userId, query.status),
  }));

  route(app, db, notificationsApi.checkAllNotifications, async ({ userId }) => ({
    content: await checkAllNotifications(db, userId),
    message: notificationMessages.allChecked,
  }));

  route(app, db, notificationsApi.deleteNotifications, async ({ userId, query }) => ({
    content: await deleteNotifications(db, userId, query.status),
    message: notificationMessages.deleted,
  }));

  route(app, db, notificationsApi.checkNotification, async ({ userId, params }) => ({
    content: await checkNotification(db, userId, params.id),
  }));

  route(app, db, notificationsApi.deleteNotification, async ({ userId, params }) => {
    await deleteNotification(db, userId, params.id);
    return { content: null, message: notificationMessages.deleted };
  });
}
