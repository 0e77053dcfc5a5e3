import { describe, expect, it } from 'vitest';
import { combinedResultMessages as c } from '../contract/combined-results.ko.js';
import type { CombinedResult } from '../contract/combined-results.js';
import { ResultCode } from '../contract/codes.js';
import { resultRequestsApi } from '../contract/index.js';
import { resultRequestMessages as t } from '../contract/result-requests.ko.js';
import type { MockDb } from './db.js';
import { resultRequestsOf } from './result-requests.fixtures.js';
import { ADMIN, contentOf, forbidden, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The combined view's mock answers as the server's combineResults (issue 27 "The combined view").
// Fixtures: analysis 1 of project 1 targets HANBIT, SJMC and HAEORUM. Version 1: execution 1 finished at
// HANBIT (released free CSVs), 2 failed at SJMC, 3 was cancelled at HAEORUM. Version 2: 4 finished at
// HAEORUM (a checked characterization.csv in summarised_result; 부산해오름병원, level E, keeps it from
// 김민준 until his VIEW request 5 is approved), 5 runs at HANBIT, 6 waits at SJMC.

const combined = (query: Record<string, string> = {}, analysisId = 1, id = 1) => ({
  params: { id, analysisId },
  query,
});

/** 김민준 may see 부산해오름병원's results: his request approved. */
const haeorumApproved = (db: MockDb) => {
  resultRequestsOf(db).find((r) => r.id === 5)!.state = 'APPROVED';
};

const states = (view: CombinedResult) => view.hospitals.map((h) => [h.cdmName, h.state, h.executionId]);

describe('who may call, and bad input', () => {
  it('keeps anyone but the project’s members out, before the input', async () => {
    world(PARTNER);
    expect(await send(resultRequestsApi.combinedResults, combined({ version: 'x' }))).toMatchObject(
      forbidden,
    );
  });

  it('answers another project’s analysis, a version it lacks and a file no added run holds with 404', async () => {
    world(RESEARCHER);
    expect(await send(resultRequestsApi.combinedResults, combined({}, 7))).toMatchObject({
      status: 404,
      message: t.notFound,
    });
    expect(await send(resultRequestsApi.combinedResults, combined({ version: '9' }))).toMatchObject({
      status: 404,
      message: c.versionMissing(9),
    });
    expect(await send(resultRequestsApi.combinedResults, combined({ file: 'stdout.txt' }))).toMatchObject({
      status: 404,
      code: ResultCode.NOT_FOUND,
      message: c.fileMissing('stdout.txt', 1),
    });
    expect(await send(resultRequestsApi.combinedResults, combined({ version: 'two' }))).toMatchObject({
      status: 400,
      code: ResultCode.INVALID_INPUT,
      message: `버전: ${c.versionInvalid}`,
    });
  });
});

describe('the version and the hospitals', () => {
  it('opens on version 1 for 김민준 (nothing of version 2 is his to add), every target named', async () => {
    world(RESEARCHER);
    const view = await contentOf(resultRequestsApi.combinedResults, combined());
    expect(view.version).toBe(1);
    expect(view.versions).toEqual([
      { version: 2, includedHospitals: 0 },
      { version: 1, includedHospitals: 1 },
    ]);
    expect(states(view)).toEqual([
      ['HAEORUM_CDM', 'OTHER_VERSION', 4],
      ['SJMC_CDM', 'FAILED', 2],
      ['HANBIT_CDM', 'INCLUDED', 1],
    ]);
    expect(view.hospitals[0]?.otherVersions).toEqual([2]);
    expect(view.files).toEqual(['age_groups.csv', 'gender.csv', 'persons.csv']);
    expect(view.file).toBe('age_groups.csv');
    expect(view.table).toMatchObject({ format: 'OTHER', keyColumns: ['age_group'] });
  });

  it('switched to version 2: runs not ended and a hospital he may not see, and nothing to add', async () => {
    world(RESEARCHER);
    const view = await contentOf(resultRequestsApi.combinedResults, combined({ version: '2' }));
    expect(states(view)).toEqual([
      ['HAEORUM_CDM', 'NOT_VIEWABLE', 4],
      ['SJMC_CDM', 'RUNNING', 6],
      ['HANBIT_CDM', 'RUNNING', 5],
    ]);
    expect(view).toMatchObject({ files: [], file: null, sources: [], table: null });
  });

  it('with his request approved, opens on version 2 and adds the checked summarised_result', async () => {
    world(RESEARCHER, haeorumApproved);
    const view = await contentOf(resultRequestsApi.combinedResults, combined());
    expect(view.version).toBe(2);
    expect(view.files).toEqual(['characterization.csv', 'gender.csv', 'persons.csv']);
    expect(view.file).toBe('characterization.csv');
    expect(view.sources).toEqual([4]);
    if (view.table?.format !== 'SUMMARISED_RESULT') throw new Error('not summarised');
    const young = view.table.rows.find(
      (r) => r.strataLevel === '18 to 39' && r.variableName === 'number subjects',
    );
    expect(young).toMatchObject({ values: ['<5'], total: { value: 0, lowerBound: true, how: 'SUM' } });
    const female = view.table.rows.find(
      (r) => r.variableLevel === 'Female' && r.estimateName === 'percentage',
    );
    expect(female?.total).toEqual({ value: 51.33, lowerBound: false, how: 'FROM_COUNTS' });
  });

  it('names every hospital NOT_VIEWABLE or otherwise for a member who may see no results', async () => {
    world(ADMIN, (db) => {
      db.projectMembers.find((m) => m.projectId === 1 && m.userId === 2)!.permissions = ['EXECUTION_CREATE'];
    });
    const view = await contentOf(resultRequestsApi.combinedResults, combined());
    // No version has anything for her: the newest that ran.
    expect(view.version).toBe(2);
    expect(states(view)).toEqual([
      ['HAEORUM_CDM', 'NOT_VIEWABLE', 4],
      ['SJMC_CDM', 'RUNNING', 6],
      ['HANBIT_CDM', 'RUNNING', 5],
    ]);
    expect(view.table).toBeNull();
  });
});
