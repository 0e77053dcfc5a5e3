import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  masterApi as api,
  ResultCode,
  type AnalysisEngine,
  type AnyEndpoint,
  type AtlasEntry,
  type CdmEntry,
  type OrganizationSettings,
} from '@cdmnet/api/contract';
import { auditLog, cdmDatabases, users } from '../src/db/schema.js';
import { secretBox } from '../src/services/secrets.js';
import { startSampleCdm, type SampleCdm } from './cdm-sample/load-sample.mjs';
import { startFakeEngine, startFakeWebApi, startSilentTcp, type FakePeer } from './peers/fake-peers.mjs';
import {
  auditRows,
  call,
  closedPort,
  refused,
  startHtmlServer,
  startVersionedWebApi,
  succeeded,
  type CallOptions,
} from './service-settings-helpers.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

// The platform admin's service settings of an organisation, through HTTP: its analysis engines,
// ATLAS WebAPIs and CDM databases (each checked for real against fake peers and a PostgreSQL holding
// the Synthea27Nj sample), the three switches, and restarting ATLAS. Every call asserts no 5xx.

const MASTER = 'master@demo.cdmnet.kr';
const RESEARCHER = 'researcher@demo.cdmnet.kr';
/** ORG_ADMIN of 한빛대학교병원: administers the organisation, yet these calls are the platform's. */
const ORG_ADMIN = 'admin@demo.cdmnet.kr';

/** What the sample holds (test/cdm-sample/README.md). */
const SAMPLE_FIGURES = {
  patientCount: 28,
  periodStart: '1955-03-07',
  periodEnd: '2022-10-10',
  version: '5.4',
  vocabularyVersion: 'v5.0 09-APR-22*',
};

let t: TestApp;
let sample: SampleCdm;
const cookies = { master: '', researcher: '', orgAdmin: '' };
let masterId: number;
/** 한빛대학교병원 with its seeded engine, ATLAS and CDM, none reachable. */
let hanbit: { id: number; engine: AnalysisEngine; atlas: AtlasEntry; cdm: CdmEntry };
/** Another demo organisation, whose items 한빛's paths must not reach. */
let seoul: { id: number; engine: AnalysisEngine; atlas: AtlasEntry; cdm: CdmEntry };
/** An engine of 한빛 registered against the fake engine, for the ATLAS and CDM forms. */
let hanbitEngine: AnalysisEngine;
let deadPort: number;
const peers = {} as {
  engine: FakePeer;
  restartingEngine: FakePeer & { restarts: ('atlas' | 'dqd')[] };
  /** Closed by the test that checks an engine going away. */
  engineToStop: FakePeer;
  webApi: FakePeer;
  versionedWebApi: Awaited<ReturnType<typeof startVersionedWebApi>>;
  html: FakePeer;
  /** Accepts connections and never says a word. */
  silent: FakePeer;
};

const asMaster = (endpoint: AnyEndpoint, options: Omit<CallOptions, 'cookie'> = {}) =>
  call(t.app, endpoint, { ...options, cookie: cookies.master });

async function settingsOf(orgId: number): Promise<OrganizationSettings> {
  return succeeded(
    api.getOrganizationSettings,
    await asMaster(api.getOrganizationSettings, { params: { id: orgId } }),
  );
}

async function demoOrganization(name: string) {
  const orgs = succeeded(api.listMasterOrganizations, await asMaster(api.listMasterOrganizations));
  const id = orgs.find((org) => org.name === name)?.id;
  if (id === undefined) throw new Error(`no demo organisation named ${name}`);
  const { engineList, atlasList, cdmList } = await settingsOf(id);
  const [engine, atlas, cdm] = [engineList[0], atlasList[0], cdmList[0]];
  if (!engine || !atlas || !cdm) throw new Error(`${name} lacks its seeded engine, ATLAS or CDM`);
  return { id, engine, atlas, cdm };
}

async function auditCount(action: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action));
  return row?.n ?? 0;
}

let serial = 0;
const engineForm = (engineAddress: string, extra: Record<string, unknown> = {}) => ({
  name: `시험 분석 엔진 ${++serial}`,
  engineAddress,
  ...extra,
});
const atlasForm = (atlasAddress: string, extra: Record<string, unknown> = {}) => ({
  name: `시험 ATLAS ${++serial}`,
  atlasAddress,
  atlasHref: '',
  engineId: hanbitEngine.id,
  ...extra,
});
const cdmForm = (extra: Record<string, unknown> = {}) => ({
  name: `SYNTHEA_CDM_${++serial}`,
  engineId: hanbitEngine.id,
  host: sample.host,
  port: sample.port,
  database: sample.database,
  cdmSchema: sample.cdmSchema,
  vocabularySchema: sample.vocabularySchema,
  resultSchema: 'results',
  username: sample.username,
  password: sample.password,
  ...extra,
});

async function registerEngine(orgId: number, body: Record<string, unknown>) {
  const reply = await asMaster(api.createEngine, { params: { id: orgId }, body });
  return succeeded(api.createEngine, reply, '등록되었습니다.');
}
async function registerAtlas(body: Record<string, unknown>) {
  const reply = await asMaster(api.createAtlas, { params: { id: hanbit.id }, body });
  return succeeded(api.createAtlas, reply, '등록되었습니다.');
}
async function registerCdm(body: Record<string, unknown>) {
  const reply = await asMaster(api.createCdm, { params: { id: hanbit.id }, body });
  return succeeded(api.createCdm, reply, '등록되었습니다.');
}

