import type { ColumnsTable, CombinedTotal, SummarisedTable } from './combined-results.js';
import { isHiddenEstimate, summarisedRows, type SummarisedRow } from './summarised-result.js';

// The combined view's tables (domain.md "What leaves a hospital"): each added hospital's copy of one
// result file, parsed, made into one table. Pure, so the server and its mock combine the same way.

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
const isNumber = (cell: string) => NUMBER.test(cell.trim());

/**
 * The sum of the hospitals' values. A hidden cell (`<5`, `-`) or any other cell that is not a number
 * ('NA', empty) is left out and makes the sum a lower bound; a hospital without the row adds nothing and
 * hides nothing (it sent no such row).
 */
export function sumOf(cells: readonly (string | null)[]): CombinedTotal {
  let value = 0;
  let lowerBound = false;
  for (const cell of cells) {
    if (cell === null) continue;
    if (isNumber(cell)) value += Number(cell);
    else lowerBound = true;
  }
  // Sums of decimals (person-years) keep what the hospitals wrote, not the float's noise.
  return { value: Math.round(value * 1e6) / 1e6, lowerBound, how: 'SUM' };
}

// ── summarised_result ─────────────────────────────────────────────────────────────────────────────

/**
 * What makes a row: the estimate_type is not part of it (a hospital's R may write `integer` where
 * another writes `numeric`). The result id is: one package version numbers its results the same way in
 * every hospital, and without it two results sharing a group would be added together.
 */
const KEY = [
  'result_id',
  'group_name',
  'group_level',
  'strata_name',
  'strata_level',
  'variable_name',
  'variable_level',
  'estimate_name',
  'additional_name',
  'additional_level',
] as const;

/** Counts and person-time add up across hospitals (different people); means, medians and rates do not. */
const isSummable = (estimateName: string) =>
  estimateName === 'count' || estimateName.endsWith('_count') || /^person_(days|years)$/.test(estimateName);

type Row = SummarisedTable['rows'][number];

const keyOf = (row: SummarisedRow) => JSON.stringify(KEY.map((name) => row[name]));

const rowKey = (row: Row) => [
  row.resultId,
  row.groupName,
  row.groupLevel,
  row.strataName,
  row.strataLevel,
  row.variableName,
  row.variableLevel,
  row.estimateName,
  row.additionalName,
  row.additionalLevel,
];

/** The group's size row (omopgenerics: `number subjects` / `count`), preferring the same additional level. */
function subjectsOf(rows: Map<string, Row>, row: Row): Row | undefined {
  const find = (additionalName: string, additionalLevel: string) =>
    [...rows.values()].find(
      (r) =>
        r.resultId === row.resultId &&
        r.groupName === row.groupName &&
        r.groupLevel === row.groupLevel &&
        r.strataName === row.strataName &&
        r.strataLevel === row.strataLevel &&
        r.variableName === 'number subjects' &&
        r.estimateName === 'count' &&
        r.additionalName === additionalName &&
        r.additionalLevel === additionalLevel,
    );
  return find(row.additionalName, row.additionalLevel) ?? find('overall', 'overall');
}

/**
 * A percentage recomputed from summed counts, only where it is exact: its count row and its group's
 * number of subjects were both summed with nothing hidden, and every hospital that sent the percentage
 * sent both. Anything else stays per hospital (no total): a percentage of percentages means nothing.
 */
function percentageOf(rows: Map<string, Row>, row: Row): CombinedTotal | null {
  const [resultId, gName, gLevel, sName, sLevel, vName, vLevel] = rowKey(row);
  const count = rows.get(
    JSON.stringify([
      resultId,
      gName,
      gLevel,
      sName,
      sLevel,
      vName,
      vLevel,
      'count',
      row.additionalName,
      row.additionalLevel,
    ]),
  );
  const subjects = subjectsOf(rows, row);
  if (!count?.total || !subjects?.total || count.total.lowerBound || subjects.total.lowerBound) return null;
  const complete = row.values.every(
    (cell, h) => cell === null || (count.values[h] != null && subjects.values[h] != null),
  );
  if (!complete || subjects.total.value <= 0) return null;
  const value = Math.round((count.total.value / subjects.total.value) * 10000) / 100;
  return { value, lowerBound: false, how: 'FROM_COUNTS' };
}

