import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { atlasDesignMessages, type AtlasDesignDetail, type Envelope } from '@cdmnet/api/contract';
import { analyses, atlases, organizations } from '../src/db/schema.js';
import { PREDICTION } from './analysis-helpers.js';
import { startFakeHttp, type FakePeer } from './peers/fake-peers.mjs';
import { HEART, MINJAE, RESEARCHER, SEOJUN, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The ATLAS design calls' guards and input (the designs themselves are tested against the real data
// node in data-node.test.ts): members only, importing for the author and managers, ids and kinds checked.

let t: TestApp;
const h = projectHelpers(() => t);
let base: string;
let hanbitAtlas: number;
let otherAtlas: number;

beforeAll(async () => {
  t = await createTestApp();
  const projectId = await h.projectIdOf(HEART);
  const [analysis] = await t.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.name, PREDICTION));
  base = `/api/v1/projects/${projectId}/analysis/${analysis!.id}/atlas`;
  const atlasOf = async (org: string) =>
    (
      await t.db
        .select({ id: atlases.id })
        .from(atlases)
        .innerJoin(organizations, eq(organizations.id, atlases.orgId))
        .where(eq(organizations.name, org))
    )[0]!.id;
  hanbitAtlas = await atlasOf('한빛대학교병원');
  otherAtlas = await atlasOf('대구청솔병원'); // not a target of the analysis
});
afterAll(() => t.close());

describe('ATLAS design calls', () => {
  it('refuse anyone but the project’s accepted members with 403, before the input', async () => {
    expect((await h.call('GET', base, MINJAE)).statusCode).toBe(403);
    expect((await h.call('GET', `${base}/${hanbitAtlas}/COHORT/1`, MINJAE)).statusCode).toBe(403);
    expect((await h.call('POST', base, MINJAE, { atlasId: 'x' })).statusCode).toBe(403);
  });

  it('refuse an import by a member who neither wrote the analysis nor manages the project', async () => {
    const res = await h.call('POST', base, SEOJUN, { atlasId: hanbitAtlas, kind: 'COHORT', designId: 1 });
    expect(res.statusCode).toBe(403);
  });

  it('answer bad input with a Korean message naming the field, and an ATLAS of no target hospital with 400', async () => {
    const kind = await h.call('POST', base, RESEARCHER, {
      atlasId: hanbitAtlas,
      kind: 'COOKIE',
      designId: 1,
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json<Envelope<null>>().message).toBe(`종류: ${atlasDesignMessages.kindInvalid}`);
    expect((await h.call('GET', `${base}/${hanbitAtlas}/COOKIE/1`, RESEARCHER)).statusCode).toBe(400);
    const other = await h.call('GET', `${base}/${otherAtlas}/COHORT/1`, RESEARCHER);
    expect(other.statusCode).toBe(400);
    expect(other.json<Envelope<null>>().message).toBe(atlasDesignMessages.atlasNotTarget);
  });

  it('report an ATLAS that does not answer instead of hiding it', async () => {
    // The demo's ATLAS addresses are loopback ports nothing listens on in this test.
    const list = await h.content<{ designs: unknown[]; unreachable: { orgName: string; message: string }[] }>(
      'GET',
      base,
      RESEARCHER,
    );
    expect(list.designs).toEqual([]);
    expect(list.unreachable.map((a) => a.orgName).sort()).toEqual([
      '부산해오름병원',
      '서울중앙의료원',
      '한빛대학교병원',
    ]);
    expect(list.unreachable[0]?.message).toMatch(/연결할 수 없습니다/);
  });
});

describe('a design’s detail', () => {
  // WebAPI lists a characterization with its description and modification date, but its export
  // (CcExportDTO) carries neither: the detail must not say 설명이 없습니다 where the list said one.
  const listed = {
    id: 4,
    name: '위장관 출혈 환자 특성',
    description: '위장관 출혈 코호트의 인원, 성별, 연령대.',
    modifiedDate: Date.UTC(2026, 10, 3, 2, 4, 5),
  };
  let webApi: FakePeer;
  let address: string;

  beforeAll(async () => {
    webApi = await startFakeHttp((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path === '/WebAPI/cohort-characterization') return json({ content: [listed], totalElements: 1 });
      if (path === `/WebAPI/cohort-characterization/${listed.id}/export`)
        return json({ name: listed.name, cohorts: [], featureAnalyses: [], parameters: [], stratas: [] });
      res.writeHead(404);
      res.end();
    });
    const [row] = await t.db
      .select({ address: atlases.address })
      .from(atlases)
      .where(eq(atlases.id, hanbitAtlas));
    address = row!.address;
    await t.db
      .update(atlases)
      .set({ address: `${webApi.url}/WebAPI` })
      .where(eq(atlases.id, hanbitAtlas));
  });
  afterAll(async () => {
    await t.db.update(atlases).set({ address }).where(eq(atlases.id, hanbitAtlas));
    await webApi.close();
  });

  it('carries the description and date the list shows when the export leaves them out', async () => {
    const detail = await h.content<AtlasDesignDetail>(
      'GET',
      `${base}/${hanbitAtlas}/CHARACTERIZATION/${listed.id}`,
      RESEARCHER,
    );
    expect(detail).toMatchObject({
      name: listed.name,
      description: listed.description,
      modifiedAt: new Date(listed.modifiedDate).toISOString(),
    });
  });
});
