import { describe, expect, it } from 'vitest';
import type { ExecutionSummary } from '@cdmnet/api';
import { combinedSourcesOf, csvNamesOf, sourcesSignature } from './combined-sources';

// The page chooses the runs as the server's combineResults does, to list the files it may ask for.

const run = (
  id: number,
  cdmId: number,
  orgName: string,
  finishedAt: string | null,
  resultAccess: ExecutionSummary['resultAccess'] = 'VIEW',
  status: ExecutionSummary['status'] = 'FINISHED_SUCCESSFULLY',
): ExecutionSummary => ({
  id,
  projectId: 1,
  analysisId: 1,
  analysisName: '분석',
  version: 1,
  cdmId,
  cdmName: `CDM_${cdmId}`,
  orgId: cdmId,
  orgName,
  status,
  error: null,
  startedById: null,
  startedByName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  finishedAt,
  resultAccess,
  mayCancel: false,
  deliveryChannels: [],
});

describe('combinedSourcesOf', () => {
  it('takes per CDM the newest successful run the caller may see, in Korean order of the organisation', () => {
    const sources = combinedSourcesOf([
      run(1, 1, '한빛대학교병원', '2026-09-12T01:38:20.000Z'),
      run(5, 1, '한빛대학교병원', '2026-11-26T01:00:00.000Z'),
      run(6, 1, '한빛대학교병원', null, 'VIEW', 'EXECUTING_DOCKER'),
      run(7, 2, '서울중앙의료원', '2026-11-26T02:00:00.000Z', 'VIEW', 'FINISHED_WITH_ERROR'),
      run(4, 3, '부산해오름병원', '2026-10-03T02:44:31.000Z'),
    ]);
    expect(sources.visible.map((row) => row.id)).toEqual([4, 5]);
    expect(sources.hidden).toEqual([]);
  });

  it('prefers an older run the caller may see; a CDM with none is hidden, by its newest', () => {
    const sources = combinedSourcesOf([
      run(1, 1, '한빛대학교병원', '2026-09-12T01:38:20.000Z'),
      run(5, 1, '한빛대학교병원', '2026-11-26T01:00:00.000Z', 'NONE'),
      run(3, 3, '부산해오름병원', '2026-09-03T02:44:31.000Z', 'NONE'),
      run(4, 3, '부산해오름병원', '2026-10-03T02:44:31.000Z', 'NONE'),
    ]);
    expect(sources.visible.map((row) => row.id)).toEqual([1]);
    expect(sources.hidden.map((row) => row.id)).toEqual([4]);
    expect(sourcesSignature(sources)).toBe('1,-4');
  });

  it('is empty without a successful run', () => {
    expect(combinedSourcesOf([run(6, 1, '한빛대학교병원', null, 'VIEW', 'WAITING')])).toEqual({
      visible: [],
      hidden: [],
    });
  });
});

describe('csvNamesOf', () => {
  it('lists each CSV once, sorted as the server sorts its files', () => {
    expect(
      csvNamesOf([
        [{ name: 'persons.csv' }, { name: 'stdout.txt' }, { name: 'age_groups.csv' }],
        [{ name: 'gender.CSV' }, { name: 'persons.csv' }, { name: 'report.pdf' }],
      ]),
    ).toEqual(['age_groups.csv', 'gender.CSV', 'persons.csv']);
  });
});
