import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  executionMessages,
  executionsApi,
  resultRequestMessages,
  resultRequestsApi,
  ResultCode,
} from '@cdmnet/api';
import {
  FIXTURE_RESULT_FILES,
  moveMockExecution,
  resultRequestsOf,
  RUNNING_LOG,
  type MockResultRequest,
  mockResultFile,
} from '@cdmnet/api/mocks';
import { formatZonedTimestamp } from '@cdmnet/ui';
import {
  animationsDone,
  bodyRows,
  failingUntilRetried,
  pick,
  refusing,
  rowOf,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { recordPageStories } from '../../../app/layout/page-anatomy-stories';
import { resetAppState, withLiveEvents } from '../../../app/testing/story-providers';
import {
  adminHolding,
  answer,
  card,
  ESTIMATION,
  executionAt,
  heading,
  logReads,
  RESEARCHER,
  withExecutionPage,
} from '../testing/executions-stories';
import { ExecutionPage } from './execution-page';

/** `26/09/12 10:00:04 (GMT+9)`: the reader's time, with the zone it is in. */
const TIMESTAMP = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \((UTC|GMT[+-]\d{1,2}(:\d{2})?)\)$/;

/** The header's facts, term and value as read. */
const facts = (canvasElement: HTMLElement) =>
  [...(canvasElement.querySelector('dl[aria-label="실행 정보"]')?.querySelectorAll('div') ?? [])].map(
    (pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent],
  );

const statusOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('dl[aria-label="실행 정보"] [data-status]')?.getAttribute('data-status');

const logText = (canvasElement: HTMLElement) =>
  within(card(canvasElement, '실행 로그')).getByRole('region', { name: '실행 로그 내용' }).textContent ?? '';

const filesTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: '결과 파일' })).findByRole('table', {
    name: '결과 파일 목록',
  });

/** The files table once its rows have arrived. */
async function loadedFiles(canvasElement: HTMLElement) {
  const table = await filesTable(canvasElement);
  await waitFor(() => expect(within(table).getByText('gender.csv')).toBeVisible());
  return table;
}

/** A world where 김민준's result requests are changed by `change` (request 5: VIEW of execution 4, waiting). */
const requestsWorld = (change: (requests: MockResultRequest[]) => void) =>
  world(RESEARCHER, (db) => change(resultRequestsOf(db)));
const withoutRequest = (id: number) => (requests: MockResultRequest[]) =>
  requests.splice(
    requests.findIndex((r) => r.id === id),
    1,
  );

const meta = {
  title: 'Web/Projects/AnalysisTab/ExecutionPage',
  component: ExecutionPage,
  decorators: [withExecutionPage()],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ExecutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const standIn = recordPageStories({
  endpoint: executionsApi.getExecution,
  handlers: () => world(RESEARCHER).handlers,
  loadingTitle: '실행을 불러오는 중입니다.',
  back: { name: '분석으로 돌아가기', href: '/project/1/analysis/1' },
  recordAction: '실행 취소',
  failed: '실행을 불러오지 못했습니다.',
  shown: (canvasElement) => heading(canvasElement, 1),
});

export const Loading: Story = standIn.loading;

export const ErrorState: Story = standIn.error;

/** Execution 1 is analysis 1's: asked under analysis 2 it is the server's 404, said with the way back. */
export const NotFound: Story = {
  parameters: executionAt(1, 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(executionMessages.notFound)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${executionMessages.notFound} · CDMNet`));
    await userEvent.click(within(alert).getByRole('link', { name: '분석으로 돌아가기' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/project/1/analysis/2');
  },
};

/** An address that is not a number asks nothing and finds nothing. */
export const NotANumber: Story = {
  parameters: { screen: { initialEntry: '/project/1/analysis/1/execution/abc' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(executionMessages.notFound)).toBeVisible();
  },
};

/**
 * Execution 1 finished: its header (green check and 완료, where, which version, who, when it started
 * and ended), the history with each move's time, the reproducibility record, the log that says it
 * ended, the Shiny app and the result files. Nothing to cancel.
 */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 1);
    await waitFor(() =>
      expect(document.title).toBe(
        `실행 #1 · ${ESTIMATION} · 메트포르민과 설포닐우레아의 심혈관 안전성 비교 · CDMNet`,
      ),
    );
    const read = facts(canvasElement);
    await expect(read.slice(0, 6)).toEqual([
      ['상태', '완료'],
      ['분석', ESTIMATION],
      ['기관', '한빛대학교병원'],
      ['CDM', 'HANBIT_CDM'],
      ['패키지 버전', 'v1'],
      ['실행한 사람', '김민준'],
    ]);
    await expect(read[6]?.[1]).toMatch(TIMESTAMP);
    await expect(read[7]?.[1]).toMatch(TIMESTAMP);
    await expect(statusOf(canvasElement)).toBe('FINISHED_SUCCESSFULLY');
    await expect(canvas.queryByRole('button', { name: '실행 취소' })).toBeNull();

    const steps = within(within(card(canvasElement, '상태 기록')).getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent?.replace(/^[\d/ :]+\([^)]*\)/, ''))).toEqual([
      '대기',
      '실행 준비 중',
      '실행 중',
      '결과 저장 중',
      '완료',
    ]);
    await expect(steps[0]?.querySelector('time')?.textContent).toMatch(TIMESTAMP);

    const record = card(canvasElement, '재현 정보');
    for (const text of [
      '한빛대학교병원 분석 엔진',
      'http://10.10.1.21:8888',
      'v5.0 09-APR-22',
      'mace_estimation_v1.zip',
    ])
      await expect(within(record).getByText(text)).toBeVisible();
    await expect(within(record).getByText(/^[0-9a-f]{64}$/)).toBeVisible();

    await waitFor(() => expect(logText(canvasElement)).toMatch(/Execution finished successfully/));
    await expect(
      within(card(canvasElement, '실행 로그')).getByText('실행이 끝났습니다(완료). 로그가 더 늘지 않습니다.'),
    ).toBeVisible();
    // The engine's times read as the page's: the reader's zone, named. It said 실행 준비 중 as it
    // stamped its first line, so the two read alike.
    const prepared = steps[1]?.querySelector('time')?.textContent ?? '';
    await expect(prepared).toBe(formatZonedTimestamp('2026-09-12T01:00:04Z'));
    await expect(logText(canvasElement).split('\n')[0]).toBe(
      `[${prepared}] Execution request received for HANBIT_CDM`,
    );

    const shiny = canvas.getByRole('link', { name: 'Shiny 앱 열기' });
    await expect(shiny).toHaveAttribute('href', 'http://10.10.1.21:3838/cdmnet/execution-1/');
    await expect(shiny).toHaveAttribute('target', '_blank');
    const files = await loadedFiles(canvasElement);
    await expect(bodyRows(files).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'age_groups.csv',
      'execution_settings.json',
      'gender.csv',
      'persons.csv',
      'report.pdf',
      'stdout.txt',
    ]);
    // Released by 한빛's admin, or checked by its node (the log): name, status, shape, size.
    await expect(
      within(rowOf(files, 'gender.csv'))
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['gender.csv', '반출 승인됨', '3행 × 2열']);
    await expect(within(rowOf(files, 'stdout.txt')).getAllByRole('cell')[1]).toHaveTextContent('검사 통과');
    await expect(within(rowOf(files, 'gender.csv')).getAllByRole('cell')[3]).toHaveTextContent(/B$/);
    await expect(
      within(card(canvasElement, '재현 정보')).getByText(
        '최소 셀 크기 5 · 반올림 없음 · 검사하지 않은 파일 반출 허용 · cdmnet-disclosure/1',
      ),
    ).toBeVisible();
  },
};

