import type { ResultSet } from './database.js';

// Disclosure control: what may leave the node in a result file. The rules live here and nowhere else.
//
// 1. Person-level columns refuse the whole file: `person_id`, any `*_source_value`, and the dates of
//    birth (`birth_datetime`, `year_of_birth`, `month_of_birth`, `day_of_birth`). A result carrying
//    one of them describes single persons. (Other `*_date` columns cannot be told apart from
//    aggregate dates, such as a cohort's first index date, so they are not refused by name.)
// 2. Small counts are hidden: in a count column, a value from 1 to (minimum cell count − 1) becomes
//    `<N` (N the node's minimum cell count, 5 by default); 0 stays 0. A count column is one of an
//    integer or numeric type whose name is `count`, `n`, `persons`, `person_count`, `cases`,
//    `subjects`, or ends in `_count`, or starts with `count_` or `num_`.
// Column names are compared in lower case.

const BIRTH_COLUMNS = new Set(['birth_datetime', 'year_of_birth', 'month_of_birth', 'day_of_birth']);

export function isPersonLevelColumn(name: string): boolean {
  const column = name.toLowerCase();
  return column === 'person_id' || column.endsWith('_source_value') || BIRTH_COLUMNS.has(column);
}

const COUNT_NAMES = new Set(['count', 'n', 'persons', 'person_count', 'cases', 'subjects']);

/** int2, int4, int8, numeric. */
const COUNT_TYPES = new Set([21, 23, 20, 1700]);

export function isCountColumn(name: string, typeId: number): boolean {
  const column = name.toLowerCase();
  const named =
    COUNT_NAMES.has(column) ||
    column.endsWith('_count') ||
    column.startsWith('count_') ||
    column.startsWith('num_');
  return named && COUNT_TYPES.has(typeId);
}

export type Disclosure =
  { ok: false; personLevelColumns: string[] } | { ok: true; rows: (string | null)[][]; maskedCells: number };

/** Applies both rules to one result. */
export function discloseResult(result: ResultSet, minCellCount: number): Disclosure {
  const personLevelColumns = result.fields.map((f) => f.name).filter(isPersonLevelColumn);
  if (personLevelColumns.length > 0) return { ok: false, personLevelColumns };
  const countColumns = result.fields
    .map((field, index) => (isCountColumn(field.name, field.typeId) ? index : -1))
    .filter((index) => index >= 0);
  let maskedCells = 0;
  const hidden = `<${minCellCount}`;
  const rows = result.rows.map((row) => {
    if (countColumns.length === 0) return row;
    const copy = [...row];
    for (const index of countColumns) {
      const value = copy[index];
      if (value === null || value === undefined) continue;
      const count = Number(value);
      if (count > 0 && count < minCellCount) {
        copy[index] = hidden;
        maskedCells++;
      }
    }
    return copy;
  });
  return { ok: true, rows, maskedCells };
}
