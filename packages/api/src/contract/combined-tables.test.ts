import { describe, expect, it } from 'vitest';
import { columnsTableOf, combinedTableOf, sumOf } from './combined-tables.js';
import { SUMMARISED_RESULT_COLUMNS } from './summarised-result.js';

// The server's combined-results test runs these over six hospitals; here, the rules' edges.

const csv = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('sumOf', () => {
  it('adds numbers, skips absent rows, and makes any hidden or unreadable cell a lower bound', () => {
    expect(sumOf(['3', null, '4'])).toEqual({ value: 7, lowerBound: false, how: 'SUM' });
    expect(sumOf(['<5', '10'])).toEqual({ value: 10, lowerBound: true, how: 'SUM' });
    expect(sumOf(['-', 'NA'])).toEqual({ value: 0, lowerBound: true, how: 'SUM' });
    expect(sumOf(['0.1', '0.2']).value).toBe(0.3);
  });
});

describe('columnsTableOf', () => {
  it('sums a whole-number column of a single hospital (nothing to tell ids from counts by)', () => {
    const table = columnsTableOf([csv('cohort_id,persons\n1,43\n2,<5')]);
    expect(table.keyColumns).toEqual([]);
    expect(table.valueColumns).toEqual([
      { name: 'cohort_id', summed: true },
      { name: 'persons', summed: true },
    ]);
    // No key column: rows stay apart, by position.
    expect(table.rows.map((row) => row.values[0])).toEqual([
      ['1', '43'],
      ['2', '<5'],
    ]);
  });

  it('takes a whole-number column every hospital holds alike, each value once, as the key', () => {
    const table = columnsTableOf([csv('cohort_id,persons\n1,43\n2,12'), csv('persons,cohort_id\n30,2\n9,1')]);
    expect(table.keyColumns).toEqual(['cohort_id']);
    expect(table.rows.map((row) => [row.key, row.totals[0]?.value])).toEqual([
      [['1'], 52],
      [['2'], 42],
    ]);
  });

  it('keeps a column with words in it as the key, and one with decimals unsummed', () => {
    const table = columnsTableOf([csv('label,rate\nA,0.5'), csv('label,rate\nA,1')]);
    expect(table.keyColumns).toEqual(['label']);
    expect(table.rows[0]?.totals).toEqual([null]);
  });
});

describe('combinedTableOf', () => {
  it('reads summarised_result only when every hospital’s copy is in that format', () => {
    const header = [...SUMMARISED_RESULT_COLUMNS];
    const row = header.map((name) =>
      name === 'estimate_name' ? 'count' : name === 'estimate_value' ? '5' : 'x',
    );
    expect(
      combinedTableOf([
        [header, row],
        [header, row],
      ]).format,
    ).toBe('SUMMARISED_RESULT');
    expect(combinedTableOf([[header, row], csv('a,n\nx,1')]).format).toBe('OTHER');
  });
});