/** Runs SQL as the sample database's superuser (schemas beside `cdm`). */
async function asSampleAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: sample.adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  [t, sample, peers.engine, peers.restartingEngine, peers.engineToStop, peers.webApi] = await Promise.all([
    createTestApp(),
    startSampleCdm({ adminUrl: process.env.TEST_DATABASE_URL }),
    startFakeEngine(),
    startFakeEngine({ restart: true }),
    startFakeEngine(),
    startFakeWebApi({ version: '2.14.0' }),
  ]);
  [peers.versionedWebApi, peers.html, peers.silent, deadPort] = await Promise.all([
    startVersionedWebApi('2.13.0'),
    startHtmlServer(),
    startSilentTcp(),
    closedPort(),
  ]);
  cookies.master = await signInAs(t.app, MASTER);
  cookies.researcher = await signInAs(t.app, RESEARCHER);
  cookies.orgAdmin = await signInAs(t.app, ORG_ADMIN);
  const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, MASTER));
  masterId = me?.id ?? 0;
  hanbit = await demoOrganization('한빛대학교병원');
  seoul = await demoOrganization('서울중앙의료원');
  hanbitEngine = await registerEngine(hanbit.id, engineForm(peers.engine.url));
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(peers).map((peer) => peer.close()));
  await sample?.stop();
  await t?.close();
}, 60_000);

// ── Who may call ──────────────────────────────────────────────────────────────────────────────────

const serviceSettingsEndpoints: AnyEndpoint[] = [
  api.getOrganizationSettings,
  api.createEngine,
  api.modifyEngine,
  api.deleteEngine,
  api.checkEngine,
  api.createAtlas,
  api.modifyAtlas,
  api.deleteAtlas,
  api.checkAtlas,
  api.createCdm,
  api.modifyCdm,
  api.deleteCdm,
  api.checkCdm,
  api.setDbBlock,
  api.setConceptId,
  api.setCleanup,
  api.restartAtlas,
];

/** 한빛's own (seeded) items: the calls would reach real rows. */
const seededParams = () => ({
  id: hanbit.id,
  engineId: hanbit.engine.id,
  atlasId: hanbit.atlas.id,
  cdmId: hanbit.cdm.id,
  isDqm: 'false',
});
const hasBody = (endpoint: AnyEndpoint) => endpoint.method === 'POST' || endpoint.method === 'PUT';
const MALFORMED_JSON = '{"name": "엔진", "engineAddress": ';
/** Ids no schema accepts: the caller is refused before the path is read. */
const MALFORMED_PARAMS = { id: 'abc', engineId: '-1', atlasId: '1.5', cdmId: 'x', isDqm: 'maybe' };

describe('who may call the service settings', () => {
  const byName = serviceSettingsEndpoints.map((endpoint) => ({
    name: `${endpoint.method} ${endpoint.path}`,
    endpoint,
  }));

  it.each(byName)(
    '$name refuses a researcher and an organisation admin with 403, even with malformed ids and body',
    async ({ endpoint }) => {
      for (const cookie of [cookies.researcher, cookies.orgAdmin]) {
        for (const params of [seededParams(), MALFORMED_PARAMS]) {
          const reply = await call(t.app, endpoint, {
            params,
            body: hasBody(endpoint) ? MALFORMED_JSON : undefined,
            cookie,
          });
          expect(refused(reply, 403, ResultCode.FORBIDDEN)).toBe('접근 권한이 없습니다.');
        }
      }
    },
  );

  it.each(byName)(
    '$name answers 1004 without a session, even with malformed ids and body',
    async ({ endpoint }) => {
      for (const params of [seededParams(), MALFORMED_PARAMS]) {
        const reply = await call(t.app, endpoint, {
          params,
          body: hasBody(endpoint) ? MALFORMED_JSON : undefined,
        });
        expect(refused(reply, 401, ResultCode.SESSION_EXPIRED)).toBe(
          '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
        );
      }
    },
  );

  it('a well-formed change by a researcher, an organisation admin or a visitor changes nothing', async () => {
    const before = await settingsOf(hanbit.id);
    const audits = await t.db.select({ n: count() }).from(auditLog);
    const attempts: [AnyEndpoint, unknown][] = [
      [api.setDbBlock, { blockingDBAccess: !before.blockingDBAccess }],
      [api.setConceptId, { onConceptId: !before.onConceptId }],
      [api.setCleanup, { orgId: hanbit.id, cleanup: !before.cleanup }],
      [api.createEngine, engineForm(peers.engine.url)],
      [api.modifyEngine, engineForm(peers.engine.url)],
      [api.deleteCdm, undefined],
      [api.deleteAtlas, undefined],
      [api.restartAtlas, undefined],
    ];
    for (const cookie of [cookies.researcher, cookies.orgAdmin, undefined]) {
      for (const [endpoint, body] of attempts) {
        const reply = await call(t.app, endpoint, { params: seededParams(), body, cookie });
        expect(reply.status).toBe(cookie ? 403 : 401);
      }
    }
    expect(await settingsOf(hanbit.id)).toEqual(before);
    expect(await t.db.select({ n: count() }).from(auditLog)).toEqual(audits);
    expect(peers.restartingEngine.restarts).toEqual([]);
  });
});

// ── Analysis engines ──────────────────────────────────────────────────────────────────────────────

