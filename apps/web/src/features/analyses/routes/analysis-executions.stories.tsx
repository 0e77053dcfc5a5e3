import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { executionMessages, executionsApi, resultRequestMessages } from '@cdmnet/api';
import { moveMockExecution, resultRequestsOf } from '@cdmnet/api/mocks';
import {
  animationsDone,
  bodyRows,
  failingUntilRetried,
  hanging,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState, withLiveEvents } from '../../../app/testing/story-providers';
import {
  adminHolding,
  answer,
  dialogNamed,
  ESTIMATION,
  RESEARCHER,
  spokenText,
  withAnalysisPage,
} from '../testing/analyses-stories';
import { preloadExecutionsSection } from '../testing/analyses-stories';
import { AnalysisDetailPage } from './analysis-detail-page';

// The analysis page's 실행 section (components/executions-section.tsx and the dialog it opens), told
// apart from the rest of the page's stories.

// The section is first a stand-in while its chunk loads (lazy-executions-section.tsx), then the real
// one: what is found is asked for afresh, never looked for inside a stand-in that has since gone. The
// file's first story also waits for Vite to compile the section's modules on a cold start.
const COLD_START = { timeout: 10_000 };

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: '실행' }, COLD_START);

/** 실행, once the caller's permissions have arrived. */
const startButton = async (canvasElement: HTMLElement) =>
  within(await section(canvasElement)).findByRole('button', { name: '실행' });

/** The executions table once its rows have arrived. */
async function loadedExecutions(canvasElement: HTMLElement, first = '실행 #6 자세히 보기') {
  await waitFor(
    () => expect(within(canvasElement).getByRole('link', { name: first })).toBeVisible(),
    COLD_START,
  );
  return within(canvasElement).getByRole('table', { name: '실행 목록' });
}

/** Each row's cells as read, without the selection column. */
const rowsOf = (table: HTMLElement) =>
  bodyRows(table).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map(spokenText)
      .filter((_, index, cells) => cells.length === 8 || index > 0),
  );

const statusIn = (table: HTMLElement, id: number) =>
  within(table)
    .getByRole('link', { name: `실행 #${id} 자세히 보기` })
    .closest('tr')
    ?.querySelector('[data-status]');

const meta = {
  title: 'Web/Projects/AnalysisTab/AnalysisDetailPage/Executions',
  component: AnalysisDetailPage,
  decorators: [withAnalysisPage()],
  // The route fetches the 실행 section's chunk beside the page's (routes.tsx): so does the story.
  loaders: [preloadExecutionsSection],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof AnalysisDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 김민준 manages project 1: analysis 1's executions newest first, each with the spec's icon and its
 * label, where it ran, the version, who and when, why it failed; each leads to its page. He may start
 * one (실행) and tick those that may still stop (5 running, 6 waiting) to cancel them.
 */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedExecutions(canvasElement);
    const rows = rowsOf(table);
    await expect(rows.map((cells) => cells.slice(0, 6))).toEqual([
      ['#6', '대기', '서울중앙의료원', 'SJMC_CDM', 'v2', '김민준'],
      ['#5', '실행 중', '한빛대학교병원', 'HANBIT_CDM', 'v2', '김민준'],
      ['#4', '완료', '부산해오름병원', 'HAEORUM_CDM', 'v2', '김민준'],
      ['#3', '취소됨', '부산해오름병원', 'HAEORUM_CDM', 'v1', '김민준'],
      [
        '#2',
        '오류로 종료비교군 코호트에 대상자가 없습니다(0명). 코호트 정의와 관찰 기간을 확인해 주십시오.',
        '서울중앙의료원',
        'SJMC_CDM',
        'v1',
        '김민준',
      ],
      ['#1', '완료', '한빛대학교병원', 'HANBIT_CDM', 'v1', '김민준'],
    ]);
    await expect(rows[0]?.[6]).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(rows[0]?.[7]).toBe('-');
    await expect(rows[5]?.[7]).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    // The spec's icons: none while waiting, a chevron while running, a check, a stop.
    await expect(statusIn(table, 6)?.querySelector('svg')).toBeNull();
    await expect(statusIn(table, 5)?.querySelector('svg')).not.toBeNull();
    await expect(statusIn(table, 3)?.getAttribute('data-status')).toBe('CANCELED');

    // The boxes come with the caller's permissions (the project's layout has them already in the app).
    const boxes = await within(table).findAllByRole('checkbox');
    // 6 and 5 may be cancelled; 4 finished at 부산해오름병원, whose results he may ask for.
    await expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      '실행 #6 선택',
      '실행 #5 선택',
      '실행 #4 선택',
    ]);
    const link = within(table).getByRole('link', { name: '실행 #2 자세히 보기' });
    await expect(link).toHaveAttribute('href', '/project/1/analysis/1/execution/2');
    await userEvent.click(link);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      '/project/1/analysis/1/execution/2',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(executionsApi.listExecutions), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const table = await within(await section(canvasElement)).findByRole('table', { name: '실행 목록' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    // 실행 does not wait for the list.
    await expect(await startButton(canvasElement)).toBeEnabled();
  },
};

