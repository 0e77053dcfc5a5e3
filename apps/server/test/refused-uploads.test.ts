import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type Envelope } from '@cdmnet/api/contract';
import { createSession } from '../src/auth/sessions.js';
import { projects, users } from '../src/db/schema.js';
import { DRAIN_LIMIT_BYTES } from '../src/http/unread-body.js';
import { createTestApp, type TestApp } from './test-app.js';

// An upload the server refuses is answered with its envelope while the client is still sending, and
// the client can finish sending: the rest of the body is read and dropped (a refusal settled before
// the body, such as a role or a malformed id, left it unread, so the client's upload stalled until a
// timeout cut it off). A body too large to be worth reading is answered, then the connection closed.
// A real socket: app.inject never streams.

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';
const MB = 1024 * 1024;

let t: TestApp;
let port = 0;
let heart = 0;
const cookies = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const email of [RESEARCHER, MASTER]) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`demo user ${email} is missing`);
    const { token } = await createSession(t.db, user.id, 60 * 60 * 1000);
    cookies.set(email, `${SESSION_COOKIE}=${token}`);
  }
  const [project] = await t.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, '심부전 재입원 위험 예측'));
  if (!project) throw new Error('the demo project is missing');
  heart = project.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the body the client managed to write. */
  sent: number;
  /** Set when sending failed (EPIPE, ECONNRESET) or stalled. */
  error?: string;
}

/**
 * Streams a multipart body of about `bytes` bytes (one file) in 64 KB chunks, as a browser uploads, and
 * waits until both the reply has arrived and the body has been sent (or sending failed or stalled).
 */
function upload(
  path: string,
  {
    cookie = '',
    bytes,
    declared,
    agent = false,
    json = false,
  }: { cookie?: string; bytes: number; declared?: number; agent?: http.Agent | false; json?: boolean },
) {
  const boundary = '----cdmnet-large';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="large.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<Outcome>((resolve) => {
    const outcome: Outcome = { body: '', sent: 0 };
    let replied = false;
    let finished = false;
    const settle = () => {
      clearTimeout(stall);
      resolve(outcome);
    };
    const stall = setTimeout(() => {
      outcome.error = `stalled after ${outcome.sent} bytes (replied: ${replied})`;
      request.destroy();
      settle();
    }, 20_000);
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent,
      headers: {
        cookie,
        'content-type': json ? 'application/json' : `multipart/form-data; boundary=${boundary}`,
        'content-length': declared ?? head.length + bytes + tail.length,
      },
    });
    request.on('response', (res) => {
      outcome.status = res.statusCode;
      outcome.headers = res.headers;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (outcome.body += chunk));
      res.on('end', () => {
        replied = true;
        if (finished || outcome.error) settle();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error = `${error.code ?? error.message} after ${outcome.sent} bytes`;
      if (replied) settle();
    });
    const chunk = Buffer.alloc(64 * 1024, 7);
    request.write(head);
    const pump = () => {
      while (outcome.sent < bytes) {
        const size = Math.min(chunk.length, bytes - outcome.sent);
        outcome.sent += size;
        if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          request.once('drain', pump);
          return;
        }
      }
      request.end(tail, () => {
        finished = true;
        if (replied) settle();
      });
    };
    pump();
  });
}

const envelopeOf = (outcome: Outcome) => JSON.parse(outcome.body) as Envelope<null>;

describe('a refused upload of 30 MB', () => {
  const cases: [string, () => string, string | undefined, number][] = [
    ['a visitor (no session)', () => '/api/v1/users/modify/photo', undefined, 401],
    ['a role the route does not admit', () => '/api/v1/resources', RESEARCHER, 403],
    ['a project id that names nothing', () => '/api/v1/projects/abc/analysis/1/package', RESEARCHER, 403],
    [
      'a malformed analysis id in a project the caller manages',
      () => `/api/v1/projects/${heart}/analysis/abc/package`,
      RESEARCHER,
      400,
    ],
    ['an IRB request for a project id that names nothing', () => '/api/v1/projects/0/irb', RESEARCHER, 403],
    [
      'an engine call-back with a wrong password',
      () => '/api/v1/engine-callbacks/1/result/00',
      undefined,
      403,
    ],
    ['a profile photo over its limit', () => '/api/v1/users/modify/photo', RESEARCHER, 413],
    ['a resource attachment over its limit', () => '/api/v1/resources', MASTER, 413],
  ];

  it.each(cases)(
    'from %s is answered with its envelope and read to the end',
    async (_, path, email, status) => {
      const outcome = await upload(path(), { cookie: email && cookies.get(email), bytes: 30 * MB });
      expect(outcome.error, JSON.stringify(outcome)).toBeUndefined();
      expect(outcome.sent).toBe(30 * MB);
      expect(outcome.status).toBe(status);
      expect(envelopeOf(outcome)).toMatchObject({ result: false, content: null });
      expect(envelopeOf(outcome).message).toMatch(/[가-힣]/);
    },
  );

  it('of JSON, over the 1 MB a JSON body may have, is answered with its envelope and read to the end', async () => {
    const outcome = await upload('/api/v1/contact', { bytes: 30 * MB, json: true });
    expect(outcome.error, JSON.stringify(outcome)).toBeUndefined();
    expect(outcome.status).toBe(413);
    expect(envelopeOf(outcome).message).toMatch(/[가-힣]/);
  });

  it('leaves a kept-alive connection serving the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await upload('/api/v1/resources', {
        cookie: cookies.get(RESEARCHER),
        bytes: 30 * MB,
        agent,
      });
      expect(refused.error, JSON.stringify(refused)).toBeUndefined();
      expect(refused.status).toBe(403);
      expect(refused.headers?.connection).toBe('keep-alive');
      const next = await new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/terms', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
      expect(next).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});

describe('a refused upload larger than is worth reading', () => {
  it('is answered with its envelope, then the connection is closed', async () => {
    const declared = DRAIN_LIMIT_BYTES + 10 * MB;
    const outcome = await upload('/api/v1/resources', {
      cookie: cookies.get(RESEARCHER),
      bytes: 4 * MB,
      declared,
    });
    expect(outcome.status).toBe(403);
    expect(outcome.headers?.connection).toBe('close');
    expect(envelopeOf(outcome)).toMatchObject({ result: false, content: null });
  });
});