describe('analysis engines', () => {
  it('registers an engine that answers its metrics: ONLINE, listed in the settings, audited', async () => {
    const form = engineForm(peers.engine.url);
    const engine = await registerEngine(hanbit.id, form);
    expect(engine).toMatchObject({ name: form.name, engineAddress: peers.engine.url, status: 'ONLINE' });
    expect(engine.checkedAt).not.toBeNull();
    expect((await settingsOf(hanbit.id)).engineList).toContainEqual(engine);
    expect(await auditRows(t.db, 'engine.created', engine.id)).toEqual([
      {
        actorId: masterId,
        targetType: 'engine',
        detail: { orgId: hanbit.id, address: peers.engine.url, online: true },
      },
    ]);
  });

  it('refuses an engine nothing listens for, naming host:port and saying nothing was saved', async () => {
    const before = await settingsOf(hanbit.id);
    const created = await auditCount('engine.created');
    const reply = await asMaster(api.createEngine, {
      params: { id: hanbit.id },
      body: engineForm(`http://127.0.0.1:${deadPort}`),
    });
    const message = refused(reply, 422, ResultCode.CONNECTION_CHECK_FAILED);
    expect(message).toContain(`분석 엔진 127.0.0.1:${deadPort}에 연결할 수 없습니다.`);
    expect(message).toContain('저장하지 않았습니다.');
    expect((await settingsOf(hanbit.id)).engineList).toEqual(before.engineList);
    expect(await auditCount('engine.created')).toBe(created);
  });

  it('saves an unreachable engine as OFFLINE when the admin saves anyway', async () => {
    const address = `http://127.0.0.1:${deadPort}`;
    const engine = await registerEngine(hanbit.id, engineForm(address, { saveAnyway: true }));
    expect(engine).toMatchObject({ engineAddress: address, status: 'OFFLINE' });
    expect((await settingsOf(hanbit.id)).engineList).toContainEqual(engine);
    expect(await auditRows(t.db, 'engine.created', engine.id)).toEqual([
      expect.objectContaining({ detail: { orgId: hanbit.id, address, online: false } }),
    ]);
  });

  it('refuses an address that is not a URL, naming the field, before any check', async () => {
    const before = await settingsOf(hanbit.id);
    for (const engineAddress of ['not an address', 'localhost:8080', 'ftp://10.0.0.5']) {
      const reply = await asMaster(api.createEngine, {
        params: { id: hanbit.id },
        body: engineForm(engineAddress, { saveAnyway: true }),
      });
      expect(refused(reply, 400, ResultCode.INVALID_INPUT)).toBe('엔진 주소: URL 형식이 아닙니다.');
    }
    const noName = await asMaster(api.createEngine, {
      params: { id: hanbit.id },
      body: engineForm(peers.engine.url, { name: '   ' }),
    });
    expect(refused(noName, 400, ResultCode.INVALID_INPUT)).toBe('이름: 필수 입력 항목입니다.');
    expect((await settingsOf(hanbit.id)).engineList).toEqual(before.engineList);
  });

  it('modifies an engine, checked again; a modify that fails its check changes nothing', async () => {
    const engine = await registerEngine(hanbit.id, engineForm(peers.engine.url));
    const form = engineForm(peers.restartingEngine.url, { name: '한빛 분석 엔진 (이전)' });
    const modified = succeeded(
      api.modifyEngine,
      await asMaster(api.modifyEngine, { params: { id: hanbit.id, engineId: engine.id }, body: form }),
      '수정되었습니다.',
    );
    expect(modified).toMatchObject({
      id: engine.id,
      name: '한빛 분석 엔진 (이전)',
      engineAddress: peers.restartingEngine.url,
      status: 'ONLINE',
      createdAt: engine.createdAt,
    });
    expect((await settingsOf(hanbit.id)).engineList).toContainEqual(modified);
    expect(await auditRows(t.db, 'engine.modified', engine.id)).toHaveLength(1);

    const failing = await asMaster(api.modifyEngine, {
      params: { id: hanbit.id, engineId: engine.id },
      body: engineForm(`http://127.0.0.1:${deadPort}`),
    });
    expect(refused(failing, 422, ResultCode.CONNECTION_CHECK_FAILED)).toContain(
      `127.0.0.1:${deadPort}에 연결할 수 없습니다.`,
    );
    expect((await settingsOf(hanbit.id)).engineList).toContainEqual(modified);
  });

  it('checks an engine now: 200 while it answers, 422 with OFFLINE stored once it stops', async () => {
    const engine = await registerEngine(hanbit.id, engineForm(peers.engineToStop.url));
    const params = { id: hanbit.id, engineId: engine.id };
    const online = succeeded(
      api.checkEngine,
      await asMaster(api.checkEngine, { params }),
      '분석 엔진이 응답했습니다. 실행 중인 분석 0건.',
    );
    expect(online).toMatchObject({
      ok: true,
      message: '분석 엔진이 응답했습니다. 실행 중인 분석 0건.',
      engine: { id: engine.id, status: 'ONLINE' },
    });

    await peers.engineToStop.close();
    const message = refused(
      await asMaster(api.checkEngine, { params }),
      422,
      ResultCode.CONNECTION_CHECK_FAILED,
    );
    expect(message).toContain(`분석 엔진 127.0.0.1:${peers.engineToStop.port}에 연결할 수 없습니다.`);
    const stored = (await settingsOf(hanbit.id)).engineList.find((e) => e.id === engine.id);
    expect(stored?.status).toBe('OFFLINE');
    expect(Date.parse(stored?.checkedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(online.checkedAt));
  });

  it('refuses to delete an engine an ATLAS or a CDM uses, naming them', async () => {
    const reply = await asMaster(api.deleteEngine, { params: { id: hanbit.id, engineId: hanbit.engine.id } });
    expect(refused(reply, 409, ResultCode.CONFLICT)).toBe(
      `이 분석 엔진을 사용하는 ATLAS 또는 CDM이 있어 삭제할 수 없습니다: ${hanbit.atlas.name}, ${hanbit.cdm.name}. 먼저 그 항목의 엔진을 바꾸거나 삭제해 주십시오.`,
    );
    expect((await settingsOf(hanbit.id)).engineList).toContainEqual(
      expect.objectContaining({ id: hanbit.engine.id }),
    );
  });

  it('deletes an engine nothing uses; a second delete answers 404', async () => {
    const engine = await registerEngine(hanbit.id, engineForm(peers.engine.url));
    const params = { id: hanbit.id, engineId: engine.id };
    expect(
      succeeded(api.deleteEngine, await asMaster(api.deleteEngine, { params }), '삭제되었습니다.'),
    ).toBeNull();
    expect((await settingsOf(hanbit.id)).engineList.map((e) => e.id)).not.toContain(engine.id);
    expect(await auditRows(t.db, 'engine.deleted', engine.id)).toEqual([
      expect.objectContaining({ actorId: masterId, detail: { orgId: hanbit.id, name: engine.name } }),
    ]);
    expect(refused(await asMaster(api.deleteEngine, { params }), 404, ResultCode.NOT_FOUND)).toBe(
      '요청한 항목을 찾을 수 없습니다.',
    );
  });

  it("answers 404 for another organisation's engine and leaves it alone", async () => {
    const params = { id: hanbit.id, engineId: seoul.engine.id };
    const attempts = [
      await asMaster(api.modifyEngine, { params, body: engineForm(peers.engine.url) }),
      await asMaster(api.checkEngine, { params }),
      await asMaster(api.deleteEngine, { params }),
    ];
    for (const reply of attempts) refused(reply, 404, ResultCode.NOT_FOUND);
    expect((await settingsOf(seoul.id)).engineList).toEqual([seoul.engine]);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    const missing = { id: 999_999 };
    refused(await asMaster(api.getOrganizationSettings, { params: missing }), 404, ResultCode.NOT_FOUND);
    refused(
      await asMaster(api.createEngine, { params: missing, body: engineForm(peers.engine.url) }),
      404,
      ResultCode.NOT_FOUND,
    );
  });
});

// ── ATLAS WebAPIs ─────────────────────────────────────────────────────────────────────────────────

describe('ATLAS WebAPIs', () => {
  it('registers a WebAPI with the version its /info answers; the ATLAS link may be empty', async () => {
    const form = atlasForm(`${peers.webApi.url}/WebAPI`, { atlasHref: '' });
    const atlas = await registerAtlas(form);
    expect(atlas).toMatchObject({
      name: form.name,
      atlasAddress: `${peers.webApi.url}/WebAPI`,
      atlasHref: '',
      engineId: hanbitEngine.id,
      version: '2.14.0',
    });
    expect((await settingsOf(hanbit.id)).atlasList).toContainEqual(atlas);
    const audits = await auditRows(t.db, 'atlas.created', atlas.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: masterId, detail: { orgId: hanbit.id, version: '2.14.0' } });
  });

  it('refuses a server that answers an HTML page instead of WebAPI, saving nothing', async () => {
    const before = await settingsOf(hanbit.id);
    const reply = await asMaster(api.createAtlas, {
      params: { id: hanbit.id },
      body: atlasForm(`${peers.html.url}/WebAPI`),
    });
    const message = refused(reply, 422, ResultCode.CONNECTION_CHECK_FAILED);
    expect(message).toContain(
      `ATLAS WebAPI가 아닙니다. ${peers.html.url}/WebAPI/info 응답에 버전 정보가 없습니다.`,
    );
    expect(message).toContain('저장하지 않았습니다.');
    expect((await settingsOf(hanbit.id)).atlasList).toEqual(before.atlasList);
  });

  it('refuses an engine of another organisation (400 분석 엔진: …), saving nothing', async () => {
    const before = await settingsOf(hanbit.id);
    const reply = await asMaster(api.createAtlas, {
      params: { id: hanbit.id },
      body: atlasForm(`${peers.webApi.url}/WebAPI`, { engineId: seoul.engine.id }),
    });
    expect(refused(reply, 400, ResultCode.INVALID_INPUT)).toBe(
      '분석 엔진: 이 기관의 분석 엔진을 선택해 주십시오.',
    );
    expect((await settingsOf(hanbit.id)).atlasList).toEqual(before.atlasList);
  });

  it('refuses an ATLAS link that is not an http(s) URL, naming the field', async () => {
    for (const atlasHref of ['javascript:alert(1)', 'ftp://10.0.0.5/atlas', 'atlas']) {
      const reply = await asMaster(api.createAtlas, {
        params: { id: hanbit.id },
        body: atlasForm(`${peers.webApi.url}/WebAPI`, { atlasHref }),
      });
      expect(refused(reply, 400, ResultCode.INVALID_INPUT)).toBe('ATLAS 링크: URL 형식이 아닙니다.');
    }
  });

  it('saves an unreachable WebAPI without a version when the admin saves anyway', async () => {
    const address = `http://127.0.0.1:${deadPort}/WebAPI`;
    const refusal = await asMaster(api.createAtlas, { params: { id: hanbit.id }, body: atlasForm(address) });
    expect(refused(refusal, 422, ResultCode.CONNECTION_CHECK_FAILED)).toContain(
      `ATLAS WebAPI 127.0.0.1:${deadPort}에 연결할 수 없습니다.`,
    );
    const atlas = await registerAtlas(atlasForm(address, { saveAnyway: true }));
    expect(atlas).toMatchObject({ atlasAddress: address, version: '' });
    expect((await settingsOf(hanbit.id)).atlasList).toContainEqual(atlas);
  });

  it('checks a WebAPI now and stores the version it answers now', async () => {
    const atlas = await registerAtlas(atlasForm(`${peers.versionedWebApi.url}/WebAPI`));
    expect(atlas.version).toBe('2.13.0');
    peers.versionedWebApi.setVersion('2.15.1');
    const checked = succeeded(
      api.checkAtlas,
      await asMaster(api.checkAtlas, { params: { id: hanbit.id, atlasId: atlas.id } }),
      'ATLAS WebAPI 2.15.1이(가) 응답했습니다.',
    );
    expect(checked).toMatchObject({ ok: true, atlas: { id: atlas.id, version: '2.15.1' } });
    const stored = (await settingsOf(hanbit.id)).atlasList.find((a) => a.id === atlas.id);
    expect(stored?.version).toBe('2.15.1');
  });

  it('modifies and deletes a WebAPI', async () => {
    const atlas = await registerAtlas(atlasForm(`${peers.versionedWebApi.url}/WebAPI`));
    const params = { id: hanbit.id, atlasId: atlas.id };
    const href = `${peers.webApi.url}/atlas`;
    const modified = succeeded(
      api.modifyAtlas,
      await asMaster(api.modifyAtlas, {
        params,
        body: atlasForm(`${peers.webApi.url}/WebAPI`, { name: '한빛 ATLAS 2', atlasHref: href }),
      }),
      '수정되었습니다.',
    );
    expect(modified).toMatchObject({
      id: atlas.id,
      name: '한빛 ATLAS 2',
      atlasHref: href,
      version: '2.14.0',
    });
    expect(
      succeeded(api.deleteAtlas, await asMaster(api.deleteAtlas, { params }), '삭제되었습니다.'),
    ).toBeNull();
    expect((await settingsOf(hanbit.id)).atlasList.map((a) => a.id)).not.toContain(atlas.id);
  });

  it("answers 404 for another organisation's WebAPI", async () => {
    const params = { id: hanbit.id, atlasId: seoul.atlas.id };
    refused(await asMaster(api.checkAtlas, { params }), 404, ResultCode.NOT_FOUND);
    refused(await asMaster(api.deleteAtlas, { params }), 404, ResultCode.NOT_FOUND);
    expect((await settingsOf(seoul.id)).atlasList).toEqual([seoul.atlas]);
  });
});

