import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ResultCode, replyMessages, type Envelope } from '@cdmnet/api/contract';
import { AppError } from './app-error.js';
import { nestsDeeperThan } from './json-depth.js';
import { httpMessages } from './messages.ko.js';

export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * JSON bodies as callers send them: an empty body with the JSON content type is no body (a body-less
 * POST from a client that always sets the header), and one that does not parse is refused in Korean.
 * Prototype poisoning is refused as Fastify's own parser does. A body nested deeper than any form of
 * ours is refused before it is parsed: every route's checks walk the body recursively, and thousands
 * of levels ran them out of stack (a 500); refusing it here covers every route, present and future.
 */
export function installJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text)) {
      done(AppError.invalidInput(httpMessages.nestedTooDeep), undefined);
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      if (error) done(AppError.invalidInput(replyMessages.malformedJson), undefined);
      else done(null, parsed);
    });
  });
}

/** Nothing under /api is kept by a shared cache: every reply is one user's. Files set their own. */
export function installNoStore(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiUrl(request.url)) reply.header('Cache-Control', 'no-store');
    done();
  });
}

interface Refusal {
  status: number;
  reason: string;
  message: string;
}

const badRequest: Refusal = { status: 400, reason: 'Bad Request', message: replyMessages.badRequest };
const refusals: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: replyMessages.headersTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: replyMessages.badRequest },
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or a URL too long, a method
 * it does not know, garbage): still answered with the envelope, in Korean, never cached.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const { status, reason, message } = refusals[error.code ?? ''] ?? badRequest;
  const envelope: Envelope<null> = { result: false, code: ResultCode.INVALID_INPUT, message, content: null };
  const body = JSON.stringify(envelope);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
