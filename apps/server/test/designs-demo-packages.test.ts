import type { PGlite } from '@electric-sql/pglite';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSummarisedResultHeader } from '@cdmnet/api/contract';
import { demoAnalyses } from '../src/db/demo-analyses.js';
import { loadGiBleed, runReadOnly } from './designs/gibleed.js';
import { expectSummarised, valueOf, type Row } from './designs/summarised.js';

// The demo's own SQL packages, as the seed uploads them, run on GiBleed the way the data node runs them:
// what researchers combine across hospitals comes as summarised_result (checked, it leaves on its own);
// one free-form table is left, the demo's example of a file the node holds for the admin's release.

let db: PGlite;
beforeAll(async () => {
  db = await loadGiBleed([
    'person',
    'observation_period',
    'visit_occurrence',
    'condition_occurrence',
    'drug_exposure',
    'death',
    'concept',
    'concept_ancestor',
    'cdm_source',
  ]);
});
afterAll(async () => {
  await db.close();
});

/** The SQL files of a demo analysis's package, by name (a zip as the files it holds). */
function packageOf(analysis: string, fileName: string): Map<string, string> {
  const pkg = demoAnalyses
    .find((demo) => demo.name === analysis)
    ?.packages.find((candidate) => candidate.fileName === fileName);
  if (!pkg) throw new Error(`no demo package ${fileName}`);
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  if (!fileName.endsWith('.zip')) return new Map([[fileName, decode(pkg.bytes)]]);
  return new Map(
    Object.entries(unzipSync(pkg.bytes))
      .filter(([name]) => name.endsWith('.sql'))
      .map(([name, bytes]) => [name, decode(bytes)]),
  );
}

const sqlOf = (analysis: string, fileName: string, name = fileName) => {
  const text = packageOf(analysis, fileName).get(name);
  if (text === undefined) throw new Error(`no ${name} in ${fileName}`);
  return text;
};

const READMISSION = '30일 재입원 위험 예측 모형';
const ESTIMATION = 'ARNI 대 ACE 억제제 재입원 위험 비교';

describe('the demo’s SQL packages on GiBleed', () => {
  it('30일 재입원 v2 gives the cohort overall as summarised_result, with no one when the CDM has no heart failure', async () => {
    const rows = expectSummarised(await runReadOnly<Row>(db, sqlOf(READMISSION, 'hf_readmission_v2.sql')));
    // GiBleed holds no heart failure admission: the overall group says 0 rather than nothing.
    expect(
      rows.map((row) => [row.group_level, row.strata_name, row.variable_name, row.estimate_value]),
    ).toEqual([
      ['심부전 색인 입원', 'overall', 'number subjects', '0'],
      ['심부전 색인 입원', 'overall', 'readmitted within 30 days', '0'],
    ]);
    expect(rows[0]?.cdm_name).toBe('Synthea');
  });

  it('30일 재입원 v2 stratifies by age group, each with its subjects, readmissions and their share', async () => {
    // The same SQL on a heart failure cohort made of GI bleeding admissions: the shape a hospital with
    // heart failure patients gets.
    const text = sqlOf(READMISSION, 'hf_readmission_v2.sql').replace(
      'WHERE ancestor_concept_id = 316139',
      'WHERE ancestor_concept_id = 192671',
    );
    const rows = expectSummarised(await runReadOnly<Row>(db, text, { cdm_name: '한빛대학교병원 CDM' }));
    expect(new Set(rows.map((row) => row.cdm_name))).toEqual(new Set(['한빛대학교병원 CDM']));
    const overall = { strata_name: 'overall', strata_level: 'overall' };
    const subjects = valueOf(rows, { ...overall, variable_name: 'number subjects' });
    expect(subjects).toBeGreaterThan(0);
    const ages = rows.filter(
      (row) => row.strata_name === 'age_group' && row.variable_name === 'number subjects',
    );
    expect(ages.reduce((sum, row) => sum + Number(row.estimate_value), 0)).toBe(subjects);
    const readmitted = valueOf(rows, {
      ...overall,
      variable_name: 'readmitted within 30 days',
      estimate_name: 'count',
    });
    expect(
      valueOf(rows, { ...overall, variable_name: 'readmitted within 30 days', estimate_name: 'percentage' }),
    ).toBeCloseTo((100 * readmitted) / subjects, 2);
    expect(
      valueOf(rows, { ...overall, variable_name: 'prior admissions in 1 year', estimate_name: 'mean' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('30일 재입원 v1 is the free-form example: counts by age group under a header of its own, which the node holds', async () => {
    const text = sqlOf(READMISSION, 'hf_readmission_v1.sql');
    expect(text).toContain('자유 형식 표');
    const result = await runReadOnly<Row>(
      db,
      text.replace('WHERE ancestor_concept_id = 316139', 'WHERE ancestor_concept_id = 192671'),
    );
    expect(Object.keys(result[0] ?? {})).toEqual(['age_group', 'persons', 'readmitted_count']);
    expect(isSummarisedResultHeader(Object.keys(result[0] ?? {}))).toBe(false);
  });

  it('the estimation’s cohort files say how many subjects each cohort has, and nothing of a person', async () => {
    const files = packageOf(ESTIMATION, 'arni_vs_acei_estimation.zip');
    expect([...files.keys()].sort()).toEqual(['cohorts/comparator.sql', 'cohorts/target.sql']);
    const [direct] = await runReadOnly<{ persons: number }>(
      db,
      `SELECT count(DISTINCT de.person_id) AS persons FROM cdm.drug_exposure de
       JOIN cdm.concept_ancestor ca ON ca.descendant_concept_id = de.drug_concept_id
       WHERE ca.ancestor_concept_id IN (1308216, 1341927, 1335471)`,
    );
    for (const [name, text] of files) {
      const rows = expectSummarised(await runReadOnly<Row>(db, text));
      expect(
        rows.map((row) => row.variable_name),
        name,
      ).toEqual(['number subjects']);
    }
    // GiBleed has no ARNI user, so the comparator is every ACE inhibitor user.
    const comparator = expectSummarised(
      await runReadOnly<Row>(db, files.get('cohorts/comparator.sql') ?? ''),
    );
    expect(valueOf(comparator, { group_level: 'ACE 억제제 신규 사용자' })).toBe(Number(direct?.persons));
  });
});