const VIEW_ONLY =
  '이 결과는 플랫폼 안에서 볼 수만 있습니다. 조회 권한은 보는 권한이고, 파일로 내려받거나 FNET 패키지로 가져가려면 반출 권한이 필요합니다. 결과 반출을 요청해 기관 관리자의 승인을 받아 주십시오.';

/**
 * 김민준 may see 한빛's results (VIEW) but not take them out (his DELIVERY request waits): each file has
 * 보기 and nothing to download or choose, and the card says why and how to ask.
 */
export const ViewOnlyNoDownloads: Story = {
  play: async ({ canvasElement }) => {
    const files = await loadedFiles(canvasElement);
    const results = card(canvasElement, '결과 파일');
    await expect(within(results).getByText(VIEW_ONLY)).toBeVisible();
    await expect(within(files).getByRole('button', { name: 'gender.csv 보기' })).toBeVisible();
    await expect(within(files).queryByRole('button', { name: /내려받기$/ })).toBeNull();
    await expect(within(files).queryByRole('checkbox')).toBeNull();
    await expect(within(results).queryByRole('button', { name: /선택한 \d+개 내려받기/ })).toBeNull();
    await expect(within(results).queryByRole('button', { name: 'FNET 패키지 내려받기' })).toBeNull();
  },
};

/**
 * gender.csv in our viewer: a bar per row with its number beside it, and the masked `<5` shown as it is
 * with no bar; under the chart, the file as a table. 닫기 gives focus back to its 보기.
 */
export const ViewCsvWithChart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await loadedFiles(canvasElement);
    const open = within(files).getByRole('button', { name: 'gender.csv 보기' });
    await userEvent.click(open);
    const viewer = await canvas.findByRole('region', { name: 'gender.csv 보기' });
    await waitFor(() => expect(viewer).toHaveFocus());
    const chart = await within(viewer).findByRole('figure', { name: 'gender.csv 막대그래프' });
    const bars = within(chart).getAllByRole('listitem');
    await expect(bars.map((bar) => bar.textContent)).toEqual([
      '여성1,391',
      '남성1,289',
      '기타<5 5 미만(가림)',
    ]);
    // Two bars drawn; the masked one has none, never a number's length.
    await expect(chart.querySelectorAll('[data-bar]')).toHaveLength(2);
    await expect(bars[2]?.querySelector('[data-bar]')).toBeNull();
    await expect(bars[2]?.querySelector('[data-masked]')).not.toBeNull();
    await expect(
      within(chart).getByText('<5: 5 미만이라 가린 값입니다. 가린 값은 막대로 그리지 않습니다.'),
    ).toBeVisible();

    const table = within(viewer).getByRole('table', { name: 'gender.csv 내용' });
    await expect(
      bodyRows(table).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['여성', '1,391'],
      ['남성', '1,289'],
      ['기타', '<5'],
    ]);
    await userEvent.click(within(viewer).getByRole('button', { name: 'gender.csv 보기 닫기' }));
    await expect(canvas.queryByRole('region', { name: 'gender.csv 보기' })).toBeNull();
    await expect(open).toHaveFocus();
  },
};

