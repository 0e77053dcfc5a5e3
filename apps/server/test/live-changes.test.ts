import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@cdmnet/api/contract';
import { analyses, irbRequests, organizations } from '../src/db/schema.js';
import { announceChange } from '../src/services/live-changes.js';
import { PREDICTION } from './analysis-helpers.js';
import { openEventStream, type OpenStream } from './event-stream.js';
import {
  cdmIdOf,
  engineAt,
  executionSetup,
  finishedExecution,
  startRecordingEngine,
  type RecordingEngine,
} from './execution-helpers.js';
import {
  ADMIN,
  DOYUN,
  HEART,
  MASTER,
  MINJAE,
  ONCOLOGY,
  PARTNER,
  RESEARCHER,
  SEOJUN,
  TAEMIN,
  projectHelpers,
} from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// Decisions and requests reach the open pages of those they concern through the one live stream
// (`GET /api/v1/events`, `change` events), within a second, after they commit, and nobody else's.
// 박지현 (admin@) administers 한빛대학교병원, 송태민 (taemin.song@) 부산해오름병원; 김민준 (researcher@)
// manages 심부전 재입원 위험 예측 and belongs to 항암제 이상반응 감시, whose IRB request waits at 한빛.
// 조유나 asked to join 한빛. The partner (partner@) is in none of these projects and administers nothing:
// she hears none of it.

const YUNA = 'yuna.cho@sjmc.or.kr';

let t: TestApp;
let setup: Awaited<ReturnType<typeof executionSetup>>;
let engine: RecordingEngine;
let url: string;
const h = projectHelpers(() => t);
const open: OpenStream[] = [];
let heart: number;
let oncology: number;
let hanbit: number;
let haeorum: number;

