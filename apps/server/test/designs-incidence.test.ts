import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designPackage, parseDesign } from '../src/designs/index.js';
import { CELECOXIB, DICLOFENAC, GI_BLEED, incidenceRateDesign, startPlus } from './designs/fixtures.js';
import { loadGiBleed, runReadOnly } from './designs/gibleed.js';

// The incidence of GI bleed after a first NSAID exposure, as SQL run on GiBleed, checked against the
// same ATLAS rules worked out here in TypeScript from the raw rows.

let db: PGlite;
beforeAll(async () => {
  db = await loadGiBleed([
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

interface IrRow {
  target_id: number;
  target_name: string;
  outcome_id: number;
  outcome_name: string;
  persons: number;
  cases: number;
  person_years: string | number;
  rate_per_1000_py: string | number | null;
}

async function incidence(json: unknown): Promise<IrRow[]> {
  const parsed = parseDesign(json);
  if (!parsed.ok) throw new Error(parsed.message);
  const built = designPackage(parsed.design);
  if (!built.ok) throw new Error(built.message);
  expect(built.files.map((file) => file.name)).toEqual(['01_incidence_rate.sql']);
  return runReadOnly<IrRow>(db, built.files[0]?.text ?? '');
}

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
    const [row, ...others] = await incidence(
      incidenceRateDesign({ start: startPlus(0), end: startPlus(365) }),
    );
    expect(others).toHaveLength(0);
    expect(Object.keys(row ?? {})).toEqual([
      'target_id',
      'target_name',
      'outcome_id',
      'outcome_name',
      'persons',
      'cases',
      'person_years',
      'rate_per_1000_py',
    ]);
    expect(row).toMatchObject({
      target_id: 2,
      target_name: 'NSAID new users',
      outcome_id: 1,
      outcome_name: 'GI bleed',
    });
    const want = await expected({ field: 'StartDate', offset: 0 }, { field: 'StartDate', offset: 365 });
    expect(Number(row?.persons)).toBe(want.persons);
    expect(Number(row?.cases)).toBe(want.cases);
    expect(Number(row?.person_years)).toBeCloseTo(want.days / 365.25, 2);
    // Plausible: most NSAID users are at risk; some, not most, bleed within the year; at most a year each.
    expect(want.persons).toBeGreaterThan(1000);
    expect(want.cases).toBeGreaterThan(0);
    expect(want.cases).toBeLessThan(want.persons / 2);
    expect(Number(row?.person_years)).toBeLessThanOrEqual(want.persons);
    expect(Number(row?.rate_per_1000_py)).toBeCloseTo(
      (Number(row?.cases) / Number(row?.person_years)) * 1000,
      0,
    );
    expect(Number(row?.rate_per_1000_py)).toBeCloseTo((want.cases / (want.days / 365.25)) * 1000, 2);
  });

  it('anchors time at risk on the cohort end and clips it to the observation period', async () => {
    const [row] = await incidence(
      incidenceRateDesign({ start: startPlus(30), end: { DateField: 'EndDate', Offset: 3650 } }),
    );
    const want = await expected({ field: 'StartDate', offset: 30 }, { field: 'EndDate', offset: 3650 });
    expect(Number(row?.persons)).toBe(want.persons);
    expect(Number(row?.cases)).toBe(want.cases);
    expect(Number(row?.person_years)).toBeCloseTo(want.days / 365.25, 2);
  });

  it('keeps to the study window', async () => {
    const [row] = await incidence(
      incidenceRateDesign(
        { start: startPlus(0), end: startPlus(365) },
        { studyWindow: { startDate: '1990-01-01', endDate: '2005-06-30' } },
      ),
    );
    const want = await expected(
      { field: 'StartDate', offset: 0 },
      { field: 'StartDate', offset: 365 },
      { from: '1990-01-01', to: '2005-06-30' },
    );
    expect(Number(row?.persons)).toBe(want.persons);
    expect(Number(row?.cases)).toBe(want.cases);
    expect(Number(row?.person_years)).toBeCloseTo(want.days / 365.25, 2);
    expect(want.persons).toBeGreaterThan(0);
  });

  it('gives a row with no one at risk rather than none', async () => {
    const [row] = await incidence(incidenceRateDesign({ start: startPlus(10), end: startPlus(5) }));
    expect(Number(row?.persons)).toBe(0);
    expect(Number(row?.cases)).toBe(0);
    expect(Number(row?.person_years)).toBe(0);
    expect(row?.rate_per_1000_py).toBeNull();
  });
});