/** age_groups.csv: two masked age groups among the counts, neither drawn. */
export const ViewMaskedAgeGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await loadedFiles(canvasElement);
    await userEvent.click(within(files).getByRole('button', { name: 'age_groups.csv 보기' }));
    const viewer = await canvas.findByRole('region', { name: 'age_groups.csv 보기' });
    const chart = await within(viewer).findByRole('figure', { name: 'age_groups.csv 막대그래프' });
    await expect(within(chart).getAllByRole('listitem')).toHaveLength(7);
    await expect(chart.querySelectorAll('[data-bar]')).toHaveLength(5);
    await expect(within(chart).getAllByText('<5')).toHaveLength(2);
  },
};

/** persons.csv has four columns: a table only, counts with thousands separators, decimals as written. */
export const ViewCsvTableOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await loadedFiles(canvasElement);
    await userEvent.click(within(files).getByRole('button', { name: 'persons.csv 보기' }));
    const viewer = await canvas.findByRole('region', { name: 'persons.csv 보기' });
    const table = await within(viewer).findByRole('table', { name: 'persons.csv 내용' });
    await expect(within(viewer).queryByRole('figure')).toBeNull();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['cohort_definition_id', 'cohort_name', 'persons', 'person_years']);
    await expect(
      within(bodyRows(table)[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '메트포르민 시작군', '1,582', '4120.5']);
  },
};

/** A text file as it is; a JSON file indented, both in a scrolling box named after the file. */
export const ViewTextAndJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await loadedFiles(canvasElement);
    await userEvent.click(within(files).getByRole('button', { name: 'stdout.txt 보기' }));
    const text = await canvas.findByRole('region', { name: 'stdout.txt 내용' });
    await expect(text.textContent).toBe(FIXTURE_RESULT_FILES['stdout.txt']);
    await userEvent.click(within(files).getByRole('button', { name: 'execution_settings.json 보기' }));
    const json = await canvas.findByRole('region', { name: 'execution_settings.json 내용' });
    await expect(JSON.parse(json.textContent ?? '')).toEqual({
      analysis: 'mace_estimation',
      washoutPeriod: 365,
      riskWindowEnd: 1095,
      minCellCount: 5,
    });
    await expect(canvas.queryByRole('region', { name: 'stdout.txt 보기' })).toBeNull();
  },
};

/** report.pdf: the server answers 4003, and the viewer says spec §8's sentence, not a toast. */
export const ViewUnviewable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await loadedFiles(canvasElement);
    await userEvent.click(within(files).getByRole('button', { name: 'report.pdf 보기' }));
    const viewer = await canvas.findByRole('region', { name: 'report.pdf 보기' });
    await expect(await within(viewer).findByText('조회가 불가능한 파일형식입니다.')).toBeVisible();
    await expect(screen(canvasElement).queryByRole('status', { name: /조회가/ })).toBeNull();
    await expect(screen(canvasElement).getAllByText('조회가 불가능한 파일형식입니다.')).toHaveLength(1);
  },
};

/** 한빛 approved 김민준's DELIVERY request: he may take execution 1's files out. */
const deliveringWorld = () =>
  requestsWorld((requests) =>
    Object.assign(
      requests.find((r) => r.id === 4)!,
      { state: 'APPROVED', channel: 'FNET' },
    ),
  );

