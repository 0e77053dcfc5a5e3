import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  combinedResultMessages as c,
  SUMMARISED_RESULT_COLUMNS,
  type CombinedHospital,
  type CombinedResult,
  type Envelope,
  type ExecutionStatus,
  type ResultFileStatus,
} from '@cdmnet/api/contract';
import {
  analyses,
  analysisTargets,
  analysisVersions,
  cdmDatabases,
  executionFiles,
  executions,
  files,
  resultRequests,
} from '../src/db/schema.js';
import { PREDICTION } from './analysis-helpers.js';
import { HEART, PARTNER, RESEARCHER, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The combined view (issue 27, part 6) across the seven demo hospitals. 김민준 (researcher@) manages 심부전
// 재입원 위험 예측; its 30일 재입원 위험 예측 모형 has packages 1 and 2 and here targets every hospital:
// - 한빛 (HANBIT) and 서울중앙 (SJMC) ran version 2, and he may see both (an approved VIEW request each):
//   120 and 38 persons, 158 together; 한빛 also ran version 1 (100 persons);
// - 부산해오름 (HAEORUM) ran version 2 too, but he may not see it: its 900 must never show;
// - 광주무등 (MUDEUNG) ran only version 1 (seen by him: 77 persons); 대구청솔 (CHEONGSOL) failed version 2;
// - 제주한라 (HALLA) never ran it.
// Runs and files are written to the database as the result callback leaves them (status per file: the
// node's checks, the admin's release): this file tests what the view makes of them.

let t: TestApp;
const h = projectHelpers(() => t);
let projectId: number;
let analysisId: number;
let researcherId: number;
const versionIds = new Map<number, number>();
const cdms = new Map<string, { id: number; orgId: number }>();
const run = new Map<string, number>();

const summarised = (rows: string[][]) =>
  [SUMMARISED_RESULT_COLUMNS.join(','), ...rows.map((row) => row.join(','))].join('\n') + '\n';

/** A characterization in the summarised_result format: persons, sex (count and %), age's mean, a condition. */
const characterization = (
  cdm: string,
  rows: { subjects: string; female: string[]; male: string[]; age: string; bleed: string[] },
) =>
  summarised([
    [
      '1',
      cdm,
      'cohort_name',
      'gi_bleed',
      'overall',
      'overall',
      'number subjects',
      '',
      'count',
      'integer',
      rows.subjects,
      'overall',
      'overall',
    ],
    [
      '1',
      cdm,
      'cohort_name',
      'gi_bleed',
      'overall',
      'overall',
      'sex',
      'Female',
      'count',
      'integer',
      rows.female[0]!,
      'overall',
      'overall',
    ],
    [
      '1',
      cdm,
      'cohort_name',
      'gi_bleed',
      'overall',
      'overall',
      'sex',
      'Female',
      'percentage',
      'percentage',
      rows.female[1]!,
      'overall',
      'overall',
    ],
    [
      '1',
      cdm,
      'cohort_name',
      'gi_bleed',
      'overall',
      'overall',
      'sex',
      'Male',
      'count',
      'integer',
      rows.male[0]!,
      'overall',
      'overall',
    ],
    [
      '1',
      cdm,
      'cohort_name',
      'gi_bleed',
      'overall',
      'overall',
      'sex',
      'Male',
      'percentage',
      'percentage',
      rows.male[1]!,
      'overall',
      'overall',
    ],
    [
      '1',
      cdm,
      'cohort_name',
      'gi_bleed',
      'overall',
      'overall',
      'age',
      '',
      'mean',
      'numeric',
      rows.age,
      'overall',
      'overall',
    ],
    [
      '1',
      cdm,
      'cohort_name',
      'gi_bleed',
      'overall',
      'overall',
      'peptic ulcer',
      '',
      'count',
      'integer',
      rows.bleed[0]!,
      'overall',
      'overall',
    ],
    [
      '1',
      cdm,
      'cohort_name',
      'gi_bleed',
      'overall',
      'overall',
      'peptic ulcer',
      '',
      'percentage',
      'percentage',
      rows.bleed[1]!,
      'overall',
      'overall',
    ],
  ]);

const record = (cdmName: string, version: number) => ({
  engineName: 'engine',
  engineAddress: 'http://engine.test',
  cdmName,
  cdmVersion: '5.3.1',
  vocabularyVersion: 'v5.0',
  packageVersion: version,
  packageFileName: `hf_readmission_v${version}.sql`,
  packageChecksum: '0'.repeat(64),
  startedByName: '김민준',
  startedAt: new Date().toISOString(),
});

/**
 * A run of `version` at `cdm` in `status`, its files as the callback stores them (bytes only for
 * CHECKED and RELEASED ones), and, when `seen`, 김민준's approved VIEW request for it.
 */
async function addRun(
  cdm: string,
  version: number,
  status: ExecutionStatus,
  options: { seen?: boolean; files?: { name: string; status: ResultFileStatus; text: string }[] } = {},
) {
  const where = cdms.get(cdm)!;
  const finished = ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR'].includes(status);
  const [row] = await t.db
    .insert(executions)
    .values({
      projectId,
      analysisId,
      versionId: versionIds.get(version)!,
      cdmId: where.id,
      orgId: where.orgId,
      status,
      record: record(cdm, version),
      finishedAt: finished ? new Date() : null,
    })
    .returning({ id: executions.id });
  const id = row!.id;
  for (const file of options.files ?? []) {
    const stored = file.status === 'CHECKED' || file.status === 'RELEASED';
    const [bytes] = stored
      ? await t.db
          .insert(files)
          .values({
            name: file.name,
            mimeType: 'text/csv',
            size: file.text.length,
            content: Buffer.from(file.text),
            restricted: true,
          })
          .returning({ id: files.id })
      : [];
    await t.db.insert(executionFiles).values({
      executionId: id,
      fileId: bytes?.id ?? null,
      name: file.name,
      status: file.status,
      format: file.text.startsWith('result_id') ? 'SUMMARISED_RESULT' : 'OTHER',
      size: file.text.length,
    });
  }
  if (options.seen)
    await t.db
      .insert(resultRequests)
      .values({ executionId: id, kind: 'VIEW', state: 'APPROVED', requestedBy: researcherId });
  return id;
}

const combined = (query = '', email = RESEARCHER) =>
  h.call('GET', `/api/v1/projects/${projectId}/analysis/${analysisId}/results/combined${query}`, email);
const view = async (query = '', email = RESEARCHER) => {
  const res = await combined(query, email);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<CombinedResult>>().content;
};
const stateOf = (result: CombinedResult, cdm: string) => result.hospitals.find((x) => x.cdmName === cdm);
const summarisedRow = (result: CombinedResult, variable: string, level: string, estimate: string) => {
  if (result.table?.format !== 'SUMMARISED_RESULT')
    throw new Error(`not summarised: ${result.table?.format}`);
  return result.table.rows.find(
    (row) => row.variableName === variable && row.variableLevel === level && row.estimateName === estimate,
  );
};

beforeAll(async () => {
  t = await createTestApp();
  projectId = await h.projectIdOf(HEART);
  researcherId = await h.idOf(RESEARCHER);
  const [analysis] = await t.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.name, PREDICTION));
  analysisId = analysis!.id;
  for (const v of await t.db
    .select({ id: analysisVersions.id, version: analysisVersions.version })
    .from(analysisVersions)
    .where(eq(analysisVersions.analysisId, analysisId)))
    versionIds.set(v.version, v.id);
  for (const cdm of await t.db
    .select({ id: cdmDatabases.id, name: cdmDatabases.name, orgId: cdmDatabases.orgId })
    .from(cdmDatabases))
    cdms.set(cdm.name, cdm);
  // Every demo hospital is a target (the seed names three).
  await t.db.delete(analysisTargets).where(eq(analysisTargets.analysisId, analysisId));
  await t.db.insert(analysisTargets).values([...cdms.values()].map((cdm) => ({ analysisId, cdmId: cdm.id })));

  const released = (rows: string) => ({
    name: 'counts.csv',
    status: 'RELEASED' as const,
    text: `year,region,patients,rate\n${rows}`,
  });
  run.set(
    'HANBIT v1',
    await addRun('HANBIT_CDM', 1, 'FINISHED_SUCCESSFULLY', {
      seen: true,
      files: [
        {
          name: 'characterization.csv',
          status: 'CHECKED',
          text: characterization('HANBIT', {
            subjects: '100',
            female: ['60', '60'],
            male: ['40', '40'],
            age: '61.0',
            bleed: ['10', '10'],
          }),
        },
      ],
    }),
  );
  run.set(
    'HANBIT',
    await addRun('HANBIT_CDM', 2, 'FINISHED_SUCCESSFULLY', {
      seen: true,
      files: [
        {
          name: 'characterization.csv',
          status: 'CHECKED',
          text: characterization('HANBIT', {
            subjects: '120',
            female: ['70', '58.33'],
            male: ['50', '41.67'],
            age: '63.2',
            bleed: ['<5', '-'],
          }),
        },
        released('2020,서울,12,0.5\n2021,서울,<5,0.25\n'),
        { name: 'raw.csv', status: 'RELEASED', text: 'code,n\nA,10\n' },
      ],
    }),
  );
  run.set(
    'SJMC',
    await addRun('SJMC_CDM', 2, 'FINISHED_SUCCESSFULLY', {
      seen: true,
      files: [
        {
          name: 'characterization.csv',
          status: 'CHECKED',
          text: characterization('SJMC', {
            subjects: '38',
            female: ['36', '94.74'],
            male: ['<5', '-'],
            age: '58.1',
            bleed: ['7', '18.42'],
          }),
        },
        released('2021,서울,9,0.3\n2020,서울,8,0.1\n'),
        { name: 'raw.csv', status: 'HELD', text: 'code,n\nA,3\n' },
        { name: 'persons.csv', status: 'REFUSED', text: 'person_id\n1\n' },
      ],
    }),
  );
  run.set(
    'HAEORUM',
    await addRun('HAEORUM_CDM', 2, 'FINISHED_SUCCESSFULLY', {
      files: [
        {
          name: 'characterization.csv',
          status: 'CHECKED',
          text: characterization('HAEORUM', {
            subjects: '900',
            female: ['450', '50'],
            male: ['450', '50'],
            age: '70.0',
            bleed: ['90', '10'],
          }),
        },
      ],
    }),
  );
  run.set(
    'MUDEUNG',
    await addRun('MUDEUNG_CDM', 1, 'FINISHED_SUCCESSFULLY', {
      seen: true,
      files: [
        {
          name: 'characterization.csv',
          status: 'CHECKED',
          text: characterization('MUDEUNG', {
            subjects: '77',
            female: ['40', '51.95'],
            male: ['37', '48.05'],
            age: '66.0',
            bleed: ['5', '6.49'],
          }),
        },
      ],
    }),
  );
  run.set('CHEONGSOL', await addRun('CHEONGSOL_CDM', 2, 'FINISHED_WITH_ERROR', { seen: true }));
  // A cancelled run is no run: 제주한라 stays NO_RUN.
  await addRun('HALLA_CDM', 2, 'CANCELED');
});
afterAll(async () => {
  await t.close();
});

