import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes.js';
import { resultRequestsApi } from '../contract/index.js';
import { resultRequestMessages as t } from '../contract/result-requests.ko.js';
import type { MockDb } from './db.js';
import { moveMockExecution } from './executions.handlers.js';
import { resultRequestsOf } from './result-requests.fixtures.js';
import { ADMIN, contentOf, forbidden, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The combined view's mock answers as the server's combineResults (issue 12 "Results across
// hospitals"). Fixtures: analysis 1 of project 1 finished at HANBIT_CDM (execution 1: age_groups,
// gender and persons CSVs) and at HAEORUM_CDM (execution 4: gender and persons), whose 부산해오름병원
// (level E) keeps its results from 김민준 until his VIEW request (5) is approved.

const combined = (file: string, analysisId = 1, id = 1) => ({ params: { id, analysisId }, query: { file } });

const encode = (text: string) => new TextEncoder().encode(text);

/** Execution `executionId`'s file `name`, replaced by `text`. */
const fileSays = (db: MockDb, executionId: number, name: string, text: string) => {
  const file = db.executionFiles.find((f) => f.executionId === executionId && f.name === name);
  if (!file) throw new Error(`no ${name} in execution ${executionId}`);
  file.bytes = encode(text);
};

/** 김민준 may see 부산해오름병원's results (his request approved), which differ from 한빛's. */
const bothVisible = (db: MockDb) => {
  resultRequestsOf(db).find((r) => r.id === 5)!.state = 'APPROVED';
  // An engine that masks nothing (3), a count only 해오름 has (기타, 7), a row only it has (미상).
  fileSays(db, 4, 'gender.csv', 'gender,persons\n여성,842\n남성,3\n기타,7\n미상,12\n');
};

describe('who may call', () => {
  it('keeps anyone but the project’s members out, before the input', async () => {
    world(PARTNER);
    expect(await send(resultRequestsApi.combinedResults, { params: { id: 1, analysisId: 1 } })).toMatchObject(
      forbidden,
    );
  });

  it('needs a file, and answers 404 for an analysis of another project', async () => {
    world(RESEARCHER);
    expect(await send(resultRequestsApi.combinedResults, { params: { id: 1, analysisId: 1 } })).toMatchObject(
      {
        status: 400,
        code: ResultCode.INVALID_INPUT,
      },
    );
    expect(await send(resultRequestsApi.combinedResults, combined('gender.csv', 7))).toMatchObject({
      status: 404,
      message: t.notFound,
    });
  });
});

describe('the combined view', () => {
  it('adds up what the caller may see and lists the hospitals kept from them, never their numbers', async () => {
    world(RESEARCHER);
    const view = await contentOf(resultRequestsApi.combinedResults, combined('gender.csv'));
    expect(view).toMatchObject({
      file: 'gender.csv',
      files: ['age_groups.csv', 'gender.csv', 'persons.csv'],
      keyColumns: ['gender'],
      countColumns: ['persons'],
      hospitals: [{ executionId: 1, orgName: '한빛대학교병원', cdmName: 'HANBIT_CDM' }],
      hidden: [{ executionId: 4, orgName: '부산해오름병원', cdmName: 'HAEORUM_CDM' }],
    });
    expect(view.rows).toEqual([
      { key: ['여성'], values: [['1391']], totals: [1391], totalsMasked: [false] },
      { key: ['남성'], values: [['1289']], totals: [1289], totalsMasked: [false] },
      { key: ['기타'], values: [['<5']], totals: [0], totalsMasked: [true] },
    ]);
  });

  it('sums per row across hospitals: masked stays masked, the sum a lower bound, absent is null', async () => {
    world(RESEARCHER, bothVisible);
    const view = await contentOf(resultRequestsApi.combinedResults, combined('gender.csv'));
    // 부산해오름병원 before 한빛대학교병원, in Korean order.
    expect(view.hospitals.map((h) => [h.executionId, h.orgName])).toEqual([
      [4, '부산해오름병원'],
      [1, '한빛대학교병원'],
    ]);
    expect(view.hidden).toEqual([]);
    expect(view.hospitals[0]?.finishedAt).toBe('2026-10-03T02:44:31.000Z');
    expect(view.rows).toEqual([
      { key: ['여성'], values: [['842'], ['1391']], totals: [2233], totalsMasked: [false] },
      // 3 left the engine unmasked: masked again, as on delivery.
      { key: ['남성'], values: [['<5'], ['1289']], totals: [1289], totalsMasked: [true] },
      { key: ['기타'], values: [['7'], ['<5']], totals: [7], totalsMasked: [true] },
      { key: ['미상'], values: [['12'], [null]], totals: [12], totalsMasked: [false] },
    ]);
  });

  it('takes only the hospitals whose run has the file; one none of them has is 404', async () => {
    world(RESEARCHER, bothVisible);
    const ages = await contentOf(resultRequestsApi.combinedResults, combined('age_groups.csv'));
    expect(ages.hospitals.map((h) => h.executionId)).toEqual([1]);
    expect(ages.keyColumns).toEqual(['age_group']);
    expect(ages.rows).toHaveLength(7);
    const persons = await contentOf(resultRequestsApi.combinedResults, combined('persons.csv'));
    expect(persons.keyColumns).toEqual(['cohort_definition_id', 'cohort_name', 'person_years']);
    expect(persons.countColumns).toEqual(['persons']);
    expect(persons.rows[0]).toMatchObject({ totals: [3164], totalsMasked: [false] });
    expect(await send(resultRequestsApi.combinedResults, combined('stdout.txt'))).toMatchObject({
      status: 404,
      code: ResultCode.NOT_FOUND,
      message: t.fileMissing('stdout.txt'),
    });
  });

  it('uses the newest successful run per CDM', async () => {
    const db = world(RESEARCHER);
    moveMockExecution(db, 5, 'SAVING_RESULT_FILES');
    moveMockExecution(db, 5, 'FINISHED_SUCCESSFULLY');
    db.executionFiles.push({
      id: 100,
      executionId: 5,
      name: 'gender.csv',
      bytes: encode('gender,persons\n여성,1400\n남성,1300\n'),
    });
    const view = await contentOf(resultRequestsApi.combinedResults, combined('gender.csv'));
    expect(view.hospitals.map((h) => h.executionId)).toEqual([5]);
    expect(view.files).toEqual(['gender.csv']);
    expect(view.rows.map((row) => row.totals[0])).toEqual([1400, 1300]);
  });

  it('is empty, with every hospital hidden, for a member who may see no results', async () => {
    world(ADMIN, (db) => {
      db.projectMembers.find((m) => m.projectId === 1 && m.userId === 2)!.permissions = ['EXECUTION_CREATE'];
    });
    const view = await contentOf(resultRequestsApi.combinedResults, combined('gender.csv'));
    expect(view).toMatchObject({ files: [], hospitals: [], rows: [], keyColumns: [], countColumns: [] });
    expect(view.hidden.map((h) => h.executionId)).toEqual([4, 1]);
  });
});
