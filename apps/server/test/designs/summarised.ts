import { SUMMARISED_RESULT_COLUMNS, isSummarisedResultHeader } from '@cdmnet/api/contract';
import { expect } from 'vitest';

// Reading a design's rows as the summarised_result they are: the checks every design's output must pass,
// and the look-ups the tests make.

/** A row as PGlite gives it: the result id a number, every other cell text or NULL. */
export type Row = Record<string, string | number | null>;

/** A row's cells as the CSV would hold them: NULL is empty, everything else its text. */
export const textOf = (row: Row) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value === null ? '' : String(value)]),
  ) as Record<(typeof SUMMARISED_RESULT_COLUMNS)[number], string>;

export type Estimate = ReturnType<typeof textOf>;

const groupKey = (row: Estimate) =>
  [row.result_id, row.group_name, row.group_level, row.strata_name, row.strata_level].join('|');

/**
 * The format's rules a file must keep: exactly the 13 columns in the format's order, every group with
 * one `number subjects` count, values that are numbers of the type the row says, no empty cell but a
 * variable level.
 */
export function expectSummarised(rows: Row[]): Estimate[] {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Object.keys(row)).toEqual([...SUMMARISED_RESULT_COLUMNS]);
  expect(isSummarisedResultHeader(Object.keys(rows[0] ?? {}))).toBe(true);
  const estimates = rows.map(textOf);
  const subjects = new Map<string, number>();
  for (const row of estimates) {
    for (const [column, value] of Object.entries(row)) {
      if (column !== 'variable_level') expect(value, `${column} of ${JSON.stringify(row)}`).not.toBe('');
    }
    expect(row.result_id).toBe('1');
    const pattern = row.estimate_type === 'integer' ? /^\d+$/ : /^\d+(\.\d+)?$/;
    expect(row.estimate_value, JSON.stringify(row)).toMatch(pattern);
    expect(['integer', 'percentage', 'numeric']).toContain(row.estimate_type);
    if (row.variable_name === 'number subjects') {
      expect([row.estimate_name, row.estimate_type]).toEqual(['count', 'integer']);
      subjects.set(groupKey(row), (subjects.get(groupKey(row)) ?? 0) + 1);
    }
  }
  for (const row of estimates) expect(subjects.get(groupKey(row)), groupKey(row)).toBe(1);
  return estimates;
}

/** The rows matching every given cell. */
export const where = (rows: Estimate[], cells: Partial<Estimate>) =>
  rows.filter((row) =>
    Object.entries(cells).every(([column, value]) => row[column as keyof Estimate] === value),
  );

/** The one value matching every given cell, as a number. */
export function valueOf(rows: Estimate[], cells: Partial<Estimate>): number {
  const found = where(rows, cells);
  expect(found, JSON.stringify(cells)).toHaveLength(1);
  return Number(found[0]?.estimate_value);
}

/** The sum of the counts of one variable in one group. */
export const sumOf = (rows: Estimate[], cells: Partial<Estimate>) =>
  where(rows, { ...cells, estimate_name: 'count' }).reduce((sum, row) => sum + Number(row.estimate_value), 0);