describe('which version, and every hospital in it', () => {
  it('opens on the newest version with results he may add, naming all seven hospitals with their state', async () => {
    const result = await view();
    expect(result.analysisName).toBe(PREDICTION);
    expect(result.version).toBe(2);
    expect(result.versions).toEqual([
      { version: 2, includedHospitals: 2 },
      { version: 1, includedHospitals: 2 },
    ]);
    const states = (hospitals: CombinedHospital[]) =>
      hospitals.map((x) => [x.orgName, x.state, x.executionId, x.otherVersions]);
    // In Korean order of the hospitals' names.
    expect(states(result.hospitals)).toEqual([
      ['강원솔내병원', 'NO_RUN', null, []],
      ['광주무등의료원', 'OTHER_VERSION', run.get('MUDEUNG'), [1]],
      ['대구청솔병원', 'FAILED', run.get('CHEONGSOL'), []],
      ['부산해오름병원', 'NOT_VIEWABLE', run.get('HAEORUM'), []],
      ['서울중앙의료원', 'INCLUDED', run.get('SJMC'), []],
      ['제주한라병원', 'NO_RUN', null, []],
      ['한빛대학교병원', 'INCLUDED', run.get('HANBIT'), []],
    ]);
    // The held and refused files are not among what may be read; the held one is said per hospital below.
    expect(result.files).toEqual(['characterization.csv', 'counts.csv', 'raw.csv']);
    expect(result.file).toBe('characterization.csv');
    expect(result.sources).toEqual([run.get('SJMC'), run.get('HANBIT')]);
    expect(stateOf(result, 'HANBIT_CDM')).toMatchObject({ file: 'ADDED', endedWithError: false });
  });

  it('switches to version 1: 한빛’s older run and 무등’s are added, the version-2 hospitals are named as such', async () => {
    const result = await view('?version=1');
    expect(result.version).toBe(1);
    expect(result.hospitals.map((x) => [x.cdmName, x.state, x.executionId])).toEqual([
      ['GANGWON_CDM', 'NO_RUN', null],
      ['MUDEUNG_CDM', 'INCLUDED', run.get('MUDEUNG')],
      ['CHEONGSOL_CDM', 'OTHER_VERSION', run.get('CHEONGSOL')],
      ['HAEORUM_CDM', 'OTHER_VERSION', run.get('HAEORUM')],
      ['SJMC_CDM', 'OTHER_VERSION', run.get('SJMC')],
      ['HALLA_CDM', 'NO_RUN', null],
      ['HANBIT_CDM', 'INCLUDED', run.get('HANBIT v1')],
    ]);
    expect(stateOf(result, 'SJMC_CDM')?.otherVersions).toEqual([2]);
    expect(result.files).toEqual(['characterization.csv']);
    expect(summarisedRow(result, 'number subjects', '', 'count')?.total).toEqual({
      value: 177,
      lowerBound: false,
      how: 'SUM',
    });
  });
});

