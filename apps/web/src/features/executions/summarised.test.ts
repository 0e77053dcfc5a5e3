import { describe, expect, it } from 'vitest';
import { namedLevels, readSummarised } from './summarised';

const HEADER =
  'result_id,cdm_name,group_name,group_level,strata_name,strata_level,variable_name,variable_level,estimate_name,estimate_type,estimate_value,additional_name,additional_level';

const row = (
  group: string,
  strata: string,
  variable: string,
  level: string,
  estimate: string,
  type: string,
  value: string,
) => `1,HANBIT_CDM,${group},${strata},${variable},${level},${estimate},${type},${value},overall,overall`;

const FILE = [
  HEADER,
  row('cohort_name,gi_bleed', 'overall,overall', 'number subjects', '', 'count', 'integer', '1391'),
  row('cohort_name,gi_bleed', 'overall,overall', 'sex', 'Female', 'count', 'integer', '702'),
  row('cohort_name,gi_bleed', 'overall,overall', 'sex', 'Female', 'percentage', 'percentage', '50.47'),
  row('cohort_name,gi_bleed', 'overall,overall', 'sex', 'Male', 'count', 'integer', '686'),
  row('cohort_name,gi_bleed', 'overall,overall', 'sex', 'Other', 'count', 'integer', '<5'),
  row('cohort_name,gi_bleed', 'overall,overall', 'sex', 'Other', 'percentage', 'percentage', '-'),
  row(
    'cohort_name,gi_bleed',
    'sex &&& age_group,Female &&& 40-49',
    'number subjects',
    '',
    'count',
    'integer',
    '88',
  ),
  row('cohort_name,gi_bleed', 'overall,overall', 'age', '', 'mean', 'numeric', '61.2'),
].join('\n');

describe('namedLevels', () => {
  it('says overall as nothing and pairs several names with their levels', () => {
    expect(namedLevels('overall', 'overall')).toBeNull();
    expect(namedLevels('cohort_name', 'gi_bleed')).toBe('cohort_name: gi_bleed');
    expect(namedLevels('sex &&& age_group', 'Female &&& 40-49')).toBe('sex: Female · age_group: 40-49');
  });
});

describe('readSummarised', () => {
  it('reads each estimate as a tidy row, the hidden ones marked whatever their kind', () => {
    const table = readSummarised(FILE)!;
    expect(table.rows).toHaveLength(8);
    expect(table.rows[4]).toEqual({
      group: 'cohort_name: gi_bleed',
      strata: null,
      variable: 'sex',
      level: 'Other',
      estimate: 'count',
      type: 'integer',
      value: '<5',
      hidden: true,
    });
    expect(table.rows[6]).toMatchObject({ strata: 'sex: Female · age_group: 40-49', level: null });
    expect(table.rows.filter((r) => r.hidden).map((r) => r.value)).toEqual(['<5', '-']);
    expect(table).toMatchObject({ hiddenCount: 2, hiddenOther: true });
  });

  it('charts the counts of a variable across its levels, a hidden count without a bar', () => {
    const { charts } = readSummarised(FILE)!;
    expect(charts.map((c) => [c.variable, c.group, c.strata])).toEqual([
      ['sex', 'cohort_name: gi_bleed', null],
    ]);
    expect(charts[0]!.bars).toEqual([
      { label: 'Female', value: 702, text: '702' },
      { label: 'Male', value: 686, text: '686' },
      { label: 'Other', value: null, text: '<5' },
    ]);
  });

  it('leaves any other CSV to the free table', () => {
    expect(readSummarised('gender,persons\n여성,1391\n')).toBeNull();
    expect(readSummarised(`${HEADER}\n1,2,3\n`)).toBeNull();
  });
});
