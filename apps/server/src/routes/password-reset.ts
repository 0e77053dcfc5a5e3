import type { FastifyInstance } from 'fastify';
import { accountApi, passwordResetMessages } from '@cdmnet/api/contract';
import type { MailPort } from '../adapters/mail.js';
import type { Database } from '../db/database.js';
import { bodyEmail, perHour, rateLimit } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { isResetLinkUsable, requestPasswordReset, resetPassword } from '../services/password-reset.js';

/** /forgotpassword asks for a link; /resetpassword sets the password with it. */
export function passwordResetRoutes(app: FastifyInstance, db: Database, mail: MailPort, publicUrl: string) {
  route(
    app,
    db,
    accountApi.requestPasswordReset,
    async ({ body }) => {
      await requestPasswordReset(db, mail, { email: body.email, publicUrl });
      return { content: null, message: passwordResetMessages.mailSent };
    },
    // Mail to one address is limited per address mailed; the requesting address only against a flood.
    {
      preHandler: rateLimit('password-reset', {
        perTarget: { limit: perHour(5), target: bodyEmail },
        perAddress: perHour(600),
      }),
    },
  );

  route(
    app,
    db,
    accountApi.checkPasswordResetLink,
    async ({ body }) => ({ content: { usable: await isResetLinkUsable(db, body.token) } }),
    // Tokens are unguessable; the limit only keeps the check from being used as a flood.
    { preHandler: rateLimit('password-reset-check', { perAddress: perHour(600) }) },
  );

  route(app, db, accountApi.resetPassword, async ({ body }) => {
    await resetPassword(db, body.token, body.password);
    return { content: null, message: passwordResetMessages.changed };
  });
}
