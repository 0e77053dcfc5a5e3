// A real PostgreSQL holding the public Synthea27Nj OMOP CDM 5.4 sample (see README.md), for the CDM
// connection checks' tests and the end-to-end setup. Plain JavaScript so Playwright can import it too.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { startPostgres } from '../../../../.ci/scripts/lib/postgres.mjs';

const here = import.meta.dirname;

// OMOP CDM 5.4 DDL (OHDSI/CommonDataModel, PostgreSQL) of the four tables the checks read, with
// their primary keys. Types matter: the checks read counts, dates and version strings back.
const ddl = {
  person: `
    person_id integer not null primary key,
    gender_concept_id integer not null,
    year_of_birth integer not null,
    month_of_birth integer,
    day_of_birth integer,
    birth_datetime timestamp,
    race_concept_id integer not null,
    ethnicity_concept_id integer not null,
    location_id integer,
    provider_id integer,
    care_site_id integer,
    person_source_value varchar(50),
    gender_source_value varchar(50),
    gender_source_concept_id integer,
    race_source_value varchar(50),
    race_source_concept_id integer,
    ethnicity_source_value varchar(50),
    ethnicity_source_concept_id integer`,
  observation_period: `
    observation_period_id integer not null primary key,
    person_id integer not null,
    observation_period_start_date date not null,
    observation_period_end_date date not null,
    period_type_concept_id integer not null`,
  cdm_source: `
    cdm_source_name varchar(255) not null,
    cdm_source_abbreviation varchar(25) not null,
    cdm_holder varchar(255) not null,
    source_description text,
    source_documentation_reference varchar(255),
    cdm_etl_reference varchar(255),
    source_release_date date not null,
    cdm_release_date date not null,
    cdm_version varchar(10),
    cdm_version_concept_id integer not null,
    vocabulary_version varchar(20) not null`,
  vocabulary: `
    vocabulary_id varchar(20) not null primary key,
    vocabulary_name varchar(255) not null,
    vocabulary_reference varchar(255),
    vocabulary_version varchar(255),
    vocabulary_concept_id integer not null`,
};

/**
 * Starts a throwaway PostgreSQL (or, with `adminUrl`, uses that server: a superuser URL) and creates a
 * fresh database with schema `cdm` holding the sample, plus a login role that can only read `cdm`.
 * `stop()` drops the database and the role, and stops the server if it started one.
 */
export async function startSampleCdm({ adminUrl } = {}) {
  const server = adminUrl ? undefined : await startPostgres();
  const serverUrl = adminUrl ?? server.url;
  const suffix = randomBytes(6).toString('hex');
  // Unique names: test files may share one server (the PostgreSQL CI step), and roles are server-wide.
  const database = `cdmnet_cdm_${suffix}`;
  const username = `cdm_reader_${suffix}`;
  const password = randomBytes(18).toString('hex');
  const sampleUrl = withDatabase(serverUrl, database);
  const undo = [];
  const stop = async () => {
    for (const step of undo.reverse()) await step();
    undo.length = 0;
  };
  if (server) undo.push(() => server.stop());

  let hba;
  try {
    await withClient(serverUrl, async (admin) => {
      await admin.query(`create database ${database}`);
      undo.push(() =>
        withClient(serverUrl, async (c) => {
          await c.query(`drop database if exists ${database} with (force)`);
          await c.query(`drop role if exists ${username}`);
        }),
      );
      // Both names and the password are hex from randomBytes: safe to inline in these utility statements.
      await admin.query(`set password_encryption = 'scram-sha-256'`);
      await admin.query(`create role ${username} login password '${password}'`);
      await admin.query(`revoke all on database ${database} from public`);
      await admin.query(`grant connect on database ${database} to ${username}`);
    });
    await withClient(sampleUrl, async (c) => {
      await c.query('create schema cdm');
      for (const [table, columns] of Object.entries(ddl)) {
        await c.query(`create table cdm.${table} (${columns})`);
        await loadTable(c, table);
      }
      await c.query(`grant usage on schema cdm to ${username}`);
      await c.query(`grant select on all tables in schema cdm to ${username}`);
    });
    hba = await enforcePassword(serverUrl, { username, password, database });
    if (hba.undo) undo.push(hba.undo);
  } catch (error) {
    await stop();
    throw error;
  }

  const url = new URL(serverUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    database,
    cdmSchema: 'cdm',
    vocabularySchema: 'cdm',
    username,
    password,
    /** Whether the server refuses a wrong password for `username` (false: a remote server that trusts it). */
    passwordChecked: hba.checked,
    /** A superuser URL of the sample database, for tests that add schemas beside `cdm`. */
    adminUrl: sampleUrl,
    stop,
  };
}

