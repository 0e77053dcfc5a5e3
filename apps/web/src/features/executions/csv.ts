// Reading a result CSV for the result viewer, apart from React so it is tested alone (csv.test.ts).

import { parseCsv } from '@cdmnet/api';

/**
 * A count the data node masked because it was below the minimum cell count (`<5`, or `<10` where the
 * hospital sets more): shown as it is, never drawn or read as a number.
 */
export const isMasked = (cell: string): boolean => /^<\s*\d+$/.test(cell.trim());

const isCount = (cell: string) => /^\d+$/.test(cell.trim());
const isNumber = (cell: string) => /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cell.trim());

/** What a column holds: counts (whole numbers, some masked), other numbers, or text. */
export type ColumnKind = 'count' | 'number' | 'text';

/** Identifiers, codes and years are labels however numeric they look: never `8,507` for a concept id. */
const isLabelColumn = (name: string) => /(^|_)(id|code|year)$/i.test(name.trim());

function kindOf(name: string, cells: readonly string[]): ColumnKind {
  if (isLabelColumn(name)) return 'text';
  const filled = cells.filter((cell) => cell.trim() !== '');
  const shown = filled.filter((cell) => !isMasked(cell));
  if (shown.length === 0) return 'text';
  if (shown.every(isCount)) return 'count';
  if (shown.every(isNumber)) return 'number';
  return 'text';
}

/** One bar of the chart: a masked count has no value (no bar), only its text. */
export interface ChartBar {
  label: string;
  value: number | null;
  text: string;
}

export interface CsvTable {
  header: string[];
  /** Every row as long as the header. */
  rows: string[][];
  kinds: ColumnKind[];
  /** A chart fits when the file has one text column and one count column (gender and persons). */
  chart: ChartBar[] | null;
}

/** The most bars a chart draws; a longer file is read in its table. */
export const CHART_MAX_BARS = 30;

export function readCsv(text: string): CsvTable {
  const [header = [], ...body] = parseCsv(text);
  const rows = body.map((row) => header.map((_, i) => row[i] ?? ''));
  const kinds = header.map((name, i) =>
    kindOf(
      name,
      rows.map((row) => row[i] ?? ''),
    ),
  );
  const label = kinds.indexOf('text');
  const count = kinds.indexOf('count');
  const fits =
    header.length === 2 && label !== -1 && count !== -1 && rows.length > 0 && rows.length <= CHART_MAX_BARS;
  const chart = fits
    ? rows.map((row): ChartBar => {
        const cell = row[count]!.trim();
        return { label: row[label]!, value: isCount(cell) ? Number(cell) : null, text: cell };
      })
    : null;
  return { header, rows, kinds, chart };
}
