import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { siteNamed } from './helpers.js';

// Each demo CDM over the PostgreSQL wire protocol, as the platform's connection check reaches it: a
// `pg` client, any user and password, simple and parameterised queries, a read-only transaction.

const clients: pg.Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
});

async function connect(database: string, options: { database?: string } = {}) {
  const url = new URL(siteNamed(database).postgres!);
  const client = new pg.Client({
    host: url.hostname,
    port: Number(url.port),
    database: options.database ?? url.pathname.slice(1),
    user: 'anyone',
    password: 'anything',
    ssl: false,
    application_name: 'CDMNet connection check',
  });
  client.on('error', () => undefined);
  clients.push(client);
  await client.connect();
  return client;
}

describe('the PostgreSQL wire port', () => {
  it('names each site’s address in the READY sites', () => {
    expect(siteNamed('hanbit_cdm').postgres).toMatch(/^postgres:\/\/127\.0\.0\.1:\d+\/hanbit_cdm$/);
    expect(siteNamed('gangwon_cdm').postgres).toMatch(/^postgres:\/\/127\.0\.0\.1:\d+\/gangwon_cdm$/);
  });

  it('reads the figures the connection check reads, in a read-only transaction', async () => {
    const client = await connect('hanbit_cdm');
    await client.query('begin read only');
    const persons = await client.query<{ n: string }>('select count(*)::text as n from cdm.person');
    expect(persons.rows).toEqual([{ n: '808' }]);
    const source = await client.query<{ cdm_version: string }>(
      'select cdm_version::text from cdm.cdm_source limit 1',
    );
    expect(source.rows[0]!.cdm_version).toMatch(/^v?5\.3/);
    const period = await client.query<{ start: string }>(
      `select to_char(min(observation_period_start_date)::date, 'YYYY-MM-DD') as start from cdm.observation_period`,
    );
    expect(period.rows[0]!.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const schemas = await client.query<{ schema_name: string }>(
      'select schema_name from information_schema.schemata where schema_name = any($1::text[]) order by 1',
      [['cdm', 'nope']],
    );
    expect(schemas.rows).toEqual([{ schema_name: 'cdm' }]);
    const vocabulary = await client.query<{ v: string }>(
      "select vocabulary_version::text as v from cdm.vocabulary where vocabulary_id = 'None' limit 1",
    );
    expect(vocabulary.rows).toEqual([{ v: 'v5.0 18-JAN-19' }]);
    await client.query('rollback');
  });

  it('serves the v5.4 site its own figures', async () => {
    const client = await connect('gangwon_cdm');
    const { rows } = await client.query<{ n: string; cdm_version: string }>(
      'select (select count(*)::text from cdm.person) as n, (select cdm_version from cdm.cdm_source) as cdm_version',
    );
    expect(rows).toEqual([{ n: '28', cdm_version: '5.4' }]);
  });

  it('refuses writes and a database other than the site’s', async () => {
    const client = await connect('sjmc_cdm');
    await expect(client.query('delete from cdm.person')).rejects.toThrow(/read-only/);
    await expect(client.query('set default_transaction_read_only = off')).rejects.toThrow(/읽기 전용/);
    await expect(client.query('begin read write')).rejects.toThrow(/읽기 전용/);
    expect((await client.query('select count(*)::int as n from cdm.person')).rows).toEqual([{ n: 593 }]);
    await expect(connect('sjmc_cdm', { database: 'hanbit_cdm' })).rejects.toThrow(/hanbit_cdm/);
  });

  it('leaves the site to the engine and WebAPI once a client goes, even mid-transaction', async () => {
    const client = await connect('haeorum_cdm');
    await client.query('begin read only');
    await client.query('select 1');
    await client.end();
    clients.splice(clients.indexOf(client), 1);
    const started = Date.now();
    const response = await fetch(`${siteNamed('haeorum_cdm').webapi}/vocabulary/HAEORUM_CDM/concept/192671`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    // A new client starts outside any transaction: a COMMIT finds none.
    const again = await connect('haeorum_cdm');
    const notices: string[] = [];
    again.on('notice', (notice) => notices.push(notice.message ?? ''));
    await again.query('commit');
    expect(notices).toEqual(['there is no transaction in progress']);
  });
});
