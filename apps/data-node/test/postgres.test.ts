import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { readSample, SAMPLE_DIRS } from '../src/cdm/sample.js';
import { cohortTableSql, copySql, createTableSql } from '../src/cdm/tables.js';
import { startDataNode, type RunningNode, type RunningSite } from '../src/node.js';
import { csvRows, fileText, Receiver, run, submit } from './helpers.js';

// A hospital running the node alone against its own PostgreSQL CDM (DATA_NODE_DATABASE_URL): nothing
// is loaded or written by the node; packages run read-only with a server-side statement timeout, and an
// abort cancels the statement with pg_cancel_backend. The test makes that hospital: a throwaway
// PostgreSQL (the CI helper's, when the Debian package is installed) or the server named by
// DATA_NODE_TEST_DATABASE_URL (a superuser URL on this machine: the sample is loaded with COPY FROM
// PROGRAM). Skipped when neither is there.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const helper = path.join(root, '.ci/scripts/lib/postgres.mjs');
const binaries = ['15', '16', '17', '18'].some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
const available = Boolean(process.env.DATA_NODE_TEST_DATABASE_URL) || (binaries && existsSync(helper));

const DATABASE = 'hospital_cdm';
let stopPostgres: (() => Promise<void>) | undefined;
let node: RunningNode;
let site: RunningSite;
let receiver: Receiver;

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** The hospital's CDM: the whole sample in schema cdm (vocabulary included), and a results schema. */
async function makeHospital(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = withDatabase(adminUrl, DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const schemas = { cdm: 'cdm', vocabulary: 'cdm', results: 'results' };
  await client.query('create schema cdm; create schema results;');
  await client.query(cohortTableSql(schemas));
  for (const table of readSample('gibleed')) {
    await client.query(createTableSql(table, schemas));
    const file = path.join(SAMPLE_DIRS.gibleed, `${table.name}.csv.gz`).replace(/'/g, "''");
    await client.query(copySql(table, schemas).replace("'/dev/blob'", `program 'gzip -dc ''${file}'''`));
  }
  await client.query('analyze');
  await client.end();
  return url;
}

beforeAll(async () => {
  if (!available) return;
  let adminUrl = process.env.DATA_NODE_TEST_DATABASE_URL;
  if (!adminUrl) {
    const { startPostgres } = (await import(pathToFileURL(helper).href)) as {
      startPostgres: () => Promise<{ url: string; stop: () => Promise<void> }>;
    };
    const server = await startPostgres();
    adminUrl = server.url;
    stopPostgres = () => server.stop();
  }
  const url = await makeHospital(adminUrl);
  const config = readConfig({
    DATA_NODE_DATABASE_URL: url,
    DATA_NODE_DATA_DIR: 'memory://',
    DATA_NODE_ENGINE_PORT: '0',
    DATA_NODE_WEBAPI_PORT: '0',
    DATA_NODE_STATUS_INTERVAL_MS: '300',
  });
  node = await startDataNode({ ...config, statementTimeoutMs: 3_000 }, () => undefined);
  site = node.sites[0]!;
  receiver = await new Receiver().start();
});

afterAll(async () => {
  await receiver?.close();
  await node?.close();
  await stopPostgres?.();
});

const on = () => ({ engine: site.engine, database: DATABASE, receiver });

describe.skipIf(!available)("a hospital's own PostgreSQL", () => {
  it('answers for the database the URL names and runs packages against it', async () => {
    expect(site.database).toBe(DATABASE);
    const { result } = await run({
      ...on(),
      files: {
        'q.sql': `select (select count(*) from @cdm_database_schema.person) as total_persons,
                    (select count(distinct co.person_id) from @cdm_database_schema.condition_occurrence co
                       join @vocabulary_database_schema.concept_ancestor ca on ca.descendant_concept_id = co.condition_concept_id
                      where ca.ancestor_concept_id = 192671) as gi_bleed_persons`,
      },
    });
    expect(result.report.error).toBeNull();
    expect(csvRows(await fileText(site.engine, result, 'q.csv'))).toEqual([
      ['total_persons', 'gi_bleed_persons'],
      ['2694', '479'],
    ]);
  });

  it('runs read-only, and refuses another database', async () => {
    const write = await run({
      ...on(),
      files: { 'w.sql': 'delete from @cdm_database_schema.person; select 1 as x' },
    });
    expect(write.result.report.error).toContain('read-only transaction');
    const other = await run({
      ...on(),
      dataSource: { connectionString: 'jdbc:postgresql://h:5432/hanbit_cdm' },
      files: { 'q.sql': 'select 1 as x' },
    });
    expect(other.result.report.error).toContain('"hanbit_cdm"');
  });

  it('stops a statement over the timeout', async () => {
    const { result } = await run({ ...on(), files: { 'slow.sql': 'select pg_sleep(20) is null as slept' } });
    expect(result.report.error).toBe('[slow.sql] 문장 제한 시간(3초)을 넘어 실행을 멈췄습니다.');
  });

  it('cancels the running statement on abort', async () => {
    const { id } = await submit({ ...on(), files: { 'long.sql': 'select pg_sleep(20) is null as slept' } });
    for (let i = 0; i < 50 && !receiver.statusesOf(id).some((s) => s.body.stage === 'EXECUTE'); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const abort = await fetch(`${site.engine}/api/v1/abort/${id}`, { method: 'POST' });
    expect(await abort.json()).toMatchObject({ id, stage: 'ABORTED' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await receiver.result(id)).report.stage).toBe('ABORTED');
  });

  it('serves the WebAPI from the hospital vocabulary', async () => {
    const response = await fetch(`${site.webapi}/vocabulary/HOSPITAL_CDM/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ QUERY: 'diclofenac', CONCEPT_CLASS_ID: ['Ingredient'] }),
    });
    expect(((await response.json()) as { CONCEPT_ID: number }[]).map((c) => c.CONCEPT_ID)).toEqual([1124300]);
    expect((await fetch(`${site.webapi}/vocabulary/HOSPITAL_CDM/concept/42`)).status).toBe(205);
  });
});