const listFailure = failingUntilRetried(executionsApi.listExecutions);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    listFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [listFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const executions = await section(canvasElement);
    await expect(await within(executions).findByText('실행 목록을 불러오지 못했습니다.')).toBeVisible();
    listFailure.state.failing = false;
    await userEvent.click(within(executions).getByRole('button', { name: '다시 시도' }));
    await expect(await loadedExecutions(canvasElement)).toBeVisible();
  },
};

/** Analysis 6 has a package and has never run: the table says so, and offers 실행 there too. */
export const Empty: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/6' } },
  play: async ({ canvasElement }) => {
    const executions = await section(canvasElement);
    const table = within(executions).getByRole('table', { name: '실행 목록' });
    await expect(await within(table).findByText('이 분석은 아직 실행하지 않았습니다.')).toBeVisible();
    await userEvent.click(await within(table).findByRole('button', { name: '실행' }));
    const dialog = await dialogNamed(canvasElement, '분석 실행');
    await expect(within(dialog).getByRole('checkbox', { name: 'HANBIT_CDM' })).toBeChecked();
  },
};

const startWorld = world(RESEARCHER);

/**
 * 실행 opens the form with the newest version chosen; two CDMs chosen, 실행 starts one execution each:
 * the reply's 실행을 시작했습니다. is the toast, the form closes and both wait at the top of the list.
 */
