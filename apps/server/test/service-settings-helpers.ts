import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod/mini';
import { envelope, errorEnvelope, ResultCode, type AnyEndpoint, type ContentOf } from '@cdmnet/api/contract';
import type { Database } from '../src/db/database.js';
import { auditLog } from '../src/db/schema.js';
import { startFakeHttp, type FakePeer } from './peers/fake-peers.mjs';

// What service-settings.test.ts needs besides the test app: calls by contract endpoint, replies read
// by the contract's schemas, audit rows, and two small peers the shared fakes do not offer.

export interface Reply {
  status: number;
  code: number;
  message: string;
  /** The raw JSON text, to show what a reply does not contain. */
  text: string;
  json: unknown;
}

export interface CallOptions {
  /** The path's parameters (`:id`, `:engineId`, …); each must be given. */
  params?: Record<string, string | number | boolean>;
  /** A JSON body; a string is sent as it is (a malformed one, say) with a JSON content type. */
  body?: unknown;
  /** The session cookie; none means signed out. */
  cookie?: string | undefined;
}

/** The endpoint's path with its parameters filled in. */
export function urlOf(endpoint: AnyEndpoint, params: CallOptions['params'] = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls an endpoint through HTTP. Whatever the input, the server must answer with an envelope and
 * never with a 5xx: that is asserted here, for every call of the file.
 */
export async function call(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  { params, body, cookie }: CallOptions = {},
): Promise<Reply> {
  const url = urlOf(endpoint, params);
  const res = await app.inject({
    method: endpoint.method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  expect(res.statusCode, `${endpoint.method} ${url} answered ${res.statusCode}: ${res.body}`).toBeLessThan(
    500,
  );
  const json: unknown = res.json();
  const { code, message } = envelope(z.unknown()).parse(json);
  return { status: res.statusCode, code, message, text: res.body, json };
}

/** The content of a successful reply, read by the endpoint's contract schema (and its message). */
export function succeeded<E extends AnyEndpoint>(endpoint: E, reply: Reply, message?: string): ContentOf<E> {
  expect({ status: reply.status, code: reply.code }, reply.message).toEqual({
    status: 200,
    code: ResultCode.OK,
  });
  if (message !== undefined) expect(reply.message).toBe(message);
  const parsed = envelope(endpoint.content).parse(reply.json);
  return parsed.content as ContentOf<E>;
}

/** A refusal: its status and code as given, no content; returns its (Korean) message. */
export function refused(reply: Reply, status: number, code: number): string {
  expect({ status: reply.status, code: reply.code }, reply.message).toEqual({ status, code });
  expect(errorEnvelope.parse(reply.json)).toMatchObject({ result: false, content: null });
  expect(reply.message).toMatch(/[가-힣]/);
  return reply.message;
}

/** The audit rows of one action on one target, oldest first. */
export function auditRows(db: Database, action: string, targetId: number) {
  return db
    .select({ actorId: auditLog.actorId, targetType: auditLog.targetType, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id);
}

/** A loopback port nothing listens on: bound once, then released. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An ATLAS WebAPI (`GET /WebAPI/info`) whose version a test may change between checks. */
export async function startVersionedWebApi(version: string) {
  const state = { version };
  const peer = await startFakeHttp((req, res) => {
    const found = req.method === 'GET' && req.url === '/WebAPI/info';
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(found ? JSON.stringify({ version: state.version, buildInfo: {} }) : '{}');
  });
  return Object.assign(peer, {
    setVersion: (next: string) => {
      state.version = next;
    },
  });
}

/** A web server that answers every path with an HTML page (a proxy or ATLAS's UI, not WebAPI). */
export function startHtmlServer(): Promise<FakePeer> {
  return startFakeHttp((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>ATLAS</title><p>Welcome</p>');
  });
}
