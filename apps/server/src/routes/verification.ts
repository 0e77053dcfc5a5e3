import type { FastifyInstance } from 'fastify';
import { accountApi, verificationMessages } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { requestCode, verifyCode, type VerificationPorts } from '../services/verification.js';

/** Email and phone verification (spec §7 account: email/verify, phone/verify). */
export function verificationRoutes(app: FastifyInstance, db: Database, ports: VerificationPorts) {
  route(app, db, accountApi.requestEmailCode, async ({ query, request }) => ({
    content: await requestCode(db, ports, {
      channel: 'email',
      target: query.email.toLowerCase(),
      ip: request.ip,
    }),
    message: verificationMessages.emailCodeSent,
  }));

  route(app, db, accountApi.verifyEmailCode, async ({ body }) => ({
    content: await verifyCode(db, { channel: 'email', target: body.email.toLowerCase(), code: body.code }),
    message: verificationMessages.emailVerified,
  }));

  route(app, db, accountApi.requestPhoneCode, async ({ query, request }) => ({
    content: await requestCode(db, ports, { channel: 'phone', target: query.phoneNumber, ip: request.ip }),
    message: verificationMessages.phoneCodeSent,
  }));

  route(app, db, accountApi.verifyPhoneCode, async ({ body }) => ({
    content: await verifyCode(db, { channel: 'phone', target: body.phoneNumber, code: body.code }),
    message: verificationMessages.phoneVerified,
  }));
}