export const Start: Story = {
  parameters: { msw: { handlers: startWorld.handlers } },
  play: async ({ canvasElement }) => {
    await loadedExecutions(canvasElement);
    await userEvent.click(await startButton(canvasElement));
    const dialog = await dialogNamed(canvasElement, '분석 실행');
    await expect(within(dialog).getByRole('combobox', { name: '패키지 버전' })).toHaveTextContent(
      'v2 · mace_estimation_v2.zip',
    );
    const targets = within(dialog).getByRole('group', { name: '대상 CDM' });
    await expect(
      within(targets)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'false']);
    await userEvent.click(within(targets).getByRole('checkbox', { name: 'HANBIT_CDM' }));
    await userEvent.click(within(targets).getByRole('checkbox', { name: 'SJMC_CDM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '실행' }));
    await toastSaying(canvasElement, executionMessages.created);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    const table = await loadedExecutions(canvasElement, '실행 #12 자세히 보기');
    await expect(
      rowsOf(table)
        .slice(0, 2)
        .map((cells) => cells.slice(0, 5)),
    ).toEqual([
      // Started in the page's order (by hospital): 서울중앙의료원's first.
      ['#12', '대기', '한빛대학교병원', 'HANBIT_CDM', 'v2'],
      ['#11', '대기', '서울중앙의료원', 'SJMC_CDM', 'v2'],
    ]);
    await expect(startWorld.db.executions.filter((e) => e.status === 'WAITING')).toHaveLength(3);
  },
};

/** An older version may run too; no CDM chosen, the form says so under the field and sends nothing. */
export const StartOlderVersion: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    await loadedExecutions(canvasElement);
    await userEvent.click(await startButton(canvasElement));
    const dialog = await dialogNamed(canvasElement, '분석 실행');
    await userEvent.click(within(dialog).getByRole('button', { name: '실행' }));
    const targets = within(dialog).getByRole('group', { name: '대상 CDM' });
    await waitFor(() => expect(targets).toHaveAccessibleDescription(executionMessages.cdmsRequired));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '패키지 버전' }));
    const listbox = await screen(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'v1 · mace_estimation_v1.zip' }));
    await userEvent.click(within(targets).getByRole('checkbox', { name: 'HANBIT_CDM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '실행' }));
    await toastSaying(canvasElement, executionMessages.created);
    const table = await loadedExecutions(canvasElement, '실행 #11 자세히 보기');
    await expect(rowsOf(table)[0]?.slice(0, 5)).toEqual([
      '#11',
      '대기',
      '한빛대학교병원',
      'HANBIT_CDM',
      'v1',
    ]);
  },
};

const levelWorld = world(RESEARCHER, (db) => {
  db.orgSettings.find((s) => s.orgId === 1)!.researcherLevel = 'NONE';
});

/**
 * 한빛대학교병원 grants 김민준 no data access: its CDM is greyed out in the dialog with the server's
 * reason, the others may still run, and a run on them starts (the dialog's own stories show each reason).
 */
export const StartWhereAllowed: Story = {
  parameters: { msw: { handlers: levelWorld.handlers } },
  play: async ({ canvasElement }) => {
    await loadedExecutions(canvasElement);
    await userEvent.click(await startButton(canvasElement));
    const dialog = await dialogNamed(canvasElement, '분석 실행');
    const hanbit = await within(dialog).findByRole('checkbox', { name: 'HANBIT_CDM' });
    await expect(hanbit).toBeDisabled();
    await expect(hanbit).toHaveAccessibleDescription(executionMessages.refusedLevel('한빛대학교병원'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'SJMC_CDM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '실행' }));
    await toastSaying(canvasElement, executionMessages.created);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(levelWorld.db.executions).toHaveLength(11);
  },
};

/** Analysis 5 has no package: 실행 waits, and says why in the contract's words. */
export const WithoutPackage: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/5' } },
  play: async ({ canvasElement }) => {
    const executions = await section(canvasElement);
    const start = await within(executions).findByRole('button', { name: '실행' });
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription(executionMessages.noPackage);
  },
};

/** An FL analysis cannot run on this platform yet: 실행 waits with the contract's reason. */
export const FlAnalysis: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/4' } },
  play: async ({ canvasElement }) => {
    const executions = await section(canvasElement);
    await expect(await within(executions).findByRole('button', { name: '실행' })).toHaveAccessibleDescription(
      executionMessages.refusedType,
    );
  },
};

/** 박지현 without EXECUTION_CREATE: no 실행, and the section says why; she may only ask for results. */
export const MemberWithoutCreate: Story = {
  parameters: { msw: { handlers: adminHolding('EXECUTION_VIEW').handlers } },
  play: async ({ canvasElement }) => {
    const executions = await section(canvasElement);
    await expect(
      await within(executions).findByText(
        '실행을 시작할 권한이 없습니다. 프로젝트 관리자에게 실행 권한을 요청해 주십시오.',
      ),
    ).toBeVisible();
    await expect(within(executions).queryByRole('button', { name: '실행' })).toBeNull();
    const table = await loadedExecutions(canvasElement);
    const boxes = await within(table).findAllByRole('checkbox');
    await expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['실행 #4 선택']);
  },
};

/** 박지현 may start but not cancel: no running execution to tick, no 취소; only results to ask for. */
export const MemberWithoutCancel: Story = {
  parameters: { msw: { handlers: world('admin@demo.cdmnet.kr').handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedExecutions(canvasElement);
    const executions = await section(canvasElement);
    await expect(await within(executions).findByRole('button', { name: '실행' })).toBeEnabled();
    const boxes = await within(table).findAllByRole('checkbox');
    await expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['실행 #4 선택']);
    await expect(within(executions).queryByRole('button', { name: /취소$/ })).toBeNull();
    // Nothing chosen, nothing to do in bulk yet.
    await expect(within(executions).queryByRole('button', { name: /결과 조회 요청$/ })).toBeNull();
  },
};

