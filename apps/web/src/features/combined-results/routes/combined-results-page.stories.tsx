import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resultRequestsApi } from '@cdmnet/api';
import { moveMockExecution } from '@cdmnet/api/mocks';
import { failingUntilRetried, hanging, pick, screen, world } from '../../../app/testing/story-helpers';
import { resetAppState, withLiveEvents } from '../../../app/testing/story-providers';
import {
  ADMIN,
  bothHospitals,
  ESTIMATION,
  groupHeaders,
  heading,
  openAt,
  RESEARCHER,
  rowSays,
  rowShows,
  tableRegion,
  withCombinedResultsPage,
} from '../testing/combined-results-stories';
import { CombinedResultsPage } from './combined-results-page';

const HANBIT = '한빛대학교병원 HANBIT_CDM';
const HAEORUM = '부산해오름병원 HAEORUM_CDM';

const meta = {
  title: 'Web/Projects/AnalysisTab/CombinedResultsPage',
  component: CombinedResultsPage,
  decorators: [withCombinedResultsPage()],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof CombinedResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the sums are on their way: skeletons under the page's own header, the way back already there. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(resultRequestsApi.combinedResults), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText('결과를 불러오는 중입니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '분석으로 돌아가기' })).toHaveAttribute(
      'href',
      '/project/1/analysis/1',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

const combinedFailure = failingUntilRetried(resultRequestsApi.combinedResults);

/** The sums fail: said once, in place, with 다시 시도 that brings the table. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    combinedFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [combinedFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('결과를 불러오지 못했습니다.')).toBeVisible();
    // Said once, by the page: the failure is not toasted as well.
    await expect(screen(canvasElement).queryByText('Internal server error')).toBeNull();
    combinedFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await tableRegion(canvasElement, 'age_groups.csv')).toBeVisible();
  },
};

/** Analysis 2 has runs, none finished successfully: nothing to add up yet, and the way back to 실행. */
export const NoSuccessfulRun: Story = {
  parameters: openAt('/project/1/analysis/2/results'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 성공한 실행이 없습니다.')).toBeVisible();
    // Above the title and in the empty state: both back to the analysis, where 실행 is.
    for (const link of canvas.getAllByRole('link', { name: '분석으로 돌아가기' }))
      await expect(link).toHaveAttribute('href', '/project/1/analysis/2');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: '결과 파일' })).toBeNull();
    await waitFor(() =>
      expect(document.title).toMatch(
        /^병원별 결과 합산 · .+ · 메트포르민과 설포닐우레아의 심혈관 안전성 비교 · CDMNet$/,
      ),
    );
  },
};

/**
 * 박지현 without EXECUTION_VIEW: both hospitals have results, she may see neither; each is listed with
 * the link to its execution, where she can ask.
 */
export const NothingVisible: Story = {
  parameters: {
    msw: {
      handlers: world(ADMIN, (db) => {
        db.projectMembers.find((m) => m.projectId === 1 && m.userId === 2)!.permissions = [
          'EXECUTION_CREATE',
        ];
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('볼 수 있는 결과가 없습니다.')).toBeVisible();
    const hidden = canvas.getByRole('region', { name: '결과를 볼 수 없는 병원' });
    await expect(
      within(hidden)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['부산해오름병원 · HAEORUM_CDM · 실행 #4', '/project/1/analysis/1/execution/4'],
      ['한빛대학교병원 · HANBIT_CDM · 실행 #1', '/project/1/analysis/1/execution/1'],
    ]);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * Both hospitals, gender.csv: one column group per hospital, then 합계. A masked cell shows `<5` and is
 * said as masked; a row with one makes its sum a lower bound (`≥ 1,289`), never a guess; a hospital
 * without the row shows –. The legend explains the signs; each run added up links to its execution.
 */
export const MaskedCellsAndLowerBounds: Story = {
  parameters: {
    ...openAt('/project/1/analysis/1/results?file=gender.csv'),
    msw: { handlers: bothHospitals().handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await tableRegion(canvasElement, 'gender.csv');
    await expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'gender.csv: 병원별 값과 합계' });
    await expect(groupHeaders(table)).toEqual([HAEORUM, HANBIT, '합계']);
    await expect(within(table).getAllByRole('columnheader', { name: 'persons' })).toHaveLength(3);

    await expect(rowShows(table, '여성')).toEqual(['842', '1,391', '2,233']);
    await expect(rowShows(table, '남성')).toEqual(['<5', '1,289', '≥ 1,289']);
    await expect(rowSays(table, '남성')).toEqual(['5 미만, 병원이 가린 값', '1,289', '1,289 이상']);
    await expect(rowShows(table, '기타')).toEqual(['7', '<5', '≥ 7']);
    await expect(rowShows(table, '미상')).toEqual(['12', '–', '12']);
    await expect(rowSays(table, '미상')).toEqual(['12', '값 없음', '12']);

    const legend = canvas.getByLabelText('표 읽는 법');
    await expect(
      within(legend).getByText('5 미만이라 병원이 가린 값입니다. 짐작해 채우지 않습니다.'),
    ).toBeVisible();
    await expect(
      within(legend).getByText('가린 값이 있는 행의 합계입니다. 알려진 값만 더한 하한입니다.'),
    ).toBeVisible();
    await expect(table).toHaveAccessibleDescription(/5 미만이라 병원이 가린 값입니다/);

    await expect(
      canvas.getByRole('link', { name: '부산해오름병원 · HAEORUM_CDM · 실행 #4' }),
    ).toHaveAttribute('href', '/project/1/analysis/1/execution/4');
    await expect(canvas.queryByRole('region', { name: '결과를 볼 수 없는 병원' })).toBeNull();
    await expect(canvas.getByText('4행')).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        `병원별 결과 합산 · ${ESTIMATION} · 메트포르민과 설포닐우레아의 심혈관 안전성 비교 · CDMNet`,
      ),
    );
  },
};

