import { isHiddenEstimate, parseCsv, splitLevels, summarisedRows, type SummarisedRow } from '@cdmnet/api';
import { CHART_MAX_BARS, type ChartBar } from './csv';

// A summarised_result CSV (DARWIN EU omopgenerics) read for the viewer as researchers expect it: one
// tidy row per estimate (group / strata / variable / level / estimate / value), and bar charts of the
// counts of one variable across its levels. The format itself is read by the contract's reader, as
// the data node and the combined view read it; this file only shapes it for the screen.

/** `overall` is the name and level of "no grouping". */
const OVERALL = 'overall';

/** One estimate as the tidy table shows it. */
export interface TidyRow {
  /** `sex: Female · age_group: 40-49`, or null for overall. */
  group: string | null;
  strata: string | null;
  variable: string;
  /** The variable's level (a category, an age band), or null when the variable has none. */
  level: string | null;
  estimate: string;
  /** `integer`, `numeric`, `percentage`, `date`… as the file says. */
  type: string;
  value: string;
  /** The hospital hid it: `<5` (a count from 1 to the minimum minus one) or `-` (any other). */
  hidden: boolean;
}

/** The counts of one variable across its levels, within one group and one stratum. */
export interface TidyChart {
  key: string;
  variable: string;
  group: string | null;
  strata: string | null;
  bars: ChartBar[];
}

export interface TidyTable {
  rows: TidyRow[];
  charts: TidyChart[];
  /** How many estimates the hospital hid, and whether any was hidden as `-` (not a small count). */
  hiddenCount: number;
  hiddenOther: boolean;
}

/** `sex &&& age_group` with `Female &&& 40-49` → `sex: Female · age_group: 40-49`; overall → null. */
export function namedLevels(name: string, level: string): string | null {
  if (name === OVERALL && level === OVERALL) return null;
  const names = splitLevels(name);
  const levels = splitLevels(level);
  if (names.length === 0) return level === '' || level === OVERALL ? null : level;
  return names.map((n, i) => `${n}: ${levels[i] ?? ''}`).join(' · ');
}

const isCount = (row: SummarisedRow) => row.estimate_name === 'count' && row.estimate_type === 'integer';

function tidy(row: SummarisedRow): TidyRow {
  const value = row.estimate_value.trim();
  return {
    group: namedLevels(row.group_name, row.group_level),
    strata: namedLevels(row.strata_name, row.strata_level),
    variable: row.variable_name,
    level: row.variable_level === '' ? null : row.variable_level,
    estimate: row.estimate_name,
    type: row.estimate_type,
    value,
    hidden: isHiddenEstimate(value),
  };
}

/**
 * The counts per level of each variable that has levels (sex, age group, condition…), one chart per
 * variable, group and stratum, in the file's order. A hidden count has no bar, only its text.
 */
function chartsOf(rows: readonly TidyRow[], source: readonly SummarisedRow[]): TidyChart[] {
  const charts = new Map<string, TidyChart>();
  rows.forEach((row, index) => {
    if (row.level === null || !isCount(source[index]!)) return;
    const key = [row.variable, row.group ?? '', row.strata ?? ''].join('\u0000');
    let chart = charts.get(key);
    if (!chart) {
      chart = { key, variable: row.variable, group: row.group, strata: row.strata, bars: [] };
      charts.set(key, chart);
    }
    chart.bars.push({
      label: row.level,
      value: row.hidden || !/^\d+$/.test(row.value) ? null : Number(row.value),
      text: row.value,
    });
  });
  return [...charts.values()].filter((chart) => chart.bars.length <= CHART_MAX_BARS);
}

/** The file as a tidy table and its charts, or null when it is not a summarised_result file. */
export function readSummarised(text: string): TidyTable | null {
  const source = summarisedRows(parseCsv(text));
  if (!source) return null;
  const rows = source.map(tidy);
  return {
    rows,
    charts: chartsOf(rows, source),
    hiddenCount: rows.filter((row) => row.hidden).length,
    hiddenOther: rows.some((row) => row.value === '-'),
  };
}
