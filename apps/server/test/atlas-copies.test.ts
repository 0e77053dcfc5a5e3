import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  atlasSupporterMessages as t,
  type AccessibleCdmEngine,
  type AtlasCopyGroup,
  type AtlasGroupResource,
  type Envelope,
} from '@cdmnet/api/contract';
import { atlasCopyItems, atlases, organizations, orgMembers, users } from '../src/db/schema.js';
import { startAtlasCopyJobs, type AtlasCopyJobs } from '../src/jobs/atlas-copies.js';
import { openLiveChanges, type LiveChanges } from '../src/services/live-changes.js';
import { platformOnNode } from './platform-on-node.js';
import { PARTNER, RESEARCHER } from './project-helpers.js';

// The ATLAS supporter against the real data node: designs copied between the demo hospitals' WebAPIs
// through export and import, each item ending in its own state, cancels, a crash mid-copy, the
// download, and the role. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL) like every suite.

const p = platformOnNode();
const SUPPORTER = RESEARCHER;
const base = '/api/v1/atlas-supporter';
let jobs: AtlasCopyJobs | undefined;
let changes: LiveChanges;
let heard = 0;
/** Each site's ATLAS id by database name, and its WebAPI address. */
const sites = new Map<string, { atlasId: number; webapi: string }>();
const fast = { targetTries: 2, retryDelayMs: () => 100 };

const startJobs = async () => {
  jobs = await startAtlasCopyJobs(
    p.t.db,
    { executeSql: p.t.executeSql },
    {
      schedule: false,
      orphanAtStartMs: 0,
      work: fast,
    },
  );
};

async function webapi(address: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${address}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}
const listOf = async (address: string, path: string) => {
  const json = (await webapi(address, 'GET', path)) as unknown;
  return (Array.isArray(json) ? json : ((json as { content: unknown[] }).content ?? [])) as {
    id: number;
    name: string;
  }[];
};
const named = async (address: string, path: string, name: string) =>
  (await listOf(address, path)).filter((d) => d.name === name);

const hanbit = () => sites.get('hanbit_cdm')!;
const gibleedTargets = () =>
  [...sites.entries()].filter(([db]) => db !== 'hanbit_cdm' && db !== 'gangwon_cdm').map(([, s]) => s);

/** A cohort definition's expression on the source (GI bleed), with its concept optionally replaced. */
async function gibleedExpression(conceptId?: number) {
  const cohort = await webapi(hanbit().webapi, 'GET', '/cohortdefinition/1');
  const expression = JSON.parse(cohort!.expression as string) as {
    ConceptSets: { expression: { items: { concept: { CONCEPT_ID: number } }[] } }[];
  };
  if (conceptId !== undefined) expression.ConceptSets[0]!.expression.items[0]!.concept.CONCEPT_ID = conceptId;
  return expression;
}
const makeCohort = async (name: string, conceptId?: number) =>
  (await webapi(hanbit().webapi, 'POST', '/cohortdefinition/', {
    name,
    description: '복사 시험',
    expressionType: 'SIMPLE_EXPRESSION',
    expression: await gibleedExpression(conceptId),
  }))!.id as number;

const call = (method: 'GET' | 'POST', url: string, email: string, payload?: unknown) =>
  p.h.call(method, url, email, payload);