describe('a summarised_result file', () => {
  it('adds up counts across hospitals and never a hospital he may not see', async () => {
    const result = await view('?version=2&file=characterization.csv');
    const subjects = summarisedRow(result, 'number subjects', '', 'count')!;
    expect(subjects).toMatchObject({
      groupName: 'cohort_name',
      groupLevel: 'gi_bleed',
      strataName: 'overall',
      values: ['38', '120'],
    });
    // The 120-person hospital is in, the 900 of the one he may not see is not. Read in the table's cells
    // only: the whole answer holds ids and times, where "900" may turn up by chance (a run's .900 s).
    expect(subjects.total).toEqual({ value: 158, lowerBound: false, how: 'SUM' });
    expect(JSON.stringify(result.table)).not.toContain('"900"');
    expect(stateOf(result, 'HAEORUM_CDM')).toMatchObject({ state: 'NOT_VIEWABLE' });
    expect(summarisedRow(result, 'sex', 'Female', 'count')?.total).toEqual({
      value: 106,
      lowerBound: false,
      how: 'SUM',
    });
  });

  it('makes a sum over a hidden cell a lower bound, and recomputes a percentage only where it is exact', async () => {
    const result = await view('?file=characterization.csv');
    const male = summarisedRow(result, 'sex', 'Male', 'count')!;
    expect(male.values).toEqual(['<5', '50']);
    expect(male.total).toEqual({ value: 50, lowerBound: true, how: 'SUM' });
    expect(summarisedRow(result, 'peptic ulcer', '', 'count')?.total).toEqual({
      value: 7,
      lowerBound: true,
      how: 'SUM',
    });
    // 106 of 158: recomputed from the summed counts, not averaged from 94.74 and 58.33.
    const female = summarisedRow(result, 'sex', 'Female', 'percentage')!;
    expect(female.values).toEqual(['94.74', '58.33']);
    expect(female.total).toEqual({ value: 67.09, lowerBound: false, how: 'FROM_COUNTS' });
    // A percentage over a hidden count cannot be recomputed; a mean is never added: per hospital only.
    expect(summarisedRow(result, 'sex', 'Male', 'percentage')?.total).toBeNull();
    const age = summarisedRow(result, 'age', '', 'mean')!;
    expect(age.values).toEqual(['58.1', '63.2']);
    expect(age.total).toBeNull();
  });
});

