import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designPackage, designToSql, parseDesign, type SqlFile } from '../src/designs/index.js';
import { sqlText } from '../src/designs/sql-text.js';
import {
  GI_BLEED,
  characterizationDesign,
  cohortDesign,
  giBleedExpression,
  nsaidExpression,
} from './designs/fixtures.js';
import { loadGiBleed, runReadOnly, withSchemas } from './designs/gibleed.js';

// Characterization and single-cohort designs as SQL packages, run file by file on GiBleed the way the
// data node runs them: the figures must agree with each other and with the cohort's size.

let db: PGlite;
beforeAll(async () => {
  db = await loadGiBleed([
    'person',
    'observation_period',
    'condition_occurrence',
    'drug_exposure',
    'concept',
    'concept_ancestor',
  ]);
});
afterAll(async () => {
  await db.close();
});

function filesOf(json: unknown): SqlFile[] {
  const parsed = parseDesign(json);
  if (!parsed.ok) throw new Error(parsed.message);
  const built = designPackage(parsed.design);
  if (!built.ok) throw new Error(built.message);
  return built.files;
}

type Row = Record<string, unknown>;

async function run(files: SqlFile[]): Promise<Map<string, Row[]>> {
  const results = new Map<string, Row[]>();
  for (const file of files) results.set(file.name, await runReadOnly<Row>(db, file.text));
  return results;
}

const sumOf = (rows: Row[], cohortId: number) =>
  rows
    .filter((row) => Number(row.cohort_id) === cohortId)
    .reduce((total, row) => total + Number(row.persons), 0);

const HOSTILE = "GI bleed'); drop table cdm.person; --";

