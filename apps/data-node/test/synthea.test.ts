import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, fileText, manifestFile, Receiver, run, siteNamed } from './helpers.js';

// The seventh demo hospital, 강원솔내병원 (gangwon_cdm): the whole Synthea27Nj sample, CDM v5.4 with its
// own vocabulary shard (2,294 concepts, an empty concept_ancestor), not a share of GiBleed.

const DATABASE = 'gangwon_cdm';
const site = () => siteNamed(DATABASE);

let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver().start();
});
afterAll(() => receiver.close());

async function ask(sql: string): Promise<Record<string, string>> {
  const { result } = await run({
    engine: site().engine,
    database: DATABASE,
    receiver,
    files: { 'q.sql': sql },
  });
  expect(result.report.error).toBeNull();
  const [header, values] = csvRows(await fileText(site().engine, result, 'q.csv'));
  return Object.fromEntries(header!.map((name, i) => [name, values![i]!]));
}

async function webapi(path: string, body?: unknown) {
  const response = await fetch(`${site().webapi}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

describe('the CDM v5.4 site', () => {
  it('holds all 28 persons, its own vocabulary and the v5.4 tables', async () => {
    const answer = await ask(`select
        (select count(*) from @cdm_database_schema.person) as persons,
        (select cdm_version from @cdm_database_schema.cdm_source) as cdm_version,
        (select count(*) from @vocabulary_database_schema.concept) as concepts,
        (select count(*) from @vocabulary_database_schema.concept_ancestor) as ancestors,
        (select count(*) from @vocabulary_database_schema.concept where standard_concept = '') as blank_standard,
        (select count(*) from @cdm_database_schema.episode) as episodes,
        (select count(*) from @cdm_database_schema.episode_event) as episode_events,
        (select count(*) from @cdm_database_schema.cohort_definition) as cohort_definitions,
        (select count(*) from @vocabulary_database_schema.concept_synonym where language_concept_id = 4175771) as korean_names`);
    expect(answer).toEqual({
      persons: '28',
      cdm_version: '5.4',
      concepts: '2294',
      ancestors: '0',
      blank_standard: '0',
      episodes: '0',
      episode_events: '0',
      cohort_definitions: '0',
      korean_names: expect.any(String) as unknown,
    });
    // Our Korean names (data/korean-names) cover every concept of the sample: at least one each.
    expect(Number(answer.korean_names)).toBeGreaterThanOrEqual(2294);
  });

  it('answers WebAPI with its own vocabulary version, and finds its concepts by Korean name', async () => {
    expect(await webapi('/vocabulary/GANGWON_CDM/info')).toEqual({
      version: 'v5.0 09-APR-22*',
      dialect: 'postgresql',
    });
    const found = (await webapi('/vocabulary/GANGWON_CDM/search', { QUERY: '부비동염' })) as Record<
      string,
      unknown
    >[];
    expect(found.map((c) => [c.CONCEPT_ID, c.KOREAN_NAME])).toContainEqual([40481087, '바이러스성 부비동염']);
    // GiBleed's GI bleeding is not in this vocabulary.
    expect(await webapi('/vocabulary/GANGWON_CDM/lookup/identifiers', [192671, 40481087])).toEqual([
      expect.objectContaining({ CONCEPT_ID: 40481087, STANDARD_CONCEPT: 'S' }),
    ]);
    const domains = (await webapi('/vocabulary/GANGWON_CDM/domains')) as { DOMAIN_ID: string }[];
    expect(domains.map((d) => d.DOMAIN_ID)).toContain('Condition');
  });

  it('counts persons per concept with an empty concept_ancestor: descendants are the concept itself', async () => {
    expect(await webapi('/cdmresults/GANGWON_CDM/conceptRecordCount', [40481087, 9201])).toEqual([
      { '40481087': [expect.any(Number), expect.any(Number), 23, 23] },
      { '9201': [expect.any(Number), expect.any(Number), 7, 7] },
    ]);
  });

  it('runs a characterization in summarised_result form, checked', async () => {
    // What the platform's characterization of "first viral sinusitis (40481087), in an observation
    // period" computes: subjects, and subjects by sex.
    const sql = `with family as (
          select concept_id from @vocabulary_database_schema.concept where concept_id in (40481087)
          union select ca.descendant_concept_id from @vocabulary_database_schema.concept_ancestor ca
           where ca.ancestor_concept_id in (40481087)),
        firsts as (
          select co.person_id, min(co.condition_start_date) as index_date
            from @cdm_database_schema.condition_occurrence co
           where co.condition_concept_id in (select concept_id from family)
           group by co.person_id),
        cohort as (
          select f.person_id from firsts f
           where exists (select 1 from @cdm_database_schema.observation_period op where op.person_id = f.person_id
                   and f.index_date between op.observation_period_start_date and op.observation_period_end_date)),
        by_sex as (
          select case p.gender_source_value when 'M' then 'Male' when 'F' then 'Female' else 'None' end as sex,
                 count(*) as n
            from cohort c join @cdm_database_schema.person p on p.person_id = c.person_id group by 1)
      select '1' as result_id, '${DATABASE}' as cdm_name, 'cohort_name' as group_name, 'viral_sinusitis' as group_level,
             'overall' as strata_name, 'overall' as strata_level, 'number subjects' as variable_name,
             'overall' as variable_level, 'count' as estimate_name, 'integer' as estimate_type,
             (select count(*) from cohort)::text as estimate_value, 'overall' as additional_name,
             'overall' as additional_level
      union all
      select '1', '${DATABASE}', 'cohort_name', 'viral_sinusitis', 'overall', 'overall', 'sex', sex, 'count',
             'integer', n::text, 'overall', 'overall' from by_sex`;
    const { result } = await run({
      engine: site().engine,
      database: DATABASE,
      receiver,
      files: { 'characterization.sql': sql },
    });
    expect(result.report.error).toBeNull();
    expect(manifestFile(result, 'characterization.csv')).toMatchObject({
      status: 'CHECKED',
      format: 'SUMMARISED_RESULT',
    });
    const rows = csvRows(await fileText(site().engine, result, 'characterization.csv')).slice(1);
    const subjects = rows.find((r) => r[6] === 'number subjects')?.[10];
    expect(subjects).toBe('23');
    const bySex = rows.filter((r) => r[6] === 'sex').map((r) => r[10]);
    expect(bySex.length).toBeGreaterThan(0);
  });
});