/** With delivery rights, 내려받기 hands the file to the browser under its name; two chosen come as one zip. */
export const Downloads: Story = {
  parameters: { msw: { handlers: deliveringWorld().handlers } },
  play: async ({ canvasElement }) => {
    const files = await loadedFiles(canvasElement);
    await expect(within(card(canvasElement, '결과 파일')).queryByText(VIEW_ONLY)).toBeNull();
    const saved = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(within(files).getByRole('button', { name: 'gender.csv 내려받기' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      await expect(await (saved.mock.calls[0]?.[0] as Blob).text()).toBe(FIXTURE_RESULT_FILES['gender.csv']);

      const results = card(canvasElement, '결과 파일');
      const zip = within(results).getByRole('button', { name: '선택한 0개 내려받기' });
      await expect(zip).toBeDisabled();
      await userEvent.click(within(files).getByRole('checkbox', { name: 'gender.csv 선택' }));
      await userEvent.click(within(files).getByRole('checkbox', { name: 'stdout.txt 선택' }));
      await userEvent.click(within(results).getByRole('button', { name: '선택한 2개 내려받기' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
      const bytes = new Uint8Array(await (saved.mock.calls[1]?.[0] as Blob).arrayBuffer());
      await expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const text = new TextDecoder().decode(bytes);
      await expect(text).toContain('gender.csv');
      await expect(text).toContain('stdout.txt');
    } finally {
      saved.mockRestore();
    }
  },
};

const logFailure = failingUntilRetried(executionsApi.getExecutionLog);

/** The log could not be read: said in its card, with 다시 시도; the rest of the page stands. */
export const LogError: Story = {
  beforeEach: () => {
    logFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [logFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1);
    const log = card(canvasElement, '실행 로그');
    await expect(await within(log).findByText('로그를 불러오지 못했습니다.')).toBeVisible();
    await expect(await loadedFiles(canvasElement)).toBeVisible();
    logFailure.state.failing = false;
    await userEvent.click(within(log).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(logText(canvasElement)).toMatch(/Execution finished successfully/));
  },
};

const filesFailure = failingUntilRetried(executionsApi.listExecutionFiles);

/** The file list could not be read: the table says so (and the toast), 다시 시도 brings it. */
export const FilesError: Story = {
  beforeEach: () => {
    filesFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [filesFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1);
    const table = await filesTable(canvasElement);
    await expect(await within(table).findByText('결과 파일 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    filesFailure.state.failing = false;
    await userEvent.click(within(table).getByRole('button', { name: '다시 시도' }));
    await expect(await loadedFiles(canvasElement)).toBeVisible();
  },
};

/** Execution 2 failed: a red check, why in Korean above the cards and in the history. */
export const FinishedWithError: Story = {
  parameters: executionAt(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 2);
    await expect(statusOf(canvasElement)).toBe('FINISHED_WITH_ERROR');
    await expect(facts(canvasElement)[0]).toEqual(['상태', '오류로 종료']);
    await expect(canvas.getByText('오류 내용')).toBeVisible();
    await expect(canvas.getAllByText(/^비교군 코호트에 대상자가 없습니다/)).toHaveLength(2);
    await waitFor(() => expect(logText(canvasElement)).toMatch(/comparator cohort has 0 subjects/));
    await expect(canvas.queryByRole('button', { name: '실행 취소' })).toBeNull();
  },
};

/** Execution 6 waits: no icon beside 대기, 실행 취소 offered, its results to come. */
export const Waiting: Story = {
  parameters: executionAt(6),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 6);
    await expect(facts(canvasElement)[0]).toEqual(['상태', '대기']);
    await expect(canvasElement.querySelector('[data-status="WAITING"] svg')).toBeNull();
    await expect(canvas.getByRole('button', { name: '실행 취소' })).toBeVisible();
    await expect(await canvas.findByText('아직 남은 로그가 없습니다.')).toBeVisible();
    await expect(canvas.getByText('실행이 끝나면 결과 파일이 여기에 표시됩니다.')).toBeVisible();
    await expect(facts(canvasElement)[7]).toEqual(['종료', '진행 중']);
  },
};

/** Execution 8 is cancelling: no icon, nothing more to cancel, and no word about permissions. */
export const Cancelling: Story = {
  parameters: executionAt(8, 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 8);
    await expect(facts(canvasElement)[0]).toEqual(['상태', '취소 중']);
    await expect(canvasElement.querySelector('[data-status="CANCELLING"] svg')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '실행 취소' })).toBeNull();
    await expect(canvas.queryByText(/취소할 권한이 없습니다/)).toBeNull();
  },
};

/** Execution 3 was canceled while it waited: the pink stop, and the two moves it made. */
export const Canceled: Story = {
  parameters: executionAt(3),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 3);
    await expect(facts(canvasElement)[0]).toEqual(['상태', '취소됨']);
    await expect(canvasElement.querySelector('[data-status="CANCELED"] svg')).not.toBeNull();
    await expect(
      within(card(canvasElement, '상태 기록'))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([expect.stringMatching(/대기$/), expect.stringMatching(/취소됨$/)]);
  },
};

const liveWorld = world(RESEARCHER);
const liveReads = logReads();

/**
 * Execution 5 runs, the page open: as the engine moves it (the live stream, no reload), the status,
 * the history and the log follow; each new part of the log is asked from where the last one ended.
 * When it finishes the log says so and the files appear.
 */
export const RunningFollowsLive: Story = {
  decorators: [withLiveEvents],
  parameters: { ...executionAt(5), msw: { handlers: [liveReads.handler, ...liveWorld.handlers] } },
  beforeEach: () => {
    liveReads.afters.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 5);
    await expect(facts(canvasElement)[0]).toEqual(['상태', '실행 중']);
    await expect(canvasElement.querySelector('[data-status="EXECUTING_DOCKER"] svg')).not.toBeNull();
    await waitFor(() => expect(logText(canvasElement)).toMatch(/Creating cohorts/));
    const live = within(card(canvasElement, '실행 로그')).getByText(
      '실행 중입니다. 새 로그가 생기면 이어서 표시합니다.',
    );
    await expect(live).toBeVisible();
    const before = logText(canvasElement);
    // The stream is open once the mock has a listener.
    await waitFor(() => expect(liveWorld.db.executionListeners.size).toBeGreaterThan(0));

    moveMockExecution(liveWorld.db, 5, 'EXECUTING_DOCKER', { log: 'Fitting propensity model\n' });
    await waitFor(() => expect(logText(canvasElement)).toBe(`${before}Fitting propensity model\n`));
    // Asked from where the engine's text ended (the page shows its stamps in the reader's zone).
    await expect(liveReads.afters).toEqual(['0', String(RUNNING_LOG.length)]);

    moveMockExecution(liveWorld.db, 5, 'SAVING_RESULT_FILES', { log: 'Saving result files\n' });
    await waitFor(() => expect(facts(canvasElement)[0]).toEqual(['상태', '결과 저장 중']));
    const steps = within(card(canvasElement, '상태 기록')).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);

    liveWorld.db.executionFiles.push(
      mockResultFile(
        { id: 99, executionId: 5, name: 'gender.csv', text: FIXTURE_RESULT_FILES['gender.csv'] },
        { status: 'RELEASED', format: 'OTHER' },
      ),
    );
    moveMockExecution(liveWorld.db, 5, 'FINISHED_SUCCESSFULLY', { log: 'Execution finished successfully\n' });
    await waitFor(() => expect(facts(canvasElement)[0]).toEqual(['상태', '완료']));
    await expect(
      await within(card(canvasElement, '실행 로그')).findByText(
        '실행이 끝났습니다(완료). 로그가 더 늘지 않습니다.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(logText(canvasElement)).toMatch(/Execution finished successfully\n$/));
    await expect(await loadedFiles(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '실행 취소' })).toBeNull();
  },
};

const cancelWorld = world(RESEARCHER);