describe('characterizationPackage on GiBleed', () => {
  const design = characterizationDesign([
    { id: 1, name: 'GI bleed', expression: giBleedExpression() },
    { id: 2, name: 'NSAID new users', expression: JSON.stringify(nsaidExpression()) },
  ]);
  let results: Map<string, Row[]>;
  beforeAll(async () => {
    results = await run(filesOf(design));
  });
  const rowsOf = (name: string) => results.get(name) ?? [];

  it('writes one file per feature, each starting with what it computes and from which design', () => {
    const files = filesOf(design);
    expect(files.map((file) => file.name)).toEqual([
      '01_persons.sql',
      '02_gender.sql',
      '03_age_groups.sql',
      '04_index_year.sql',
      '05_top_conditions.sql',
      '06_top_drugs.sql',
    ]);
    for (const file of files) {
      expect(file.text.startsWith('-- ')).toBe(true);
      expect(file.text).toContain(
        '-- Design: characterization "NSAID users and GI bleed" (ATLAS id 17, design d-1)',
      );
      expect(file.text).not.toMatch(/\bcdm\./);
      expect(file.text).not.toMatch(/\b(CREATE|INSERT|UPDATE|DELETE|DROP|TEMP)\b/i);
    }
  });

  it('counts 479 persons with GI bleed, and the NSAID users', () => {
    const persons = rowsOf('01_persons.sql');
    expect(persons.map((row) => [Number(row.cohort_id), row.cohort_name])).toEqual([
      [1, 'GI bleed'],
      [2, 'NSAID new users'],
    ]);
    expect(Number(persons[0]?.persons)).toBe(479);
    expect(Number(persons[1]?.persons)).toBeGreaterThan(1000);
    expect(Object.keys(persons[0] ?? {})).toEqual(['cohort_id', 'cohort_name', 'persons']);
  });

  it('has gender, age group and index year counts that add up to the persons', () => {
    for (const row of rowsOf('01_persons.sql')) {
      const id = Number(row.cohort_id);
      const persons = Number(row.persons);
      expect(sumOf(rowsOf('02_gender.sql'), id)).toBe(persons);
      expect(sumOf(rowsOf('03_age_groups.sql'), id)).toBe(persons);
      expect(sumOf(rowsOf('04_index_year.sql'), id)).toBe(persons);
    }
    expect(Object.keys(rowsOf('02_gender.sql')[0] ?? {})).toEqual([
      'cohort_id',
      'gender_concept_id',
      'gender',
      'persons',
    ]);
    expect(new Set(rowsOf('02_gender.sql').map((row) => row.gender))).toEqual(new Set(['MALE', 'FEMALE']));
    const groups = rowsOf('03_age_groups.sql').map((row) => String(row.age_group));
    for (const group of groups) expect(group).toMatch(/^(\d0-\d9|90\+|unknown)$/);
    expect(Object.keys(rowsOf('04_index_year.sql')[0] ?? {})).toEqual(['cohort_id', 'index_year', 'persons']);
  });

  it('lists at most 20 conditions and drugs per cohort, GI bleed among the conditions of its cohort', () => {
    for (const name of ['05_top_conditions.sql', '06_top_drugs.sql']) {
      const rows = rowsOf(name);
      expect(Object.keys(rows[0] ?? {})).toEqual(['cohort_id', 'concept_id', 'concept_name', 'persons']);
      for (const id of [1, 2]) {
        const mine = rows.filter((row) => Number(row.cohort_id) === id);
        expect(mine.length).toBeGreaterThan(0);
        expect(mine.length).toBeLessThanOrEqual(20);
        const counts = mine.map((row) => Number(row.persons));
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
    }
    const bleed = rowsOf('05_top_conditions.sql').find(
      (row) => Number(row.cohort_id) === 1 && Number(row.concept_id) === GI_BLEED,
    );
    expect(bleed?.concept_name).toBe('Gastrointestinal hemorrhage');
    expect(Number(bleed?.persons)).toBeGreaterThan(0);
    expect(Number(bleed?.persons)).toBeLessThanOrEqual(479);
  });

  it('never outputs a person-level column', () => {
    for (const rows of results.values()) {
      for (const column of Object.keys(rows[0] ?? {})) {
        expect(column).not.toMatch(/^person_id$|_source_value$|birth/);
      }
    }
  });
});

describe('a cohort design run on its own', () => {
  it('gives persons, gender and index year', async () => {
    const results = await run(filesOf(cohortDesign(giBleedExpression())));
    expect([...results.keys()]).toEqual(['01_persons.sql', '02_gender.sql', '03_index_year.sql']);
    expect(Number(results.get('01_persons.sql')?.[0]?.persons)).toBe(479);
    expect(sumOf(results.get('02_gender.sql') ?? [], 1)).toBe(479);
    expect(sumOf(results.get('03_index_year.sql') ?? [], 1)).toBe(479);
  });
});

describe('names from the design', () => {
  it('reach the results exactly and execute nothing', async () => {
    const built = designToSql(cohortDesign(giBleedExpression(), HOSTILE));
    if (!built.ok) throw new Error(built.message);
    const [file] = built.files;
    const text = new TextDecoder().decode(file?.bytes);
    // The simple query protocol runs every statement it is given: a broken literal would show here.
    const results = await db.exec(withSchemas(text));
    expect(results).toHaveLength(1);
    expect(results[0]?.rows).toEqual([{ cohort_id: 1, cohort_name: HOSTILE, persons: 479 }]);
    const [person] = (await db.query<{ persons: number }>('SELECT count(*) AS persons FROM cdm.person')).rows;
    expect(Number(person?.persons)).toBe(2694);
  });

  it('may hold quotes, semicolons, SqlRender tokens, line breaks and Korean', async () => {
    const name = "위장관 출혈 '시험'; @cdm_database_schema {x} \\ */ --\n끝";
    const [file] = filesOf(cohortDesign(giBleedExpression(), name));
    expect(file?.text).not.toContain('@cdm_database_schema {');
    const [row] = await runReadOnly<Row>(db, file?.text ?? '');
    expect(row?.cohort_name).toBe(name);
  });

  it('are written as literals that read back exactly, whatever they hold', async () => {
    const awkward = fc.constantFrom(
      "'",
      "''",
      '\\',
      '@cdm_database_schema',
      '{',
      '}',
      '\n',
      '\r',
      ';',
      '--',
      '/*',
      '*/',
      'U&',
      '$$',
      '\u2028',
    );
    const text = fc
      .array(fc.oneof(awkward, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 8 })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        // The engine's placeholder replacement runs over the whole file, literals included.
        const [row] = await runReadOnly<{ value: string }>(db, `SELECT ${sqlText(value)} AS value`);
        expect(row?.value).toBe(value.replaceAll('\0', '\ufffd'));
      }),
      { numRuns: 300 },
    );
  });
});
