import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import {
  ResultCode,
  SESSION_COOKIE,
  validationMessage,
  type AnyEndpoint,
  type ContentOf,
  type Envelope,
} from '@cdmnet/api/contract';
import { findSessionUser } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { AppError } from './app-error.js';
import { clearSignedInCookies } from './cookies.js';

export interface RouteContext<E extends AnyEndpoint, Authed extends boolean> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** The signed-in user's id: always set on session endpoints. */
  userId: Authed extends true ? number : number | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface Handled<Content> {
  content: Content;
  /** A message the client toasts (spec §8): success texts of ux.md. */
  message?: string;
}

type Handler<E extends AnyEndpoint> = (
  ctx: RouteContext<E, E['auth'] extends 'session' ? true : false>,
) => Promise<Handled<ContentOf<E>>>;

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.invalidInput(validationMessage(result.error));
  return result.data;
}

/**
 * Registers one contract endpoint: inputs parsed by the contract's schemas (a bad one answers 400 with a
 * Korean message naming the field), the session checked for non-public calls (code 1004 without one),
 * and the handler's content wrapped in the envelope.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  db: Database,
  endpoint: E,
  handler: Handler<E>,
  options: RouteShorthandOptions = {},
) {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      // The session first: a signed-out caller learns nothing about what the input should be.
      const token = request.cookies[SESSION_COOKIE];
      const userId = token ? await findSessionUser(db, token) : undefined;
      if (endpoint.auth === 'session' && userId === undefined) {
        clearSignedInCookies(reply);
        throw AppError.sessionExpired();
      }
      const params = parse(endpoint.params, request.params);
      const query = parse(endpoint.query, request.query);
      const body = parse(endpoint.body, request.body ?? undefined);
      const out = await handler({ params, query, body, userId, request, reply } as Parameters<Handler<E>>[0]);
      const envelope: Envelope<unknown> = {
        result: true,
        code: ResultCode.OK,
        message: out.message ?? '',
        content: out.content ?? null,
      };
      return reply.send(envelope);
    },
  });
}