beforeAll(async () => {
  setup = await executionSetup();
  t = await createTestApp({ executions: { events: setup.events, queue: setup.queue } });
  engine = await startRecordingEngine();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/events`;
  heart = await h.projectIdOf(HEART);
  oncology = await h.projectIdOf(ONCOLOGY);
  const orgIdOf = async (name: string) =>
    (await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)))[0]!
      .id;
  hanbit = await orgIdOf('한빛대학교병원');
  haeorum = await orgIdOf('부산해오름병원');
  await engineAt(t, ['HAEORUM_CDM'], engine.url);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await engine.close();
  await t.close();
});

async function listen(email: string) {
  const stream = await openEventStream(url, await h.cookieOf(email));
  expect(stream.response.status).toBe(200);
  open.push(stream);
  return stream;
}

/** Opens the streams, waits until the server holds them, then runs the decision. */
async function streamsOf<E extends string>(...emails: E[]) {
  const streams = {} as Record<E, OpenStream>;
  for (const email of emails) streams[email] = await listen(email);
  await new Promise((resolve) => setTimeout(resolve, 200));
  return streams;
}

const changes = (stream: OpenStream) =>
  stream.received.filter((e) => e.event === 'change').map((e) => e.data as LiveChange);

/** Waits (at most the target second) until the stream heard the change. */
const hears = (stream: OpenStream, change: Omit<LiveChange, 'type'>) =>
  vi.waitFor(() => expect(changes(stream)).toContainEqual({ type: 'change', ...change }), {
    timeout: 1_000,
    interval: 10,
  });

/** After the others heard theirs, a little longer for anything stray to arrive. */
const hearsNothing = async (stream: OpenStream) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(stream.received).toEqual([]);
};

describe('decisions reach the open pages of those they concern, and nobody else', () => {
  it('an IRB approval: the project’s members and the organisation’s admins (and masters) hear it', async () => {
    const [pending] = await t.db
      .select({ id: irbRequests.id })
      .from(irbRequests)
      .where(
        and(
          eq(irbRequests.projectId, oncology),
          eq(irbRequests.orgId, hanbit),
          eq(irbRequests.state, 'PENDING'),
        ),
      );
    const s = await streamsOf(RESEARCHER, MASTER, PARTNER);
    const res = await h.call('PUT', `/api/v1/orgs/${hanbit}/irb/${pending!.id}/approved`, ADMIN);
    expect(res.statusCode, res.body).toBe(200);
    await hears(s[RESEARCHER], { topic: 'irb', projectId: oncology, orgId: hanbit });
    await hears(s[RESEARCHER], { topic: 'notifications' });
    await hears(s[MASTER], { topic: 'irb', projectId: oncology, orgId: hanbit });
    await hearsNothing(s[PARTNER]);
  });

  it('a new result request: the hospital’s admins hear it; another hospital’s admin does not', async () => {
    const [analysis] = await t.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(and(eq(analyses.projectId, heart), eq(analyses.name, PREDICTION)));
    const base = `/api/v1/projects/${heart}/analysis/${analysis!.id}/execution`;
    const executionId = await finishedExecution({
      t,
      events: setup.events,
      engine,
      call: h.call,
      base,
      email: RESEARCHER,
      cdmId: await cdmIdOf(t, 'HAEORUM_CDM'),
      files: [{ name: 'persons.csv', text: 'cohort_id,persons\n1,43\n' }],
    });
    const s = await streamsOf(TAEMIN, ADMIN, PARTNER);
    const res = await h.call('POST', `${base}/${executionId}/perm`, RESEARCHER, {
      kind: 'VIEW',
      note: '결과 확인을 요청합니다.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await hears(s[TAEMIN], { topic: 'result-requests', projectId: heart, orgId: haeorum });
    await hears(s[TAEMIN], { topic: 'notifications' });
    await hearsNothing(s[ADMIN]);
    await hearsNothing(s[PARTNER]);
  });

  it('an accepted invitation: the project’s manager hears it', async () => {
    const s = await streamsOf(RESEARCHER, PARTNER);
    const res = await h.call('POST', '/api/v1/projects/members/accepted', MINJAE, { projectId: heart });
    expect(res.statusCode, res.body).toBe(200);
    await hears(s[RESEARCHER], { topic: 'project-members', projectId: heart });
    await hears(s[RESEARCHER], { topic: 'notifications' });
    await hearsNothing(s[PARTNER]);
  });

  it('an approved membership request: the user who asked hears it', async () => {
    const yuna = await h.idOf(YUNA);
    const s = await streamsOf(YUNA, PARTNER);
    const res = await h.call('POST', `/api/v1/orgs/${hanbit}/members/${yuna}/decision`, ADMIN, {
      decision: 'APPROVE',
    });
    expect(res.statusCode, res.body).toBe(200);
    await hears(s[YUNA], { topic: 'memberships', orgId: hanbit });
    await hears(s[YUNA], { topic: 'notifications' });
    await hearsNothing(s[PARTNER]);
  });

  it('a changed data access level: the member hears it', async () => {
    const seojun = await h.idOf(SEOJUN);
    const s = await streamsOf(SEOJUN, PARTNER);
    const res = await h.call('PUT', `/api/v1/orgs/${hanbit}/members/${seojun}/permission`, ADMIN, {
      level: 'EVD',
    });
    expect(res.statusCode, res.body).toBe(200);
    await hears(s[SEOJUN], { topic: 'permissions', orgId: hanbit });
    await hearsNothing(s[PARTNER]);
  });

  it('a platform privilege or research role change: the user hears it, nobody else', async () => {
    const seojun = await h.idOf(SEOJUN);
    const s = await streamsOf(SEOJUN, PARTNER);
    const roles = await h.call('PUT', `/api/v1/master/members/${seojun}/roles`, MASTER, {
      roles: ['ATLAS_SUPPORTER'],
    });
    expect(roles.statusCode, roles.body).toBe(200);
    await hears(s[SEOJUN], { topic: 'permissions' });
    const heard = changes(s[SEOJUN]).length;
    const priv = await h.call('PUT', `/api/v1/master/members/${seojun}`, MASTER, { priv: 'ORG_ADMIN' });
    expect(priv.statusCode, priv.body).toBe(200);
    await vi.waitFor(() => expect(changes(s[SEOJUN]).length).toBeGreaterThan(heard), { timeout: 1_000 });
    await hearsNothing(s[PARTNER]);
  });

  it('an organisation’s profile saved by its admin: the masters hear it, a member does not', async () => {
    const s = await streamsOf(MASTER, PARTNER);
    const res = await h.call('POST', `/api/v1/orgs/${hanbit}/modify`, ADMIN, {
      description: '수도권 거점 상급종합병원',
      hideFromExternal: false,
      autoRegistration: false,
      domains: ['hanbit-hospital.kr'],
      autoMailing: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    await hears(s[MASTER], { topic: 'permissions', orgId: hanbit });
    await hearsNothing(s[PARTNER]);
  });

  it('a member removed mid-stream hears the removal, then nothing more of the project', async () => {
    const seojun = await h.idOf(SEOJUN);
    const s = await streamsOf(SEOJUN);
    const removed = await h.call('DELETE', `/api/v1/projects/${heart}/members/${seojun}`, RESEARCHER);
    expect(removed.statusCode, removed.body).toBe(200);
    await hears(s[SEOJUN], { topic: 'project-members', projectId: heart });
    const heard = s[SEOJUN].received.length;
    const doyun = await h.idOf(DOYUN);
    const changed = await h.call('PUT', `/api/v1/projects/${heart}/permissions/${doyun}`, RESEARCHER, {
      permissions: ['IRB_REQUEST'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s[SEOJUN].received.length).toBe(heard);
  });
});

describe('only what commits is announced', () => {
  it('a rolled-back change tells nobody; a committed one is heard once it commits, not before', async () => {
    const researcher = await h.idOf(RESEARCHER);
    const s = await streamsOf(RESEARCHER);
    await expect(
      t.db.transaction(async (tx) => {
        await announceChange(tx, { topic: 'irb', projectId: heart }, { users: [researcher] });
        throw new Error('refused after announcing');
      }),
    ).rejects.toThrow('refused after announcing');
    await hearsNothing(s[RESEARCHER]);

    let release = () => {};
    const committing = t.db.transaction(async (tx) => {
      await announceChange(tx, { topic: 'result-requests', projectId: heart }, { users: [researcher] });
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s[RESEARCHER].received).toEqual([]);
    release();
    await committing;
    await hears(s[RESEARCHER], { topic: 'result-requests', projectId: heart });
  });
});
