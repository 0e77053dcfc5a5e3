import type { ResultSet } from './database.js';
import type { ValueColumn } from './findings.js';
import { isDate, isHexIdentifier, isSmallCount, numberOf } from './values.js';

// DARWIN EU's `summarised_result` format (omopgenerics): one estimate per row, each saying what it is.
// Recognised by its header (these 13 columns, any order), never by a file's name, and suppressed by
// what each row says, as omopgenerics' suppress() does and a little more:
//
// 1. Record level: a count estimate from 1 to min−1 becomes `<min`. A count is an estimate whose name
//    says count (`count`, `record_count` …), or any integer estimate that is not a known statistic
//    (min, max, median …): a package cannot escape by calling its count `total` or `환자수`.
// 2. Group level: a group (result, cdm, group, strata) whose `number subjects` count is below min
//    hides every estimate it has: its small counts become `<min`, everything else `-`.
// 3. Linked: every estimate sharing a hidden count's group, variable and level (its percentage, its
//    rate) becomes `-`; so does a percentage that, times its group's size, is a count below min.
// 4. Secondary: within a breakdown (one group's counts of one variable across its levels; or one
//    count across the levels of one strata), where exactly one cell is hidden the smallest visible
//    non-zero one is hidden too (with its linked estimates), so that a total cannot give it away.
// 5. Optionally, counts that stay visible are rounded to the nearest multiple of 5.

