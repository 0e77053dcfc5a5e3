import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEALTH_PATH,
  READINESS_PATH,
  ResultCode,
  replyMessages,
  type Envelope,
  type Readiness,
} from '@cdmnet/api/contract';
import { buildApp } from '../src/app.js';
import type { InstanceState } from '../src/http/health.js';
import { loggableUrl, logSettingFrom } from '../src/http/request-log.js';
import { secretBox } from '../src/services/secrets.js';
import { createTestApp, type TestApp } from './test-app.js';

// What a reverse proxy and a hospital's monitoring ask an instance (README "Running it in production"):
// liveness, readiness with its reasons, and the request id that ties a reply to its log lines.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test's database behind an app whose instance state the test sets. */
const appWith = (instance: InstanceState) =>
  buildApp({
    db: t.db,
    ports: { mail: { send: () => Promise.resolve() }, sms: { send: () => Promise.resolve() } },
    secrets: secretBox(Buffer.alloc(32)),
    config: {
      webDist: undefined,
      secureCookies: false,
      sessionTtlMs: 60_000,
      publicUrl: 'http://cdmnet.test',
    },
    instance,
  });

describe('liveness and readiness', () => {
  it('says the process is up without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true, content: { up: true } });
  });

  it('is ready with the database up and the queue running, and lists the engines without addresses', async () => {
    const app = await appWith({ stopping: false, queueRunning: () => true });
    const res = await app.inject({ method: 'GET', url: READINESS_PATH });
    await app.close();
    expect(res.statusCode).toBe(200);
    const { content } = res.json<Envelope<Readiness>>();
    expect(content).toMatchObject({
      ready: true,
      stopping: false,
      database: { state: 'UP' },
      queue: { state: 'UP' },
    });
    expect(content.database.latencyMs).toBeGreaterThanOrEqual(0);
    // The seven demo hospitals' engines, named with their organisation, as the reconciler last saw them.
    expect(content.engines).toHaveLength(7);
    expect(content.engines.every((engine) => engine.organization !== '' && engine.state === 'UNKNOWN')).toBe(
      true,
    );
    expect(res.body).not.toMatch(/https?:\/\//);
  });

  it('answers 503 with the same body while stopping or without a queue, so the proxy sends work elsewhere', async () => {
    const stopping = await appWith({ stopping: true, queueRunning: () => true });
    const res = await stopping.inject({ method: 'GET', url: READINESS_PATH });
    await stopping.close();
    expect(res.statusCode).toBe(503);
    expect(res.json<Envelope<Readiness>>()).toMatchObject({
      result: false,
      code: ResultCode.UNAVAILABLE,
      message: replyMessages.notReady,
      content: { ready: false, stopping: true, database: { state: 'UP' } },
    });
    // The test app was built without a job queue: it may serve reads but must not be sent executions.
    const noQueue = await t.app.inject({ method: 'GET', url: READINESS_PATH });
    expect(noQueue.statusCode).toBe(503);
    expect(noQueue.json<Envelope<Readiness>>().content.queue.state).toBe('DOWN');
  });
});

describe('request ids and logs', () => {
  it('echoes the proxy’s request id, and makes one when none or a strange one is sent', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: HEALTH_PATH,
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({
      method: 'GET',
      url: HEALTH_PATH,
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes an engine’s call-back password into a log line', () => {
    expect(loggableUrl('/api/v1/engine-callbacks/12/result/s3cret?x=1')).toBe(
      '/api/v1/engine-callbacks/12/result/[hidden]?x=1',
    );
    expect(loggableUrl('/api/v1/engine-callbacks/12/status/s3cret')).toBe(
      '/api/v1/engine-callbacks/12/status/[hidden]',
    );
  });

  it('logs JSON at info in production, at LOG_LEVEL when set, and not at all in development', () => {
    expect(logSettingFrom({ NODE_ENV: 'production' })).toEqual({ level: 'info' });
    expect(logSettingFrom({ NODE_ENV: 'production', LOG_LEVEL: 'warn' })).toEqual({ level: 'warn' });
    expect(logSettingFrom({ LOG_LEVEL: 'silent' })).toBe(false);
    expect(logSettingFrom({})).toBe(false);
  });
});
