import type { FastifyError, FastifyInstance } from 'fastify';
import { ResultCode, replyMessages, type Envelope } from '@cdmnet/api/contract';
import { AppError } from './app-error.js';

const failure = (code: number, message: string): Envelope<null> => ({
  result: false,
  code,
  message,
  content: null,
});

/** Every failure leaves as an envelope; only a real bug becomes a 500, and it is logged. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(failure(ResultCode.TOO_MANY_REQUESTS, replyMessages.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the caller's fault, said plainly.
      return reply.status(status).send(failure(ResultCode.INVALID_INPUT, replyMessages.invalidInput));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(ResultCode.INTERNAL_ERROR, replyMessages.internalError));
  });
}
