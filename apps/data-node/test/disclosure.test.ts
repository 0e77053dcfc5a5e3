import { describe, expect, it } from 'vitest';
import { discloseResult, isCountColumn, isPersonLevelColumn } from '../src/cdm/disclosure.js';

const INT8 = 20;
const TEXT = 25;

describe('person-level columns', () => {
  it.each([
    'person_id',
    'PERSON_ID',
    'condition_source_value',
    'birth_datetime',
    'year_of_birth',
    'month_of_birth',
    'day_of_birth',
  ])('%s is person-level', (name) => expect(isPersonLevelColumn(name)).toBe(true));
  it.each(['persons', 'person_count', 'condition_concept_id', 'index_date', 'source_value_count'])(
    '%s is not',
    (name) => expect(isPersonLevelColumn(name)).toBe(false),
  );

  it('refuses the whole result, naming the columns', () => {
    const result = {
      fields: [
        { name: 'person_id', typeId: INT8 },
        { name: 'gender_source_value', typeId: TEXT },
      ],
      rows: [],
    };
    expect(discloseResult(result, 5)).toEqual({
      ok: false,
      personLevelColumns: ['person_id', 'gender_source_value'],
    });
  });
});

describe('count columns', () => {
  it.each([
    'count',
    'n',
    'persons',
    'person_count',
    'cases',
    'subjects',
    'outcome_count',
    'count_persons',
    'num_events',
  ])('%s of an integer type is a count', (name) => expect(isCountColumn(name, INT8)).toBe(true));
  it('needs an integer or numeric type', () => {
    expect(isCountColumn('count', TEXT)).toBe(false);
    expect(isCountColumn('count', 1700)).toBe(true);
    expect(isCountColumn('rate', INT8)).toBe(false);
  });

  it('hides 1 to minimum − 1 as <minimum; 0, null and larger values stay', () => {
    const result = {
      fields: [
        { name: 'label', typeId: TEXT },
        { name: 'n', typeId: INT8 },
      ],
      rows: [
        ['a', '1'],
        ['b', '9'],
        ['c', '0'],
        ['d', null],
        ['e', '10'],
      ],
    };
    expect(discloseResult(result, 10)).toEqual({
      ok: true,
      maskedCells: 2,
      rows: [
        ['a', '<10'],
        ['b', '<10'],
        ['c', '0'],
        ['d', null],
        ['e', '10'],
      ],
    });
  });
});