function withDatabase(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Inserts `{table}.csv.gz` (header row names the columns; an empty field is NULL) in batches. */
async function loadTable(client, table) {
  const text = gunzipSync(readFileSync(path.join(here, `${table}.csv.gz`))).toString('utf8');
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error(`${table}.csv.gz is empty`);
  const columns = header.map((name) => `"${name.replaceAll('"', '""')}"`).join(', ');
  const batchSize = Math.max(1, Math.floor(60_000 / header.length)); // under PostgreSQL's 65,535 parameters
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const values = batch.map(
      (_, r) => `(${header.map((__, c) => `$${r * header.length + c + 1}`).join(', ')})`,
    );
    const params = batch.flatMap((row) => {
      if (row.length !== header.length) throw new Error(`${table}.csv.gz: a row has ${row.length} fields`);
      return row.map((field) => (field === '' ? null : field));
    });
    await client.query(`insert into cdm.${table} (${columns}) values ${values.join(', ')}`, params);
  }
}

/**
 * RFC 4180 CSV: fields separated by commas, rows by LF or CRLF, a field in double quotes may hold
 * commas, line breaks and doubled quotes. A trailing line break does not make an empty last row.
 */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Makes the server check the reader's password, so a wrong one is refused (the throwaway cluster
 * trusts every loopback login). When the server already refuses a wrong password nothing changes;
 * otherwise a line for this role alone goes at the top of its pg_hba.conf (readable here only when the
 * server runs on this machine) and the configuration is reloaded; `undo` takes the line out again.
 * Returns `{ checked: false }` when the server cannot be made to check.
 */
async function enforcePassword(serverUrl, { username, password, database }) {
  const url = new URL(serverUrl);
  const probe = () =>
    refusesWrongPassword({
      host: url.hostname,
      port: Number(url.port || 5432),
      username,
      password,
      database,
    });
  if (await probe()) return { checked: true };
  const hbaFile = await withClient(
    serverUrl,
    async (c) => (await c.query(`select current_setting('hba_file') as f`)).rows[0].f,
  );
  if (!existsSync(hbaFile)) return { checked: false };
  const marker = `# cdmnet sample ${username}`;
  const original = readFileSync(hbaFile, 'utf8');
  writeFileSync(hbaFile, `host all ${username} all scram-sha-256 ${marker}\n${original}`);
  const reload = () => withClient(serverUrl, (c) => c.query('select pg_reload_conf()'));
  const undo = async () => {
    const lines = readFileSync(hbaFile, 'utf8').split('\n');
    writeFileSync(hbaFile, lines.filter((line) => !line.endsWith(marker)).join('\n'));
    await reload();
  };
  await reload();
  // The postmaster rereads the file shortly after the signal; wait until new logins see the rule.
  for (let tries = 0; tries < 50; tries++) {
    if (await probe()) return { checked: true, undo };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await undo();
  return { checked: false };
}

async function refusesWrongPassword({ host, port, username, password, database }) {
  const client = new pg.Client({ host, port, user: username, password: `${password}-wrong`, database });
  try {
    await client.connect();
    return false;
  } catch (error) {
    if (error.code === '28P01') return true;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
