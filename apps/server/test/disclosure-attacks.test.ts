import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isHiddenEstimate,
  summarisedRows,
  type AnalysisDetail,
  type Envelope,
  type ExecutionDetail,
  type ExecutionFile,
  type ReleasePreview,
  type ResultRequest,
} from '@cdmnet/api/contract';
import { parseCsv } from '../src/db/csv.js';
import { organizations } from '../src/db/schema.js';
import { formData } from './analysis-helpers.js';
import { platformOnNode } from './platform-on-node.js';
import { ADMIN, HEART, RESEARCHER } from './project-helpers.js';

// Issue 27's attacks through the whole platform: a curious researcher with every level (EVD) at three
// demo hospitals uploads SQL packages that try to take identifying values or small counts out, and the
// real data node runs them. Whatever the node found, nothing identifying or small reaches the researcher
// without the hospital admin's explicit release; the honest aggregates arrive; what the admin reviews is
// byte for byte what every path then serves; error text from the CDM comes back scrubbed.

const platform = platformOnNode();
const { h, cdmIds } = platform;
let base: string;
const HOSPITALS = ['HANBIT_CDM', 'SJMC_CDM', 'HAEORUM_CDM'];

/** The summarised_result header, for the attacks and the honest aggregate written in that format. */
const SR = (group: string, variable: string, level: string, estimate: string, type: string, value: string) =>
  `1 AS result_id, 'cdm' AS cdm_name, 'cohort_name' AS group_name, ${group} AS group_level, ` +
  `'overall' AS strata_name, 'overall' AS strata_level, ${variable} AS variable_name, ${level} AS variable_level, ` +
  `${estimate} AS estimate_name, ${type} AS estimate_type, ${value} AS estimate_value, ` +
  `'overall' AS additional_name, 'overall' AS additional_level`;

const ATTACKS: Record<string, string> = {
  // Person ids under another name.
  'renamed_ids.sql':
    'SELECT person_id AS subject_key, gender_concept_id FROM @cdm_database_schema.person ORDER BY person_id LIMIT 20;',
  // Ids computed so that no value is a person id.
  'computed_ids.sql':
    'SELECT person_id * 7 + 3 AS k, gender_concept_id AS g FROM @cdm_database_schema.person ORDER BY person_id LIMIT 40;',
  'hashed_ids.sql':
    'SELECT md5(person_id::text) AS token, gender_concept_id AS g FROM @cdm_database_schema.person ORDER BY person_id LIMIT 40;',
  // Source values under another name.
  'source_values.sql':
    'SELECT person_source_value AS code, gender_concept_id AS g FROM @cdm_database_schema.person ORDER BY person_id LIMIT 15;',
  // One row per person with the year of birth and an event date, no identifier at all.
  'per_person_rows.sql':
    'SELECT p.year_of_birth AS y, min(c.condition_start_date) AS d FROM @cdm_database_schema.person p ' +
    'JOIN @cdm_database_schema.condition_occurrence c ON c.person_id = p.person_id ' +
    'GROUP BY p.person_id, p.year_of_birth ORDER BY p.person_id LIMIT 40;',
  // Small counts whatever they are called or typed.
  'small_counts.sql':
    'SELECT year_of_birth AS yr, count(*) AS cnt, count(*)::text AS total, count(*)::float AS "환자수" ' +
    'FROM @cdm_database_schema.person GROUP BY year_of_birth ORDER BY year_of_birth;',
  // Exact birth dates of groups of one or two.
  'tiny_groups.sql':
    'SELECT year_of_birth AS yr, min(birth_datetime) AS first_born, max(birth_datetime) AS last_born ' +
    'FROM @cdm_database_schema.person GROUP BY year_of_birth HAVING count(*) <= 2 ORDER BY 1;',
  // The same in summarised_result: a group of two with its birth dates.
  'tiny_group_summarised.sql':
    'WITH tiny AS (SELECT birth_datetime FROM @cdm_database_schema.person ORDER BY person_id LIMIT 2) ' +
    `SELECT ${SR("'tiny'", "'number subjects'", "'overall'", "'count'", "'integer'", 'count(*)::text')} FROM tiny ` +
    `UNION ALL SELECT ${SR("'tiny'", "'birth date'", "'overall'", "'min'", "'date'", 'min(birth_datetime)::date::text')} FROM tiny ` +
    `UNION ALL SELECT ${SR("'tiny'", "'birth date'", "'overall'", "'max'", "'date'", 'max(birth_datetime)::date::text')} FROM tiny;`,
  // Differencing: a total and a breakdown by year of birth in which some years are small.
  'differencing.sql':
    `SELECT ${SR("'all'", "'number subjects'", "'overall'", "'count'", "'integer'", 'count(*)::text')} ` +
    'FROM @cdm_database_schema.person ' +
    `UNION ALL SELECT ${SR("'all'", "'year of birth'", 'year_of_birth::text', "'count'", "'integer'", 'count(*)::text')} ` +
    'FROM @cdm_database_schema.person GROUP BY year_of_birth;',
  // The honest aggregates: persons by gender, as summarised_result and as a free CSV.
  'honest_summarised.sql':
    `SELECT ${SR("'all'", "'number subjects'", "'overall'", "'count'", "'integer'", 'count(*)::text')} ` +
    'FROM @cdm_database_schema.person ' +
    `UNION ALL SELECT ${SR("'all'", "'gender'", 'gender_concept_id::text', "'count'", "'integer'", 'count(*)::text')} ` +
    'FROM @cdm_database_schema.person GROUP BY gender_concept_id;',
  'honest_free.sql':
    'SELECT gender_concept_id AS gender, count(*) AS persons FROM @cdm_database_schema.person GROUP BY 1 ORDER BY 1;',
};
const PERSON_LEVEL = [
  'renamed_ids',
  'computed_ids',
  'hashed_ids',
  'source_values',
  'per_person_rows',
  'small_counts',
  'tiny_groups',
];

