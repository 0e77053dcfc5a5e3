import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

// The data node's copy of the public GiBleed CDM (Apache 2.0, see its README), loaded into an in-memory
// PGlite as schema `cdm`: the designs' SQL is run for real against it, as the data node would.
const sampleDir = path.resolve(import.meta.dirname, '../../../data-node/data/omop/gibleed-5.3');

export type CdmTable =
  | 'person'
  | 'observation_period'
  | 'condition_occurrence'
  | 'drug_exposure'
  | 'procedure_occurrence'
  | 'measurement'
  | 'observation'
  | 'concept'
  | 'concept_ancestor'
  | 'concept_relationship'
  | 'cdm_source'
  | 'visit_occurrence'
  | 'death';

const integerColumns = new Set([
  'year_of_birth',
  'month_of_birth',
  'day_of_birth',
  'refills',
  'days_supply',
  'min_levels_of_separation',
  'max_levels_of_separation',
]);
// OMOP's vocabulary keys are words, not numbers.
const textIdColumns = new Set(['domain_id', 'vocabulary_id', 'concept_class_id', 'relationship_id']);
const numericColumns = new Set(['value_as_number', 'range_low', 'range_high', 'quantity']);

// Types by column name: enough for joins, counts and date arithmetic.
function columnType(column: string): string {
  if (textIdColumns.has(column)) return 'text';
  if (/_id(_\d)?$/.test(column) || integerColumns.has(column)) return 'bigint';
  if (numericColumns.has(column)) return 'numeric';
  if (column.endsWith('_datetime')) return 'timestamp';
  if (column.endsWith('_date')) return 'date';
  return 'text';
}

/** A PGlite holding the given GiBleed tables in schema `cdm`. */
export async function loadGiBleed(tables: readonly CdmTable[]): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec('CREATE SCHEMA cdm');
  for (const table of tables) {
    const csv = gunzipSync(readFileSync(path.join(sampleDir, `${table}.csv.gz`)));
    const header = csv.subarray(0, csv.indexOf(10)).toString('utf8').trim();
    const columns = header.split(',').map((column) => column.trim().toLowerCase());
    await db.exec(
      `CREATE TABLE cdm.${table} (${columns.map((column) => `${column} ${columnType(column)}`).join(', ')})`,
    );
    await db.query(`COPY cdm.${table} FROM '/dev/blob' WITH (FORMAT csv, HEADER true, NULL '')`, [], {
      blob: new Blob([csv]),
    });
  }
  return db;
}

/**
 * What the data node does with a design's SQL file before running it: `{DEFAULT @name = value}` blocks
 * give defaults, then the schemas become `cdm` and each parameter its value, in code and literals alike.
 */
export function withSchemas(text: string, parameters: Record<string, string> = {}): string {
  const values = new Map(Object.entries(parameters));
  const withoutDefaults = text.replace(
    /\{\s*DEFAULT\s+@(\w+)\s*=\s*([^}]*)\}/gi,
    (_block, name: string, value: string) => {
      if (!values.has(name)) values.set(name, value.trim());
      return '';
    },
  );
  return withoutDefaults
    .replace(/@(cdm|vocabulary|results)_database_schema/g, 'cdm')
    .replace(/@(\w+)/g, (match, name: string) => values.get(name) ?? match);
}

/** The rows of one generated file, run inside BEGIN READ ONLY … ROLLBACK. */
export async function runReadOnly<Row>(
  db: PGlite,
  text: string,
  parameters: Record<string, string> = {},
): Promise<Row[]> {
  await db.exec('BEGIN READ ONLY');
  try {
    const result = await db.query<Row>(withSchemas(text, parameters));
    return result.rows;
  } finally {
    await db.exec('ROLLBACK');
  }
}
