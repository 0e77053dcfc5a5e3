import { SUMMARISED_RESULT_COLUMNS } from '@cdmnet/api/contract';
import { sqlName, sqlText, type SqlSchemas } from './sql-text.js';

// What every design's output shares: DARWIN EU's summarised_result format (omopgenerics), so the data
// node suppresses the rows by what each one says (a count is a count because its row says so) and the
// file leaves the hospital as checked. A design builds an `estimates` CTE of the columns below; the
// final SELECT adds the result id, the CDM's name and the group's name, and sorts.

/** The CTE each design fills: one row per estimate, with the order it is listed in. */
export const ESTIMATE_COLUMNS = [
  'group_order',
  'group_level',
  'strata_order',
  'strata_name',
  'strata_level',
  'variable_order',
  'variable_name',
  'variable_level',
  'level_order',
  'estimate_order',
  'estimate_name',
  'estimate_type',
  'estimate_value',
  'additional_name',
  'additional_level',
] as const;

/**
 * SqlRender's default for `@cdm_name`: empty unless the request's parameters give the CDM's name.
 * The data node (and SqlRender) replace parameters in string literals too, so the name is only ever
 * written inside one.
 */
export const CDM_NAME_PARAMETER = '{DEFAULT @cdm_name = }';

/**
 * The CDM's name for `cdm_name`: the request's `cdm_name` parameter when it gives one, else what the CDM
 * calls itself in `cdm_source` (its abbreviation, as DARWIN EU's tools take it), else the CDM's schema.
 * The schema is written into the literal as it is, not escaped: it is the engine's placeholder, which
 * an escaped literal would hide from the engine.
 */
export const cdmNameCte = ({ cdm }: SqlSchemas) => `  cdm_name (cdm_name) AS (
    SELECT CAST(COALESCE(
      NULLIF('@cdm_name', ''),
      (SELECT max(COALESCE(NULLIF(cdm_source_abbreviation, ''), cdm_source_name)) FROM ${cdm}.cdm_source),
      '${cdm}'
    ) AS text)
  )`;

/** The file's one SELECT: the 13 columns in the format's order, from the `estimates` CTE. */
export function summarisedSelect(groupName: string): string {
  const columns = SUMMARISED_RESULT_COLUMNS.map((column) => {
    if (column === 'result_id') return 'CAST(1 AS integer) AS result_id';
    if (column === 'cdm_name') return 'n.cdm_name';
    if (column === 'group_name') return `CAST(${sqlText(groupName)} AS text) AS group_name`;
    return `e.${sqlName(column)}`;
  });
  return `SELECT ${columns.join(', ')}
FROM estimates e CROSS JOIN cdm_name n
ORDER BY e.group_order, e.strata_order, e.variable_order, e.level_order, e.estimate_order`;
}

/** A share of a group's subjects, in percent with two decimals. */
export const percentage = (count: string, subjects: string) =>
  `round(100.0 * ${count} / NULLIF(${subjects}, 0), 2)`;

/**
 * An age (years of birth, as OHDSI tools count it) in 10-year groups labelled as DARWIN EU's tools label
 * them (`0 to 9` … `80 to 89`, `90 or above`), with the order they are listed in; a missing or impossible
 * age is `None`, listed last, so the groups still add up.
 */
export function ageGroupColumns(age: string, prefix: string): string {
  const name = sqlName(prefix);
  const band = `LEAST(CAST(floor(${age} / 10) AS integer), 9)`;
  const unknown = `${age} IS NULL OR ${age} < 0`;
  return `CASE WHEN ${unknown} THEN 'None' WHEN ${band} = 9 THEN '90 or above'
        ELSE CAST(${band} * 10 AS text) || ' to ' || CAST(${band} * 10 + 9 AS text) END AS ${name}_group,
      CASE WHEN ${unknown} THEN 99 ELSE ${band} END AS ${name}_order`;
}

/** Sex from OMOP's gender concepts, as DARWIN EU's tools name it; anything else is `None`. */
export function sexColumns(genderConceptId: string, prefix: string): string {
  const name = sqlName(prefix);
  return `CASE ${genderConceptId} WHEN 8532 THEN 'Female' WHEN 8507 THEN 'Male' ELSE 'None' END AS ${name},
      CASE ${genderConceptId} WHEN 8532 THEN 1 WHEN 8507 THEN 2 ELSE 3 END AS ${name}_order`;
}

export type EstimateColumn = (typeof ESTIMATE_COLUMNS)[number];
const ORDER_COLUMNS = new Set<EstimateColumn>([
  'group_order',
  'strata_order',
  'variable_order',
  'level_order',
  'estimate_order',
]);

/**
 * One SELECT of `estimates` rows, its columns in the CTE's order and typed alike (orders bigint, the
 * rest text), so the parts of a design's UNION ALL line up whatever each part's expressions are.
 */
export function estimateSelect(row: Record<EstimateColumn, string>, from: string): string {
  const columns = ESTIMATE_COLUMNS.map(
    (column) => `CAST(${row[column]} AS ${ORDER_COLUMNS.has(column) ? 'bigint' : 'text'}) AS ${column}`,
  );
  return `SELECT ${columns.join(',\n      ')}\n    FROM ${from}`;
}

/** `overall` as strata and additional: no stratification, nothing more to say. */
export const OVERALL = {
  strata_order: '0',
  strata_name: "'overall'",
  strata_level: "'overall'",
  additional_name: "'overall'",
  additional_level: "'overall'",
} as const;
