import type { FastifyInstance } from 'fastify';
import { accountApi, SESSION_COOKIE } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { clearSignedInCookies, setSignedInCookies, type CookieSettings } from '../http/cookies.js';
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
    // Guessing passwords is slowed per address; the limiter answers with the envelope (app.ts).
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  route(app, db, accountApi.logout, async ({ request, reply, userId }) => {
    await signOut(db, request.cookies[SESSION_COOKIE], userId);
    clearSignedInCookies(reply);
    return { content: null };
  });
}
