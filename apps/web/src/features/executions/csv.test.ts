import { describe, expect, it } from 'vitest';
import { isMasked, readCsv } from './csv';

describe('readCsv', () => {
  it('charts one text column against one count column, a masked count without a bar', () => {
    const table = readCsv('gender,persons\n여성,1391\n남성,1289\n기타,<5\n');
    expect(table.kinds).toEqual(['text', 'count']);
    expect(table.chart).toEqual([
      { label: '여성', value: 1391, text: '1391' },
      { label: '남성', value: 1289, text: '1289' },
      { label: '기타', value: null, text: '<5' },
    ]);
  });

  it('charts a count column that comes first too, and a file of masked counts reads as counts', () => {
    expect(readCsv('persons,age_group\n12,40-49\n<5,80+').chart?.map((bar) => bar.label)).toEqual([
      '40-49',
      '80+',
    ]);
    expect(readCsv('a,n\nx,<5').kinds).toEqual(['text', 'text']);
  });

  it('draws no chart for more columns, decimals or no rows, and pads short rows', () => {
    const persons = readCsv('id,name,persons,person_years\n1,메트포르민 시작군,1582,4120.5\n2,짧은 행');
    expect(persons.kinds).toEqual(['text', 'text', 'count', 'number']);
    expect(persons.chart).toBeNull();
    expect(persons.rows[1]).toEqual(['2', '짧은 행', '', '']);
    expect(readCsv('name,rate\na,0.5').chart).toBeNull();
    expect(readCsv('name,persons\n').chart).toBeNull();
  });

  it('knows a masked cell', () => {
    expect(['<5', '< 10', ' <5 '].every(isMasked)).toBe(true);
    expect(['5', '<', '<5명', '≤5'].some(isMasked)).toBe(false);
  });
});

describe('columns that only look like numbers', () => {
  it('reads identifiers, codes and years as labels, so a concept id is never shown as 8,507', () => {
    const table = readCsv('gender_concept_id,persons\n8507,386\n8532,422\n');
    expect(table.kinds).toEqual(['text', 'count']);
    expect(table.chart?.map((bar) => bar.label)).toEqual(['8507', '8532']);
    expect(readCsv('index_year,persons\n2004,12\n').kinds).toEqual(['text', 'count']);
  });
});
