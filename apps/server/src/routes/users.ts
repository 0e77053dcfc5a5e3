import type { FastifyInstance } from 'fastify';
import { profileMessages, SESSION_COOKIE, usersApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { perMinute, rateLimit } from '../http/rate-limit.js';
import { route, routeUpload } from '../http/route.js';
import {
  changePassword,
  modifyProfile,
  modifyTerms,
  removeProfilePhoto,
  setProfilePhoto,
} from '../services/profile.js';
import { getUserInfo } from '../services/users.js';

/** The signed-in user's own profile (spec §7 "Users"); every change answers the stored user info. */
export function usersRoutes(app: FastifyInstance, db: Database) {
  route(app, db, usersApi.getProfile, async ({ userId }) => ({ content: await getUserInfo(db, userId) }));

  route(app, db, usersApi.modifyProfile, async ({ userId, body }) => {
    await modifyProfile(db, userId, body);
    return { content: await getUserInfo(db, userId), message: profileMessages.modified };
  });

  route(
    app,
    db,
    usersApi.modifyPassword,
    async ({ userId, body, request }) => {
      await changePassword(db, userId, request.cookies[SESSION_COOKIE], body);
      return { content: null, message: profileMessages.passwordChanged };
    },
    // Guessing the current password from a stolen session is slowed like signing in, per session.
    {
      preHandler: rateLimit('modify-password', {
        perTarget: { limit: perMinute(10), target: (request) => request.cookies[SESSION_COOKIE] },
        perAddress: perMinute(600),
      }),
    },
  );

  route(app, db, usersApi.modifyTerms, async ({ userId, body }) => {
    await modifyTerms(db, userId, body.terms);
    return { content: await getUserInfo(db, userId), message: profileMessages.changed };
  });

  routeUpload(app, db, usersApi.uploadProfilePhoto, async ({ userId, files }) => {
    await setProfilePhoto(db, userId, files);
    return { content: await getUserInfo(db, userId), message: profileMessages.changed };
  });

  route(app, db, usersApi.deleteProfilePhoto, async ({ userId }) => {
    await removeProfilePhoto(db, userId);
    return { content: await getUserInfo(db, userId), message: profileMessages.photoDeleted };
  });
}