// ── CDM databases ─────────────────────────────────────────────────────────────────────────────────

describe('CDM databases against the Synthea27Nj sample', () => {
  it('registers the sample with the figures read from it: 28 persons, the period, CDM 5.4', async () => {
    const before = await settingsOf(hanbit.id);
    const form = cdmForm();
    const cdm = await registerCdm(form);
    expect(cdm).toMatchObject({
      ...SAMPLE_FIGURES,
      name: form.name,
      engineId: hanbitEngine.id,
      dialect: 'POSTGRESQL',
      host: sample.host,
      port: sample.port,
      database: sample.database,
      cdmSchema: 'cdm',
      vocabularySchema: 'cdm',
      resultSchema: 'results',
      username: sample.username,
      hasPassword: true,
    });
    expect(cdm.checkedAt).not.toBeNull();
    const after = await settingsOf(hanbit.id);
    expect(after.cdmList).toContainEqual(cdm);
    expect(after.organization.cdmCount).toBe(before.organization.cdmCount + 1);
  });

  it('never answers the password, and stores it sealed, not in plain text', async () => {
    const reply = await asMaster(api.createCdm, { params: { id: hanbit.id }, body: cdmForm() });
    const cdm = succeeded(api.createCdm, reply);
    expect(reply.text).not.toContain(sample.password);
    expect(cdm.hasPassword).toBe(true);
    const settings = await asMaster(api.getOrganizationSettings, { params: { id: hanbit.id } });
    expect(settings.text).toContain(`"id":${cdm.id}`);
    expect(settings.text).not.toContain(sample.password);

    const [row] = await t.db.select().from(cdmDatabases).where(eq(cdmDatabases.id, cdm.id));
    expect(row?.passwordSealed).toEqual(expect.any(String));
    expect(row?.passwordSealed).not.toContain(sample.password);
    expect(JSON.stringify(row)).not.toContain(sample.password);
    const audits = await t.db.select().from(auditLog);
    expect(JSON.stringify(audits)).not.toContain(sample.password);
  });

  it('refuses a wrong password, naming the user, and saves nothing', async () => {
    expect(sample.passwordChecked, 'this PostgreSQL does not check passwords').toBe(true);
    const before = await settingsOf(hanbit.id);
    const wrong = `${sample.password}x`;
    const reply = await asMaster(api.createCdm, {
      params: { id: hanbit.id },
      body: cdmForm({ password: wrong }),
    });
    const message = refused(reply, 422, ResultCode.CONNECTION_CHECK_FAILED);
    expect(message).toContain(`사용자 이름(${sample.username}) 또는 비밀번호를 확인해 주십시오.`);
    expect(message).toContain('저장하지 않았습니다.');
    expect(reply.text).not.toContain(wrong);
    expect((await settingsOf(hanbit.id)).cdmList).toEqual(before.cdmList);
  });

  it('refuses a schema the database lacks, naming it, and saves nothing', async () => {
    const before = await settingsOf(hanbit.id);
    const reply = await asMaster(api.createCdm, {
      params: { id: hanbit.id },
      body: cdmForm({ cdmSchema: 'cdm_missing' }),
    });
    const message = refused(reply, 422, ResultCode.CONNECTION_CHECK_FAILED);
    expect(message).toContain('스키마를 찾을 수 없습니다: cdm_missing.');
    expect((await settingsOf(hanbit.id)).cdmList).toEqual(before.cdmList);
  });

  it('refuses a register without a password (400), before any check', async () => {
    const before = await settingsOf(hanbit.id);
    const { password: _omitted, ...withoutPassword } = cdmForm();
    for (const body of [withoutPassword, cdmForm({ password: '' })]) {
      const reply = await asMaster(api.createCdm, { params: { id: hanbit.id }, body });
      expect(refused(reply, 400, ResultCode.INVALID_INPUT)).toBe('비밀번호: 필수 입력 항목입니다.');
    }
    expect((await settingsOf(hanbit.id)).cdmList).toEqual(before.cdmList);
  });

  it('refuses an engine of another organisation (400 분석 엔진: …), saving nothing', async () => {
    const before = await settingsOf(hanbit.id);
    const reply = await asMaster(api.createCdm, {
      params: { id: hanbit.id },
      body: cdmForm({ engineId: seoul.engine.id }),
    });
    expect(refused(reply, 400, ResultCode.INVALID_INPUT)).toBe(
      '분석 엔진: 이 기관의 분석 엔진을 선택해 주십시오.',
    );
    expect((await settingsOf(hanbit.id)).cdmList).toEqual(before.cdmList);
  });

  it('keeps the stored password when a modify leaves it empty: the check still connects', async () => {
    const cdm = await registerCdm(cdmForm());
    const params = { id: hanbit.id, cdmId: cdm.id };
    const [sealedBefore] = await t.db
      .select({ sealed: cdmDatabases.passwordSealed })
      .from(cdmDatabases)
      .where(eq(cdmDatabases.id, cdm.id));
    const modified = succeeded(
      api.modifyCdm,
      await asMaster(api.modifyCdm, { params, body: cdmForm({ name: 'SYNTHEA_RENAMED', password: '' }) }),
      '수정되었습니다.',
    );
    expect(modified).toMatchObject({
      ...SAMPLE_FIGURES,
      id: cdm.id,
      name: 'SYNTHEA_RENAMED',
      hasPassword: true,
    });
    const audits = await auditRows(t.db, 'cdm.modified', cdm.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ connected: true, passwordChanged: false });
    const checked = succeeded(api.checkCdm, await asMaster(api.checkCdm, { params }));
    expect(checked.cdm).toMatchObject({ ...SAMPLE_FIGURES, name: 'SYNTHEA_RENAMED' });
    expect(sealedBefore?.sealed).toEqual(expect.any(String));
  });

  it('checks a CDM now, reading its figures again', async () => {
    const cdm = await registerCdm(cdmForm());
    const reply = await asMaster(api.checkCdm, { params: { id: hanbit.id, cdmId: cdm.id } });
    const checked = succeeded(api.checkCdm, reply, 'CDM 5.4에 연결했습니다. 환자 28명.');
    expect(checked).toMatchObject({ ok: true, cdm: { id: cdm.id, ...SAMPLE_FIGURES, hasPassword: true } });
    expect(reply.text).not.toContain(sample.password);
  });

  it('saves a CDM whose check fails when the admin saves anyway; a later check reads its figures', async () => {
    const cdm = await registerCdm(cdmForm({ cdmSchema: 'cdm_later', saveAnyway: true }));
    expect(cdm).toMatchObject({ cdmSchema: 'cdm_later', hasPassword: true, patientCount: 0, version: '' });
    const params = { id: hanbit.id, cdmId: cdm.id };
    expect(
      refused(await asMaster(api.checkCdm, { params }), 422, ResultCode.CONNECTION_CHECK_FAILED),
    ).toContain('스키마를 찾을 수 없습니다: cdm_later.');

    await asSampleAdmin(`create schema cdm_later;
      create table cdm_later.person as select * from cdm.person where person_id <= 10;
      create table cdm_later.observation_period as select * from cdm.observation_period where person_id <= 10;
      create table cdm_later.cdm_source as select * from cdm.cdm_source;
      grant usage on schema cdm_later to ${sample.username};
      grant select on all tables in schema cdm_later to ${sample.username};`);
    const checked = succeeded(
      api.checkCdm,
      await asMaster(api.checkCdm, { params }),
      'CDM 5.4에 연결했습니다. 환자 10명.',
    );
    expect(checked.cdm).toMatchObject({
      patientCount: 10,
      version: '5.4',
      vocabularyVersion: SAMPLE_FIGURES.vocabularyVersion,
    });
    expect((await settingsOf(hanbit.id)).cdmList).toContainEqual(checked.cdm);
  });

  it('refuses a server that is not PostgreSQL, or says nothing, naming host:port', async () => {
    const before = await settingsOf(hanbit.id);
    const http = await asMaster(api.createCdm, {
      params: { id: hanbit.id },
      body: cdmForm({ host: '127.0.0.1', port: peers.engine.port }),
    });
    expect(refused(http, 422, ResultCode.CONNECTION_CHECK_FAILED)).toContain(
      `127.0.0.1:${peers.engine.port}의 서버는 PostgreSQL 서버가 아닙니다.`,
    );
    const started = Date.now();
    const silent = await asMaster(api.createCdm, {
      params: { id: hanbit.id },
      body: cdmForm({ host: '127.0.0.1', port: peers.silent.port }),
    });
    expect(refused(silent, 422, ResultCode.CONNECTION_CHECK_FAILED)).toContain(
      `CDM 데이터베이스 127.0.0.1:${peers.silent.port}에 연결할 수 없습니다. 5초 안에 응답이 없었습니다.`,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await settingsOf(hanbit.id)).cdmList).toEqual(before.cdmList);
  });

  it('a failing check of a stored CDM answers 422 and keeps its figures', async () => {
    // The seeded CDM (127.0.0.1:5432, no password, a database and user no server here has) cannot pass.
    const reply = await asMaster(api.checkCdm, { params: { id: hanbit.id, cdmId: hanbit.cdm.id } });
    refused(reply, 422, ResultCode.CONNECTION_CHECK_FAILED);
    const stored = (await settingsOf(hanbit.id)).cdmList.find((c) => c.id === hanbit.cdm.id);
    const figures = ['patientCount', 'periodStart', 'periodEnd', 'version', 'vocabularyVersion'] as const;
    for (const figure of figures) expect(stored?.[figure]).toEqual(hanbit.cdm[figure]);
  });

  // A password sealed under another key (SECRET_KEY changed, or the generated data/secret.key lost on
  // a redeploy) cannot be opened: the admin is asked to enter it again, never shown a 500.
  it('asks for the password again when the stored one cannot be opened, never 500', async () => {
    const cdm = await registerCdm(cdmForm());
    const params = { id: hanbit.id, cdmId: cdm.id };
    const underAnotherKey = secretBox(randomBytes(32)).seal(sample.password);
    await t.db
      .update(cdmDatabases)
      .set({ passwordSealed: underAnotherKey })
      .where(eq(cdmDatabases.id, cdm.id));

    const check = await asMaster(api.checkCdm, { params });
    expect(refused(check, 422, ResultCode.CONNECTION_CHECK_FAILED)).toContain('비밀번호');
    const modify = await asMaster(api.modifyCdm, { params, body: cdmForm({ password: '' }) });
    expect(refused(modify, 400, ResultCode.INVALID_INPUT)).toContain('비밀번호');
    // Entering the password again mends it.
    const mended = await asMaster(api.modifyCdm, { params, body: cdmForm() });
    expect(succeeded(api.modifyCdm, mended)).toMatchObject(SAMPLE_FIGURES);
  });

  it("deletes a CDM; another organisation's CDM answers 404", async () => {
    const cdm = await registerCdm(cdmForm());
    const params = { id: hanbit.id, cdmId: cdm.id };
    expect(succeeded(api.deleteCdm, await asMaster(api.deleteCdm, { params }), '삭제되었습니다.')).toBeNull();
    expect((await settingsOf(hanbit.id)).cdmList.map((c) => c.id)).not.toContain(cdm.id);
    refused(
      await asMaster(api.checkCdm, { params: { id: hanbit.id, cdmId: seoul.cdm.id } }),
      404,
      ResultCode.NOT_FOUND,
    );
  });
});

