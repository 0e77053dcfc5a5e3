import type { SchemaNames } from '../config.js';
import type { CdmDatabase } from '../cdm/database.js';
import type { Counts } from './record-counts.js';

// Every concept's counts at once, as Achilles makes them ahead of WebAPI's conceptRecordCount. The
// persons are taken in runs (by person_id) so that each statement is short: a site's worker (PGlite
// runs one query at a time) is held for one run at a time and the WebAPI's and the engine's queries
// get in between. Each statement reads a run's events from every clinical event table, union'd, as
// (concept, person, records); the run's persons are told apart here, so a person counted under a
// concept from two tables is counted once, and counts add up exactly over runs (no person is in two).
// Descendants through concept_ancestor: an event counts for its concept and for each ancestor the
// vocabulary gives it. Done here rather than in SQL: PGlite's sort for count(distinct) over that join
// held a GiBleed share's worker for seconds. Here a run's persons are bits, a concept's persons a
// bit set OR'd into each ancestor's: milliseconds per run, on the thread every site's HTTP shares.

/** Persons per statement: under about 0.15 s of PGlite's time each on the demo's GiBleed shares. */
export const PERSONS_PER_RUN = 100;

/** Lets the queries that arrived meanwhile into the site's queue before the next statement. */
async function yieldTurn(signal: AbortSignal | undefined) {
  await new Promise<void>((resolve) => setImmediate(resolve));
  signal?.throwIfAborted();
}

/** The person_id where each run starts (after the first, which starts at the lowest). */
async function runStarts(db: CdmDatabase, schemas: SchemaNames, size: number): Promise<bigint[]> {
  const result = await db.query(
    `select person_id from (select person_id, row_number() over (order by person_id) as n from ${schemas.cdm}.person) p
     where n > 1 and (n - 1) % ${size} = 0 order by person_id`,
  );
  return result.rows.map((row) => BigInt(row[0]!));
}

interface Tally {
  records: number;
  persons: Uint32Array;
}

/** Set bits in a bit set. */
function bitCount(set: Uint32Array): number {
  let count = 0;
  for (let word of set) {
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** Adds one run's (concept, person, records) to every concept's counts. */
function addRun(
  all: Map<number, Counts>,
  pairs: (readonly [concept: number, person: string, records: number])[],
  ancestors: Map<number, Set<number>>,
) {
  const bitOf = new Map<string, number>();
  for (const [, person] of pairs) if (!bitOf.has(person)) bitOf.set(person, bitOf.size);
  const words = Math.ceil(bitOf.size / 32);
  const tallyIn = (tallies: Map<number, Tally>, id: number) => {
    let tally = tallies.get(id);
    if (!tally) tallies.set(id, (tally = { records: 0, persons: new Uint32Array(words) }));
    return tally;
  };
  const own = new Map<number, Tally>();
  for (const [concept, person, records] of pairs) {
    const tally = tallyIn(own, concept);
    const bit = bitOf.get(person)!;
    tally.records += records;
    tally.persons[bit >>> 5]! |= 1 << (bit & 31);
  }
  const wide = new Map<number, Tally>();
  for (const [concept, tally] of own) {
    for (const ancestor of ancestors.get(concept)!) {
      const into = tallyIn(wide, ancestor);
      into.records += tally.records;
      for (let i = 0; i < words; i++) into.persons[i]! |= tally.persons[i]!;
    }
  }
  const countsOf = (id: number) => {
    let counts = all.get(id);
    if (!counts) all.set(id, (counts = [0, 0, 0, 0]));
    return counts;
  };
  for (const [concept, tally] of own) {
    const counts = countsOf(concept);
    counts[0] += tally.records;
    counts[2] += bitCount(tally.persons);
  }
  for (const [ancestor, tally] of wide) {
    const counts = countsOf(ancestor);
    counts[1] += tally.records;
    counts[3] += bitCount(tally.persons);
  }
}

export async function precomputeCounts(
  db: CdmDatabase,
  schemas: SchemaNames,
  tables: [table: string, column: string][],
  /** Aborted when the node closes: no statement starts after it. */
  signal?: AbortSignal,
  size = PERSONS_PER_RUN,
): Promise<Map<number, Counts>> {
  const all = new Map<number, Counts>();
  signal?.throwIfAborted();
  if (tables.length === 0) return all;
  const ancestors = new Map<number, Set<number>>();
  const starts = await runStarts(db, schemas, size);
  // Persons outside the person table (a hospital's CDM may have some) fall in the first or last run.
  const bounds: [bigint | null, bigint | null][] = [null, ...starts].map((from, i) => [
    from,
    starts[i] ?? null,
  ]);
  for (const [from, to] of bounds) {
    await yieldTurn(signal);
    const within = [from === null ? '' : `person_id >= ${from}`, to === null ? '' : `person_id < ${to}`]
      .filter(Boolean)
      .join(' and ');
    const events = tables
      .map(
        ([table, column]) =>
          `select ${column} as concept_id, person_id from ${schemas.cdm}.${table}
           where ${column} is not null${within ? ` and ${within}` : ''}`,
      )
      .join(' union all ');
    const result = await db.query(
      `select concept_id, person_id, count(*) as records from (${events}) e group by concept_id, person_id`,
    );
    const pairs = result.rows.map((row) => [Number(row[0]), String(row[1]), Number(row[2])] as const);

    const unknown = [...new Set(pairs.map(([concept]) => concept))].filter((id) => !ancestors.has(id));
    if (unknown.length > 0) {
      await yieldTurn(signal);
      for (const id of unknown) ancestors.set(id, new Set([id]));
      const family = await db.query(
        `select descendant_concept_id, ancestor_concept_id from ${schemas.vocabulary}.concept_ancestor
         where descendant_concept_id = any($1::int[]) and ancestor_concept_id <> descendant_concept_id`,
        [unknown],
      );
      for (const [descendant, ancestor] of family.rows)
        ancestors.get(Number(descendant))!.add(Number(ancestor));
    }

    addRun(all, pairs, ancestors);
  }
  return all;
}