/**
 * Bulk actions appear as rows are chosen, each with how many it acts on, and the count is said to
 * screen readers; the table does not move when they appear or go.
 */
export const BulkActionsFollowTheSelection: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedExecutions(canvasElement);
    const card = await section(canvasElement);
    const executions = within(card);
    // Where the table sits in its card (a click may scroll the page, so not on screen).
    const offset = () => table.getBoundingClientRect().top - card.getBoundingClientRect().top;
    const bulk = () => executions.queryAllByRole('button', { name: /^선택한 \d+개/ });
    // The count is said in a live region (one of the section's statuses), silent until a choice.
    const said = (text: string) => {
      const line = executions.getByText(text);
      return expect(line).toHaveAttribute('role', 'status');
    };
    await expect(bulk()).toEqual([]);
    await expect(executions.queryByText(/선택했습니다|해제했습니다/)).toBeNull();
    const first = await within(table).findByRole('checkbox', { name: '실행 #6 선택' });
    const top = offset();

    await userEvent.click(first);
    await expect(bulk().map((button) => button.textContent)).toEqual(['선택한 1개 취소']);
    await said('실행 1개를 선택했습니다.');
    await userEvent.click(within(table).getByRole('checkbox', { name: '실행 #4 선택' }));
    await expect(bulk().map((button) => button.textContent)).toEqual([
      '선택한 1개 취소',
      '선택한 1개 결과 조회 요청',
    ]);
    for (const button of bulk()) await expect(button).toBeEnabled();
    await said('실행 2개를 선택했습니다.');
    await expect(offset()).toBe(top);

    await userEvent.click(executions.getByRole('checkbox', { name: '고를 수 있는 실행 모두 선택' }));
    await expect(bulk().map((button) => button.textContent)).toEqual([
      '선택한 2개 취소',
      '선택한 1개 결과 조회 요청',
    ]);
    await userEvent.click(executions.getByRole('checkbox', { name: '고를 수 있는 실행 모두 선택' }));
    await expect(bulk()).toEqual([]);
    await said('선택을 모두 해제했습니다.');
    await expect(offset()).toBe(top);
  },
};

/** Without EXECUTION_CANCEL and EXECUTION_VIEW: nothing to tick, no selection column. */
export const MemberReadOnly: Story = {
  parameters: { msw: { handlers: adminHolding('EXECUTION_CREATE').handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedExecutions(canvasElement);
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: '선택' })).toBeNull();
  },
};

const cancelWorld = world(RESEARCHER);

/**
 * Both that may stop are ticked (모두 선택); 선택한 2개 취소 asks first, naming how many, with a danger
 * 실행 취소. Accepted: the waiting one is canceled at once, the running one is cancelling, and no box is left.
 */
