import { within } from 'storybook/test';
import type { MockDb, MockExecution } from '@cdmnet/api/mocks';
import { mockResultFile, moveMockExecution, resultRequestsOf } from '@cdmnet/api/mocks';
import { RESEARCHER, world } from '../../../app/testing/story-helpers';
import { withScreen } from '../../../app/testing/story-providers';

// What the combined view's stories share. The mock's executions (executions.fixtures.ts), project 1's
// analysis 1 (targets HANBIT, SJMC, HAEORUM): version 1 finished at HANBIT_CDM (execution 1: released
// age_groups, gender and persons CSVs), failed at SJMC_CDM (2), was cancelled at HAEORUM_CDM (3);
// version 2 finished at HAEORUM_CDM (4: a checked characterization.csv in summarised_result, which
// 부산해오름병원, level E, keeps from 김민준 until his VIEW request 5 is approved), runs at HANBIT_CDM (5)
// and waits at SJMC_CDM (6). Analysis 2 has no run that ended; analysis 5 has no package.

export { RESEARCHER };
export const ADMIN = 'admin@demo.cdmnet.kr';
export const ESTIMATION = '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교';

/** Mounts the combined view at /project/{id}/analysis/{analysisId}/results, `?version=&file=` after it. */
export const withCombinedResultsPage = (initialEntry = '/project/1/analysis/1/results') =>
  withScreen({ path: '/project/:projectId/analysis/:analysisId/results', initialEntry });

/** Where the story opens. */
export const openAt = (initialEntry: string) => ({ screen: { initialEntry } });

const HEADER =
  'result_id,cdm_name,group_name,group_level,strata_name,strata_level,variable_name,variable_level,estimate_name,estimate_type,estimate_value,additional_name,additional_level';

/** 서울중앙의료원's characterization of the same cohort: 420 persons, a few hidden cells of its own. */
const SJMC_CHARACTERIZATION =
  [
    HEADER,
    ...[
      'overall,overall,number subjects,,count,integer,420',
      'overall,overall,sex,Female,count,integer,230',
      'overall,overall,sex,Female,percentage,percentage,54.76',
      'overall,overall,sex,Male,count,integer,190',
      'overall,overall,sex,Male,percentage,percentage,45.24',
      'overall,overall,age,,mean,numeric,61',
      'overall,overall,age,,sd,numeric,10.1',
      'age_group,18 to 39,number subjects,,count,integer,12',
      'age_group,18 to 39,sex,Female,count,integer,<5',
      'age_group,40 to 64,number subjects,,count,integer,200',
      'age_group,65 or above,number subjects,,count,integer,208',
    ].map((row) => `1,SJMC_CDM,cohort_name,metformin_new_users,${row},overall,overall`),
  ].join('\n') + '\n';

/** A run copied from `from`, at another hospital or version, in `status`. */
function runLike(db: MockDb, from: number, change: Partial<MockExecution>): MockExecution {
  const source = db.executions.find((e) => e.id === from);
  if (!source) throw new Error(`no execution ${from}`);
  const copy = { ...structuredClone(source), ...change };
  db.executions.push(copy);
  return copy;
}

/**
 * Analysis 1 across all six hospitals, version 2: 서울중앙의료원's waiting run (6) finished with its own
 * characterization.csv; 광주무등의료원 ran only version 1 (51); 제주한라병원's version 2 failed (52);
 * 대구청솔병원 never ran it; 한빛's version 2 still runs. With `haeorumSeen`, 김민준's request to
 * 부산해오름병원 is approved and its characterization is added too.
 */
export const sixHospitals = ({ haeorumSeen }: { haeorumSeen: boolean }) =>
  world(RESEARCHER, (db) => {
    db.analyses.find((a) => a.id === 1)!.cdmIds = [1, 2, 3, 4, 5, 6];
    if (haeorumSeen) resultRequestsOf(db).find((r) => r.id === 5)!.state = 'APPROVED';
    for (const step of [
      'EXECUTING_PREPARING',
      'EXECUTING_DOCKER',
      'SAVING_RESULT_FILES',
      'FINISHED_SUCCESSFULLY',
    ] as const)
      moveMockExecution(db, 6, step);
    db.executionFiles.push(
      mockResultFile({ id: 90, executionId: 6, name: 'characterization.csv', text: SJMC_CHARACTERIZATION }),
    );
    runLike(db, 1, { id: 51, cdmId: 5, orgId: 5, version: 1 });
    db.executionFiles.push(
      mockResultFile(
        {
          id: 91,
          executionId: 51,
          name: 'gender.csv',
          text: 'gender,persons\n여성,402\n남성,377\n기타,<5\n',
        },
        { status: 'RELEASED', format: 'OTHER' },
      ),
    );
    runLike(db, 2, { id: 52, cdmId: 6, orgId: 6, version: 2 });
  });

/** The page's heading. */
export const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 2, name: '병원별 결과 합산' });

/** The table's scrolling region for `file`, once it has arrived. */
export const tableRegion = (canvasElement: HTMLElement, file: string) =>
  within(canvasElement).findByRole('region', { name: `${file} 병원별 합산 표` }, { timeout: 5000 });

/** The table's hospital headers (then 합계), as read. */
export const hospitalHeaders = (table: HTMLElement) =>
  [...table.querySelectorAll('thead tr:first-child th[colspan]')].map((th) =>
    th.textContent?.replace(/\s+/g, ' ').trim(),
  );

/** The body row whose key cells read `keys` (in order, any of its key cells). */
function rowOf(table: HTMLElement, keys: readonly string[]): HTMLTableRowElement {
  const row = [...table.querySelectorAll('tbody tr')].find((tr) => {
    const heads = [...tr.querySelectorAll('th')].map((th) => th.textContent?.trim() ?? '');
    return keys.every((key) => heads.includes(key));
  });
  if (!(row instanceof HTMLTableRowElement)) throw new Error(`no row ${keys.join(' / ')}`);
  return row;
}

/** A body row's value cells, as shown. */
export const rowShows = (table: HTMLElement, keys: readonly string[]) =>
  [...rowOf(table, keys).querySelectorAll('td')].map(
    (td) => td.querySelector('[aria-hidden="true"]')?.textContent ?? td.textContent ?? '',
  );

/** A body row's value cells, as read aloud (what is shown aside, what is said kept). */
export const rowSays = (table: HTMLElement, keys: readonly string[]) =>
  [...rowOf(table, keys).querySelectorAll('td')].map((td) =>
    [...td.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  );

/** The target hospitals as listed: organisation, then the state's badge. */
export const hospitalStates = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).getByRole('region', { name: '대상 병원' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      item.firstElementChild?.firstElementChild?.textContent ?? '',
      item.querySelector('[data-tone]')?.textContent ?? '',
    ]);
};

/** One hospital's entry in the list. */
export const hospitalItem = (canvasElement: HTMLElement, org: string) => {
  const list = within(canvasElement).getByRole('region', { name: '대상 병원' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.firstElementChild?.firstElementChild?.textContent === org);
  if (!item) throw new Error(`no hospital ${org}`);
  return item;
};