// ── Switches ──────────────────────────────────────────────────────────────────────────────────────

describe('the three switches', () => {
  it('blocks DB access and allows it again, each change seen in the settings and audited', async () => {
    const before = await settingsOf(hanbit.id);
    const params = { id: hanbit.id };
    const blocked = succeeded(
      api.setDbBlock,
      await asMaster(api.setDbBlock, { params, body: { blockingDBAccess: true } }),
      '수정되었습니다.',
    );
    expect(blocked).toEqual({
      onConceptId: before.onConceptId,
      blockingDBAccess: true,
      cleanup: before.cleanup,
    });
    expect((await settingsOf(hanbit.id)).blockingDBAccess).toBe(true);

    const allowed = succeeded(
      api.setDbBlock,
      await asMaster(api.setDbBlock, { params, body: { blockingDBAccess: false } }),
      '수정되었습니다.',
    );
    expect(allowed.blockingDBAccess).toBe(false);
    expect((await settingsOf(hanbit.id)).blockingDBAccess).toBe(false);
    expect(await auditRows(t.db, 'organization.switch.blockingDBAccess', hanbit.id)).toEqual([
      { actorId: masterId, targetType: 'organization', detail: { from: before.blockingDBAccess, to: true } },
      { actorId: masterId, targetType: 'organization', detail: { from: true, to: false } },
    ]);
  });

  it('turns the concept viewer on (coceptId), for that organisation only', async () => {
    const before = await settingsOf(hanbit.id);
    const other = await settingsOf(seoul.id);
    const switches = succeeded(
      api.setConceptId,
      await asMaster(api.setConceptId, {
        params: { id: hanbit.id },
        body: { onConceptId: !before.onConceptId },
      }),
      '수정되었습니다.',
    );
    expect(switches).toEqual({
      onConceptId: !before.onConceptId,
      blockingDBAccess: before.blockingDBAccess,
      cleanup: before.cleanup,
    });
    expect((await settingsOf(hanbit.id)).onConceptId).toBe(!before.onConceptId);
    expect((await settingsOf(seoul.id)).onConceptId).toBe(other.onConceptId);
    expect(await auditRows(t.db, 'organization.switch.onConceptId', hanbit.id)).toEqual([
      {
        actorId: masterId,
        targetType: 'organization',
        detail: { from: before.onConceptId, to: !before.onConceptId },
      },
    ]);
  });

  it('flips cleanup of the organisation named in the body', async () => {
    const before = await settingsOf(seoul.id);
    const switches = succeeded(
      api.setCleanup,
      await asMaster(api.setCleanup, { body: { orgId: seoul.id, cleanup: !before.cleanup } }),
      '수정되었습니다.',
    );
    expect(switches.cleanup).toBe(!before.cleanup);
    expect((await settingsOf(seoul.id)).cleanup).toBe(!before.cleanup);
    expect(await auditRows(t.db, 'organization.switch.cleanup', seoul.id)).toEqual([
      {
        actorId: masterId,
        targetType: 'organization',
        detail: { from: before.cleanup, to: !before.cleanup },
      },
    ]);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    const missing = 999_999;
    refused(
      await asMaster(api.setDbBlock, { params: { id: missing }, body: { blockingDBAccess: true } }),
      404,
      ResultCode.NOT_FOUND,
    );
    refused(
      await asMaster(api.setConceptId, { params: { id: missing }, body: { onConceptId: true } }),
      404,
      ResultCode.NOT_FOUND,
    );
    refused(
      await asMaster(api.setCleanup, { body: { orgId: missing, cleanup: true } }),
      404,
      ResultCode.NOT_FOUND,
    );
  });

  it('refuses a value that is not a boolean (400 naming the switch), changing nothing', async () => {
    const before = await settingsOf(hanbit.id);
    const attempts: [AnyEndpoint, unknown, string][] = [
      [api.setDbBlock, { blockingDBAccess: 'true' }, 'DB 접근 차단: '],
      [api.setConceptId, { onConceptId: 1 }, 'Concept ID: '],
      [api.setCleanup, { orgId: hanbit.id, cleanup: null }, 'Clean up: '],
      [api.setCleanup, { cleanup: true }, '기관: '],
    ];
    for (const [endpoint, body, label] of attempts) {
      const reply = await asMaster(endpoint, { params: { id: hanbit.id }, body });
      expect(refused(reply, 400, ResultCode.INVALID_INPUT)).toMatch(new RegExp(`^${label}`));
    }
    expect(await settingsOf(hanbit.id)).toEqual(before);
  });
});