async function start(name: string, designs: { kind: string; id: number }[], targets: number[]) {
  const res = await call('POST', `${base}/${hanbit().atlasId}`, SUPPORTER, {
    groupName: name,
    designs,
    targetAtlasIds: targets,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<AtlasCopyGroup>>().content;
}

async function settled(groupId: number, timeoutMs = 60_000): Promise<AtlasCopyGroup> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const groups = (await call('GET', base, SUPPORTER)).json<Envelope<AtlasCopyGroup[]>>().content;
    const group = groups.find((g) => g.groupId === groupId)!;
    if (!group.active) return group;
    if (Date.now() > until) throw new Error(`group ${groupId} still active: ${JSON.stringify(group.counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await p.start();
  const [supporter] = await p.t.db
    .update(users)
    .set({ researchRoles: ['ATLAS_SUPPORTER'] })
    .where(eq(users.email, SUPPORTER))
    .returning({ id: users.id });
  // A researcher of every demo hospital, so every ATLAS is accessible to the supporter.
  for (const org of await p.t.db.select({ id: organizations.id }).from(organizations))
    await p.t.db
      .insert(orgMembers)
      .values({ orgId: org.id, userId: supporter!.id, privilege: 'ORG_RESEARCHER' })
      .onConflictDoUpdate({
        target: [orgMembers.orgId, orgMembers.userId],
        set: { privilege: 'ORG_RESEARCHER' },
      });
  for (const site of p.node.sites) {
    const [atlas] = await p.t.db
      .select({ id: atlases.id })
      .from(atlases)
      .where(eq(atlases.address, site.webapi));
    if (atlas) sites.set(site.database, { atlasId: atlas.id, webapi: site.webapi });
  }
  changes = await openLiveChanges(p.t.db);
  changes.subscribe(({ change, audience }) => {
    if (change.topic === 'atlas-copies' && audience.users?.includes(supporter!.id)) heard++;
  });
  await startJobs();
}, 180_000);
afterAll(async () => {
  await changes?.close();
  await jobs?.stop();
  await p.stop();
});

describe('ATLAS supporter', () => {
  it('refuses anyone without the ATLAS_SUPPORTER role with 403 in Korean, before the input', async () => {
    for (const [method, url, body] of [
      ['GET', base],
      ['GET', `${base}/accessible-cdm`],
      ['GET', `${base}/1/COHORT`],
      ['POST', `${base}/1`, { groupName: '' }],
      ['POST', `${base}/cancel-groups/1`],
      ['POST', `${base}/1/cancel`],
      ['GET', `${base}/cohort-definitions/groups/1`],
    ] as const) {
      const res = await call(method, url, PARTNER, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<Envelope<null>>().message).toBe(t.roleRequired);
    }
  });

  it('shows the accessible tree and a kind’s designs on an ATLAS', async () => {
    const tree = (await call('GET', `${base}/accessible-cdm`, SUPPORTER)).json<
      Envelope<AccessibleCdmEngine[]>
    >().content;
    const atlasIds = tree.flatMap((engine) => engine.atlases.map((a) => a.atlasId));
    for (const site of sites.values()) expect(atlasIds).toContain(site.atlasId);
    expect(tree.every((engine) => engine.cdms.length > 0 && engine.engineName)).toBe(true);
    const cohorts = (await call('GET', `${base}/${hanbit().atlasId}/COHORT`, SUPPORTER)).json<
      Envelope<AtlasGroupResource[]>
    >().content;
    expect(cohorts.map((c) => c.name)).toContain('위장관 출혈 (GI bleed)');
  });

  it('refuses bad input with 400 naming what is wrong, and an ATLAS it may not use with 404', async () => {
    const url = `${base}/${hanbit().atlasId}`;
    const target = gibleedTargets()[0]!.atlasId;
    const cohort = { kind: 'COHORT', id: 1 };
    const refused = async (body: object, status = 400) => {
      const res = await call('POST', url, SUPPORTER, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json<Envelope<null>>().message;
    };
    // Each refusal names the field as the supporter reads it.
    expect(await refused({ groupName: ' ', designs: [cohort], targetAtlasIds: [target] })).toMatch(
      /^그룹 이름: /,
    );
    expect(await refused({ groupName: 'a', designs: [], targetAtlasIds: [target] })).toContain(
      t.designsRequired,
    );
    expect(
      await refused({ groupName: 'a', designs: [{ kind: 'ESTIMATION', id: 1 }], targetAtlasIds: [target] }),
    ).toContain(t.kindInvalid);
    expect(await refused({ groupName: 'a', designs: [cohort], targetAtlasIds: [hanbit().atlasId] })).toBe(
      `대상 ATLAS: ${t.targetIsSource}`,
    );
    expect(await refused({ groupName: 'a', designs: [cohort, cohort], targetAtlasIds: [target] })).toBe(
      `복사할 설계: ${t.designsRepeated}`,
    );
    expect(
      await refused({ groupName: 'a', designs: [{ kind: 'COHORT', id: 99_999 }], targetAtlasIds: [target] }),
    ).toContain('99999');
    const res = await call('POST', `${base}/2147483647`, SUPPORTER, {
      groupName: 'a',
      designs: [cohort],
      targetAtlasIds: [target],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<Envelope<null>>().message).toBe(t.atlasNotFound);
  });

  it('copies 10 designs to every other hospital, each item’s moves told live, all COPIED and on the targets', async () => {
    const cohortIds: number[] = [];
    for (let i = 1; i <= 6; i++) cohortIds.push(await makeCohort(`복사 시험 코호트 ${i}`));
    const cc = (await webapi(hanbit().webapi, 'GET', '/cohort-characterization/1/export'))!;
    const ccIds: number[] = [];
    for (let i = 1; i <= 2; i++)
      ccIds.push(
        (await webapi(hanbit().webapi, 'POST', '/cohort-characterization/import', {
          ...cc,
          name: `복사 시험 특성 분석 ${i}`,
        }))!.id as number,
      );
    const ir = (await webapi(hanbit().webapi, 'GET', '/ir/1/design'))!;
    const irIds: number[] = [];
    for (let i = 1; i <= 2; i++)
      irIds.push(
        (await webapi(hanbit().webapi, 'POST', '/ir/', {
          name: `복사 시험 발생률 ${i}`,
          description: '',
          expression: ir.expression,
        }))!.id as number,
      );
    const designs = [
      ...cohortIds.map((id) => ({ kind: 'COHORT', id })),
      ...ccIds.map((id) => ({ kind: 'CHARACTERIZATION', id })),
      ...irIds.map((id) => ({ kind: 'INCIDENCE_RATE', id })),
    ];
    const targets = [...sites.entries()].filter(([db]) => db !== 'hanbit_cdm');
    const heardBefore = heard;
    const began = Date.now();
    const group = await start(
      '열 개 설계 복사',
      designs,
      targets.map(([, s]) => s.atlasId),
    );
    expect(group.groupHistory).toHaveLength(10 * targets.length);
    expect(group.groupHistory.every((item) => item.state === 'WAITING')).toBe(true);
    const done = await settled(group.groupId);
    console.log(`copied ${designs.length} designs to ${targets.length} ATLASes in ${Date.now() - began} ms`);
    for (const item of done.groupHistory) {
      const onSynthea = item.targetAtlas.atlasId === sites.get('gangwon_cdm')?.atlasId;
      // The v5.4 hospital's own vocabulary lacks GiBleed's concepts: those copies are refused whole.
      expect(item.state, `${item.resourceName} → ${item.targetAtlas.atlasName}: ${item.message}`).toBe(
        onSynthea ? 'MISSING_CONCEPTS' : 'COPIED',
      );
    }
    // Two moves per item (COPYING, then its end), each told to the creator.
    expect(heard - heardBefore).toBeGreaterThanOrEqual(2 * done.groupHistory.length);
    for (const target of gibleedTargets()) {
      for (let i = 1; i <= 6; i++)
        expect(await named(target.webapi, '/cohortdefinition/', `복사 시험 코호트 ${i}`)).toHaveLength(1);
      for (let i = 1; i <= 2; i++) {
        expect(
          await named(
            target.webapi,
            '/cohort-characterization?page=0&size=10000',
            `복사 시험 특성 분석 ${i}`,
          ),
        ).toHaveLength(1);
        expect(await named(target.webapi, '/ir/', `복사 시험 발생률 ${i}`)).toHaveLength(1);
      }
    }
    const synthea = sites.get('gangwon_cdm');
    if (synthea)
      expect(await named(synthea.webapi, '/cohortdefinition/', '복사 시험 코호트 1')).toHaveLength(0);

    // The download holds the group's cohort definitions as exported, once each.
    const file = await call('GET', `${base}/cohort-definitions/groups/${group.groupId}`, SUPPORTER);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    const json = file.json<{ designs: { id: number; name: string; export: { expression: unknown } }[] }>();
    expect(json.designs.map((d) => d.id)).toEqual(cohortIds);
    expect(json.designs[0]!.export.expression).toBeTruthy();
    const irFile = (await call('GET', `${base}/incidence-rate/groups/${group.groupId}`, SUPPORTER)).json<{
      designs: { cohorts: unknown[] }[];
    }>();
    expect(irFile.designs).toHaveLength(2);
    expect(irFile.designs[0]!.cohorts.length).toBeGreaterThan(0);
  }, 180_000);

  it('ends a copy whose name the target already has as NAME_CLASH, leaving the target as it was', async () => {
    const target = gibleedTargets()[0]!;
    const before = await listOf(target.webapi, '/cohortdefinition/');
    const group = await start('이름 중복', [{ kind: 'COHORT', id: 1 }], [target.atlasId]);
    const [item] = (await settled(group.groupId)).groupHistory;
    expect(item!.state).toBe('NAME_CLASH');
    expect(item!.message).toBe(t.nameClash('위장관 출혈 (GI bleed)'));
    expect(await listOf(target.webapi, '/cohortdefinition/')).toEqual(before);
  });

  it('ends a design naming a concept the target lacks as MISSING_CONCEPTS, with the concept’s id', async () => {
    const id = await makeCohort('없는 개념 코호트', 2_000_000_999);
    const target = gibleedTargets()[0]!;
    const group = await start('개념 없음', [{ kind: 'COHORT', id }], [target.atlasId]);
    const [item] = (await settled(group.groupId)).groupHistory;
    expect(item!.state).toBe('MISSING_CONCEPTS');
    expect(item!.message).toBe(t.missingConcepts([2_000_000_999]));
    expect(await named(target.webapi, '/cohortdefinition/', '없는 개념 코호트')).toHaveLength(0);
  });

  it('ends a copy to a target that does not answer as TARGET_DOWN after its tries', async () => {
    const id = await makeCohort('응답 없는 대상');
    const target = gibleedTargets()[1]!;
    // A port nothing listens on (taken and let go): the connection is refused, as a stopped WebAPI's is.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await p.t.db
      .update(atlases)
      .set({ address: `http://127.0.0.1:${port}/WebAPI` })
      .where(eq(atlases.id, target.atlasId));
    try {
      const group = await start('대상 중단', [{ kind: 'COHORT', id }], [target.atlasId]);
      const [item] = (await settled(group.groupId)).groupHistory;
      expect(item!.state).toBe('TARGET_DOWN');
      expect(item!.message).toContain('2번');
    } finally {
      await p.t.db.update(atlases).set({ address: target.webapi }).where(eq(atlases.id, target.atlasId));
    }
    expect(await named(target.webapi, '/cohortdefinition/', '응답 없는 대상')).toHaveLength(0);
  });

  it('cancels a group and one item: waiting items end CANCELLED and nothing of them is left on the targets', async () => {
    await jobs!.stop(); // nothing runs: every item waits
    jobs = undefined;
    const id = await makeCohort('취소할 코호트');
    const targets = gibleedTargets().slice(0, 3);
    const group = await start(
      '취소 시험',
      [{ kind: 'COHORT', id }],
      targets.map((s) => s.atlasId),
    );
    const first = group.groupHistory[0]!;
    const one = await call('POST', `${base}/${first.id}/cancel`, SUPPORTER);
    expect(one.statusCode).toBe(200);
    expect(one.json<Envelope<AtlasCopyGroup>>().content.groupHistory[0]!.state).toBe('CANCELLED');
    expect((await call('POST', `${base}/${first.id}/cancel`, SUPPORTER)).statusCode).toBe(409);
    const all = (await call('POST', `${base}/cancel-groups/${group.groupId}`, SUPPORTER)).json<
      Envelope<AtlasCopyGroup>
    >().content;
    expect(all.groupHistory.map((item) => item.state)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect(all.counts.CANCELLED).toBe(3);
    expect(all.active).toBe(false);
    await startJobs();
    for (const target of targets)
      expect(await named(target.webapi, '/cohortdefinition/', '취소할 코호트')).toHaveLength(0);
  });

  it('after a crash mid-copy, a new server undoes what was made (by id, or by name when the reply was lost) and copies once', async () => {
    await jobs!.stop();
    jobs = undefined;
    const id = await makeCohort('중단된 복사');
    const [withId, lostReply] = gibleedTargets();
    const group = await start('서버 중단', [{ kind: 'COHORT', id }], [withId!.atlasId, lostReply!.atlasId]);
    // What a server killed mid-copy leaves: both items COPYING; one target answered with the new id,
    // which was written; the other made the design but its reply never came back (id still null).
    const exported = await webapi(hanbit().webapi, 'GET', `/cohortdefinition/${id}`);
    const body = {
      name: '중단된 복사',
      description: '',
      expression: JSON.parse(exported!.expression as string) as unknown,
    };
    const made = (await webapi(withId!.webapi, 'POST', '/cohortdefinition/', body))!.id as number;
    const above = Math.max(...(await listOf(lostReply!.webapi, '/cohortdefinition/')).map((d) => d.id));
    await webapi(lostReply!.webapi, 'POST', '/cohortdefinition/', body);
    const [first, second] = group.groupHistory;
    await p.t.db
      .update(atlasCopyItems)
      .set({ state: 'COPYING', createdIds: [{ kind: 'COHORT', id: made, name: '중단된 복사' }] })
      .where(eq(atlasCopyItems.id, first!.id));
    await p.t.db
      .update(atlasCopyItems)
      .set({ state: 'COPYING', createdIds: [{ kind: 'COHORT', id: null, name: '중단된 복사', above }] })
      .where(eq(atlasCopyItems.id, second!.id));

    await p.t.restart({ events: p.events, queue: p.queue });
    await startJobs();
    const done = await settled(group.groupId);
    expect(done.groupHistory.map((item) => item.state)).toEqual(['COPIED', 'COPIED']);
    for (const target of [withId!, lostReply!]) {
      const copies = await named(target.webapi, '/cohortdefinition/', '중단된 복사');
      expect(copies).toHaveLength(1);
      expect(copies[0]!.id).not.toBe(made);
    }
    const left = await p.t.db.select({ state: atlasCopyItems.state }).from(atlasCopyItems);
    expect(left.filter((row) => row.state === 'COPYING' || row.state === 'WAITING')).toHaveLength(0);
  }, 120_000);
});