/** The hospitals' summarised_result rows (one list per hospital) as one tidy table, in first-seen order. */
export function summarisedTableOf(tables: readonly (readonly SummarisedRow[])[]): SummarisedTable {
  const rows = new Map<string, Row>();
  tables.forEach((table, h) => {
    for (const source of table) {
      const id = keyOf(source);
      let row = rows.get(id);
      if (!row) {
        row = {
          resultId: source.result_id,
          groupName: source.group_name,
          groupLevel: source.group_level,
          strataName: source.strata_name,
          strataLevel: source.strata_level,
          variableName: source.variable_name,
          variableLevel: source.variable_level,
          estimateName: source.estimate_name,
          estimateType: source.estimate_type,
          additionalName: source.additional_name,
          additionalLevel: source.additional_level,
          values: tables.map(() => null),
          total: null,
        };
        rows.set(id, row);
      }
      // A file that repeats a row: the first one counts, as a reader of the file would take it.
      row.values[h] ??= source.estimate_value;
    }
  });
  for (const row of rows.values()) if (isSummable(row.estimateName)) row.total = sumOf(row.values);
  for (const row of rows.values()) if (row.estimateName === 'percentage') row.total = percentageOf(rows, row);
  return { format: 'SUMMARISED_RESULT', rows: [...rows.values()] };
}

// ── Any other CSV ─────────────────────────────────────────────────────────────────────────────────

type ColumnKind = 'KEY' | 'SUMMED' | 'SHOWN';

/** A column's part, by what the hospitals' files hold in it (never by its name). */
function kindOf(columns: readonly (readonly string[])[]): ColumnKind {
  const filled = columns.flat().filter((cell) => cell.trim() !== '');
  if (filled.length === 0 || !filled.every((cell) => isNumber(cell) || isHiddenEstimate(cell))) return 'KEY';
  if (!filled.every((cell) => !isNumber(cell) || Number.isInteger(Number(cell)))) return 'SHOWN';
  // Whole numbers every hospital holds alike, each once (an id, a year, an age band's start): the key.
  const sets = columns.map((cells) => new Set(cells.map((cell) => cell.trim())));
  const first = sets[0];
  const sameIds =
    columns.length >= 2 &&
    first !== undefined &&
    columns.every(
      (cells, h) =>
        sets[h]!.size === cells.length &&
        !cells.some(isHiddenEstimate) &&
        sets[h]!.size === first.size &&
        [...first].every((cell) => sets[h]!.has(cell)),
    );
  return sameIds ? 'KEY' : 'SUMMED';
}

/**
 * The hospitals' parsed CSVs (header row first) as one table on the first file's columns: rows matched
 * by their key columns' values (by position when there is no key column), counts summed.
 */
export function columnsTableOf(tables: readonly (readonly (readonly string[])[])[]): ColumnsTable {
  const header = tables[0]?.[0] ?? [];
  const bodies = tables.map((table) => table.slice(1).filter((row) => row.some((cell) => cell !== '')));
  const indexes = tables.map((table) => header.map((name) => (table[0] ?? []).indexOf(name)));
  const cellOf = (h: number, row: readonly string[], c: number) => {
    const i = indexes[h]![c]!;
    return i < 0 ? '' : (row[i] ?? '');
  };
  const kinds = header.map((_, c) => kindOf(bodies.map((body, h) => body.map((row) => cellOf(h, row, c)))));
  const keyIdx = header.flatMap((_, c) => (kinds[c] === 'KEY' ? [c] : []));
  const valueIdx = header.flatMap((_, c) => (kinds[c] === 'KEY' ? [] : [c]));
  const rows = new Map<string, { key: string[]; values: (string | null)[][] }>();
  bodies.forEach((body, h) =>
    body.forEach((line, r) => {
      const key = keyIdx.map((c) => cellOf(h, line, c));
      const id = keyIdx.length > 0 ? JSON.stringify(key) : `#${r}`;
      const entry = rows.get(id) ?? { key, values: tables.map(() => valueIdx.map(() => null)) };
      entry.values[h] = valueIdx.map((c) => cellOf(h, line, c));
      rows.set(id, entry);
    }),
  );
  return {
    format: 'OTHER',
    keyColumns: keyIdx.map((c) => header[c]!),
    valueColumns: valueIdx.map((c) => ({ name: header[c]!, summed: kinds[c] === 'SUMMED' })),
    rows: [...rows.values()].map((entry) => ({
      key: entry.key,
      values: entry.values,
      totals: valueIdx.map((c, v) =>
        kinds[c] === 'SUMMED' ? sumOf(entry.values.map((cells) => cells[v] ?? null)) : null,
      ),
    })),
  };
}

/**
 * One file across hospitals (each parsed, header row first): a tidy summarised_result table when every
 * copy is in that format, the columns table otherwise.
 */
export function combinedTableOf(
  tables: readonly (readonly (readonly string[])[])[],
): SummarisedTable | ColumnsTable {
  const summarised = tables.map(summarisedRows);
  if (summarised.every((rows) => rows !== null)) return summarisedTableOf(summarised);
  return columnsTableOf(tables);
}
