import { within } from 'storybook/test';
import type { MockDb } from '@cdmnet/api/mocks';
import { resultRequestsOf } from '@cdmnet/api/mocks';
import { RESEARCHER, world } from '../../../app/testing/story-helpers';
import { withScreen } from '../../../app/testing/story-providers';

// What the combined view's stories share. The mock's executions (executions.fixtures.ts): project 1's
// analysis 1 finished at HANBIT_CDM (execution 1: age_groups, gender and persons CSVs) and at
// HAEORUM_CDM (execution 4: gender and persons), whose 부산해오름병원 (level E) keeps its results from
// 김민준 until his VIEW request (result-requests.fixtures.ts, 5) is approved; execution 5 runs at
// HANBIT_CDM. Analysis 2 has no successful run. 박지현 is a member with EXECUTION_VIEW.

export { RESEARCHER };
export const ADMIN = 'admin@demo.cdmnet.kr';
export const ESTIMATION = '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교';

/** Mounts the combined view at /project/{id}/analysis/{analysisId}/results, the file in `?file=`. */
export const withCombinedResultsPage = (initialEntry = '/project/1/analysis/1/results') =>
  withScreen({ path: '/project/:projectId/analysis/:analysisId/results', initialEntry });

/** Where the story opens. */
export const openAt = (initialEntry: string) => ({ screen: { initialEntry } });

/** Execution `executionId`'s file `name`, replaced by `text`. */
export function fileSays(db: MockDb, executionId: number, name: string, text: string) {
  const file = db.executionFiles.find((f) => f.executionId === executionId && f.name === name);
  if (!file) throw new Error(`no ${name} in execution ${executionId}`);
  file.bytes = new TextEncoder().encode(text);
}

/**
 * 김민준 may see both hospitals (his request to 부산해오름병원 approved), whose gender.csv differs from
 * 한빛's: 남성 3 (left unmasked by its engine, masked again by the platform), 기타 7 where 한빛 masked
 * its count, and 미상, a row only it has.
 */
export const bothHospitals = () =>
  world(RESEARCHER, (db) => {
    resultRequestsOf(db).find((r) => r.id === 5)!.state = 'APPROVED';
    fileSays(db, 4, 'gender.csv', 'gender,persons\n여성,842\n남성,3\n기타,7\n미상,12\n');
  });

/** The page's heading. */
export const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 2, name: '병원별 결과 합산' });

/** The table's scrolling region for `file`, once it has arrived. */
export const tableRegion = (canvasElement: HTMLElement, file: string) =>
  within(canvasElement).findByRole('region', { name: `${file} 병원별 합산 표` }, { timeout: 5000 });

/** The table's column group headers (hospitals, then 합계), as read aloud. */
export const groupHeaders = (table: HTMLElement) =>
  [...table.querySelectorAll('th[scope="colgroup"]')].map((th) =>
    th.textContent?.replace(/\s+/g, ' ').trim(),
  );

/** A body row's cells after its key, as read aloud (what is shown aside, what is said kept). */
export function rowSays(table: HTMLElement, key: string): string[] {
  const header = within(table).getByRole('rowheader', { name: key });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row ${key}`);
  return [...row.querySelectorAll('td')].map((td) =>
    [...td.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  );
}

/** A body row's cells after its key, as shown. */
export function rowShows(table: HTMLElement, key: string): string[] {
  const row = within(table).getByRole('rowheader', { name: key }).closest('tr');
  return [...(row?.querySelectorAll('td') ?? [])].map(
    (td) => td.querySelector('[aria-hidden="true"]')?.textContent ?? td.textContent ?? '',
  );
}
