import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionEvent } from '@cdmnet/api/contract';
import { openLiveEvents, type LiveEvents } from '../src/services/live-events.js';
import { openEventStream } from './event-stream.js';
import { recordingQueue } from './execution-helpers.js';
import { HEART, MINJAE, RESEARCHER, SEOJUN, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The one live stream of a signed-in page (engines.md): `GET /api/v1/events`, server-sent events, each
// execution move of a project the user is an accepted member of.

let t: TestApp;
let events: LiveEvents;
let url: string;
const h = projectHelpers(() => t);
let projectId: number;

beforeAll(async () => {
  events = await openLiveEvents({});
  t = await createTestApp({ executions: { events, queue: recordingQueue() } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  projectId = await h.projectIdOf(HEART);
});
afterAll(async () => {
  await t.close();
  await events.close();
});

/** Opens the stream as `email` and collects what arrives. */
const listen = async (email?: string) =>
  openEventStream(`${url}/api/v1/events`, email ? await h.cookieOf(email) : undefined);

const move = (status: ExecutionEvent['status']): ExecutionEvent => ({
  type: 'execution',
  projectId,
  analysisId: 1,
  executionId: 42,
  status,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the live event stream', () => {
  it('needs a session: a visitor is answered 1004 as any session call', async () => {
    const visitor = await listen();
    expect(visitor.response.status).toBe(401);
    expect(((await visitor.response.json()) as { code: number }).code).toBe(1004);
  });

  it('is an event stream that is never cached or compressed', async () => {
    const page = await listen(RESEARCHER);
    expect(page.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(page.response.headers.get('cache-control')).toBe('no-store');
    expect(page.response.headers.get('content-encoding')).toBeNull();
    page.close();
  });

  it('brings an execution move to every open page of the project’s members, and to nobody else', async () => {
    const manager = await listen(RESEARCHER);
    const member = await listen(SEOJUN);
    const invitee = await listen(MINJAE); // invited to the project, not accepted
    await settle();
    events.publish(move('EXECUTING_DOCKER'));
    await settle();
    for (const page of [manager, member]) {
      expect(page.received).toEqual([{ event: 'execution', data: move('EXECUTING_DOCKER') }]);
    }
    expect(invitee.received).toEqual([]);
    for (const page of [manager, member, invitee]) page.close();
  });

  it('stops sending to a page once it is closed, and closing the server ends open streams', async () => {
    const page = await listen(RESEARCHER);
    await settle();
    page.close();
    await settle();
    events.publish(move('FINISHED_SUCCESSFULLY'));
    await settle();
    expect(page.received).toEqual([]);
  });
});

describe('across server processes', () => {
  it('an event published by one process reaches pages of another sharing the database', async () => {
    // Two instances of the event hub, as two server processes have: on PostgreSQL they meet through
    // LISTEN/NOTIFY; on PGlite one process serves everyone, so the second instance hears nothing.
    // NOTIFY reaches listeners of the same database: both speak to the one the URL names.
    const databaseUrl = process.env.TEST_DATABASE_URL;
    const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 2 }) : undefined;
    const executeSql = pool ? (text: string, values?: unknown[]) => pool.query(text, values) : undefined;
    const one = await openLiveEvents({ databaseUrl, executeSql });
    const two = await openLiveEvents({ databaseUrl, executeSql });
    const heard: ExecutionEvent[] = [];
    two.subscribe((event) => heard.push(event));
    one.publish(move('SAVING_RESULT_FILES'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard).toEqual(databaseUrl ? [move('SAVING_RESULT_FILES')] : []);
    await one.close();
    await two.close();
    await pool?.end();
  });
});
