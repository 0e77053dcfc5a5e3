import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProjectPermission, ResearchRole } from '@cdmnet/api';
import { animationsDone, RESEARCHER, screen, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';

// What the analysis stories share. The demo analyses (the mock's fixtures): project 1 is managed by
// 김민준 (researcher, no research roles) with 박지현 (admin) as a member; its analyses are 1 an estimation
// with two versions, 2 박지현's prediction, 3 an ML analysis, 4 an FL analysis with a SERVER and a CLIENT
// version, 5 an estimation without package or description, 6 an advanced analysis with two pictures.
// Analyses 7 and 8 are project 2's. Project 3 (김민준's too) has none. Executions (the mock's
// executions.fixtures.ts): analysis 1 holds 1 (finished), 2 (failed), 3 (canceled), 4 (finished at
// 부산해오름병원), 5 (running) and 6 (waiting); analysis 2 holds 7 (saving) and 8 (cancelling); analysis 3
// holds 9 (preparing). 박지현 may start executions and see results but not cancel.

export { RESEARCHER };
export const ADMIN = 'admin@demo.cdmnet.kr';

export const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';
export const ESTIMATION = '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교';
export const FL_ANALYSIS = '병원 간 연합학습 심혈관 위험 점수';
export const ADVANCED = '약제군별 누적 발생 곡선 해석';

export const ALL_ROLES: ResearchRole[] = ['ML', 'FL', 'ADVANCED_ANALYSIS'];

/** A world signed in as `email` who holds `roles` (the fixtures give 김민준 ADVANCED_ANALYSIS and ML, as the demo does). */
export const worldWithRoles = (email: string, roles: ResearchRole[]) =>
  world(email, (db) => {
    const user = db.users.find((u) => u.primaryEmail === email);
    if (user) user.researchRole = roles;
  });

/** A world where 박지현 holds exactly `permissions` in project 1 (she has IRB_REQUEST, EXECUTION_CREATE and EXECUTION_VIEW). */
export const adminHolding = (...permissions: ProjectPermission[]) =>
  world(ADMIN, (db) => {
    const row = db.projectMembers.find((m) => m.projectId === 1 && m.userId === 2);
    if (row) row.permissions = permissions;
  });

/** Mounts the tab at /project/{id}/analysis as the project's layout would (the layout is another feature's). */
export const withAnalysisTab = (initialEntry = '/project/1/analysis') =>
  withScreen({ path: '/project/:projectId/analysis', initialEntry });

/** The 실행 section's chunk, fetched before the story renders, as the app's route fetches it beside the page. */
export const preloadExecutionsSection = async () => {
  await import('../components/executions-section');
  return {};
};

/** Mounts an analysis's page at /project/{id}/analysis/{analysisId}. */
export const withAnalysisPage = (initialEntry = '/project/1/analysis/1') =>
  withScreen({ path: '/project/:projectId/analysis/:analysisId', initialEntry });

/**
 * An analysis's page as its stories show it: mounted at its address, the 실행 section's chunk fetched
 * beside it (as the route does), 김민준's world, and the app's state reset between stories. Spread
 * into a story file's meta beside its title.
 */
export const analysisPageStories = {
  decorators: [withAnalysisPage()],
  loaders: [preloadExecutionsSection],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
};

/** The dialog named `name`, once it has finished appearing. */
export async function dialogNamed(canvasElement: HTMLElement, name: string) {
  const dialog = await screen(canvasElement).findByRole('dialog', { name });
  await animationsDone(dialog);
  return dialog;
}

/** Answers the confirmation named `question` with `button`, and waits for it to close. */
export async function answer(canvasElement: HTMLElement, question: string | RegExp, button: string) {
  const dialog = await screen(canvasElement).findByRole('alertdialog', { name: question });
  await animationsDone(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
}

/** The page's file input (the kit's FileUpload hides it behind its 파일 선택 button). */
export function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A zip's first bytes, which the server checks (a local file header). */
const ZIP_HEADER = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

/** A package file of `size` bytes; a .zip starts as a zip does. */
export const packageFile = (name: string, size = 2048) =>
  name.endsWith('.zip')
    ? new File([ZIP_HEADER, 'x'.repeat(size - ZIP_HEADER.length)], name)
    : new File(['x'.repeat(size)], name);

/** A cell's text without what is hidden from screen readers. */
export const spokenText = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
};