describe('a released free CSV', () => {
  it('is combined by its columns’ content: ids and labels make the key, counts are summed, rates shown', async () => {
    const result = await view('?file=counts.csv');
    expect(result.table).toMatchObject({
      format: 'OTHER',
      keyColumns: ['year', 'region'],
      valueColumns: [
        { name: 'patients', summed: true },
        { name: 'rate', summed: false },
      ],
    });
    if (result.table?.format !== 'OTHER') throw new Error('not a columns table');
    expect(result.table.rows).toEqual([
      {
        key: ['2021', '서울'],
        values: [
          ['9', '0.3'],
          ['<5', '0.25'],
        ],
        totals: [{ value: 9, lowerBound: true, how: 'SUM' }, null],
      },
      {
        key: ['2020', '서울'],
        values: [
          ['8', '0.1'],
          ['12', '0.5'],
        ],
        totals: [{ value: 20, lowerBound: false, how: 'SUM' }, null],
      },
    ]);
  });

  it('leaves out a copy still held at its hospital, and says so for that hospital', async () => {
    const result = await view('?file=raw.csv');
    expect(stateOf(result, 'SJMC_CDM')).toMatchObject({ state: 'INCLUDED', file: 'HELD' });
    expect(stateOf(result, 'HANBIT_CDM')).toMatchObject({ state: 'INCLUDED', file: 'ADDED' });
    expect(result.sources).toEqual([run.get('HANBIT')]);
    expect(JSON.stringify(result.table)).not.toContain('"3"');
  });
});