/** 실행 취소 asks first, naming the execution, with a danger 실행 취소; accepted, it is cancelling. */
export const CancelRunning: Story = {
  parameters: { ...executionAt(5), msw: { handlers: cancelWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 5);
    const question =
      '정말 실행 #5(HANBIT_CDM)을 취소하시겠습니까? 실행 중이면 분석 엔진이 멈춘 뒤 취소됩니다.';
    await userEvent.click(canvas.getByRole('button', { name: '실행 취소' }));
    await answer(canvasElement, question, '닫기');
    await expect(facts(canvasElement)[0]).toEqual(['상태', '실행 중']);

    await userEvent.click(canvas.getByRole('button', { name: '실행 취소' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: question });
    await expect(within(dialog).getByRole('button', { name: '실행 취소' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await answer(canvasElement, question, '실행 취소');
    await toastSaying(canvasElement, executionMessages.cancelRequested);
    await waitFor(() => expect(facts(canvasElement)[0]).toEqual(['상태', '취소 중']));
    await expect(canvas.queryByRole('button', { name: '실행 취소' })).toBeNull();
    await expect(cancelWorld.db.executions.find((e) => e.id === 5)?.status).toBe('CANCELLING');
  },
};

/** 박지현 may see results but not cancel: no 실행 취소 on a running execution, and the page says why. */
export const MemberWithoutCancel: Story = {
  parameters: { ...executionAt(5), msw: { handlers: world('admin@demo.cdmnet.kr').handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 5);
    await expect(
      await canvas.findByText(
        '이 실행을 취소할 권한이 없습니다. 프로젝트 관리자에게 실행 취소 권한을 요청해 주십시오.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '실행 취소' })).toBeNull();
  },
};

/** Without EXECUTION_VIEW the files stay hidden: how many there are, and which permission to ask the project for. */
export const MemberWithoutView: Story = {
  parameters: { msw: { handlers: adminHolding('EXECUTION_CREATE').handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 1);
    const results = card(canvasElement, '결과 파일');
    await expect(within(results).getByText('이 실행에는 결과 파일 6개가 있습니다.')).toBeVisible();
    await expect(
      await within(results).findByText(
        '결과를 보려면 프로젝트에서 실행 결과 조회 권한이 필요합니다. 프로젝트 관리자에게 요청해 주십시오.',
      ),
    ).toBeVisible();
    await expect(within(results).queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Shiny 앱 열기' })).toBeNull();
    // Asking the organisation would not help: no button.
    await expect(within(results).queryByRole('button')).toBeNull();
  },
};

/** Presses `button` in the card and waits for the dialog `name` it opens to settle. */
async function openDialog(canvasElement: HTMLElement, results: HTMLElement, button: string, name: string) {
  await userEvent.click(await within(results).findByRole('button', { name: button }));
  const dialog = await screen(canvasElement).findByRole('dialog', { name });
  await animationsDone(dialog);
  return dialog;
}

const askWorld = requestsWorld(withoutRequest(5));

/**
 * Execution 4 ran at 부산해오름병원, whose level for 김민준 is E: he sees that 3 files exist and asks to
 * see them. The dialog names the execution and takes a reason; the reply's 요청했습니다. is the toast,
 * and the card says the request waits for the organisation.
 */
export const ResultsHiddenAsk: Story = {
  parameters: { ...executionAt(4), msw: { handlers: askWorld.handlers } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 4);
    const results = card(canvasElement, '결과 파일');
    await expect(within(results).getByText('이 실행에는 결과 파일 5개가 있습니다.')).toBeVisible();
    const dialog = await openDialog(canvasElement, results, '결과 조회 요청', '결과 조회 요청');
    await expect(within(dialog).getByText('부산해오름병원 · HAEORUM_CDM · 실행 #4')).toBeVisible();
    await expect(within(dialog).queryByRole('combobox', { name: /반출 방법/ })).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '요청 사유' }),
      '한빛 결과와 합쳐 보려 합니다.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '요청' }));
    await toastSaying(canvasElement, resultRequestMessages.requested);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      await within(results).findByText(
        '결과 조회 요청을 보냈습니다. 부산해오름병원 관리자의 검토를 기다리는 중입니다.',
      ),
    ).toBeVisible();
    await expect(within(results).getByText('요청 사유: 한빛 결과와 합쳐 보려 합니다.')).toBeVisible();
    await expect(resultRequestsOf(askWorld.db).at(-1)).toMatchObject({ executionId: 4, kind: 'VIEW' });
  },
};

/** Asked already (request 5 waits): the card says so with when it was asked, and offers 요청 수정, no second ask. */
export const ResultsHiddenPending: Story = {
  parameters: executionAt(4),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 4);
    const results = card(canvasElement, '결과 파일');
    await expect(
      await within(results).findByText(
        '결과 조회 요청을 보냈습니다. 부산해오름병원 관리자의 검토를 기다리는 중입니다.',
      ),
    ).toBeVisible();
    await expect(
      within(results).getByText(/^요청 일시 \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \((UTC|GMT[+-][\d:]+)\)$/),
    ).toBeVisible();
    await expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['요청 수정']);
  },
};

/** Refused: the organisation's reason, and 다시 요청 opening the dialog again. */
export const ResultsHiddenRejected: Story = {
  parameters: {
    ...executionAt(4),
    msw: {
      handlers: requestsWorld((requests) =>
        Object.assign(
          requests.find((r) => r.id === 5)!,
          {
            state: 'REJECTED',
            reason: '요청 사유가 비어 있습니다. 결과를 어디에 쓰실지 적어 주십시오.',
            decidedBy: 1,
            decidedAt: '2026-11-25T05:00:00.000Z',
          },
        ),
      ).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 4);
    const results = card(canvasElement, '결과 파일');
    await expect(await within(results).findByText('결과 조회 요청이 거절되었습니다.')).toBeVisible();
    await expect(
      within(results).getByText('사유: 요청 사유가 비어 있습니다. 결과를 어디에 쓰실지 적어 주십시오.'),
    ).toBeVisible();
    const dialog = await openDialog(canvasElement, results, '다시 요청', '결과 조회 요청');
    await expect(within(dialog).getByRole('textbox', { name: '요청 사유' })).toBeVisible();
  },
};

