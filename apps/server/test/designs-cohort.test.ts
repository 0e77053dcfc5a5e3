import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortSql, parseDesign, type CohortExpression } from '../src/designs/index.js';
import {
  GI_BLEED,
  cohortDesign,
  cohortExpression,
  giBleedExpression,
  item,
  nsaidExpression,
} from './designs/fixtures.js';
import { loadGiBleed, runReadOnly } from './designs/gibleed.js';

// Cohort definitions as SQL, run on the GiBleed sample: the figures ATLAS (Circe) gives for them.

let db: PGlite;
beforeAll(async () => {
  db = await loadGiBleed([
    'person',
    'observation_period',
    'condition_occurrence',
    'drug_exposure',
    'measurement',
    'concept',
    'concept_ancestor',
    'concept_relationship',
  ]);
});
afterAll(async () => {
  await db.close();
});

function expressionOf(json: unknown): CohortExpression {
  const parsed = parseDesign(cohortDesign(json));
  if (!parsed.ok) throw new Error(parsed.message);
  if (parsed.design.kind !== 'COHORT') throw new Error('not a cohort');
  return parsed.design.cohort.expression;
}

interface CohortRow {
  subject_id: number;
  cohort_start_date: Date;
  cohort_end_date: Date;
}

/** The cohort's CTEs, the last one named `gi`. */
function sqlOf(json: unknown): string {
  const built = cohortSql(expressionOf(json), 'gi');
  if (!built.ok) throw new Error(built.message);
  return built.sql;
}

const cohortRows = (json: unknown) =>
  runReadOnly<CohortRow>(db, `WITH\n${sqlOf(json)}\nSELECT * FROM gi ORDER BY subject_id, cohort_start_date`);

const personsIn = (rows: CohortRow[]) => new Set(rows.map((row) => row.subject_id)).size;

describe('cohortSql on GiBleed', () => {
  it('finds the 479 persons of the GI bleed cohort, once each, ending with their observation period', async () => {
    const rows = await cohortRows(giBleedExpression());
    expect(rows).toHaveLength(479);
    expect(personsIn(rows)).toBe(479);
    const [check] = await runReadOnly<{ wrong: number }>(
      db,
      `WITH\n${sqlOf(giBleedExpression())}
      SELECT count(*) AS wrong FROM gi
      JOIN cdm.observation_period op ON op.person_id = gi.subject_id
        AND gi.cohort_start_date BETWEEN op.observation_period_start_date AND op.observation_period_end_date
      WHERE op.observation_period_end_date <> gi.cohort_end_date`,
    );
    expect(Number(check?.wrong)).toBe(0);
  });

  it('keeps every entry with limit All, collapsed into non-overlapping eras', async () => {
    const rows = await cohortRows(
      cohortExpression({
        items: [item(GI_BLEED)],
        limit: 'All',
        extra: { QualifiedLimit: { Type: 'All' }, ExpressionLimit: { Type: 'All' } },
      }),
    );
    expect(personsIn(rows)).toBe(479);
    expect(rows.length).toBeGreaterThanOrEqual(479);
    for (let index = 1; index < rows.length; index += 1) {
      const previous = rows[index - 1]!;
      const row = rows[index]!;
      expect(row.cohort_end_date.getTime()).toBeGreaterThanOrEqual(row.cohort_start_date.getTime());
      if (previous.subject_id === row.subject_id) {
        expect(row.cohort_start_date.getTime()).toBeGreaterThan(previous.cohort_end_date.getTime());
      }
    }
  });

  it('drops persons without the observation before and after entry the window asks for', async () => {
    const rows = await cohortRows(cohortExpression({ items: [item(GI_BLEED)], prior: 10950, post: 365 }));
    expect(personsIn(rows)).toBeGreaterThan(0);
    expect(personsIn(rows)).toBeLessThan(479);
    const [direct] = await runReadOnly<{ persons: number }>(
      db,
      `SELECT count(DISTINCT co.person_id) AS persons FROM cdm.condition_occurrence co
       JOIN cdm.observation_period op ON op.person_id = co.person_id
         AND co.condition_start_date BETWEEN op.observation_period_start_date + 10950 AND op.observation_period_end_date - 365
       WHERE co.condition_concept_id = ${GI_BLEED}`,
    );
    expect(personsIn(rows)).toBe(Number(direct?.persons));
  });

  it('removes excluded concepts, and adds mapped source concepts only to the code set', async () => {
    const excluded = await cohortRows(
      cohortExpression({ items: [item(GI_BLEED), item(GI_BLEED, { isExcluded: true })] }),
    );
    expect(excluded).toHaveLength(0);
    const mapped = await cohortRows(
      cohortExpression({ items: [item(GI_BLEED, { includeDescendants: true, includeMapped: true })] }),
    );
    expect(personsIn(mapped)).toBe(479);
    const codes = await runReadOnly<{ concept_id: number }>(
      db,
      `WITH\n${sqlOf(cohortExpression({ items: [item(GI_BLEED, { includeMapped: true })] }))}\nSELECT concept_id FROM gi_codesets ORDER BY concept_id`,
    );
    // K92.2 (ICD10CM 35208414) 'Maps to' 192671 in the sample's concept_relationship.
    expect(codes.map((row) => Number(row.concept_id))).toEqual([GI_BLEED, 35208414]);
  });

  it('runs drug and measurement entry events too', async () => {
    const drugs = await cohortRows(nsaidExpression());
    expect(personsIn(drugs)).toBeGreaterThan(1000);
    const [measured] = await runReadOnly<{ concept: number }>(
      db,
      'SELECT measurement_concept_id AS concept FROM cdm.measurement GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    const measurements = await cohortRows(
      cohortExpression({
        items: [item(Number(measured?.concept), {})],
        criteria: 'Measurement',
        limit: 'Last',
      }),
    );
    expect(personsIn(measurements)).toBeGreaterThan(0);
    expect(measurements).toHaveLength(personsIn(measurements));
  });

  it('writes only the placeholders as schemas', () => {
    const sql = sqlOf(giBleedExpression());
    expect(sql).toContain('@cdm_database_schema.condition_occurrence');
    expect(sql).toContain('@vocabulary_database_schema.concept_ancestor');
    expect(sql.replace(/@(cdm|vocabulary)_database_schema\./g, '')).not.toMatch(/\bcdm\./);
  });
});
