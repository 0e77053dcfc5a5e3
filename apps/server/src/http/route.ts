import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod/mini';
import { eq } from 'drizzle-orm';
import {
  fieldLabels,
  replyMessages,
  SESSION_COOKIE,
  toDataId,
  validationMessage,
  type AnyEndpoint,
  type ContentOf,
  type UserPriv,
} from '@cdmnet/api/contract';
import { findSessionUser } from '../auth/sessions.js';
import { administers } from '../policies/organizations.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import { successEnvelopeJson } from '../cache/envelope-json.js';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from './app-error.js';
import { clearSignedInCookies } from './cookies.js';
import { readUpload, type Upload } from './multipart.js';
import { MAX_FILE_BYTES } from '../services/files.js';

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

function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.invalidInput(validationMessage(result.error));
  return result.data;
}

/**
 * Which field of the input holds a NUL character, if any: no text of ours may (PostgreSQL refuses it in
 * text columns, so it would surface as a 500), and one check here covers every endpoint.
 */
function fieldWithNul(value: unknown, field = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, Array.isArray(value) ? field : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuseNul(...inputs: unknown[]) {
  for (const input of inputs) {
    const field = fieldWithNul(input);
    if (field === undefined) continue;
    const label = fieldLabels[field] ?? field;
    throw AppError.invalidInput(
      label ? `${label}: ${replyMessages.nulCharacter}` : replyMessages.nulCharacter,
    );
  }
}

/** The signed-in user's privilege: asked on every role-restricted call, so kept in the read cache. */
function privilegeOf(db: Database, userId: number): Promise<UserPriv | undefined> {
  return cached(db, `priv:${userId}`, async () => {
    const [user] = await db.select({ priv: users.priv }).from(users).where(eq(users.id, userId));
    return user?.priv;
  });
}

/**
 * The caller as the endpoint requires: a session (1004 without one), then a permitted role (403):
 * a platform privilege, admin of the organisation the path names, or an accepted member of the project
 * the path names holding what the endpoint needs (platform admins included: a project is its members'
 * alone). Ids are read raw: a malformed one names nothing the caller belongs to, so it is refused like
 * any other.
 */
async function caller(db: Database, endpoint: AnyEndpoint, request: FastifyRequest, reply: FastifyReply) {
  if (endpoint.auth !== 'session') return sessionUser(db, request);
  const userId = await requireSession(db, request, reply);
  const rawParam = (name: string) => (request.params as Record<string, string | undefined>)[name];
  if (endpoint.roles) {
    const priv = await privilegeOf(db, userId);
    if (!priv || !endpoint.roles.includes(priv)) throw AppError.forbidden();
  }
  if (endpoint.orgAdminOf) {
    const priv = await privilegeOf(db, userId);
    const orgId = toDataId(rawParam(endpoint.orgAdminOf));
    if (priv !== 'MASTER' && !(await administers(db, userId, orgId))) throw AppError.forbidden();
  }
  if (endpoint.projectOf) {
    const access = await projectAccessOf(db, toDataId(rawParam(endpoint.projectOf)), userId);
    if (!mayDo(access, endpoint.projectNeeds)) throw AppError.forbidden();
  }
  return userId;
}

/** Route options, plus a refusal of the route's own that is settled before the input, like the role. */
export interface RouteOptions extends RouteShorthandOptions {
  /** Throws (an AppError) when the signed-in caller may not make the call at all. */
  admit?: (userId: number) => Promise<void>;
}

/**
 * Registers one contract endpoint. In this order, the same for every endpoint: the session (code 1004
 * without one), the role (403: a caller who may not use the endpoint learns nothing about its input),
 * then the input, parsed by the contract's schemas (400 with a Korean message naming the field), and
 * the handler's content wrapped in the envelope.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  db: Database,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
) {
  register(
    app,
    db,
    endpoint,
    options,
    (request) => Promise.resolve({ body: request.body ?? undefined }),
    envelopeOf(handler),
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
  options: RouteOptions = {},
) {
  register(
    app,
    db,
    endpoint,
    options,
    async (request) => {
      // The parser's cap only guards memory: a file under it but over the endpoint's limit is the
      // service's to refuse, naming its field. A study package may be larger than an attachment.
      const cap = Math.max(MAX_FILE_BYTES, endpoint.upload?.maxBytesPerFile ?? 0);
      const upload = await readUpload(request, cap);
      return { body: upload.fields, files: upload.files };
    },
    envelopeOf(handler as Handler<E>),
  );
}

/**
 * Registers an endpoint whose reply is a file: the handler sends it on `ctx.reply`. The session, role
 * and input are checked as for any endpoint; a failure is still an envelope.
 */
export function routeFile<E extends AnyEndpoint>(
  app: FastifyInstance,
  db: Database,
  endpoint: E,
  handler: (ctx: RouteContext<E, E['auth'] extends 'session' ? true : false>) => Promise<FastifyReply>,
) {
  // A file reply may still take a JSON body (`files/downloads` names the files it zips).
  register(app, db, endpoint, {}, (request) => Promise.resolve({ body: request.body ?? undefined }), handler);
}

type Respond<E extends AnyEndpoint> = (
  ctx: RouteContext<E, E['auth'] extends 'session' ? true : false>,
) => Promise<FastifyReply>;

function envelopeOf<E extends AnyEndpoint>(handler: Handler<E>): Respond<E> {
  return async (ctx) => {
    const out = await handler(ctx);
    // Serialised here (once per cached list, cache/envelope-json.ts), so Fastify sends the text as is.
    return ctx.reply
      .type('application/json; charset=utf-8')
      .send(successEnvelopeJson(out.content ?? null, out.message ?? ''));
  };
}

function register<E extends AnyEndpoint>(
  app: FastifyInstance,
  db: Database,
  endpoint: E,
  { admit, ...options }: RouteOptions,
  readBody: (request: FastifyRequest) => Promise<{ body: unknown; files?: Upload['files'] }>,
  respond: Respond<E>,
) {
  // Who is calling is settled in onRequest, before Fastify reads the body: a visitor or a role the
  // endpoint does not admit is refused even when the body is malformed, too large or of another type.
  const callers = new WeakMap<FastifyRequest, number | undefined>();
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    onRequest: async (request, reply) => {
      const userId = await caller(db, endpoint, request, reply);
      if (admit && userId !== undefined) await admit(userId);
      callers.set(request, userId);
    },
    handler: async (request, reply) => {
      const userId = callers.get(request);
      refuseNul(request.params, request.query);
      const params = parse(endpoint.params, request.params);
      const query = parse(endpoint.query, request.query);
      const raw = await readBody(request);
      refuseNul(raw.body);
      const body = parse(endpoint.body, raw.body);
      const ctx = { params, query, body, userId, request, reply, files: raw.files };
      return respond(ctx as Parameters<Respond<E>>[0]);
    },
  });
}