// ── Restarting ATLAS ──────────────────────────────────────────────────────────────────────────────

// These run in order: a new organisation without engines, then its engine with restart support, then
// the same engine moved to a server without it.
describe('restartAtlas', () => {
  let orgId: number;
  let engine: AnalysisEngine;

  it('answers 409 for an organisation without engines', async () => {
    const created = succeeded(
      api.createOrganization,
      await asMaster(api.createOrganization, { body: { name: '재시작시험병원' } }),
    );
    orgId = created.id;
    const reply = await asMaster(api.restartAtlas, { params: { id: orgId, isDqm: 'false' } });
    expect(refused(reply, 409, ResultCode.CONFLICT)).toBe(
      '이 기관에 등록된 분석 엔진이 없습니다. 분석 엔진을 먼저 등록해 주십시오.',
    );
  });

  it('asks an engine that supports it to restart ATLAS or the data-quality dashboard', async () => {
    engine = await registerEngine(orgId, engineForm(peers.restartingEngine.url));
    succeeded(
      api.restartAtlas,
      await asMaster(api.restartAtlas, { params: { id: orgId, isDqm: 'false' } }),
      'ATLAS 재시작을 요청했습니다.',
    );
    succeeded(
      api.restartAtlas,
      await asMaster(api.restartAtlas, { params: { id: orgId, isDqm: 'true' } }),
      '데이터 품질 대시보드 재시작을 요청했습니다.',
    );
    expect(peers.restartingEngine.restarts).toEqual(['atlas', 'dqd']);
    expect(await auditRows(t.db, 'engine.restart.atlas', engine.id)).toEqual([
      { actorId: masterId, targetType: 'engine', detail: { orgId, done: true } },
    ]);
  });

  it('says an engine without the restart endpoint does not support it (422 PEER_FAILED)', async () => {
    succeeded(
      api.modifyEngine,
      await asMaster(api.modifyEngine, {
        params: { id: orgId, engineId: engine.id },
        body: engineForm(peers.engine.url),
      }),
    );
    const targets = [
      ['false', 'ATLAS'],
      ['true', '데이터 품질 대시보드'],
    ] as const;
    for (const [isDqm, target] of targets) {
      const reply = await asMaster(api.restartAtlas, { params: { id: orgId, isDqm } });
      expect(refused(reply, 422, ResultCode.PEER_FAILED)).toBe(
        `이 분석 엔진은 ${target} 재시작을 지원하지 않습니다.`,
      );
    }
    expect(await auditRows(t.db, 'engine.restart.atlas', engine.id)).toContainEqual(
      expect.objectContaining({ detail: { orgId, done: false } }),
    );
  });

  it("names host:port when the engine serving the organisation's ATLAS is unreachable", async () => {
    const hostPort = new URL(hanbit.engine.engineAddress).host;
    const reply = await asMaster(api.restartAtlas, { params: { id: hanbit.id, isDqm: 'false' } });
    expect(refused(reply, 422, ResultCode.PEER_FAILED)).toContain(
      `분석 엔진 ${hostPort}에 연결할 수 없습니다.`,
    );
  });

  it('refuses an unknown target (400) and an unknown organisation (404)', async () => {
    const bad = await asMaster(api.restartAtlas, { params: { id: orgId, isDqm: 'yes' } });
    expect(refused(bad, 400, ResultCode.INVALID_INPUT)).toMatch(/^재시작 대상: /);
    refused(
      await asMaster(api.restartAtlas, { params: { id: 999_999, isDqm: 'false' } }),
      404,
      ResultCode.NOT_FOUND,
    );
  });
});