export const BulkCancel: Story = {
  parameters: { msw: { handlers: cancelWorld.handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedExecutions(canvasElement);
    const executions = await section(canvasElement);
    await userEvent.click(await within(table).findByRole('checkbox', { name: '실행 #6 선택' }));
    const all = within(executions).getByRole('checkbox', { name: '고를 수 있는 실행 모두 선택' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(within(table).getByRole('checkbox', { name: '실행 #5 선택' })).toBeChecked();

    const question =
      '정말 선택한 실행 2개를 취소하시겠습니까? 실행 중인 것은 분석 엔진이 멈춘 뒤 취소됩니다.';
    await userEvent.click(within(executions).getByRole('button', { name: '선택한 2개 취소' }));
    await answer(canvasElement, question, '닫기');
    await expect(within(table).getByRole('checkbox', { name: '실행 #5 선택' })).toBeChecked();

    await userEvent.click(within(executions).getByRole('button', { name: '선택한 2개 취소' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: question });
    await expect(within(dialog).getByRole('button', { name: '실행 취소' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await answer(canvasElement, question, '실행 취소');
    await toastSaying(canvasElement, executionMessages.cancelRequested);
    await waitFor(() => expect(rowsOf(table)[0]?.slice(0, 2)).toEqual(['#6', '취소됨']));
    await expect(rowsOf(table)[1]?.slice(0, 2)).toEqual(['#5', '취소 중']);
    // Only 4 is left to tick: its results can still be asked for.
    const left = within(table).getAllByRole('checkbox');
    await expect(left.map((box) => box.getAttribute('aria-label'))).toEqual(['실행 #4 선택']);
    await expect(cancelWorld.db.executions.find((e) => e.id === 6)?.status).toBe('CANCELED');
  },
};

const askWorld = world(RESEARCHER, (db) => {
  // 김민준 has not asked for execution 4's results yet.
  const requests = resultRequestsOf(db);
  requests.splice(
    requests.findIndex((r) => r.id === 5),
    1,
  );
});

/**
 * 4 finished at 부산해오름병원 and its results are kept from him: ticked, 선택한 1개 결과 조회 요청 opens
 * the dialog naming it; the reply's 요청했습니다. is the toast and the boxes clear.
 */
export const BulkResultRequest: Story = {
  parameters: { msw: { handlers: askWorld.handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedExecutions(canvasElement);
    const executions = await section(canvasElement);
    await userEvent.click(await within(table).findByRole('checkbox', { name: '실행 #4 선택' }));
    await userEvent.click(within(executions).getByRole('button', { name: '선택한 1개 결과 조회 요청' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '결과 조회 요청' });
    await animationsDone(dialog);
    await expect(within(dialog).getByText('실행 1개: #4 HAEORUM_CDM')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '요청' }));
    await toastSaying(canvasElement, resultRequestMessages.requested);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(table).getByRole('checkbox', { name: '실행 #4 선택' })).not.toBeChecked();
    await expect(resultRequestsOf(askWorld.db).at(-1)).toMatchObject({ executionId: 4, kind: 'VIEW' });
  },
};

/** Asked already (request 5 waits): the server's refusal stays in the dialog, in its words. */
export const BulkResultRequestAlreadyAsked: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedExecutions(canvasElement);
    const executions = await section(canvasElement);
    await userEvent.click(await within(table).findByRole('checkbox', { name: '실행 #4 선택' }));
    await userEvent.click(within(executions).getByRole('button', { name: '선택한 1개 결과 조회 요청' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '결과 조회 요청' });
    await animationsDone(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '요청' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      resultRequestMessages.alreadyPending('결과 조회'),
    );
  },
};

const liveWorld = world(RESEARCHER);

/** The list follows the live stream: as the engine picks execution 6 up, its row says so, no reload. */
export const FollowsLive: Story = {
  decorators: [withLiveEvents],
  parameters: { msw: { handlers: liveWorld.handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedExecutions(canvasElement);
    await waitFor(() => expect(liveWorld.db.executionListeners.size).toBeGreaterThan(0));
    moveMockExecution(liveWorld.db, 6, 'EXECUTING_PREPARING');
    await waitFor(() => expect(rowsOf(table)[0]?.slice(0, 2)).toEqual(['#6', '실행 준비 중']));
    moveMockExecution(liveWorld.db, 5, 'FINISHED_WITH_ERROR', { note: '디스크 공간이 부족합니다.' });
    await waitFor(() => expect(rowsOf(table)[1]?.[1]).toBe('오류로 종료디스크 공간이 부족합니다.'));
    await waitFor(() => expect(within(table).queryByRole('checkbox', { name: '실행 #5 선택' })).toBeNull());
  },
};

/** At 390 px: the page keeps to the screen; the executions table scrolls sideways in its card. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: ESTIMATION });
    const table = await loadedExecutions(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    // Each execution is a card headed by its number: nothing to scroll sideways to.
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const box = phone.getBoundingClientRect();
    await within(table).findAllByRole('checkbox');
    for (const control of [
      ...within(table).getAllByRole('link'),
      ...within(table).getAllByRole('checkbox'),
    ]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    const [, number] = within(bodyRows(table)[0]!).getAllByRole('cell');
    await expect(getComputedStyle(number!, '::before').content).toBe('none');
    const description = canvas.getByText(/패키지 버전을 대상 CDM에서 실행합니다/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
    await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    );
  },
};
