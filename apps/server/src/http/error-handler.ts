import type { FastifyError, FastifyInstance } from 'fastify';
import { ResultCode, replyMessages, type Envelope } from '@cdmnet/api/contract';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from './app-error.js';
import { drainUnreadBody } from './unread-body.js';

const failure = (code: number, message: string): Envelope<null> => ({
  result: false,
  code,
  message,
  content: null,
});

/** What a 503 asks the caller to wait: about a database restart's length. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

const refusalMessages: Partial<Record<number, string>> = {
  413: replyMessages.bodyTooLarge,
  415: replyMessages.unsupportedMediaType,
  431: replyMessages.headersTooLarge,
};

/**
 * Every failure leaves as an envelope; only a real bug becomes a 500, and it is logged. A failure met
 * while the body is still arriving (an upload refused before or while it was read) first lets the
 * sender finish, so it reads the envelope instead of a cut-off connection; a body too large for that is
 * answered at once and the connection closed.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if ((await drainUnreadBody(request)) === 'too-large') reply.header('Connection', 'close');
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(failure(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body too large, a content type nobody parses): the caller's fault,
      // said plainly in the envelope.
      return reply
        .status(status)
        .send(failure(ResultCode.INVALID_INPUT, refusalMessages[status] ?? replyMessages.invalidInput));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is stopped or restarting: the caller tries again shortly; a statement that was cut
      // off rolled back with its transaction, so nothing is half-written.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      return reply.status(503).send(failure(ResultCode.UNAVAILABLE, replyMessages.unavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(ResultCode.INTERNAL_ERROR, replyMessages.internalError));
  });
}