describe('runs that ended otherwise', () => {
  it('says RUNNING for a hospital whose run of the version has not ended', async () => {
    const running = await addRun('HALLA_CDM', 2, 'EXECUTING_DOCKER');
    expect(stateOf(await view(), 'HALLA_CDM')).toMatchObject({ state: 'RUNNING', executionId: running });
  });

  it('adds a failed run’s checked file, marked, and counts it FAILED for a file it does not hold', async () => {
    const failed = await addRun('CHEONGSOL_CDM', 2, 'FINISHED_WITH_ERROR', {
      seen: true,
      files: [
        {
          name: 'characterization.csv',
          status: 'CHECKED',
          text: characterization('CHEONGSOL', {
            subjects: '12',
            female: ['6', '50'],
            male: ['6', '50'],
            age: '60.0',
            bleed: ['<5', '-'],
          }),
        },
      ],
    });
    const result = await view('?file=characterization.csv');
    expect(stateOf(result, 'CHEONGSOL_CDM')).toMatchObject({
      state: 'INCLUDED',
      executionId: failed,
      endedWithError: true,
      file: 'ADDED',
    });
    expect(summarisedRow(result, 'number subjects', '', 'count')?.total?.value).toBe(170);
    expect(stateOf(await view('?file=counts.csv'), 'CHEONGSOL_CDM')).toMatchObject({
      state: 'FAILED',
      executionId: failed,
      file: null,
    });
    await t.db.delete(executions).where(and(eq(executions.id, failed)));
  });
});

describe('who may ask, and bad input', () => {
  it('keeps out a non-member, and answers an unknown analysis, version or file with a 404 naming it', async () => {
    expect((await combined('', PARTNER)).statusCode).toBe(403);
    const other = await h.call(
      'GET',
      `/api/v1/projects/${projectId}/analysis/999999/results/combined`,
      RESEARCHER,
    );
    expect(other.statusCode).toBe(404);
    const version = await combined('?version=9');
    expect(version.statusCode).toBe(404);
    expect(version.json<Envelope<null>>().message).toBe(c.versionMissing(9));
    const file = await combined('?version=1&file=counts.csv');
    expect(file.statusCode).toBe(404);
    expect(file.json<Envelope<null>>().message).toBe(c.fileMissing('counts.csv', 1));
  });

  it('refuses a version that is not a number and an empty file name with a Korean message', async () => {
    const version = await combined('?version=abc');
    expect(version.statusCode).toBe(400);
    expect(version.json<Envelope<null>>().message).toBe(`버전: ${c.versionInvalid}`);
    const file = await combined('?file=');
    expect(file.statusCode).toBe(400);
    expect(file.json<Envelope<null>>().message).toBe(`파일: ${c.fileInvalid}`);
  });
});