/**
 * 김민준 sees 한빛's results (his level there) but may not take them out: his Shiny delivery request
 * (request 4) waits, and the card says so.
 */
export const DeliveryPending: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1);
    const results = card(canvasElement, '결과 파일');
    await expect(
      await within(results).findByText(
        '결과 반출 요청을 보냈습니다. 한빛대학교병원 관리자의 검토를 기다리는 중입니다.',
      ),
    ).toBeVisible();
    await expect(within(results).queryByRole('button', { name: 'FNET 패키지 내려받기' })).toBeNull();
  },
};

const changeWorld = world(RESEARCHER);

/**
 * 요청 수정 on the waiting Shiny delivery (request 4): the dialog opens on what was asked, he takes FNET
 * instead and rewrites the reason; the reply's 변경되었습니다. is the toast and the card shows the new reason.
 */
export const ChangeWaitingDelivery: Story = {
  parameters: { msw: { handlers: changeWorld.handlers } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1);
    const results = card(canvasElement, '결과 파일');
    const dialog = await openDialog(canvasElement, results, '요청 수정', '결과 반출 요청 수정');
    const channel = within(dialog).getByRole('combobox', { name: /반출 방법/ });
    await expect(channel).toHaveTextContent('Shiny 앱');
    const note = within(dialog).getByRole('textbox', { name: '요청 사유' });
    await expect(note).toHaveValue('공동 연구 기관과 Shiny 앱으로 결과를 함께 검토하려고 합니다.');
    await pick(canvasElement, channel, 'FNET(연합 네트워크)');
    await userEvent.clear(note);
    await userEvent.type(note, '학회 초록에 쓸 표를 FNET으로 받으려 합니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await toastSaying(canvasElement, resultRequestMessages.updated);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      await within(results).findByText('요청 사유: 학회 초록에 쓸 표를 FNET으로 받으려 합니다.'),
    ).toBeVisible();
    await expect(resultRequestsOf(changeWorld.db).find((r) => r.id === 4)).toMatchObject({
      state: 'PENDING',
      channel: 'FNET',
      note: '학회 초록에 쓸 표를 FNET으로 받으려 합니다.',
    });
  },
};

/** Decided meanwhile: the server's 409 stays in the dialog, in its words, under 요청을 수정하지 못했습니다. */
export const ChangeRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        refusing(
          resultRequestsApi.updateResultRequest,
          409,
          ResultCode.CONFLICT,
          resultRequestMessages.notPending,
        ),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1);
    const results = card(canvasElement, '결과 파일');
    const dialog = await openDialog(canvasElement, results, '요청 수정', '결과 반출 요청 수정');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    const refusal = await within(dialog).findByText(resultRequestMessages.notPending);
    await expect(refusal).toBeVisible();
    await expect(within(dialog).getByText('요청을 수정하지 못했습니다.')).toBeVisible();
  },
};

const deliveryWorld = requestsWorld(withoutRequest(4));

/** Not asked yet: 결과 반출 요청, choosing how the results leave (Shiny here), then waiting. */
export const AskDelivery: Story = {
  parameters: { msw: { handlers: deliveryWorld.handlers } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1);
    const results = card(canvasElement, '결과 파일');
    const dialog = await openDialog(canvasElement, results, '결과 반출 요청', '결과 반출 요청');
    const channel = within(dialog).getByRole('combobox', { name: /반출 방법/ });
    await expect(channel).toHaveTextContent('FNET(연합 네트워크)');
    await pick(canvasElement, channel, 'Shiny 앱');
    await userEvent.click(within(dialog).getByRole('button', { name: '요청' }));
    await toastSaying(canvasElement, resultRequestMessages.requested);
    await expect(
      await within(results).findByText(
        '결과 반출 요청을 보냈습니다. 한빛대학교병원 관리자의 검토를 기다리는 중입니다.',
      ),
    ).toBeVisible();
    await expect(resultRequestsOf(deliveryWorld.db).at(-1)).toMatchObject({
      executionId: 1,
      kind: 'DELIVERY',
      channel: 'SHINY',
    });
  },
};

/** The server refuses (another admin's change, a permission taken away): its words stay in the dialog. */
export const AskRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        refusing(
          resultRequestsApi.requestResults,
          403,
          ResultCode.FORBIDDEN,
          resultRequestMessages.channelNeedsPermission('FNET(연합 네트워크)'),
        ),
        ...requestsWorld(withoutRequest(4)).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1);
    const results = card(canvasElement, '결과 파일');
    const dialog = await openDialog(canvasElement, results, '결과 반출 요청', '결과 반출 요청');
    const ask = within(dialog).getByRole('button', { name: '요청' });
    await userEvent.click(ask);
    const refusal = await within(dialog).findByRole('alert');
    await expect(refusal).toHaveTextContent('요청하지 못했습니다.');
    await expect(refusal).toHaveTextContent(
      resultRequestMessages.channelNeedsPermission('FNET(연합 네트워크)'),
    );
    await expect(dialog).toBeVisible();
    // The button may be asked again. Whether it still shows the focus ring it had while disabled
    // depends on how fast the refusal came, so the picture shows it without focus.
    await waitFor(() => expect(ask).toBeEnabled());
    ask.blur();
  },
};

