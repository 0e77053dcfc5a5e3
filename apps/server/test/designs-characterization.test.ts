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
import { expectSummarised, sumOf, valueOf, where, type Estimate, type Row } from './designs/summarised.js';

// Characterization and single-cohort designs as SQL packages, run on GiBleed the way the data node runs
// them: one summarised_result file whose figures agree with each other and with the cohort's size.

let db: PGlite;
beforeAll(async () => {
  db = await loadGiBleed([
    'person',
    'observation_period',
    'condition_occurrence',
    'drug_exposure',
    'concept',
    'concept_ancestor',
    'cdm_source',
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

/** The one file of a design, run as the data node runs it. */
async function estimatesOf(json: unknown, parameters: Record<string, string> = {}): Promise<Estimate[]> {
  const files = filesOf(json);
  expect(files).toHaveLength(1);
  return expectSummarised(await runReadOnly<Row>(db, files[0]?.text ?? '', parameters));
}

const HOSTILE = "GI bleed'); drop table cdm.person; --";

/** A group's number of subjects, and each level's count and percentage of it. */
function expectShares(rows: Estimate[], cohort: string, variable: string) {
  const group = {
    group_name: 'cohort_name',
    group_level: cohort,
    strata_name: 'overall',
    strata_level: 'overall',
  };
  const subjects = valueOf(rows, { ...group, variable_name: 'number subjects' });
  const counts = where(rows, { ...group, variable_name: variable, estimate_name: 'count' });
  expect(counts.length, variable).toBeGreaterThan(0);
  for (const count of counts) {
    const share = valueOf(rows, {
      ...group,
      variable_name: variable,
      variable_level: count.variable_level,
      additional_level: count.additional_level,
      estimate_name: 'percentage',
    });
    expect(share).toBeCloseTo((100 * Number(count.estimate_value)) / subjects, 2);
  }
  return { subjects, total: sumOf(rows, { ...group, variable_name: variable }), counts };
}

describe('characterizationPackage on GiBleed', () => {
  const design = characterizationDesign([
    { id: 1, name: 'GI bleed', expression: giBleedExpression() },
    { id: 2, name: 'NSAID new users', expression: JSON.stringify(nsaidExpression()) },
  ]);
  let rows: Estimate[];
  beforeAll(async () => {
    rows = await estimatesOf(design);
  });
  const cohort = (name: string) => ({ group_name: 'cohort_name', group_level: name });

  it('writes one file, characterization.sql, starting with what it computes, from which design and in which format', () => {
    const files = filesOf(design);
    expect(files.map((file) => file.name)).toEqual(['characterization.sql']);
    const [file] = files;
    expect(file?.text.startsWith('-- ')).toBe(true);
    expect(file?.text).toContain(
      '-- Design: characterization "NSAID users and GI bleed" (ATLAS id 17, design d-1)',
    );
    expect(file?.text).toContain('-- Rows: DARWIN EU summarised_result');
    expect(file?.text).not.toMatch(/\bcdm\./);
    expect(file?.text).not.toMatch(/\b(CREATE|INSERT|UPDATE|DELETE|DROP|TEMP)\b/i);
  });

  it('counts 479 subjects with GI bleed, and the NSAID users, each cohort a group of its own', () => {
    expect([...new Set(rows.map((row) => row.group_level))]).toEqual(['GI bleed', 'NSAID new users']);
    expect(new Set(rows.map((row) => `${row.strata_name}/${row.strata_level}`))).toEqual(
      new Set(['overall/overall']),
    );
    expect(valueOf(rows, { ...cohort('GI bleed'), variable_name: 'number subjects' })).toBe(479);
    expect(valueOf(rows, { ...cohort('GI bleed'), variable_name: 'number records' })).toBe(479);
    expect(valueOf(rows, { ...cohort('NSAID new users'), variable_name: 'number subjects' })).toBeGreaterThan(
      1000,
    );
    // The CDM names itself in cdm_source; the request's cdm_name parameter, when given, wins.
    expect(new Set(rows.map((row) => row.cdm_name))).toEqual(new Set(['Synthea']));
  });

  it('has sex, age group and index year counts that add up to the subjects, with percentages of them', () => {
    for (const name of ['GI bleed', 'NSAID new users']) {
      for (const variable of ['sex', 'age group', 'index year']) {
        const { subjects, total } = expectShares(rows, name, variable);
        expect(total, `${name} ${variable}`).toBe(subjects);
      }
    }
    const sexes = where(rows, { ...cohort('GI bleed'), variable_name: 'sex', estimate_name: 'count' });
    expect(sexes.map((row) => [row.variable_level, Number(row.estimate_value)])).toEqual([
      ['Female', 242],
      ['Male', 237],
    ]);
    const groups = where(rows, { variable_name: 'age group', estimate_name: 'count' }).map(
      (row) => row.variable_level,
    );
    for (const group of groups) expect(group).toMatch(/^(\d0 to \d9|90 or above|None)$/);
  });

  it('lists at most 20 conditions and drugs per cohort by concept, GI bleed among the conditions of its cohort', () => {
    for (const variable of ['condition before index', 'drug before index']) {
      for (const name of ['GI bleed', 'NSAID new users']) {
        const { subjects, counts } = expectShares(rows, name, variable);
        expect(counts.length).toBeLessThanOrEqual(20);
        const values = counts.map((row) => Number(row.estimate_value));
        expect(values).toEqual([...values].sort((a, b) => b - a));
        for (const value of values) expect(value).toBeLessThanOrEqual(subjects);
        for (const row of counts) expect(row.additional_name).toBe('concept_id');
      }
    }
    const [bleed] = where(rows, {
      ...cohort('GI bleed'),
      variable_name: 'condition before index',
      additional_level: String(GI_BLEED),
      estimate_name: 'count',
    });
    expect(bleed?.variable_level).toBe('Gastrointestinal hemorrhage');
    expect(Number(bleed?.estimate_value)).toBeGreaterThan(0);
    expect(Number(bleed?.estimate_value)).toBeLessThanOrEqual(479);
  });

  it('takes the CDM’s name from the request when it gives one', async () => {
    const named = await estimatesOf(design, { cdm_name: '한빛대학교병원 CDM' });
    expect(new Set(named.map((row) => row.cdm_name))).toEqual(new Set(['한빛대학교병원 CDM']));
    expect(named.map((row) => row.estimate_value)).toEqual(rows.map((row) => row.estimate_value));
  });
});

describe('a cohort design run on its own', () => {
  it('gives its subjects and records, by sex and by index year, in cohort_summary.sql', async () => {
    expect(filesOf(cohortDesign(giBleedExpression())).map((file) => file.name)).toEqual([
      'cohort_summary.sql',
    ]);
    const rows = await estimatesOf(cohortDesign(giBleedExpression()));
    expect(new Set(rows.map((row) => row.variable_name))).toEqual(
      new Set(['number subjects', 'number records', 'sex', 'index year']),
    );
    for (const variable of ['sex', 'index year']) {
      const { subjects, total } = expectShares(rows, 'GI bleed', variable);
      expect([subjects, total]).toEqual([479, 479]);
    }
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
    const rows = expectSummarised(results[0]?.rows ?? []);
    expect(new Set(rows.map((row) => row.group_level))).toEqual(new Set([HOSTILE]));
    expect(valueOf(rows, { variable_name: 'number subjects' })).toBe(479);
    const [person] = (await db.query<{ persons: number }>('SELECT count(*) AS persons FROM cdm.person')).rows;
    expect(Number(person?.persons)).toBe(2694);
  });

  it('may hold quotes, semicolons, SqlRender tokens, line breaks and Korean', async () => {
    const name = "위장관 출혈 '시험'; @cdm_database_schema {x} \\ */ --\n끝";
    const [file] = filesOf(cohortDesign(giBleedExpression(), name));
    expect(file?.text).not.toContain('@cdm_database_schema {');
    const [row] = await runReadOnly<Row>(db, file?.text ?? '');
    expect(row?.group_level).toBe(name);
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
