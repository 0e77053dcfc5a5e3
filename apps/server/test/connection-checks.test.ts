import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAtlas,
  checkCdm,
  checkEngine,
  consoleHref,
  restartAtlas,
  type CdmConnection,
} from '../src/adapters/connection-checks.js';
import { startSampleCdm, type SampleCdm } from './cdm-sample/load-sample.mjs';
import {
  startFakeEngine,
  startFakeHttp,
  startFakeWebApi,
  startSilentTcp,
  type FakePeer,
} from './peers/fake-peers.mjs';

// Every fake peer a test starts is closed after it, even when the test fails.
const peers: FakePeer[] = [];
afterEach(async () => {
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
});
const track = async <T extends FakePeer>(started: Promise<T>): Promise<T> => {
  const peer = await started;
  peers.push(peer);
  return peer;
};

/** A loopback port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP server that answers anything with bytes that are no protocol at all. */
async function startGarbageServer(): Promise<FakePeer> {
  const server = net.createServer((socket) => socket.once('data', () => socket.end('garbage\r\n\r\n')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('checkEngine', () => {
  it('reports an engine that answers its metrics as online, with the busy count it names', async () => {
    const engine = await track(startFakeEngine({ busy: 3 }));
    expect(await checkEngine(engine.url)).toEqual({ ok: true, busy: 3 });
    // The scheme is optional: http is assumed.
    expect(await checkEngine(`127.0.0.1:${engine.port}`)).toEqual({ ok: true, busy: 3 });
  });

  it('reads a busy count from JSON, and is online without one', async () => {
    let reply = JSON.stringify({ busy: 2, queued: 7 });
    const engine = await track(
      startFakeHttp((req, res) => {
        res.writeHead(req.url === '/engine/api/v1/metrics' ? 200 : 404, {
          'content-type': 'application/json',
        });
        res.end(reply);
      }),
    );
    expect(await checkEngine(`${engine.url}/engine/`)).toEqual({ ok: true, busy: 2 });
    reply = 'up';
    expect(await checkEngine(`${engine.url}/engine`)).toEqual({ ok: true, busy: null });
  });

  it('names host:port when nothing listens there', async () => {
    const port = await closedPort();
    const result = await checkEngine(`http://127.0.0.1:${port}`);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`127.0.0.1:${port}에 연결할 수 없습니다`);
    expect(result.ok || result.message).toContain('연결이 거부되었습니다');
  });

  it('says the HTTP status an engine answered with', async () => {
    const engine = await track(
      startFakeHttp((_req, res) => {
        res.writeHead(500);
        res.end('boom');
      }),
    );
    const result = await checkEngine(engine.url);
    expect(result).toMatchObject({ ok: false, reason: 'httpStatus' });
    expect(result.ok || result.message).toContain('HTTP 500');
  });

  it('gives up on an engine that never answers within timeoutMs', async () => {
    const engine = await track(startFakeHttp(() => {})); // accepts the request, never replies
    const started = Date.now();
    const result = await checkEngine(engine.url, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`127.0.0.1:${engine.port}에 연결할 수 없습니다`);
    expect(result.ok || result.message).toContain('0.3초');
  });

  it('tells a server that does not speak HTTP from an engine', async () => {
    const garbage = await track(startGarbageServer());
    expect(await checkEngine(garbage.url)).toMatchObject({ ok: false, reason: 'notThePeer' });
  });

  it.each(['', 'not an address', 'localhost:8080', 'ftp://10.0.0.5', '10.0.0.256', 'http://10.0.0.5:99999'])(
    'refuses the invalid address %j without a request',
    async (address) => {
      const result = await checkEngine(address);
      expect(result).toMatchObject({ ok: false, reason: 'invalidAddress' });
      expect(result.ok || result.message).toContain('주소 형식');
    },
  );
});

describe('checkAtlas', () => {
  it.each(['/WebAPI', '/WebAPI/', '', '/'])(
    'reads the version from /info after the path %j',
    async (path) => {
      const webapi = await track(startFakeWebApi({ version: '2.14.0' }));
      expect(await checkAtlas(`${webapi.url}${path}`)).toEqual({ ok: true, version: '2.14.0' });
    },
  );

  it('accepts an address without a scheme', async () => {
    const webapi = await track(startFakeWebApi({ version: '2.13.1' }));
    expect(await checkAtlas(`127.0.0.1:${webapi.port}/WebAPI`)).toEqual({ ok: true, version: '2.13.1' });
  });

  it.each([
    ['an HTML page', 'text/html', '<!doctype html><title>ATLAS</title>'],
    ['JSON without a version', 'application/json', '{"buildInfo":{}}'],
    ['an empty version', 'application/json', '{"version":"  "}'],
  ])('says a server answering %s is not ATLAS WebAPI', async (_what, type, body) => {
    const fake = await track(
      startFakeHttp((_req, res) => {
        res.writeHead(200, { 'content-type': type });
        res.end(body);
      }),
    );
    const result = await checkAtlas(`${fake.url}/WebAPI`);
    expect(result).toMatchObject({ ok: false, reason: 'notThePeer' });
    expect(result.ok || result.message).toContain('ATLAS WebAPI가 아닙니다');
    expect(result.ok || result.message).toContain(`${fake.url}/WebAPI/info`);
  });

  it('points at the /WebAPI path when /info is not found', async () => {
    const webapi = await track(startFakeWebApi());
    const result = await checkAtlas(`${webapi.url}/atlas`);
    expect(result).toMatchObject({ ok: false, reason: 'httpStatus' });
    expect(result.ok || result.message).toContain('HTTP 404');
    expect(result.ok || result.message).toContain('/WebAPI');
  });

  it('names host:port when nothing listens there', async () => {
    const port = await closedPort();
    const result = await checkAtlas(`127.0.0.1:${port}/WebAPI`);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`ATLAS WebAPI 127.0.0.1:${port}에 연결할 수 없습니다`);
  });
});

describe('restartAtlas', () => {
  it('asks an engine that supports it to restart ATLAS or the data-quality dashboard', async () => {
    const engine = await track(startFakeEngine({ restart: true }));
    expect(await restartAtlas(engine.url, 'atlas')).toEqual({ ok: true });
    expect(await restartAtlas(`${engine.url}/`, 'dqd')).toEqual({ ok: true });
    expect(engine.restarts).toEqual(['atlas', 'dqd']);
  });

  it('says plainly when the engine does not support restarting', async () => {
    const engine = await track(startFakeEngine({ restart: false }));
    const atlas = await restartAtlas(engine.url, 'atlas');
    expect(atlas).toEqual({
      ok: false,
      reason: 'unsupported',
      message: '이 분석 엔진은 ATLAS 재시작을 지원하지 않습니다.',
    });
    const dqd = await restartAtlas(engine.url, 'dqd');
    expect(dqd).toMatchObject({ ok: false, reason: 'unsupported' });
    expect(dqd.ok || dqd.message).toContain('데이터 품질 대시보드');
    expect(engine.restarts).toEqual([]);
  });

  it.each([
    [405, 'unsupported'],
    [501, 'unsupported'],
    [500, 'httpStatus'],
    [302, 'httpStatus'],
  ])('reads HTTP %i as %s, and sends a POST', async (status, reason) => {
    const methods: string[] = [];
    const engine = await track(
      startFakeHttp((req, res) => {
        methods.push(req.method ?? '');
        res.writeHead(status, status === 302 ? { location: '/elsewhere' } : {});
        res.end();
      }),
    );
    const result = await restartAtlas(engine.url, 'atlas');
    expect(result).toMatchObject({ ok: false, reason });
    if (reason === 'httpStatus') expect(result.ok || result.message).toContain(`HTTP ${status}`);
    expect(methods).toEqual(['POST']); // a redirect was not followed
  });

  it('names host:port when the engine is unreachable', async () => {
    const port = await closedPort();
    const result = await restartAtlas(`http://127.0.0.1:${port}`, 'dqd');
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`127.0.0.1:${port}에 연결할 수 없습니다`);
  });
});

