import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { createPglite, openDatabase, type Database, type ExecuteSql } from '../src/db/database.js';
import { seedDemo } from '../src/db/seed.js';
import { secretBox } from '../src/services/secrets.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Plain SQL on the same database (pg-boss in the execution tests). */
  executeSql: ExecuteSql;
  /** Closes the server and builds a new one on the same database, as a restarted process would. */
  restart(executions?: AppOptions['executions']): Promise<void>;
  /** Every mail and SMS the server sent, newest last. */
  sent: { channel: 'mail' | 'sms'; to: string; text: string }[];
  close(): Promise<void>;
}

// Starting PGlite costs seconds (WebAssembly compile, initdb); cloning a migrated, seeded one costs
// about one. Test files share this template within a worker (the server project runs unisolated).
let pgliteTemplate: Promise<PGlite> | undefined;

function migratedTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const template = await createPglite('memory://');
    const handle = await openDatabase({ pglite: template });
    await handle.migrate();
    await seedDemo(handle.db);
    return template;
  })();
  return pgliteTemplate;
}

/** A fresh, migrated, demo-seeded database on the driver under test. */
async function freshDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const clone = (await (await migratedTemplate()).clone()) as PGlite;
    return { handle: await openDatabase({ pglite: clone }), drop: async () => {} };
  }

  const name = `cdmnet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: {
    webDist?: string;
    trustProxy?: string[];
    executions?: AppOptions['executions'];
  } = {},
): Promise<TestApp> {
  const { handle, drop } = await freshDatabase();
  // Both are no-ops on a clone of the template; on PostgreSQL they fill the new database.
  await handle.migrate();
  await seedDemo(handle.db);
  const sent: TestApp['sent'] = [];
  const record = (channel: 'mail' | 'sms') => (message: { to: string; text: string }) => {
    sent.push({ channel, to: message.to, text: message.text });
    return Promise.resolve();
  };
  const ports = { mail: { send: record('mail') }, sms: { send: record('sms') } };
  const secrets = secretBox(randomBytes(32));
  const build = (executions: AppOptions['executions']) =>
    buildApp({
      db: handle.db,
      ports,
      secrets,
      config: {
        webDist: options.webDist,
        secureCookies: false,
        sessionTtlMs: 60 * 60 * 1000,
        publicUrl: 'http://cdmnet.test',
        trustProxy: options.trustProxy ?? false,
      },
      ...(executions && { executions }),
    });
  const testApp: TestApp = {
    app: await build(options.executions),
    db: handle.db,
    executeSql: handle.executeSql,
    sent,
    restart: async (executions) => {
      await testApp.app.close();
      testApp.app = await build(executions);
    },
    close: async () => {
      await testApp.app.close();
      await handle.close();
      await drop();
    },
  };
  return testApp;
}

/** The `name=value` pairs of a reply's Set-Cookie headers, as a browser would send them back. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function signInAs(app: FastifyInstance, email: string, password = 'Demo!2345') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/account/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the app as a browser would for each user, signing each in once: sign-in is rate limited per
 * address, and a test file signs the same users in many times.
 */
export function callerFor(t: () => TestApp) {
  const cookies = new Map<string, string>();
  const cookieOf = async (email: string) => {
    const cookie = cookies.get(email) ?? (await signInAs(t().app, email));
    cookies.set(email, cookie);
    return cookie;
  };
  const call = async (method: Method, url: string, email?: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: email ? { cookie: await cookieOf(email) } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
  return { call, cookieOf };
}

/** Bytes that start as a PNG does: the server reads a picture's type from its first bytes. */
export const png = (size = 64) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

/** A multipart body with the given files under `files`, as the web client sends it. */
export function multipart(parts: { name: string; type: string; bytes: Buffer }[]) {
  const boundary = '----cdmnet-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
