import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { executionsApi } from '@cdmnet/api';
import type { MockDb } from '@cdmnet/api/mocks';
import { animationsDone, RESEARCHER, screen, world } from '../../../app/testing/story-helpers';
import { withScreen } from '../../../app/testing/story-providers';

// What the execution page's stories share. The mock's executions (executions.fixtures.ts): project 1,
// analysis 1 (the estimation) holds 1 finished at HANBIT_CDM with result files and a Shiny app, 2 failed
// at SJMC_CDM, 3 canceled while it waited, 4 finished at HAEORUM_CDM (부산해오름병원's level E keeps its
// results from 김민준), 5 running at HANBIT_CDM, 6 waiting; analysis 2 holds 7 (saving its results) and
// 8 (cancelling). 김민준 manages project 1; 박지현 is a member with EXECUTION_CREATE and EXECUTION_VIEW.
// Execution 1's files were released by 한빛's admin (its log is checked by the node); 김민준 sees them
// (level EV) but may not take them out until his DELIVERY request (4) is approved. Execution 4 also has
// characterization.csv (summarised_result, checked) and cohort_rows.csv (held at the hospital).

export { RESEARCHER };
export const ADMIN = 'admin@demo.cdmnet.kr';
export const ESTIMATION = '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교';

/** Mounts an execution's page at /project/{id}/analysis/{analysisId}/execution/{executionId}. */
export const withExecutionPage = (initialEntry = '/project/1/analysis/1/execution/1') =>
  withScreen({ path: '/project/:projectId/analysis/:analysisId/execution/:executionId', initialEntry });

/** Where execution `id` of analysis `analysisId` (project 1) opens. */
export const executionAt = (id: number, analysisId = 1) => ({
  screen: { initialEntry: `/project/1/analysis/${analysisId}/execution/${id}` },
});

/** A world where 박지현 holds exactly `permissions` in project 1. */
export const adminHolding = (...permissions: MockDb['projectMembers'][number]['permissions']) =>
  world(ADMIN, (db) => {
    db.projectMembers.find((m) => m.projectId === 1 && m.userId === 2)!.permissions = permissions;
  });

/** Records where each log read started (`after`), then lets the world's handler answer it. */
export function logReads() {
  const afters: (string | null)[] = [];
  const handler: HttpHandler = http.get(`*${executionsApi.getExecutionLog.path}`, ({ request }) => {
    afters.push(new URL(request.url).searchParams.get('after'));
    return undefined;
  });
  return { afters, handler };
}

/** The page's heading, once the execution has loaded. */
export const heading = (canvasElement: HTMLElement, id: number) =>
  within(canvasElement).findByRole('heading', { level: 2, name: `실행 #${id}` });

/** A card of the page by its title. */
export const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

/** Answers the confirmation named `question` with `button`, and waits for it to close. */
export async function answer(canvasElement: HTMLElement, question: string | RegExp, button: string) {
  const dialog = await screen(canvasElement).findByRole('alertdialog', { name: question });
  await animationsDone(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
}