const fnetWorld = requestsWorld((requests) =>
  Object.assign(
    requests.find((r) => r.id === 5)!,
    { state: 'APPROVED', withDelivery: true },
  ),
);

/**
 * 부산해오름병원 approved 김민준's request with delivery: execution 4's files are his, and the FNET
 * package (the released files and the reproducibility record) downloads as one zip.
 */
export const FnetDelivery: Story = {
  parameters: { ...executionAt(4), msw: { handlers: fnetWorld.handlers } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 4);
    await loadedFiles(canvasElement);
    const results = card(canvasElement, '결과 파일');
    const saved = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(within(results).getByRole('button', { name: 'FNET 패키지 내려받기' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const text = new TextDecoder().decode(await (saved.mock.calls[0]?.[0] as Blob).arrayBuffer());
      await expect(text).toContain('results/gender.csv');
      await expect(text).toContain('results/characterization.csv');
      await expect(text).toContain('reproducibility.json');
      // A held file never leaves with the package.
      await expect(text).not.toContain('cohort_rows.csv');
    } finally {
      saved.mockRestore();
    }
    await expect(fnetWorld.db.projectLog.at(-1)).toMatchObject({ action: 'RESULT_DELIVERED' });
  },
};

/** 부산해오름병원 approved 김민준's VIEW request with delivery; its node also refused a person-level file. */
const haeorumWorld = () =>
  world(RESEARCHER, (db) => {
    Object.assign(
      resultRequestsOf(db).find((r) => r.id === 5)!,
      { state: 'APPROVED', withDelivery: true },
    );
    db.executionFiles.push(
      mockResultFile(
        { id: 98, executionId: 4, name: 'patients.csv', text: 'person_key,birth_year\nK1,1961\nK2,1958\n' },
        {
          status: 'REFUSED',
          format: 'OTHER',
          findings: [
            {
              code: 'ONE_ROW_PER_PERSON',
              column: null,
              rows: 2,
              message: '모든 행이 환자 한 명씩입니다. 환자 단위 자료는 내보낼 수 없으니 집계해 주십시오.',
            },
          ],
        },
      ),
    );
  });

/** The files table of execution 4, once its rows have arrived. */
async function haeorumFiles(canvasElement: HTMLElement) {
  await heading(canvasElement, 4);
  const table = await filesTable(canvasElement);
  await waitFor(() => expect(within(table).getByText('characterization.csv')).toBeVisible());
  return table;
}

/**
 * Execution 4: a checked summarised_result, released and checked files, one held at the hospital and
 * one refused. Each says its status and shape; only files whose bytes are here have 보기 and
 * 내려받기; the held and refused ones are listed under the table with the node's findings and what to do.
 */
export const HeldAndRefusedFiles: Story = {
  parameters: { ...executionAt(4), msw: { handlers: haeorumWorld().handlers } },
  play: async ({ canvasElement }) => {
    const files = await haeorumFiles(canvasElement);
    const statusOfFile = (name: string) => within(rowOf(files, name)).getAllByRole('cell')[2]?.textContent;
    await expect(statusOfFile('characterization.csv')).toBe('검사 통과');
    await expect(statusOfFile('cohort_rows.csv')).toBe('병원 보관');
    await expect(statusOfFile('patients.csv')).toBe('반출 거부');
    await expect(statusOfFile('gender.csv')).toBe('반출 승인됨');
    await expect(within(rowOf(files, 'characterization.csv')).getAllByRole('cell')[3]).toHaveTextContent(
      '11행 × 13열',
    );
    await expect(within(rowOf(files, 'cohort_rows.csv')).getAllByRole('cell')[3]).toHaveTextContent(
      '4행 × 3열',
    );
    for (const name of ['cohort_rows.csv', 'patients.csv']) {
      await expect(within(files).queryByRole('button', { name: `${name} 보기` })).toBeNull();
      await expect(within(files).queryByRole('button', { name: `${name} 내려받기` })).toBeNull();
      await expect(within(files).queryByRole('checkbox', { name: `${name} 선택` })).toBeNull();
    }
    await expect(within(files).getByRole('button', { name: 'characterization.csv 내려받기' })).toBeVisible();

    const kept = within(card(canvasElement, '결과 파일')).getByRole('region', { name: '병원에 남은 파일' });
    const held = within(kept).getByRole('listitem', { name: 'cohort_rows.csv' });
    await expect(held).toHaveTextContent(/결과 반출을 요청하면 기관 관리자가/);
    const findings = within(held).getByRole('list', { name: 'cohort_rows.csv에서 찾은 항목' });
    await expect(
      within(findings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^작은 수events 열, 3행events 열의 3개 행에 5보다 작은 수/),
      expect.stringMatching(/^행별 날짜index_date 열, 4행index_date 열의 모든 행에 사건 날짜/),
    ]);
    const refused = within(kept).getByRole('listitem', { name: 'patients.csv' });
    await expect(refused).toHaveTextContent(/패키지를 고쳐 다시 실행해 주십시오/);
    await expect(refused).toHaveTextContent('환자 한 명당 한 행2행모든 행이 환자 한 명씩입니다.');
    // His rights cover the checked files; the held one leaves only by its admin's release, so he may
    // still ask for it beside the FNET package.
    await expect(
      await screen(canvasElement).findByText(/기관 관리자가 내용을 확인하고 반출을 승인해야 볼 수 있습니다/),
    ).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: '결과 반출 요청' })).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: 'FNET 패키지 내려받기' })).toBeVisible();
  },
};

