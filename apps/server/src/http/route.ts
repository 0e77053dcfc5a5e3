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
import { readUpload, type Upload } from './multipart.js';

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

/** The signed-in user's id, or undefined for a visitor or an expired session. */
export async function sessionUser(db: Database, request: FastifyRequest): Promise<number | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? await findSessionUser(db, token) : undefined;
}

/** The signed-in user's id; without a valid session the cookies are cleared and code 1004 answers. */
export async function requireSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number> {
  const userId = await sessionUser(db, request);
  if (userId === undefined) {
    clearSignedInCookies(reply);
    throw AppError.sessionExpired();
  }
  return userId;
}

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
  register(
    app,
    db,
    endpoint,
    options,
    (request) => Promise.resolve({ body: request.body ?? undefined }),
    handler,
  );
}

/**
 * Registers a multipart endpoint (uploads): the form's text fields are parsed by the contract's body
 * schema like a JSON body, and the files arrive in `ctx.files` (limits of http/multipart.ts).
 */
export function routeUpload<E extends AnyEndpoint>(
  app: FastifyInstance,
  db: Database,
  endpoint: E,
  handler: (
    ctx: RouteContext<E, E['auth'] extends 'session' ? true : false> & Pick<Upload, 'files'>,
  ) => Promise<Handled<ContentOf<E>>>,
  options: RouteShorthandOptions = {},
) {
  register(
    app,
    db,
    endpoint,
    options,
    async (request) => {
      const upload = await readUpload(request);
      return { body: upload.fields, files: upload.files };
    },
    handler as Handler<E>,
  );
}

function register<E extends AnyEndpoint>(
  app: FastifyInstance,
  db: Database,
  endpoint: E,
  options: RouteShorthandOptions,
  readBody: (request: FastifyRequest) => Promise<{ body: unknown; files?: Upload['files'] }>,
  handler: Handler<E>,
) {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      // The session first: a signed-out caller learns nothing about what the input should be.
      const userId =
        endpoint.auth === 'session'
          ? await requireSession(db, request, reply)
          : await sessionUser(db, request);
      const params = parse(endpoint.params, request.params);
      const query = parse(endpoint.query, request.query);
      const raw = await readBody(request);
      const body = parse(endpoint.body, raw.body);
      const ctx = { params, query, body, userId, request, reply, files: raw.files };
      const out = await handler(ctx as Parameters<Handler<E>>[0]);
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
