import { afterAll, describe, expect, it } from 'vitest';
import type { CdmDatabase } from '../src/cdm/database.js';
import { PostgresSiteDatabase } from '../src/cdm/postgres-site.js';
import { precomputeCounts } from '../src/webapi/record-count-table.js';
import { EVENT_COLUMNS, RecordCounts, type Counts } from '../src/webapi/record-counts.js';
import { siteNamed } from './helpers.js';

// The counts precomputed for every concept (as Achilles makes them) against the per-concept count
// the node gave before (and still gives until the table is whole), on a GiBleed share and on the
// Synthea site. Both run the node's own SQL on the demo node's databases, through each site's
// PostgreSQL wire port.

const SCHEMAS = { cdm: 'cdm', vocabulary: 'cdm', results: 'results' };
const opened: PostgresSiteDatabase[] = [];
afterAll(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/** A site's database, counting the queries sent to it. */
function databaseOf(name: string): CdmDatabase & { queries: number } {
  const db = new PostgresSiteDatabase(siteNamed(name).postgres!);
  opened.push(db);
  const counted = {
    kind: db.kind,
    queries: 0,
    query: (sql: string, params?: unknown[]) => {
      counted.queries++;
      return db.query(sql, params);
    },
    runReadOnly: db.runReadOnly.bind(db),
    close: () => db.close(),
  };
  return counted;
}

/**
 * The concepts compared: the named ones, the 40 with the most persons with descendants (broad
 * ancestors, whose events span tables) and every 20th of the rest.
 */
function sampleOf(table: Map<number, Counts>, named: number[]): number[] {
  const ids = [...table.keys()].sort((a, b) => a - b);
  const broad = [...table]
    .sort((a, b) => b[1][3] - a[1][3])
    .slice(0, 40)
    .map(([id]) => id);
  return [...new Set([...named, ...broad, ...ids.filter((_, i) => i % 20 === 0)])];
}

async function compare(database: string, named: number[]) {
  const counts = new RecordCounts(databaseOf(database), SCHEMAS, 5);
  // Runs of 50 persons: many runs per GiBleed share, so that adding runs up is checked too.
  const table = await precomputeCounts(databaseOf(database), SCHEMAS, EVENT_COLUMNS, undefined, 50);
  const sample = sampleOf(table, named);
  const perConcept = await counts.countEach(sample);
  for (const id of sample) expect([id, table.get(id) ?? [0, 0, 0, 0]]).toEqual([id, perConcept.get(id)]);
  return { table, sample };
}

describe('precomputed record counts', () => {
  it('equal the per-concept counts on a GiBleed share (192671: 120 persons at hanbit)', async () => {
    const { table, sample } = await compare('hanbit_cdm', [192671, 4283893, 9201, 80809, 1118084]);
    expect(table.get(192671)?.slice(2)).toEqual([120, 120]);
    expect(table.size).toBeGreaterThan(200);
    expect(sample.length).toBeGreaterThan(50);
  });

  it('equal the per-concept counts on the Synthea site (its concept_ancestor empty)', async () => {
    const { table, sample } = await compare('gangwon_cdm', [40481087, 4112343, 260139, 9201, 1127433]);
    expect(table.size).toBeGreaterThan(100);
    expect(sample.length).toBeGreaterThan(40);
    for (const [records, descendantRecords, persons, descendantPersons] of table.values()) {
      expect([descendantRecords, descendantPersons]).toEqual([records, persons]);
    }
  });

  it('answers from the table once whole: no query, a concept it lacks has none, hidden counts null', async () => {
    const db = databaseOf('haeorum_cdm');
    const counts = new RecordCounts(db, SCHEMAS, 5);
    await counts.precompute();
    expect(counts.size).toBeGreaterThan(200);
    const before = db.queries;
    const answer = await counts.answer([80809, 192671, 999999999]);
    expect(db.queries).toBe(before);
    expect(answer[0]).toEqual({ 80809: [null, null, null, null] });
    expect(answer[2]).toEqual({ 999999999: [0, 0, 0, 0] });
  });

  it('stops between statements when the node closes', async () => {
    const db = databaseOf('halla_cdm');
    const stop = new AbortController();
    stop.abort();
    const counts = new RecordCounts(db, SCHEMAS, 5);
    await expect(counts.precompute(stop.signal)).rejects.toThrow();
    expect(counts.size).toBe(0);
    expect((await counts.answer([192671]))[0]![192671]![3]).toBeGreaterThan(0);
  });
});