/**
 * characterization.csv is a summarised_result: a tidy table (group, strata, variable, level, estimate,
 * value), `<5` and `-` marked and explained, and the counts of sex as bars; the other chart (sex within
 * 18 to 39) is one hidden bar.
 */
export const ViewSummarisedResult: Story = {
  parameters: { ...executionAt(4), msw: { handlers: haeorumWorld().handlers } },
  play: async ({ canvasElement }) => {
    const files = await haeorumFiles(canvasElement);
    await userEvent.click(within(files).getByRole('button', { name: 'characterization.csv 보기' }));
    const viewer = await within(canvasElement).findByRole('region', { name: 'characterization.csv 보기' });
    const table = await within(viewer).findByRole('table', { name: 'characterization.csv 요약 통계' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['그룹', '층', '변수', '수준', '추정치', '값']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const rows = bodyRows(table);
    await expect(cells(rows[1]!)).toEqual([
      'cohort_name: metformin_new_users',
      '전체',
      'sex',
      'Female',
      'count',
      '812',
    ]);
    await expect(cells(rows[2]!)[5]).toBe('51.33%');
    await expect(cells(rows[7]!)).toEqual([
      'cohort_name: metformin_new_users',
      'age_group: 18 to 39',
      'number subjects',
      '',
      'count',
      '<5 5 미만(가림)',
    ]);
    await expect(cells(rows[8]!)[5]).toBe('- 가림');
    await expect(table.querySelectorAll('[data-hidden]')).toHaveLength(2);
    await expect(within(viewer).getByText(/추정치 11개 · 가린 값 2개/)).toBeVisible();
    await expect(
      within(viewer).getByText(/-는 가린 수를 다른 칸에서 되짚을 수 없도록 함께 가린 값입니다/),
    ).toBeVisible();

    const chart = within(viewer).getByRole('figure', {
      name: 'sex 수준별 수 (cohort_name: metformin_new_users)',
    });
    await expect(
      within(chart)
        .getAllByRole('listitem')
        .map((bar) => bar.textContent),
    ).toEqual(['Female812', 'Male770']);
    await pick(
      canvasElement,
      within(viewer).getByRole('combobox', { name: '막대그래프로 볼 변수' }),
      'sex · cohort_name: metformin_new_users · age_group: 18 to 39',
    );
    const other = await within(viewer).findByRole('figure', {
      name: 'sex 수준별 수 (cohort_name: metformin_new_users · age_group: 18 to 39)',
    });
    await expect(other.querySelectorAll('[data-bar]')).toHaveLength(0);
    await expect(within(other).getByText(/^-: 가린 수를 다른 칸에서/)).toBeVisible();
  },
};

const SUMMARISED_HEADER =
  'result_id,cdm_name,group_name,group_level,strata_name,strata_level,variable_name,variable_level,estimate_name,estimate_type,estimate_value,additional_name,additional_level';

/** Execution 4 with a summarised_result that has only its header: checked, and nothing in it. */
const headerOnlyWorld = () => {
  const w = haeorumWorld();
  w.db.executionFiles.push(
    mockResultFile({ id: 97, executionId: 4, name: 'empty_summary.csv', text: `${SUMMARISED_HEADER}\n` }),
  );
  return w;
};

/** A summarised_result with only its header: the viewer opens and says the file is empty. */
export const ViewEmptySummarisedResult: Story = {
  parameters: { ...executionAt(4), msw: { handlers: headerOnlyWorld().handlers } },
  play: async ({ canvasElement }) => {
    const files = await haeorumFiles(canvasElement);
    await expect(within(rowOf(files, 'empty_summary.csv')).getAllByRole('cell')[2]?.textContent).toBe(
      '검사 통과',
    );
    await userEvent.click(within(files).getByRole('button', { name: 'empty_summary.csv 보기' }));
    const viewer = await within(canvasElement).findByRole('region', { name: 'empty_summary.csv 보기' });
    await expect(await within(viewer).findByText('내용이 없는 파일입니다.')).toBeVisible();
    await expect(within(viewer).queryByRole('figure')).toBeNull();
    await expect(within(viewer).queryByText(/가린 값 [1-9]/)).toBeNull();
  },
};

/** At 390 px: the page keeps to the screen, the checksum wraps and the files are cards, not a sideways scroll. */
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
    await heading(canvasElement, 1);
    const files = await loadedFiles(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    // The files are the kit's cards on a phone: nothing to scroll sideways to reach 보기.
    const scroller = files.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const description = canvas.getByText(/이 실행이 무엇으로 어디에서 돌았는지/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
    await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    );
    const reason = canvas.getByText(/^이 결과는 플랫폼 안에서 볼 수만 있습니다/);
    await expect(getComputedStyle(reason).wordBreak).toBe('keep-all');
    await expect(reason.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    );
  },
};

/** At 390 px: the held file's findings and what to do break between words inside the screen. */
export const KeptFilesOnAPhone: Story = {
  parameters: { ...executionAt(4), msw: { handlers: haeorumWorld().handlers } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await haeorumFiles(canvasElement);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    for (const text of [/^병원의 데이터 노드에 보관된 파일입니다/, /^index_date 열의 모든 행에 사건 날짜/]) {
      const line = within(canvasElement).getByText(text);
      await expect(getComputedStyle(line).wordBreak).toBe('keep-all');
      await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(
        phone.getBoundingClientRect().right,
      );
    }
  },
};