describe('consoleHref', () => {
  it.each([
    ['10.0.0.5:8888/engine', 'http://10.0.0.5:8888'],
    ['https://engine.hospital.ac.kr/WebAPI/', 'https://engine.hospital.ac.kr'],
    ['HTTP://Engine.Hospital.ac.kr:8080?x=1', 'http://engine.hospital.ac.kr:8080'],
    [' 10.0.0.5 ', 'http://10.0.0.5'],
    ['', null],
    ['not an address', null],
    ['javascript:alert(1)', null],
    ['localhost:8080', null],
  ])('%j → %j', (address, href) => {
    expect(consoleHref(address)).toBe(href);
  });
});

describe('checkCdm against the Synthea27Nj sample on PostgreSQL', () => {
  let sample: SampleCdm;
  let connection: CdmConnection;
  beforeAll(async () => {
    sample = await startSampleCdm({ adminUrl: process.env.TEST_DATABASE_URL });
    connection = { dialect: 'POSTGRESQL', ...sample };
    // Schemas beside `cdm` for the cases below, made by the superuser; the reader may use each
    // unless the case is about not being allowed to.
    await asAdmin(async (admin) => {
      await admin.query(`create schema results;
        create table results.person (person_id integer);
        grant usage on schema results to ${sample.username};
        grant select on all tables in schema results to ${sample.username};
        create schema cdm_nv;
        create table cdm_nv.person as select * from cdm.person where person_id <= 10;
        create table cdm_nv.observation_period as select * from cdm.observation_period where person_id <= 10;
        create table cdm_nv.cdm_source as select * from cdm.cdm_source;
        update cdm_nv.cdm_source set vocabulary_version = '';
        grant usage on schema cdm_nv to ${sample.username};
        grant select on all tables in schema cdm_nv to ${sample.username};
        create schema cdm_empty_source;
        create table cdm_empty_source.person as select * from cdm.person;
        create table cdm_empty_source.observation_period as select * from cdm.observation_period;
        create table cdm_empty_source.cdm_source as select * from cdm.cdm_source where false;
        grant usage on schema cdm_empty_source to ${sample.username};
        grant select on all tables in schema cdm_empty_source to ${sample.username};
        create schema "odd ""schema""; name";
        create table "odd ""schema""; name".person as select * from cdm.person where person_id <= 5;
        create table "odd ""schema""; name".observation_period as select * from cdm.observation_period;
        create table "odd ""schema""; name".cdm_source as select * from cdm.cdm_source;
        grant usage on schema "odd ""schema""; name" to ${sample.username};
        grant select on all tables in schema "odd ""schema""; name" to ${sample.username};
        create schema hidden;
        create table hidden.person as select * from cdm.person;`);
    });
  }, 60_000);
  afterAll(async () => {
    await sample?.stop();
  }, 60_000);

  const asAdmin = async (work: (admin: pg.Client) => Promise<void>) => {
    const admin = new pg.Client({ connectionString: sample.adminUrl });
    await admin.connect();
    try {
      await work(admin);
    } finally {
      await admin.end();
    }
  };

  it('reads the figures of the sample: 28 persons, the period, CDM 5.4 and its vocabulary', async () => {
    expect(await checkCdm(connection)).toEqual({
      ok: true,
      patientCount: 28,
      periodStart: '1955-03-07',
      periodEnd: '2022-10-10',
      cdmVersion: '5.4',
      vocabularyVersion: 'v5.0 09-APR-22*',
    });
  });

  it('reads an upper-case schema name as OHDSI tools do (unquoted, folded to lower case)', async () => {
    expect(await checkCdm({ ...connection, cdmSchema: 'CDM', dialect: 'postgresql' })).toMatchObject({
      ok: true,
      patientCount: 28,
    });
  });

  it('falls back to the vocabulary table when cdm_source has no vocabulary version', async () => {
    expect(await checkCdm({ ...connection, cdmSchema: 'cdm_nv', vocabularySchema: 'cdm' })).toMatchObject({
      ok: true,
      patientCount: 10,
      cdmVersion: '5.4',
      vocabularyVersion: 'v5.0 09-APR-22*',
    });
  });

  it('refuses a wrong password, saying to check the user name or password', async () => {
    expect(
      sample.passwordChecked,
      'this PostgreSQL does not check passwords, so the case cannot be tested',
    ).toBe(true);
    const result = await checkCdm({ ...connection, password: `${sample.password}x` });
    expect(result).toMatchObject({ ok: false, reason: 'refusedLogin' });
    expect(result.ok || result.message).toContain('사용자 이름');
    expect(result.ok || result.message).toContain('비밀번호');
    expect(result.ok || result.message).not.toContain(sample.password);
    expect(await checkCdm({ ...connection, password: '' })).toMatchObject({
      ok: false,
      reason: 'refusedLogin',
    });
  });

  it('refuses a user the server does not know, naming the user', async () => {
    const result = await checkCdm({ ...connection, username: 'nobody_here' });
    expect(result).toMatchObject({ ok: false, reason: 'refusedLogin' });
    expect(result.ok || result.message).toContain('nobody_here');
  });

  it('names a database that does not exist', async () => {
    const result = await checkCdm({ ...connection, database: 'no_such_cdm' });
    expect(result).toMatchObject({ ok: false, reason: 'databaseMissing' });
    expect(result.ok || result.message).toContain('no_such_cdm');
    expect(result.ok || result.message).toContain(`${sample.host}:${sample.port}`);
  });

  it('names each missing schema, including one the user may not use', async () => {
    const result = await checkCdm({ ...connection, cdmSchema: 'no_such_schema', vocabularySchema: 'hidden' });
    expect(result).toMatchObject({ ok: false, reason: 'schemaMissing' });
    expect(result.ok || result.message).toContain('no_such_schema, hidden');
  });

  it('keeps a hostile schema name a name', async () => {
    const hostile = 'cdm"; drop table cdm.person; --';
    const result = await checkCdm({ ...connection, cdmSchema: hostile });
    expect(result).toMatchObject({ ok: false, reason: 'schemaMissing' });
    expect(result.ok || result.message).toContain(hostile);
    expect(await checkCdm(connection)).toMatchObject({ ok: true, patientCount: 28 });
  });

  it('reads a schema whose name needs quoting', async () => {
    expect(await checkCdm({ ...connection, cdmSchema: 'odd "schema"; name' })).toMatchObject({
      ok: true,
      patientCount: 5,
    });
  });

  it('says a schema without the CDM tables is not a CDM, naming the missing tables', async () => {
    const result = await checkCdm({ ...connection, cdmSchema: 'results' });
    expect(result).toMatchObject({ ok: false, reason: 'notCdm' });
    expect(result.ok || result.message).toContain(
      'results 스키마에 다음 테이블이 없습니다: observation_period, cdm_source.',
    );
  });

  it('says so when cdm_source has no row to read the CDM version from', async () => {
    const result = await checkCdm({ ...connection, cdmSchema: 'cdm_empty_source' });
    expect(result).toMatchObject({ ok: false, reason: 'notCdm' });
    expect(result.ok || result.message).toContain('cdm_empty_source.cdm_source');
  });

  it('ends its database session, whatever the outcome', async () => {
    await checkCdm(connection);
    await checkCdm({ ...connection, cdmSchema: 'results' });
    // The server drops a backend a moment after the client hangs up: give it a second.
    let sessions = '';
    for (let tries = 0; tries < 20 && sessions !== '0'; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      await asAdmin(async (admin) => {
        const { rows } = await admin.query<{ n: string }>(
          'select count(*)::text as n from pg_stat_activity where usename = $1',
          [sample.username],
        );
        sessions = rows[0]?.n ?? '';
      });
    }
    expect(sessions).toBe('0');
  });

  it('names host:port when nothing listens there', async () => {
    const port = await closedPort();
    const result = await checkCdm({ ...connection, port });
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(
      `CDM 데이터베이스 ${sample.host}:${port}에 연결할 수 없습니다`,
    );
  });

  it('gives up on a server that accepts the connection but never answers', async () => {
    const silent = await track(startSilentTcp());
    const started = Date.now();
    const result = await checkCdm({ ...connection, port: silent.port }, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`127.0.0.1:${silent.port}에 연결할 수 없습니다`);
  });

  it('tells a server that is not PostgreSQL from a CDM database', async () => {
    const webapi = await track(startFakeWebApi());
    const result = await checkCdm({ ...connection, port: webapi.port });
    expect(result).toMatchObject({ ok: false, reason: 'notThePeer' });
    expect(result.ok || result.message).toContain('PostgreSQL 서버가 아닙니다');
  });

  it('refuses a dialect other than PostgreSQL, and an invalid host or port', async () => {
    const oracle = await checkCdm({ ...connection, dialect: 'ORACLE' });
    expect(oracle).toMatchObject({ ok: false, reason: 'unsupportedDialect' });
    expect(oracle.ok || oracle.message).toContain('ORACLE');
    expect(await checkCdm({ ...connection, host: 'not a host' })).toMatchObject({
      ok: false,
      reason: 'invalidAddress',
    });
    expect(await checkCdm({ ...connection, port: 70000 })).toMatchObject({
      ok: false,
      reason: 'invalidAddress',
    });
  });
});