beforeAll(async () => {
  await platform.start();
  // The most a researcher can hold: EVD everywhere, no IRB asked.
  await platform.t.db
    .update(organizations)
    .set({ rfzLevel: 'EVD', researcherLevel: 'EVD', partnerLevel: 'EVD', irbRequired: false });
  const projectId = await h.projectIdOf(HEART);
  const created = await h.call('POST', `/api/v1/projects/${projectId}/analysis`, RESEARCHER, {
    name: '공개 통제 공격 시험',
    description: '',
    type: 'ESTIMATION',
    cdmIds: HOSPITALS.map((name) => cdmIds.get(name)),
  });
  base = `/api/v1/projects/${projectId}/analysis/${created.json<Envelope<AnalysisDetail>>().content.id}`;
}, 240_000);

afterAll(() => platform.stop());

/** Uploads the files as the next package version, in one zip (a package may hold more than 10 files). */
async function upload(files: Record<string, string>) {
  const zip = zipSync(
    Object.fromEntries(Object.entries(files).map(([name, sql]) => [name, Buffer.from(sql)])),
  );
  const body = formData({}, [{ name: 'attacks.zip', bytes: Buffer.from(zip), type: 'application/zip' }]);
  const res = await platform.t.app.inject({
    method: 'POST',
    url: `${base}/package`,
    headers: { ...body.headers, cookie: await h.cookieOf(RESEARCHER) },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function run(cdms: string[]) {
  const res = await h.call('POST', `${base}/execution`, RESEARCHER, {
    cdmIds: cdms.map((name) => cdmIds.get(name)),
  });
  expect(res.statusCode, res.body).toBe(200);
  const content = res.json<Envelope<{ started: { id: number }[] } | { id: number }[]>>().content;
  const ids = (Array.isArray(content) ? content : content.started).map((e) => e.id);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const all = await Promise.all(
      ids.map((id) => h.content<ExecutionDetail>('GET', `${base}/execution/${id}`, RESEARCHER)),
    );
    if (all.every((e) => e.status.startsWith('FINISHED'))) return all;
    if (Date.now() > deadline) throw new Error(all.map((e) => `${e.id}:${e.status}`).join(', '));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const filesOf = (id: number) =>
  h.content<ExecutionFile[]>('GET', `${base}/execution/${id}/files`, RESEARCHER);
const view = (id: number, fileId: number) =>
  h.call('GET', `${base}/execution/${id}/files/${fileId}/view`, RESEARCHER);
const download = (id: number, fileId: number) =>
  h.call('GET', `${base}/execution/${id}/files/${fileId}/download`, RESEARCHER);

/** Every count a summarised_result the researcher can read shows is 0, at least 5, or hidden. */
function expectNoSmallCounts(text: string, where: string) {
  for (const row of summarisedRows(parseCsv(text)) ?? []) {
    if (row.estimate_name !== 'count' || isHiddenEstimate(row.estimate_value)) continue;
    const value = Number(row.estimate_value);
    expect(value === 0 || value >= 5, `${where}: ${row.variable_level} ${row.estimate_value}`).toBe(true);
  }
}

describe('a curious researcher with EVD at three hospitals', () => {
  let executions: ExecutionDetail[];

  it('runs every attack: each is refused or held with a named finding; nothing of it is readable or downloadable', async () => {
    await upload(ATTACKS);
    executions = await run(HOSPITALS);
    for (const execution of executions) {
      expect(execution.status, `${execution.cdmName}: ${execution.error}`).toBe('FINISHED_SUCCESSFULLY');
      const files = await filesOf(execution.id);
      for (const name of PERSON_LEVEL) {
        const file = files.find((f) => f.name === `${name}.csv`);
        expect(file, `${execution.cdmName} ${name}`).toBeDefined();
        if (!file) continue;
        expect(['HELD', 'REFUSED'], `${execution.cdmName} ${file.name}`).toContain(file.status);
        expect(file.findings.length, `${execution.cdmName} ${file.name}`).toBeGreaterThan(0);
        expect(file.viewable).toBe(false);
        expect((await view(execution.id, file.id)).statusCode).toBeGreaterThanOrEqual(400);
        expect((await download(execution.id, file.id)).statusCode).toBeGreaterThanOrEqual(400);
      }
      // Renamed person ids are refused outright or held as person ids.
      const renamed = files.find((f) => f.name === 'renamed_ids.csv')!;
      expect(
        renamed.status === 'REFUSED' || renamed.findings.some((f) => f.code === 'PERSON_ID'),
        JSON.stringify(renamed),
      ).toBe(true);
    }
  });

  it('summarised_result attacks arrive checked with the small group and the differenced cell hidden', async () => {
    for (const execution of executions) {
      const files = await filesOf(execution.id);
      const tiny = files.find((f) => f.name === 'tiny_group_summarised.csv')!;
      expect(tiny.status).toBe('CHECKED');
      const tinyText = (await view(execution.id, tiny.id)).json<Envelope<{ text: string }>>().content.text;
      // The group of two: its size and both birth dates are hidden.
      const tinyRows = summarisedRows(parseCsv(tinyText))!;
      expect(tinyRows).toHaveLength(3);
      expect(
        tinyRows.every((row) => isHiddenEstimate(row.estimate_value)),
        tinyText,
      ).toBe(true);

      const differencing = files.find((f) => f.name === 'differencing.csv')!;
      expect(differencing.status).toBe('CHECKED');
      const text = (await view(execution.id, differencing.id)).json<Envelope<{ text: string }>>().content
        .text;
      expectNoSmallCounts(text, `${execution.cdmName} differencing`);
      const years = summarisedRows(parseCsv(text))!.filter((row) => row.variable_name === 'year of birth');
      const hidden = years.filter((row) => isHiddenEstimate(row.estimate_value)).length;
      // One hidden cell beside a visible total would be given back by subtraction.
      expect(hidden === 0 || hidden >= 2, text).toBe(true);
    }
  });

  it('the honest summarised aggregate arrives without any release, and adds up across the hospitals', async () => {
    let persons = 0;
    for (const execution of executions) {
      const file = (await filesOf(execution.id)).find((f) => f.name === 'honest_summarised.csv')!;
      expect(file.status).toBe('CHECKED');
      expect(file.findings).toEqual([]);
      const text = (await view(execution.id, file.id)).json<Envelope<{ text: string }>>().content.text;
      const rows = summarisedRows(parseCsv(text))!;
      const total = rows.find((row) => row.variable_name === 'number subjects')!;
      persons += Number(total.estimate_value);
      const download = await h.call(
        'GET',
        `${base}/execution/${execution.id}/files/${file.id}/download`,
        RESEARCHER,
      );
      expect(download.rawPayload.toString('utf8')).toBe(text);
    }
    expect(persons).toBeGreaterThan(100);
  });

  it('the honest free CSV is held until the admin releases it; the review shows exactly the bytes that then leave', async () => {
    const hanbit = executions.find((e) => e.cdmName === 'HANBIT_CDM')!;
    const free = (await filesOf(hanbit.id)).find((f) => f.name === 'honest_free.csv')!;
    expect(free.status).toBe('HELD');
    expect(free.findings).toEqual([]);

    const asked = await h.call('POST', `${base}/execution/${hanbit.id}/perm`, RESEARCHER, {
      kind: 'DELIVERY',
      note: '성별 환자 수를 학회 초록에 쓰려 합니다.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<Envelope<ResultRequest>>().content;
    const orgBase = `/api/v1/orgs/${request.orgId}/research/results/${request.id}`;
    const preview = await h.content<ReleasePreview>('GET', `${orgBase}/preview`, ADMIN);
    const reviewed = preview.files.find((f) => f.name === 'honest_free.csv')!;
    expect(reviewed.status).toBe('HELD');
    expect(reviewed.text).toMatch(/^gender,persons\r?\n/);

    // A held file with findings cannot go without each finding acknowledged.
    const computed = preview.files.find((f) => f.name === 'computed_ids.csv')!;
    expect(computed.status).toBe('HELD');
    const refused = await h.call('POST', `${orgBase}/approved`, ADMIN, {
      release: [{ fileId: computed.id, acknowledged: [] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Envelope<null>>().message).toContain('computed_ids.csv');

    const approved = await h.call('POST', `${orgBase}/approved`, ADMIN, {
      release: [{ fileId: reviewed.id, acknowledged: [] }],
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const released = (await filesOf(hanbit.id)).find((f) => f.name === 'honest_free.csv')!;
    expect(released.status).toBe('RELEASED');
    const viewed = (await view(hanbit.id, released.id)).json<Envelope<{ text: string }>>().content.text;
    const downloaded = (await download(hanbit.id, released.id)).rawPayload.toString('utf8');
    const fnet = await h.call('GET', `${base}/execution/${hanbit.id}/fnet`, RESEARCHER);
    expect(fnet.statusCode, fnet.body).toBe(200);
    const packaged = Buffer.from(unzipSync(fnet.rawPayload)['results/honest_free.csv']!).toString('utf8');
    expect([viewed, downloaded, packaged]).toEqual([reviewed.text, reviewed.text, reviewed.text]);
    // Nothing else came with it: the attacks stay where they were.
    const after = await filesOf(hanbit.id);
    for (const name of PERSON_LEVEL) {
      const file = after.find((f) => f.name === `${name}.csv`);
      if (file) expect(['HELD', 'REFUSED']).toContain(file.status);
    }
  });

  it('values smuggled through error messages come back scrubbed', async () => {
    await upload({
      'cast_source_value.sql':
        'SELECT person_source_value::int AS n FROM @cdm_database_schema.person ORDER BY person_id LIMIT 1;',
    });
    const [cast] = await run(['HANBIT_CDM']);
    expect(cast!.status).toBe('FINISHED_WITH_ERROR');
    await upload({
      'raise.sql':
        "DO $$ BEGIN RAISE EXCEPTION 'leak %', (SELECT person_source_value FROM @cdm_database_schema.person ORDER BY person_id LIMIT 1); END $$;\nSELECT 1 AS x;",
    });
    const [raised] = await run(['HANBIT_CDM']);
    expect(raised!.status).toBe('FINISHED_WITH_ERROR');
    for (const execution of [cast!, raised!]) {
      const log = await h.content<{ text: string }>(
        'GET',
        `${base}/execution/${execution.id}/logs`,
        RESEARCHER,
      );
      // GiBleed's person source values are UUIDs.
      const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/i;
      expect(execution.error ?? '').not.toMatch(uuid);
      expect(log.text).not.toMatch(uuid);
      expect(execution.error).toBeTruthy();
    }
  });
});
