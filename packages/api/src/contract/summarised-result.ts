/**
 * The DARWIN EU summarised_result format (omopgenerics): a tidy CSV whose header has exactly
 * these 13 columns, in any order. Pure functions, no zod, so the data node's rules, the
 * server's combined view and the web's tables read the format one way.
 */

export const SUMMARISED_RESULT_COLUMNS = [
  'result_id',
  'cdm_name',
  'group_name',
  'group_level',
  'strata_name',
  'strata_level',
  'variable_name',
  'variable_level',
  'estimate_name',
  'estimate_type',
  'estimate_value',
  'additional_name',
  'additional_level',
] as const;

export type SummarisedColumn = (typeof SUMMARISED_RESULT_COLUMNS)[number];
export type SummarisedRow = Record<SummarisedColumn, string>;

/** Header cells as a spreadsheet or R writes them: a byte order mark on the first, spaces around. */
const headerName = (cell: string) => cell.replace(/^\uFEFF/, '').trim();

/** All 13 columns, none twice, no others, in any order. */
export function isSummarisedResultHeader(header: readonly string[]): boolean {
  if (header.length !== SUMMARISED_RESULT_COLUMNS.length) return false;
  const names = new Set(header.map(headerName));
  return names.size === header.length && SUMMARISED_RESULT_COLUMNS.every((column) => names.has(column));
}

/**
 * The rows of a parsed CSV (header row first) as records, or null when the table is not the
 * format: its header is not the 13 columns, or a row has another number of cells. Blank rows
 * (a trailing newline parses as one) are skipped.
 */
export function summarisedRows(table: readonly (readonly string[])[]): SummarisedRow[] | null {
  const [header, ...body] = table;
  if (!header || !isSummarisedResultHeader(header)) return null;
  const names = header.map(headerName) as SummarisedColumn[];
  const rows: SummarisedRow[] = [];
  for (const cells of body) {
    if (cells.every((cell) => cell === '')) continue;
    if (cells.length !== names.length) return null;
    const row = {} as SummarisedRow;
    names.forEach((name, i) => (row[name] = cells[i] ?? ''));
    rows.push(row);
  }
  return rows;
}

/**
 * An estimate the hospital hid: `<5` (a count from 1 to the minimum cell count minus one) or
 * `-` (any other suppression). A sum over such cells is only a lower bound.
 */
export function isHiddenEstimate(value: string): boolean {
  const v = value.trim();
  return v === '-' || /^<\d+(\.\d+)?$/.test(v);
}

/** The names or levels of a grouping with several (`sex &&& age_group`); empty for an empty cell. */
export function splitLevels(value: string): string[] {
  return value === '' ? [] : value.split(' &&& ');
}
