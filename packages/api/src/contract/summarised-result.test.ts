import { describe, expect, it } from 'vitest';
import {
  isHiddenEstimate,
  isSummarisedResultHeader,
  SUMMARISED_RESULT_COLUMNS,
  splitLevels,
  summarisedRows,
} from './summarised-result.js';

const header = [...SUMMARISED_RESULT_COLUMNS];
const row = (estimate: string) => [
  '1',
  'hospital_a',
  'cohort_name',
  'diabetes',
  'sex &&& age_group',
  'Female &&& 40 to 64',
  'number subjects',
  '',
  'count',
  'integer',
  estimate,
  'overall',
  'overall',
];

describe('isSummarisedResultHeader', () => {
  it('takes the 13 columns in any order, with a byte order mark or spaces around a name', () => {
    expect(isSummarisedResultHeader(header)).toBe(true);
    expect(isSummarisedResultHeader([...header].reverse())).toBe(true);
    expect(isSummarisedResultHeader(['\uFEFFresult_id', ...header.slice(1).map((h) => ` ${h} `)])).toBe(true);
  });

  it('refuses a missing, an extra, a repeated or a renamed column', () => {
    expect(isSummarisedResultHeader(header.slice(1))).toBe(false);
    expect(isSummarisedResultHeader([...header, 'person_id'])).toBe(false);
    expect(isSummarisedResultHeader([...header.slice(1), 'cdm_name'])).toBe(false);
    expect(isSummarisedResultHeader(header.map((h) => (h === 'estimate_value' ? 'value' : h)))).toBe(false);
    expect(isSummarisedResultHeader([])).toBe(false);
  });
});

describe('summarisedRows', () => {
  it('reads each row as a record by its header, whatever the column order, skipping blank rows', () => {
    const reversed = [...header].reverse();
    const rows = summarisedRows([reversed, [...row('<5')].reverse(), [''], [...row('120')].reverse()]);
    expect(rows).toHaveLength(2);
    expect(rows?.[0]).toMatchObject({
      cdm_name: 'hospital_a',
      strata_level: 'Female &&& 40 to 64',
      estimate_name: 'count',
      estimate_value: '<5',
    });
    expect(rows?.[1]?.estimate_value).toBe('120');
  });

  it('answers an empty list for a header alone and null when the table is not the format', () => {
    expect(summarisedRows([header])).toEqual([]);
    expect(summarisedRows([])).toBeNull();
    expect(
      summarisedRows([
        ['person_id', 'count'],
        ['1', '3'],
      ]),
    ).toBeNull();
    expect(summarisedRows([header, row('3').slice(1)])).toBeNull();
  });
});

describe('isHiddenEstimate', () => {
  it('sees `<n` and `-` as hidden, and numbers, empties and words as not', () => {
    for (const hidden of ['<5', '<10', ' <5 ', '-', '<0.5']) expect(isHiddenEstimate(hidden)).toBe(true);
    for (const shown of ['5', '0', '-3', '', 'NA', '<', '<five', '12.5'])
      expect(isHiddenEstimate(shown)).toBe(false);
  });
});

describe('splitLevels', () => {
  it('splits the names or levels of a grouping on ` &&& `', () => {
    expect(splitLevels('sex &&& age_group')).toEqual(['sex', 'age_group']);
    expect(splitLevels('overall')).toEqual(['overall']);
    expect(splitLevels('')).toEqual([]);
  });
});