export const SUMMARISED_COLUMNS = [
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
type Column = (typeof SUMMARISED_COLUMNS)[number];

/** The header has exactly the 13 columns, in any order. */
export function isSummarisedResult(names: readonly string[]): boolean {
  if (names.length !== SUMMARISED_COLUMNS.length) return false;
  const set = new Set(names);
  return set.size === names.length && SUMMARISED_COLUMNS.every((name) => set.has(name));
}

/** Statistics that are not counts, whatever their type. */
const STATISTIC = /^(mean|sd|median|min|max|q\d{1,2}|p\d{1,2}|iqr|range|mode|variance|distinct_values?)$/i;
/** Estimates of a person (a date) that summarise a group, not a row: allowed as dates. */
const DATE_STATISTIC = /^(min|max|median|q\d{1,2}|p\d{1,2}|mean)$/i;
const HIDDEN = /^(<\s*\d+|-)$/;
const MISSING = new Set(['', 'NA', 'NaN', 'NULL']);
/** `number subjects`, `Number subjects`, `number_subjects`. */
const normalName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
const LEVEL_SEPARATOR = ' &&& ';

export interface RoundingRules {
  minCellCount: number;
  rounding: 5 | null;
}

export interface Suppression {
  rows: (string | null)[][];
  suppressedCells: number;
  /** Groups without a `number subjects` count: their size is unknown, so the file stays held. */
  groupsWithoutSize: { group: string; rows: number }[];
  /** What content checks read: label values (each once) and the estimates that are not counts. */
  checkColumns: ValueColumn[];
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

interface Cell {
  row: number;
  group: string;
  link: string;
  variableBreakdown: string;
  strataBreakdown: string | null;
  count: boolean;
  percentage: boolean;
  value: number | undefined;
  /** The text that leaves; changed when hidden or rounded. */
  text: string;
  hidden: boolean;
  changed: boolean;
}

export function suppressSummarised(result: ResultSet, rules: RoundingRules): Suppression {
  const index = new Map(result.fields.map((f, i) => [f.name, i]));
  const get = (row: (string | null)[], column: Column) => row[index.get(column)!] ?? '';
  const { minCellCount } = rules;
  const key = (...parts: string[]) => parts.join('\u0000');

  const cells: Cell[] = result.rows.map((row, i) => {
    const group = key(
      get(row, 'result_id'),
      get(row, 'cdm_name'),
      get(row, 'group_name'),
      get(row, 'group_level'),
      get(row, 'strata_name'),
      get(row, 'strata_level'),
    );
    const name = get(row, 'estimate_name');
    const type = get(row, 'estimate_type').trim().toLowerCase();
    const text = get(row, 'estimate_value');
    const isCount = /count/i.test(name) || (type === 'integer' && !STATISTIC.test(name.trim()));
    const strataName = get(row, 'strata_name');
    return {
      row: i,
      group,
      link: key(group, get(row, 'variable_name'), get(row, 'variable_level')),
      variableBreakdown: key(
        group,
        get(row, 'variable_name'),
        name,
        get(row, 'additional_name'),
        get(row, 'additional_level'),
      ),
      strataBreakdown:
        normalName(strataName) === 'overall'
          ? null
          : key(
              get(row, 'result_id'),
              get(row, 'cdm_name'),
              get(row, 'group_name'),
              get(row, 'group_level'),
              strataName,
              get(row, 'variable_name'),
              get(row, 'variable_level'),
              name,
              get(row, 'additional_name'),
              get(row, 'additional_level'),
            ),
      count: isCount,
      percentage: type === 'percentage' || /percent/i.test(name),
      value: numberOf(text),
      text,
      hidden: HIDDEN.test(text.trim()),
      changed: false,
    };
  });
  const hide = (cell: Cell, small: boolean) => {
    if (cell.hidden) return;
    cell.hidden = true;
    cell.changed = true;
    cell.text = small ? `<${minCellCount}` : '-';
  };
  const isSmall = (cell: Cell) => cell.value !== undefined && isSmallCount(cell.value, minCellCount);

  // Group sizes, from each group's `number subjects` count.
  const sizes = new Map<string, { value: number | undefined; hidden: boolean }>();
  cells.forEach((cell) => {
    const row = result.rows[cell.row]!;
    if (normalName(get(row, 'variable_name')) !== 'number subjects' || !cell.count) return;
    const known = sizes.get(cell.group);
    const value = cell.value;
    if (!known || (value !== undefined && (known.value === undefined || value < known.value)) || cell.hidden)
      sizes.set(cell.group, { value, hidden: cell.hidden || (known?.hidden ?? false) });
  });
  const groupRows = new Map<string, number>();
  for (const cell of cells) groupRows.set(cell.group, (groupRows.get(cell.group) ?? 0) + 1);
  const groupsWithoutSize = [...groupRows]
    .filter(([group]) => !sizes.has(group))
    .map(([group, rows]) => ({ group: group.split('\u0000').slice(2).filter(Boolean).join(' / '), rows }));

  // 1. Record level; counts that are not numbers at all leave as `-`.
  for (const cell of cells) {
    if (!cell.count || cell.hidden) continue;
    if (isSmall(cell)) hide(cell, true);
    else if (cell.value === undefined && !MISSING.has(cell.text.trim())) hide(cell, false);
  }
  // 2. Group level.
  const hiddenGroups = new Set(
    [...sizes]
      .filter(([, s]) => s.hidden || (s.value !== undefined && isSmallCount(s.value, minCellCount)))
      .map(([g]) => g),
  );
  for (const cell of cells) if (hiddenGroups.has(cell.group)) hide(cell, cell.count && isSmall(cell));
  // 3. Linked, and percentages that are small counts of their group.
  for (const cell of cells) {
    const size = sizes.get(cell.group)?.value;
    if (!cell.percentage || cell.hidden || cell.value === undefined || size === undefined) continue;
    const implied = Math.round((cell.value * size) / 100);
    if (isSmallCount(implied, minCellCount)) hide(cell, false);
  }
  const byLink = new Map<string, Cell[]>();
  for (const cell of cells) push(byLink, cell.link, cell);
  const hideLinked = (link: string) => {
    for (const cell of byLink.get(link) ?? []) hide(cell, false);
  };
  for (const [link, linked] of byLink)
    if (linked.some((cell) => (cell.count || cell.percentage) && cell.hidden)) hideLinked(link);

  // 4. Secondary suppression, until no breakdown has a lone hidden cell.
  const breakdowns = new Map<string, Cell[]>();
  for (const cell of cells) {
    if (!cell.count) continue;
    push(breakdowns, `v\u0000${cell.variableBreakdown}`, cell);
    if (cell.strataBreakdown) push(breakdowns, `s\u0000${cell.strataBreakdown}`, cell);
  }
  for (let changed = true, rounds = 0; changed && rounds <= cells.length; rounds++) {
    changed = false;
    for (const members of breakdowns.values()) {
      if (members.length < 2 || members.filter((c) => c.hidden).length !== 1) continue;
      const next = members
        .filter((c) => !c.hidden && c.value !== undefined && c.value !== 0)
        .sort((a, b) => Math.abs(a.value!) - Math.abs(b.value!))[0];
      if (!next) continue;
      hide(next, false);
      hideLinked(next.link);
      changed = true;
    }
  }

  // 5. Rounding of the counts still visible.
  if (rules.rounding) {
    const step = rules.rounding;
    for (const cell of cells) {
      if (!cell.count || cell.hidden || cell.value === undefined || cell.value === 0) continue;
      const rounded = Math.round(cell.value / step) * step;
      if (rounded !== cell.value) {
        cell.text = String(rounded);
        cell.changed = true;
      }
    }
  }

  const valueAt = index.get('estimate_value')!;
  const rows = result.rows.map((row, i) => {
    const cell = cells[i]!;
    if (!cell.changed) return row;
    const copy = [...row];
    copy[valueAt] = cell.text;
    return copy;
  });
  return {
    rows,
    suppressedCells: cells.filter((c) => c.changed).length,
    groupsWithoutSize,
    checkColumns: checkColumns(result, cells, get),
  };
}

/**
 * The values content checks read: each label column's values (levels split on ` &&& `, each value
 * once), the visible estimates that are not counts or percentages, and the dates given per row
 * rather than as a group's min, max or quantile.
 */
function checkColumns(
  result: ResultSet,
  cells: Cell[],
  get: (row: (string | null)[], column: Column) => string,
): ValueColumn[] {
  const labels: Column[] = [
    'group_name',
    'group_level',
    'strata_name',
    'strata_level',
    'variable_name',
    'variable_level',
    'additional_name',
    'additional_level',
  ];
  const columns: ValueColumn[] = labels.flatMap((column) => {
    const values = new Set<string>();
    for (const row of result.rows)
      for (const part of get(row, column).split(LEVEL_SEPARATOR)) if (part.trim()) values.add(part.trim());
    // Dates and hashes among a column's labels on their own: levels mixing `overall` with one birth
    // date or one hashed id per group still list persons.
    const all = [...values];
    return [all, all.filter(isDate), all.filter(isHexIdentifier)]
      .filter((list, i) => i === 0 || list.length > 0)
      .map((list) => ({ name: column, values: list, textual: true }));
  });
  const numbers: string[] = [];
  const words: string[] = [];
  const dates: string[] = [];
  cells.forEach((cell) => {
    if (cell.hidden || cell.count || cell.percentage) return;
    const row = result.rows[cell.row]!;
    const type = get(row, 'estimate_type').trim().toLowerCase();
    if (type === 'date' || isDate(cell.text)) {
      if (!DATE_STATISTIC.test(get(row, 'estimate_name').trim())) dates.push(cell.text);
    } else if (cell.value !== undefined) numbers.push(cell.text);
    else if (!MISSING.has(cell.text.trim())) words.push(cell.text);
  });
  columns.push({ name: 'estimate_value', values: numbers, textual: false });
  columns.push({ name: 'estimate_value', values: words, textual: true });
  columns.push({ name: 'estimate_value', values: dates, textual: true });
  return columns.filter((c) => c.values.length > 0);
}
