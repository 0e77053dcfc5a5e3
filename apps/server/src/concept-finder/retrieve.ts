import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/sql-rows.js';
import type { FinderQuery } from './query.js';
import type { Candidate, CandidateName } from './rank.js';

// Candidates from the index for the ranking to score: names that contain what was typed (or one of its
// alternatives) in keystroke form, through the trigram index (pg_trgm GIN serves LIKE '%…%' for any
// pattern of three keys or more). Typos are searched by their corrections (corrections.ts). Names
// holding every term come first; when they are few, names holding any term.

const AND_LIMIT = 300;
const OR_LIMIT = 600;
const ENOUGH = 40;
/** Matches gathered at most per query: a word that half the names hold says little about which. */
const HITS_MAX = 20_000;
/** Words that count less than this (검사, 측정) are scored, not searched: they match too many names. */
const SEARCHED_WEIGHT = 0.5;
/** Shorter patterns have no trigram for the index to use: they are scored, not searched. */
const MIN_PROBE = 3;

/** What one term is searched by: its alternatives' words. */
function probesOf(term: FinderQuery['terms'][number]): Set<string> {
  const probes = new Set<string>();
  for (const alternative of term.alternatives)
    for (const options of alternative.slots)
      for (const slot of options)
        if (!slot.wholeWord && [...slot.keys].length >= MIN_PROBE) probes.add(slot.keys);
  return probes;
}

const containsAny = (probes: Iterable<string>): SQL =>
  sql`(${sql.join(
    [...probes].map((probe) => sql`n.keys like ${`%${probe}%`}`),
    sql` or `,
  )})`;

/**
 * The concepts of the names matching `where`, those with the shortest such name first (a short name
 * holding the words is the concept itself, a long one a combination of it). The matches are gathered
 * first (MATERIALIZED): otherwise PostgreSQL, misjudging how many names a pattern matches, walks every
 * name in concept order to fill the LIMIT — seconds on a million names.
 */
async function conceptIds(db: Database, where: SQL, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ concept_id: number }>(
    db,
    sql`with hits as materialized (
          select n.concept_id, length(n.keys) as size from finder_names n where n.standard and ${where}
          limit ${HITS_MAX})
        select concept_id from hits group by concept_id order by min(size), concept_id limit ${limit}`,
  );
  return rows.map((row) => Number(row.concept_id));
}

export async function retrieveCandidates(db: Database, query: FinderQuery): Promise<Candidate[]> {
  const probeSets = query.terms
    .filter((term) => term.weight >= SEARCHED_WEIGHT)
    .map(probesOf)
    .filter((set) => set.size > 0);
  const whole = [...query.wholeKeys];
  const exact =
    whole.length > 0
      ? sql`n.keys in (${sql.join(
          whole.map((keys) => sql`${keys}`),
          sql`, `,
        )})`
      : sql`false`;
  const found = new Set<number>();
  if (probeSets.length >= 2) {
    const every = sql.join(probeSets.map(containsAny), sql` and `);
    for (const id of await conceptIds(db, sql`(${every} or ${exact})`, AND_LIMIT)) found.add(id);
  }
  if (found.size < ENOUGH) {
    const all = new Set(probeSets.flatMap((set) => [...set]));
    // Nothing long enough to search by (폐, mi without an expansion): names that are it or begin with it.
    const any =
      all.size > 0
        ? containsAny(all)
        : sql`(${sql.join(
            whole.map((keys) => sql`n.keys like ${`${keys}%`}`),
            sql` or `,
          )})`;
    if (all.size > 0 || whole.length > 0)
      for (const id of await conceptIds(db, sql`(${any} or ${exact})`, OR_LIMIT)) found.add(id);
  }
  if (found.size === 0) return [];
  const rows = await rowsOf<{
    concept_id: number;
    text: string;
    language: CandidateName['language'];
    keys: string;
    domain_id: string;
  }>(
    db,
    sql`select concept_id, text, language, keys, domain_id from finder_names
        where concept_id in (${sql.join(
          [...found].map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byConcept = new Map<number, Candidate>();
  for (const row of rows) {
    const conceptId = Number(row.concept_id);
    let candidate = byConcept.get(conceptId);
    if (!candidate) byConcept.set(conceptId, (candidate = { conceptId, domainId: row.domain_id, names: [] }));
    candidate.names.push({ text: row.text, language: row.language, keys: row.keys });
  }
  return [...byConcept.values()];
}