/**
 * 김민준's default: 부산해오름병원 keeps its results from him. The first file is chosen; 한빛's figures
 * are added up alone and 부산해오름병원 is listed apart, with the link to its execution to ask there.
 */
export const WithHiddenHospital: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await tableRegion(canvasElement, 'age_groups.csv');
    await expect(canvas.getByRole('combobox', { name: '결과 파일' })).toHaveTextContent('age_groups.csv');
    const table = within(region).getByRole('table');
    await expect(groupHeaders(table)).toEqual([HANBIT, '합계']);
    await expect(rowShows(table, '60-69')).toEqual(['904', '904']);
    await expect(rowShows(table, '18-39')).toEqual(['<5', '≥ 0']);

    const hidden = canvas.getByRole('region', { name: '결과를 볼 수 없는 병원' });
    await expect(
      within(hidden).getByText(
        '아래 병원의 결과는 합계에 들어 있지 않습니다. 실행 화면에서 그 병원에 결과 조회를 요청할 수 있습니다.',
      ),
    ).toBeVisible();
    await userEvent.click(
      within(hidden).getByRole('link', { name: '부산해오름병원 · HAEORUM_CDM · 실행 #4' }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      '/project/1/analysis/1/execution/4',
    );
  },
};

/** Choosing another file brings its table: gender.csv adds up both hospitals, age_groups.csv only 한빛. */
export const ChooseAnotherFile: Story = {
  parameters: { msw: { handlers: bothHospitals().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await tableRegion(canvasElement, 'age_groups.csv');
    await expect(groupHeaders(within(first).getByRole('table'))).toEqual([HANBIT, '합계']);
    const chooser = canvas.getByRole('combobox', { name: '결과 파일' });
    await userEvent.click(chooser);
    const listbox = await screen(canvasElement).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['age_groups.csv', 'gender.csv', 'persons.csv']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('listbox')).toBeNull());

    await pick(canvasElement, chooser, 'gender.csv');
    const next = await tableRegion(canvasElement, 'gender.csv');
    await expect(groupHeaders(within(next).getByRole('table'))).toEqual([HAEORUM, HANBIT, '합계']);
    await expect(canvas.queryByRole('region', { name: 'age_groups.csv 병원별 합산 표' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'gender.csv 합산' })).toBeVisible();

    await pick(canvasElement, chooser, 'persons.csv');
    const persons = within(await tableRegion(canvasElement, 'persons.csv')).getByRole('table');
    await expect(rowShows(persons, '1')).toEqual(['1,582', '1,582', '3,164']);
  },
};

const liveWorld = world(RESEARCHER);

/**
 * The view follows the executions: execution 5 finishes at HANBIT_CDM with its own gender.csv, and the
 * page, told by the live stream, adds up 한빛's newest run instead of execution 1 (the same file, so the
 * same query: asked again because the runs it is made of changed).
 */
export const FollowsExecutions: Story = {
  decorators: [withLiveEvents],
  parameters: {
    ...openAt('/project/1/analysis/1/results?file=gender.csv'),
    msw: { handlers: liveWorld.handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = within(await tableRegion(canvasElement, 'gender.csv')).getByRole('table');
    await expect(rowShows(before, '여성')).toEqual(['1,391', '1,391']);
    await expect(canvas.getByRole('link', { name: '한빛대학교병원 · HANBIT_CDM · 실행 #1' })).toBeVisible();
    // The stream is open once the mock has a listener.
    await waitFor(() => expect(liveWorld.db.executionListeners.size).toBeGreaterThan(0));

    moveMockExecution(liveWorld.db, 5, 'SAVING_RESULT_FILES');
    liveWorld.db.executionFiles.push({
      id: 98,
      executionId: 5,
      name: 'gender.csv',
      bytes: new TextEncoder().encode('gender,persons\n여성,1400\n남성,1300\n기타,<5\n'),
    });
    moveMockExecution(liveWorld.db, 5, 'FINISHED_SUCCESSFULLY');

    await expect(
      await canvas.findByRole('link', { name: '한빛대학교병원 · HANBIT_CDM · 실행 #5' }),
    ).toBeVisible();
    const after = within(await tableRegion(canvasElement, 'gender.csv')).getByRole('table');
    await expect(rowShows(after, '여성')).toEqual(['1,400', '1,400']);
    await expect(canvas.queryByRole('link', { name: '한빛대학교병원 · HANBIT_CDM · 실행 #1' })).toBeNull();
    // Execution 5 holds gender.csv only: the only file left to choose.
    await expect(canvas.getByRole('combobox', { name: '결과 파일' })).toHaveTextContent('gender.csv');
  },
};

/** Analysis 7 is project 2's: under project 1 it is the server's 404, said with the way back. */
export const NotFound: Story = {
  parameters: openAt('/project/1/analysis/7/results'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('분석을 찾을 수 없습니다.')).toBeVisible();
    await userEvent.click(within(alert).getByRole('link', { name: '분석으로 돌아가기' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/project\/1\/analysis$/);
  },
};

/** At 390 px: the page keeps to the screen; the table scrolls sideways in its named region. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    ...openAt('/project/1/analysis/1/results?file=persons.csv'),
    msw: { handlers: bothHospitals().handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await tableRegion(canvasElement, 'persons.csv');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const description = canvas.getByText(/가장 최근에 성공한 실행의 결과 파일을/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
  },
};
