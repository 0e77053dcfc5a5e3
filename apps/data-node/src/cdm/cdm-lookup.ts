import type { SchemaNames } from '../config.js';
import type { CdmDatabase } from './database.js';

// What disclosure control asks this CDM about a result's values: which are its person ids, its
// concept ids, its source values, its concept names. One query per question and result file, every
// candidate value in one array parameter; each table is scanned at most once (PostgreSQL hashes a
// long `= any(array)`). The node's own schemas are asked, never the ones a request names: a request
// naming an empty schema must not make person ids look like anything else.
//
// Answers are remembered for a while (ANSWER_MS): packages repeat their labels ('overall', concept
// names, age groups) run after run, and a CDM changes with its refresh, not from minute to minute.

/** The source-value columns whose values identify persons or their records. */
const SOURCE_COLUMNS: [table: string, column: string][] = [
  ['person', 'person_source_value'],
  ['condition_occurrence', 'condition_source_value'],
  ['drug_exposure', 'drug_source_value'],
  ['procedure_occurrence', 'procedure_source_value'],
  ['measurement', 'measurement_source_value'],
  ['observation', 'observation_source_value'],
];

export interface CdmLookup {
  /** The values (positive integer strings) that are person ids of this CDM. */
  personIds(values: string[]): Promise<Set<string>>;
  /** The values (positive integer strings) that are concept ids of the vocabulary. */
  conceptIds(values: string[]): Promise<Set<string>>;
  /** The values found in the CDM's source-value columns. */
  sourceValues(values: string[]): Promise<Set<string>>;
  /** The values that are concept names (or synonyms) of the vocabulary. */
  conceptNames(values: string[]): Promise<Set<string>>;
  /**
   * The share of the integers 1..max(person_id) that are person ids: near 1 at a hospital whose ids
   * run densely, where any count is some person's id and matching values proves nothing.
   */
  personIdDensity(): Promise<number>;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** How long an answer about one value is reused. */
const ANSWER_MS = 10 * 60_000;
/** Answers remembered per question at most (then forgotten all at once). */
const ANSWERS = 100_000;

/** One question (one SQL text) with its remembered answers: value → found, and since when. */
function question(db: CdmDatabase, now: () => number) {
  const answers = new Map<string, { found: boolean; at: number }>();
  return async (sql: string, values: string[]): Promise<Set<string>> => {
    const found = new Set<string>();
    const unknown: string[] = [];
    const time = now();
    for (const value of values) {
      const known = answers.get(value);
      if (known && time - known.at < ANSWER_MS) {
        if (known.found) found.add(value);
      } else unknown.push(value);
    }
    if (unknown.length === 0) return found;
    const result = await db.query(sql, [unknown]);
    const hits = new Set(result.rows.map((row) => row[0]).filter((value): value is string => value !== null));
    if (answers.size + unknown.length > ANSWERS) answers.clear();
    for (const value of unknown) {
      answers.set(value, { found: hits.has(value), at: time });
      if (hits.has(value)) found.add(value);
    }
    return found;
  };
}

export function cdmLookup(db: CdmDatabase, schemas: SchemaNames, now: () => number = Date.now): CdmLookup {
  const cdm = quote(schemas.cdm);
  const persons = question(db, now);
  const concepts = question(db, now);
  const sources = question(db, now);
  const names = question(db, now);
  let density: { value: Promise<number>; at: number } | undefined;
  const vocabulary = quote(schemas.vocabulary);
  // Which source-value columns this CDM has (a hospital's may lack a table); asked once.
  let sourceSql: Promise<string | undefined> | undefined;
  const sourceQuery = () =>
    (sourceSql ??= db
      .query(
        `select table_name, column_name from information_schema.columns
          where table_schema = $1 and column_name = any($2::text[])`,
        [schemas.cdm, SOURCE_COLUMNS.map(([, name]) => name)],
      )
      .then((result) => {
        const present = new Set(result.rows.map(([table, name]) => `${table}.${name}`));
        const parts = SOURCE_COLUMNS.filter(([table, name]) => present.has(`${table}.${name}`)).map(
          ([table, name]) =>
            `select ${quote(name)} as v from ${cdm}.${quote(table)} where ${quote(name)} = any($1::text[])`,
        );
        return parts.length > 0 ? `select distinct v from (${parts.join(' union all ')}) s` : undefined;
      }));

  return {
    personIds: (values) =>
      persons(`select person_id::text from ${cdm}.person where person_id = any($1::bigint[])`, values),
    conceptIds: (values) =>
      concepts(
        `select concept_id::text from ${vocabulary}.concept where concept_id = any($1::bigint[])`,
        values,
      ),
    personIdDensity() {
      const time = now();
      if (!density || time - density.at >= ANSWER_MS) {
        const value = db
          .query(`select count(*)::float8 / greatest(max(person_id), 1) from ${cdm}.person`)
          .then((result) => Number(result.rows[0]?.[0] ?? 0));
        density = { value, at: time };
        // A failed question is asked again next time.
        value.catch(() => (density = undefined));
      }
      return density.value;
    },
    async sourceValues(values) {
      const sql = await sourceQuery();
      return sql ? sources(sql, values) : new Set();
    },
    conceptNames: (values) =>
      names(
        `select concept_name from ${vocabulary}.concept where concept_name = any($1::text[])
         union select concept_synonym_name from ${vocabulary}.concept_synonym
          where concept_synonym_name = any($1::text[])`,
        values,
      ),
  };
}
