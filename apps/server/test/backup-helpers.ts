import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { Database, ExecuteSql } from '../src/db/database.js';
import { secretBox } from '../src/services/secrets.js';
import type { TestApp } from './test-app.js';

// What the backup test compares and opens: every table of a database, whole, and the app on a
// restored database.

export interface TableDigest {
  rows: number;
  /** MD5 of every row's text, sorted: equal exactly when the table holds the same rows. */
  digest: string;
}

/** Every table outside PostgreSQL's own schemas (ours, drizzle's migrations, pg-boss's jobs), by name. */
export async function tableDigests(executeSql: ExecuteSql): Promise<Record<string, TableDigest>> {
  const { rows: tables } = (await executeSql(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  )) as { rows: { schema: string; name: string }[] };
  const digests: Record<string, TableDigest> = {};
  for (const { schema, name } of tables) {
    const { rows } = (await executeSql(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
       from "${schema}"."${name}" t`,
    )) as { rows: TableDigest[] };
    digests[`${schema}.${name}`] = rows[0]!;
  }
  return digests;
}

/** Every stored file's id and bytes, in id order. */
export async function storedFiles(executeSql: ExecuteSql) {
  const { rows } = (await executeSql('select id, content from files order by id')) as {
    rows: { id: number; content: Uint8Array }[];
  };
  return rows.map((row) => ({ id: row.id, content: Buffer.from(row.content) }));
}

/** How many migrations the code has (drizzle's journal). */
export function migrationCount(): number {
  const journal = JSON.parse(
    readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** The test app's embedded database itself, for dumping it (createTestApp keeps it in memory). */
export const pgliteOf = (t: TestApp) => (t.db as unknown as { $client: PGlite }).$client;

/** The address of the test app's PostgreSQL database (a fresh one per createTestApp). */
export async function databaseUrlOf(t: TestApp, adminUrl: string) {
  const { rows } = (await t.executeSql('select current_database() as name')) as { rows: { name: string }[] };
  return withDatabaseName(adminUrl, rows[0]!.name);
}

const withDatabaseName = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new, empty database on the test PostgreSQL, and how to drop it. */
export async function emptyPostgresDatabase(adminUrl: string) {
  const name = `cdmnet_restore_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The server on another database, as it would start on a restored one. */
export const appOn = (db: Database) =>
  buildApp({
    db,
    ports: { mail: { send: () => Promise.resolve() }, sms: { send: () => Promise.resolve() } },
    secrets: secretBox(randomBytes(32)),
    config: {
      webDist: undefined,
      secureCookies: false,
      sessionTtlMs: 60 * 60 * 1000,
      publicUrl: 'http://cdmnet.test',
    },
  });
