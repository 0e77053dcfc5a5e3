import type { FastifyInstance } from 'fastify';
import { accountApi, SESSION_COOKIE } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { clearSignedInCookies, setSignedInCookies, type CookieSettings } from '../http/cookies.js';
import { bodyEmail, perMinute, rateLimit } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { signIn, signOut } from '../services/account.js';

export function accountRoutes(
  app: FastifyInstance,
  db: Database,
  settings: CookieSettings & { sessionTtlMs: number },
) {
  route(
    app,
    db,
    accountApi.login,
    async ({ body, reply }) => {
      const session = await signIn(db, body.email, body.password, settings.sessionTtlMs);
      setSignedInCookies(reply, settings, session);
      return { content: null };
    },
    // Guessing one account's password is slowed per account; the address limit only stops a flood.
    {
      preHandler: rateLimit('login', {
        perTarget: { limit: perMinute(10), target: bodyEmail },
        perAddress: perMinute(600),
      }),
    },
  );

  route(app, db, accountApi.logout, async ({ request, reply, userId }) => {
    await signOut(db, request.cookies[SESSION_COOKIE], userId);
    clearSignedInCookies(reply);
    return { content: null };
  });
}
