import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designPackage, parseDesign } from '../src/designs/index.js';
import { CELECOXIB, DICLOFENAC, GI_BLEED, incidenceRateDesign, startPlus } from './designs/fixtures.js';
import { loadGiBleed, runReadOnly } from './designs/gibleed.js';
import { expectSummarised, valueOf, where, type Estimate, type Row } from './designs/summarised.js';

// The incidence of GI bleed after a first NSAID exposure, as a summarised_result run on GiBleed, checked
// against the same ATLAS rules worked out here in TypeScript from the raw rows.

let db: PGlite;
beforeAll(async () => {
  db = await loadGiBleed([
    'person',
    'cdm_source',
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

const GROUP = {
  group_name: 'target_cohort_name &&& outcome_cohort_name',
  group_level: 'NSAID new users &&& GI bleed',
};
const OVERALL = { ...GROUP, strata_name: 'overall', strata_level: 'overall' };

async function incidence(json: unknown): Promise<Estimate[]> {
  const parsed = parseDesign(json);
  if (!parsed.ok) throw new Error(parsed.message);
  const built = designPackage(parsed.design);
  if (!built.ok) throw new Error(built.message);
  expect(built.files.map((file) => file.name)).toEqual(['incidence_rate.sql']);
  return expectSummarised(await runReadOnly<Row>(db, built.files[0]?.text ?? ''));
}

/** The overall group's persons at risk, cases, person-years and rate. */
const overallOf = (rows: Estimate[]) => ({
  persons: valueOf(rows, { ...OVERALL, variable_name: 'number subjects', estimate_name: 'count' }),
  cases: valueOf(rows, { ...OVERALL, variable_name: 'outcome', estimate_name: 'count' }),
  personYears: valueOf(rows, { ...OVERALL, variable_name: 'person years', estimate_name: 'person_years' }),
  rates: where(rows, { ...OVERALL, estimate_name: 'incidence_1000_pys' }),
});

const DAY = 86_400_000;
const dayOf = (date: Date) => Math.round(date.getTime() / DAY);

interface Anchor {
  field: 'StartDate' | 'EndDate';
  offset: number;
}

/** ATLAS's incidence rules, by hand: the expected persons, cases and follow-up days. */
async function expected(start: Anchor, end: Anchor, window: { from?: string; to?: string } = {}) {
  const periods = new Map<number, [number, number][]>();
  for (const row of (
    await db.query<{ person_id: number; s: Date; e: Date }>(
      'SELECT person_id, observation_period_start_date AS s, observation_period_end_date AS e FROM cdm.observation_period',
    )
  ).rows) {
    const list = periods.get(Number(row.person_id)) ?? [];
    list.push([dayOf(row.s), dayOf(row.e)]);
    periods.set(Number(row.person_id), list);
  }
  // A person's first event inside an observation period, with that period's end (window 0/0, First).
  const firstEntries = async (sql: string) => {
    const entries = new Map<number, { day: number; periodEnd: number }>();
    for (const row of (await db.query<{ person_id: number; d: Date }>(sql)).rows) {
      const person = Number(row.person_id);
      const day = dayOf(row.d);
      const period = periods.get(person)?.find(([from, to]) => from <= day && day <= to);
      const known = entries.get(person);
      if (period && (!known || day < known.day)) entries.set(person, { day, periodEnd: period[1] });
    }
    return entries;
  };
  const targets = await firstEntries(
    `SELECT person_id, drug_exposure_start_date AS d FROM cdm.drug_exposure WHERE drug_concept_id IN (${CELECOXIB}, ${DICLOFENAC})`,
  );
  const outcomes = await firstEntries(
    `SELECT person_id, condition_start_date AS d FROM cdm.condition_occurrence WHERE condition_concept_id = ${GI_BLEED}`,
  );
  const from = window.from ? dayOf(new Date(`${window.from}T00:00:00Z`)) : -Infinity;
  const to = window.to ? dayOf(new Date(`${window.to}T00:00:00Z`)) : Infinity;
  let persons = 0;
  let cases = 0;
  let days = 0;
  for (const [person, target] of targets) {
    if (target.day < from || target.day > to) continue;
    // The cohort ends with the observation period (no end strategy).
    const anchorDay = (anchor: Anchor) =>
      (anchor.field === 'StartDate' ? target.day : target.periodEnd) + anchor.offset;
    const tarStart = anchorDay(start);
    const tarEnd = anchorDay(end);
    if (tarStart >= tarEnd || tarStart > target.periodEnd) continue;
    const outcome = outcomes.get(person)?.day;
    if (outcome !== undefined && outcome <= tarStart) continue;
    const censor = Math.min(target.periodEnd, tarEnd, to);
    const isCase = outcome !== undefined && outcome <= censor;
    persons += 1;
    cases += isCase ? 1 : 0;
    days += (isCase ? outcome : censor) - tarStart;
  }
  return { persons, cases, days };
}

describe('incidenceRatePackage on GiBleed', () => {
  it('gives GI bleed in the year after a first NSAID exposure, by ATLAS rules', async () => {
    const rows = await incidence(incidenceRateDesign({ start: startPlus(0), end: startPlus(365) }));
    expect(new Set(rows.map((row) => `${row.group_name}: ${row.group_level}`))).toEqual(
      new Set(['target_cohort_name &&& outcome_cohort_name: NSAID new users &&& GI bleed']),
    );
    expect(new Set(rows.map((row) => row.cdm_name))).toEqual(new Set(['Synthea']));
    const overall = overallOf(rows);
    const want = await expected({ field: 'StartDate', offset: 0 }, { field: 'StartDate', offset: 365 });
    expect(overall.persons).toBe(want.persons);
    expect(overall.cases).toBe(want.cases);
    expect(overall.personYears).toBeCloseTo(want.days / 365.25, 2);
    // Plausible: most NSAID users are at risk; some, not most, bleed within the year; at most a year each.
    expect(want.persons).toBeGreaterThan(1000);
    expect(want.cases).toBeGreaterThan(0);
    expect(want.cases).toBeLessThan(want.persons / 2);
    expect(overall.personYears).toBeLessThanOrEqual(want.persons);
    // The rate is an estimate of the variable `outcome`, beside the count it is built on.
    expect(overall.rates.map((row) => [row.variable_name, row.estimate_type])).toEqual([
      ['outcome', 'numeric'],
    ]);
    const rate = Number(overall.rates[0]?.estimate_value);
    expect(rate).toBeCloseTo((overall.cases / overall.personYears) * 1000, 0);
    expect(rate).toBeCloseTo((want.cases / (want.days / 365.25)) * 1000, 2);
  });

  it('stratifies by sex and age group at entry, each stratum adding up to the whole', async () => {
    const rows = await incidence(incidenceRateDesign({ start: startPlus(0), end: startPlus(365) }));
    const overall = overallOf(rows);
    for (const strata of ['sex', 'age_group']) {
      const levels = [...new Set(where(rows, { strata_name: strata }).map((row) => row.strata_level))];
      expect(levels.length, strata).toBeGreaterThan(0);
      const sum = (variable: string, estimate: string) =>
        levels.reduce(
          (total, level) =>
            total +
            valueOf(rows, {
              ...GROUP,
              strata_name: strata,
              strata_level: level,
              variable_name: variable,
              estimate_name: estimate,
            }),
          0,
        );
      expect(sum('number subjects', 'count')).toBe(overall.persons);
      expect(sum('outcome', 'count')).toBe(overall.cases);
      expect(sum('person years', 'person_years')).toBeCloseTo(overall.personYears, 1);
    }
    expect(where(rows, { strata_name: 'sex' }).map((row) => row.strata_level)).toContain('Female');
    for (const row of where(rows, { strata_name: 'age_group' }))
      expect(row.strata_level).toMatch(/^(\d0 to \d9|90 or above|None)$/);
  });

  it('anchors time at risk on the cohort end and clips it to the observation period', async () => {
    const overall = overallOf(
      await incidence(
        incidenceRateDesign({ start: startPlus(30), end: { DateField: 'EndDate', Offset: 3650 } }),
      ),
    );
    const want = await expected({ field: 'StartDate', offset: 30 }, { field: 'EndDate', offset: 3650 });
    expect(overall.persons).toBe(want.persons);
    expect(overall.cases).toBe(want.cases);
    expect(overall.personYears).toBeCloseTo(want.days / 365.25, 2);
  });

  it('keeps to the study window', async () => {
    const overall = overallOf(
      await incidence(
        incidenceRateDesign(
          { start: startPlus(0), end: startPlus(365) },
          { studyWindow: { startDate: '1990-01-01', endDate: '2005-06-30' } },
        ),
      ),
    );
    const want = await expected(
      { field: 'StartDate', offset: 0 },
      { field: 'StartDate', offset: 365 },
      { from: '1990-01-01', to: '2005-06-30' },
    );
    expect(overall.persons).toBe(want.persons);
    expect(overall.cases).toBe(want.cases);
    expect(overall.personYears).toBeCloseTo(want.days / 365.25, 2);
    expect(want.persons).toBeGreaterThan(0);
  });

  it('gives a group with no one at risk its zero counts, no strata and no rate', async () => {
    const rows = await incidence(incidenceRateDesign({ start: startPlus(10), end: startPlus(5) }));
    const overall = overallOf(rows);
    expect([overall.persons, overall.cases, overall.personYears]).toEqual([0, 0, 0]);
    expect(overall.rates).toEqual([]);
    expect(new Set(rows.map((row) => row.strata_name))).toEqual(new Set(['overall']));
  });
});
