import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { analysesApi, executionsApi } from '@cdmnet/api';
import {
  bodyRows,
  failingUntilRetried,
  hanging,
  rowOf,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import {
  ADVANCED,
  dialogNamed,
  ESTIMATION,
  PROJECT_1,
  RESEARCHER,
  spokenText,
  withAnalysisTab,
} from '../testing/analyses-stories';
import { AnalysisTab } from './analysis-tab';

const analysesTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '분석 목록' });

/** The table once its rows have arrived. */
async function loadedAnalyses(canvasElement: HTMLElement) {
  const table = await analysesTable(canvasElement);
  await waitFor(() => expect(within(table).getByText(ESTIMATION)).toBeVisible());
  return table;
}

const meta = {
  title: 'Web/Projects/AnalysisTab',
  component: AnalysisTab,
  decorators: [withAnalysisTab()],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof AnalysisTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(analysesApi.listAnalyses), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '분석' })).toBeVisible();
    await waitFor(async () =>
      expect(await analysesTable(canvasElement)).toHaveAttribute('aria-busy', 'true'),
    );
    // 분석 만들기 does not wait for the list.
    await expect(canvas.getByRole('button', { name: '분석 만들기' })).toBeEnabled();
  },
};

/** Project 3 has no analysis yet: the table says what would be there and offers to make one. */
export const Empty: Story = {
  parameters: { screen: { initialEntry: '/project/3/analysis' } },
  play: async ({ canvasElement }) => {
    const table = await analysesTable(canvasElement);
    const empty = await within(table).findByText(
      '등록된 분석이 없습니다. 분석을 만들고 패키지를 올리면 여기에 표시됩니다.',
    );
    await expect(empty).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: '분석 만들기' }));
    const dialog = await dialogNamed(canvasElement, '분석 만들기');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const listFailure = failingUntilRetried(analysesApi.listAnalyses);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    listFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [listFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('분석 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    listFailure.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await loadedAnalyses(canvasElement)).toBeVisible();
  },
};

/**
 * Project 1's analyses, last updated first: name (a link to its page), type in Korean, the target
 * organisations in short, the author, the date of the last change and the newest package version.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedAnalyses(canvasElement);
    await waitFor(() => expect(document.title).toBe(`분석 · ${PROJECT_1} · CDMNet`));
    const rows = bodyRows(table).map((row) => within(row).getAllByRole('cell').map(spokenText));
    await expect(rows.map((cells) => cells[0])).toEqual([
      ADVANCED,
      'SGLT2 억제제 추가 후 신기능 변화',
      '병원 간 연합학습 심혈관 위험 점수',
      '당화혈색소 변화 궤적 군집화',
      ESTIMATION,
      '설포닐우레아 복용 환자의 중증 저혈당 예측',
    ]);
    await expect(rows[4]).toEqual([
      ESTIMATION,
      '인구 수준 효과 추정',
      '부산해오름병원, 서울중앙의료원 외 1곳',
      '김민준',
      '26-10-02',
      'v2',
    ]);
    await expect(rows[1]?.[5]).toBe('패키지 없음');
    await expect(rows[2]?.[1]).toBe('연합학습');
    await expect(rows[5]?.[3]).toBe('박지현');

    const link = within(rowOf(table, ESTIMATION)).getByRole('link', { name: ESTIMATION });
    await expect(link).toHaveAttribute('href', '/project/1/analysis/1');
    await userEvent.click(link);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      '/project/1/analysis/1',
    );
  },
};

/** The keyword finds an analysis by a target organisation that the short cell does not show. */
export const SearchByOrganisation: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedAnalyses(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('searchbox'), '광주무등의료원');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    await expect(within(table).getByText('설포닐우레아 복용 환자의 중증 저혈당 예측')).toBeVisible();
  },
};

const recentTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '최근 실행' });

/**
 * 최근 실행: the project's executions across its analyses, newest first, each with its status (icon and
 * label), where it ran and when; each leads to its page, and its analysis's name to the analysis.
 */
export const RecentExecutions: Story = {
  play: async ({ canvasElement }) => {
    const table = await recentTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9));
    const rows = bodyRows(table).map((row) => within(row).getAllByRole('cell').map(spokenText));
    await expect(rows.map((cells) => cells.slice(0, 5))).toEqual([
      ['#9', '당화혈색소 변화 궤적 군집화', '실행 준비 중', '한빛대학교병원', 'HANBIT_CDM'],
      ['#6', ESTIMATION, '대기', '서울중앙의료원', 'SJMC_CDM'],
      ['#5', ESTIMATION, '실행 중', '한빛대학교병원', 'HANBIT_CDM'],
      ['#7', '설포닐우레아 복용 환자의 중증 저혈당 예측', '결과 저장 중', '광주무등의료원', 'MUDEUNG_CDM'],
      ['#8', '설포닐우레아 복용 환자의 중증 저혈당 예측', '취소 중', '한빛대학교병원', 'HANBIT_CDM'],
      ['#4', ESTIMATION, '완료', '부산해오름병원', 'HAEORUM_CDM'],
      ['#3', ESTIMATION, '취소됨', '부산해오름병원', 'HAEORUM_CDM'],
      ['#2', ESTIMATION, '오류로 종료', '서울중앙의료원', 'SJMC_CDM'],
      ['#1', ESTIMATION, '완료', '한빛대학교병원', 'HANBIT_CDM'],
    ]);
    await expect(rows[0]?.[5]).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(within(table).getByRole('link', { name: '당화혈색소 변화 궤적 군집화' })).toHaveAttribute(
      'href',
      '/project/1/analysis/3',
    );
    const link = within(table).getByRole('link', { name: '실행 #7 자세히 보기' });
    await expect(link).toHaveAttribute('href', '/project/1/analysis/2/execution/7');
    await userEvent.click(link);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      '/project/1/analysis/2/execution/7',
    );
  },
};

/** Project 3 has run nothing yet: 최근 실행 says so, and where executions start. */
export const RecentExecutionsEmpty: Story = {
  parameters: { screen: { initialEntry: '/project/3/analysis' } },
  play: async ({ canvasElement }) => {
    const table = await recentTable(canvasElement);
    await expect(
      await within(table).findByText('아직 실행한 분석이 없습니다. 분석 화면에서 실행을 시작할 수 있습니다.'),
    ).toBeVisible();
  },
};

const recentFailure = failingUntilRetried(executionsApi.listProjectExecutions);

export const RecentExecutionsError: Story = {
  beforeEach: () => {
    recentFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [recentFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const table = await recentTable(canvasElement);
    await expect(await within(table).findByText('최근 실행 목록을 불러오지 못했습니다.')).toBeVisible();
    // The analyses above are not held up.
    await loadedAnalyses(canvasElement);
    recentFailure.state.failing = false;
    await userEvent.click(within(table).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9));
  },
};

/** At 390 px: the page keeps to the screen and the table scrolls sideways. */
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
    const table = await loadedAnalyses(canvasElement);
    // 최근 실행 has arrived too. On a phone both tables are the kit's cards: nothing scrolls sideways.
    const recent = await recentTable(canvasElement);
    await waitFor(() => expect(bodyRows(recent)).toHaveLength(9));
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    for (const shown of [table, recent]) {
      const scroller = shown.parentElement as HTMLElement;
      await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    }
    const description = canvas.getByText(/프로젝트의 분석을 보고/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
    await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    );
  },
};
