import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, demoRanges } from '../src/cdm/demo-sites.js';
import { personIds, readSample, splitByPerson } from '../src/cdm/sample.js';
import { isPersonTable } from '../src/cdm/tables.js';
import { csvRows, fileText, Receiver, run, sites, text } from './helpers.js';

// The demo split, checked through each site's own engine: persons, person-keyed rows, the vocabulary,
// and the study's figure (479 persons with gastrointestinal haemorrhage in the whole sample).

const sample = readSample('gibleed');
const total = personIds(sample).length;
// Rows of the sample's persons (observation_period also holds 2,649 rows of persons the person table
// lacks: no site has them).
const ofPersons = splitByPerson(sample, new Map(personIds(sample).map((id) => [id, 0])), 1)[0]!;
const rowsInSample = (name: string) => text(ofPersons.get(name)).trim().split('\n').length - 1;

/** The six sites sharing GiBleed (the seventh holds the Synthea sample: synthea.test.ts). */
const gibleedSites = () =>
  sites().filter((site) => DEMO_SITES.find((d) => d.database === site.database)?.sample === 'gibleed');

let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver().start();
});
afterAll(() => receiver.close());

/** One row of named values from a one-file package run on a site. */
async function ask(engine: string, database: string, sql: string): Promise<Record<string, string>> {
  const { result } = await run({ engine, database, receiver, files: { 'q.sql': sql } });
  expect(result.report.error).toBeNull();
  const [header, values] = csvRows(await fileText(engine, result, 'q.csv'));
  return Object.fromEntries(header!.map((name, i) => [name, values![i]!]));
}

describe('the demo split', () => {
  it('cuts 2,694 persons into runs of Math.round(share × total), the last taking the rest', () => {
    expect(total).toBe(2694);
    const sizes = demoRanges(total).map((r) => r.to - r.from);
    expect(sizes).toEqual([808, 593, 431, 350, 296, 216]);
    expect(sites().map((s) => s.database)).toEqual(DEMO_SITES.map((s) => s.database));
    expect(gibleedSites().map((s) => s.database)).toEqual([
      'hanbit_cdm',
      'sjmc_cdm',
      'haeorum_cdm',
      'cheongsol_cdm',
      'mudeung_cdm',
      'halla_cdm',
    ]);
  });

  it('gives each site its persons, their rows, the whole vocabulary and 479 GI bleed persons in all', async () => {
    const personTables = sample.filter(isPersonTable).map((t) => t.name);
    const answers = await Promise.all(
      gibleedSites().map((site) =>
        ask(
          site.engine,
          site.database,
          `select
             (select count(*) from @cdm_database_schema.person) as total_persons,
             ${personTables.map((t) => `(select count(*) from @cdm_database_schema.${t}) as rows_${t}`).join(',\n')},
             (select count(*) from @cdm_database_schema.condition_occurrence co
                where not exists (select 1 from @cdm_database_schema.person p where p.person_id = co.person_id)) as orphan_count,
             (select count(*) from @vocabulary_database_schema.concept) as concepts,
             (select count(*) from @vocabulary_database_schema.concept_ancestor) as ancestors,
             (select count(*) from @vocabulary_database_schema.concept_synonym where language_concept_id = 4175771) as korean_names,
             (select count(*) from @cdm_database_schema.cdm_source) as sources,
             (select count(distinct co.person_id)
                from @cdm_database_schema.condition_occurrence co
                join @vocabulary_database_schema.concept_ancestor ca on ca.descendant_concept_id = co.condition_concept_id
               where ca.ancestor_concept_id = 192671) as gi_bleed_persons`,
        ),
      ),
    );
    const expected = demoRanges(total).map((r) => String(r.to - r.from));
    expect(answers.map((a) => a.total_persons)).toEqual(expected);
    for (const table of personTables) {
      const sum = answers.reduce((n, a) => n + Number(a[`rows_${table}`]), 0);
      expect(sum, table).toBe(rowsInSample(table));
    }
    for (const a of answers) {
      expect(a.orphan_count).toBe('0');
      expect(a.concepts).toBe('444');
      expect(a.ancestors).toBe('65690');
      expect(Number(a.korean_names)).toBeGreaterThanOrEqual(20);
      expect(a.sources).toBe('1');
    }
    expect(answers.reduce((n, a) => n + Number(a.gi_bleed_persons), 0)).toBe(479);
  });

  it('gives 479 with the stored cohort definition too: first occurrence, inside an observation period', async () => {
    const answers = await Promise.all(
      gibleedSites().map((site) =>
        ask(
          site.engine,
          site.database,
          `with firsts as (
             select co.person_id, min(co.condition_start_date) as index_date
               from @cdm_database_schema.condition_occurrence co
               join @vocabulary_database_schema.concept_ancestor ca on ca.descendant_concept_id = co.condition_concept_id
              where ca.ancestor_concept_id = 192671
              group by co.person_id)
           select count(*) as cohort_count from firsts f
            where exists (select 1 from @cdm_database_schema.observation_period op
                           where op.person_id = f.person_id
                             and f.index_date between op.observation_period_start_date and op.observation_period_end_date)`,
        ),
      ),
    );
    expect(answers.reduce((n, a) => n + Number(a.cohort_count), 0)).toBe(479);
  });
});
