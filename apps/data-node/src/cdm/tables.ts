import type { SchemaNames } from '../config.js';

// The OMOP CDM 5.3 and 5.4 tables as the samples' CSV headers give them, typed by the columns' names (the CDM's
// naming conventions make that reliable for these tables): ids and concept ids are integers, *_date
// dates, *_datetime timestamps, amounts numeric, everything else text.

/** Tables that belong in the vocabulary schema (when it differs from the CDM schema). */
export const VOCABULARY_TABLES = new Set([
  'concept',
  'concept_ancestor',
  'concept_class',
  'concept_relationship',
  'concept_synonym',
  'domain',
  'drug_strength',
  'relationship',
  'source_to_concept_map',
  'vocabulary',
]);

/** Columns ending in `_id` that hold codes, not numbers. */
const TEXT_IDS = new Set([
  'domain_id',
  'vocabulary_id',
  'concept_class_id',
  'relationship_id',
  'reverse_relationship_id',
  'cost_domain_id',
  'source_vocabulary_id',
  'target_vocabulary_id',
  'specimen_source_id',
  'unique_device_id',
]);

const INTEGER_COLUMNS = new Set([
  'year_of_birth',
  'month_of_birth',
  'day_of_birth',
  'min_levels_of_separation',
  'max_levels_of_separation',
  'refills',
  'days_supply',
  'gap_days',
  'condition_occurrence_count',
  'drug_exposure_count',
  'episode_number',
  'box_size',
]);

const NUMERIC_COLUMNS =
  /^(quantity|value_as_number|range_low|range_high|dose_value|amount_allowed|amount_value|numerator_value|denominator_value|total_charge|total_cost|total_paid)$|^paid_/;

export type ColumnType = 'integer' | 'bigint' | 'numeric' | 'date' | 'timestamp' | 'text';

export function columnType(column: string): ColumnType {
  if (TEXT_IDS.has(column)) return 'text';
  if (/concept_id(_\d)?$/.test(column)) return 'integer';
  if (/_id(_\d)?$/.test(column)) return 'bigint';
  if (column.endsWith('_datetime')) return 'timestamp';
  if (column.endsWith('_date')) return 'date';
  if (INTEGER_COLUMNS.has(column) || column.endsWith('_count')) return 'integer';
  if (NUMERIC_COLUMNS.test(column)) return 'numeric';
  return 'text';
}

export interface TableShape {
  name: string;
  columns: string[];
}

export const isPersonTable = (table: TableShape) => table.columns.includes('person_id');

export function schemaOf(table: string, schemas: SchemaNames): string {
  return VOCABULARY_TABLES.has(table) ? schemas.vocabulary : schemas.cdm;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export function createTableSql(table: TableShape, schemas: SchemaNames): string {
  const columns = table.columns.map((column) => `${quote(column)} ${columnType(column)}`).join(', ');
  return `create table ${schemaOf(table.name, schemas)}.${quote(table.name)} (${columns});`;
}

export function copySql(table: TableShape, schemas: SchemaNames): string {
  const columns = table.columns.map(quote).join(', ');
  return `copy ${schemaOf(table.name, schemas)}.${quote(table.name)} (${columns}) from '/dev/blob' with (format csv, header true, null '')`;
}

/**
 * Indexes for what analyses filter and join on: persons, and the concept ids the stored designs and
 * the platform's generated SQL use (conditions, drugs, the concept hierarchy, synonyms for search);
 * and the source values disclosure control looks up.
 */
const INDEXES: [table: string, column: string][] = [
  ['concept', 'concept_id'],
  ['concept_ancestor', 'ancestor_concept_id'],
  ['concept_ancestor', 'descendant_concept_id'],
  ['concept_synonym', 'concept_id'],
  ['concept_relationship', 'concept_id_1'],
  ['condition_occurrence', 'condition_concept_id'],
  ['drug_exposure', 'drug_concept_id'],
  ['procedure_occurrence', 'procedure_concept_id'],
  ['measurement', 'measurement_concept_id'],
  ['observation', 'observation_concept_id'],
  ['visit_occurrence', 'visit_concept_id'],
  ['condition_era', 'condition_concept_id'],
  ['drug_era', 'drug_concept_id'],
  // Disclosure control looks up a result's values among these (cdm/cdm-lookup.ts) after every file.
  ['person', 'person_source_value'],
  ['condition_occurrence', 'condition_source_value'],
  ['drug_exposure', 'drug_source_value'],
  ['procedure_occurrence', 'procedure_source_value'],
  ['measurement', 'measurement_source_value'],
  ['observation', 'observation_source_value'],
];

export function indexSql(tables: TableShape[], schemas: SchemaNames): string[] {
  const present = new Map(tables.map((t) => [t.name, t]));
  const statements: string[] = [];
  const add = (table: string, column: string) => {
    const shape = present.get(table);
    if (!shape?.columns.includes(column)) return;
    statements.push(
      `create index ${quote(`idx_${table}_${column}`)} on ${schemaOf(table, schemas)}.${quote(table)} (${quote(column)});`,
    );
  };
  for (const table of tables) if (isPersonTable(table)) add(table.name, 'person_id');
  for (const [table, column] of INDEXES) add(table, column);
  return statements;
}

/** The cohort table SQL packages write `@target_database_schema.@cohort_table` for (empty here). */
export function cohortTableSql(schemas: SchemaNames): string {
  return `create table ${schemas.results}.cohort (cohort_definition_id bigint, subject_id bigint, cohort_start_date date, cohort_end_date date);`;
}
