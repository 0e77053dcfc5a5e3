import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resultRequestsApi } from '@cdmnet/api';
import { combinedResultsCopy as t } from '../messages.ko';
import { mockResultFile, moveMockExecution, type MockDb } from '@cdmnet/api/mocks';
import { failingUntilRetried, hanging, pick, screen, world } from '../../../app/testing/story-helpers';
import { resetAppState, withLiveEvents } from '../../../app/testing/story-providers';
import {
  ESTIMATION,
  heading,
  hospitalHeaders,
  hospitalItem,
  hospitalStates,
  openAt,
  RESEARCHER,
  rowSays,
  rowShows,
  sixHospitals,
  tableRegion,
  withCombinedResultsPage,
} from '../testing/combined-results-stories';
import { CombinedResultsPage } from './combined-results-page';

const HANBIT = '한빛대학교병원 HANBIT_CDM';
const HAEORUM = '부산해오름병원 HAEORUM_CDM';
const SJMC = '서울중앙의료원 SJMC_CDM';
const MUDEUNG = '광주무등의료원 MUDEUNG_CDM';
/** The characterization's rows by strata, variable and estimate. */
const ALL = '전체';

const meta = {
  title: 'Web/Projects/AnalysisTab/CombinedResultsPage',
  component: CombinedResultsPage,
  decorators: [withCombinedResultsPage()],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof CombinedResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the view is on its way: skeletons under the page's own header, the way back already there. */
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

/** The view fails: said once, in place, with 다시 시도 that brings it. */
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

/**
 * Six hospitals, version 2, 김민준 allowed to see 부산해오름병원: every target named with its state; the
 * characterization added up: counts summed, a sum over a hidden cell a lower bound (`≥ 12`), the share of
 * women recomputed from the summed counts (`52.05 †`), the mean shown per hospital and not added (–).
 */
export const SixHospitals: Story = {
  parameters: { msw: { handlers: sixHospitals({ haeorumSeen: true }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await tableRegion(canvasElement, 'characterization.csv');
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('combobox', { name: '패키지 버전' })).toHaveTextContent(
      '버전 2 (합산할 수 있는 병원 2곳)',
    );
    await expect(hospitalStates(canvasElement)).toEqual([
      ['광주무등의료원', '다른 버전만 실행'],
      ['대구청솔병원', '실행 없음'],
      ['부산해오름병원', '합산함'],
      ['서울중앙의료원', '합산함'],
      ['제주한라병원', '실행 실패'],
      ['한빛대학교병원', '실행 중'],
    ]);
    await expect(canvas.getByText('6곳 중 2곳')).toBeVisible();
    await expect(
      within(hospitalItem(canvasElement, '서울중앙의료원')).getByRole('link', {
        name: '서울중앙의료원 실행 #6 보기',
      }),
    ).toHaveAttribute('href', '/project/1/analysis/1/execution/6');

    const table = within(region).getByRole('table', { name: 'characterization.csv: 병원별 값과 합계' });
    await expect(hospitalHeaders(table)).toEqual([HAEORUM, SJMC, '합계']);
    await expect(rowShows(table, [ALL, 'number subjects', 'count'])).toEqual(['1,582', '420', '2,002']);
    await expect(rowShows(table, ['age_group: 18 to 39', 'number subjects'])).toEqual(['<5', '12', '≥ 12']);
    await expect(rowSays(table, ['age_group: 18 to 39', 'number subjects'])).toEqual([
      '5 미만, 병원이 가린 값',
      '12',
      '12 이상',
    ]);
    await expect(rowShows(table, ['age_group: 18 to 39', 'sex · Female'])).toEqual(['-', '<5', '≥ 0']);
    await expect(rowShows(table, [ALL, 'sex · Female', 'percentage'])).toEqual(['51.33', '54.76', '52.05 †']);
    await expect(rowSays(table, [ALL, 'sex · Female', 'percentage'])[2]).toBe(
      '52.05, 합한 수로 다시 계산한 값',
    );
    await expect(rowShows(table, [ALL, 'age', 'mean'])).toEqual(['63.4', '61', '–']);

    const legend = canvas.getByLabelText('표 읽는 법');
    await expect(
      within(legend).getByText('가린 값이 들어간 합계입니다. 알려진 값만 더한 하한입니다.'),
    ).toBeVisible();
    await expect(within(legend).getByText(/합한 수와 합한 대상자 수로 다시 계산한 비율입니다/)).toBeVisible();
    await expect(table).toHaveAccessibleDescription(/병원이 가린 값입니다/);
    await waitFor(() =>
      expect(document.title).toBe(
        `병원별 결과 합산 · ${ESTIMATION} · 메트포르민과 설포닐우레아의 심혈관 안전성 비교 · CDMNet`,
      ),
    );
  },
};

/**
 * 부산해오름병원 keeps its results from 김민준: only 서울중앙의료원 is added; 부산해오름병원 is named as 조회 권한
 * 없음, with why and the link to its run, where he asks.
 */
export const PartlyHidden: Story = {
  parameters: { msw: { handlers: sixHospitals({ haeorumSeen: false }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await tableRegion(canvasElement, 'characterization.csv')).getByRole('table');
    await expect(hospitalHeaders(table)).toEqual([SJMC, '합계']);
    await expect(rowShows(table, [ALL, 'number subjects', 'count'])).toEqual(['420', '420']);
    const haeorum = hospitalItem(canvasElement, '부산해오름병원');
    await expect(within(haeorum).getByText('조회 권한 없음')).toBeVisible();
    await expect(
      within(haeorum).getByText(
        '결과가 있지만 볼 권한이 없습니다. 실행 화면에서 결과 조회를 요청해 주십시오.',
      ),
    ).toBeVisible();
    await userEvent.click(within(haeorum).getByRole('link', { name: '부산해오름병원 실행 #4 보기' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      '/project/1/analysis/1/execution/4',
    );
  },
};

/**
 * 김민준's default: nothing of version 2 is his to add, so version 1 opens (한빛's released CSVs, added by
 * their columns); 부산해오름병원 ran only version 2 and offers it. Shown, version 2 names why nothing adds up.
 */
export const OtherVersion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await tableRegion(canvasElement, 'age_groups.csv')).getByRole('table');
    await expect(hospitalHeaders(table)).toEqual([HANBIT, '합계']);
    await expect(rowShows(table, ['60-69'])).toEqual(['904', '904']);
    await expect(rowShows(table, ['18-39'])).toEqual(['<5', '≥ 0']);
    await expect(hospitalStates(canvasElement)).toEqual([
      ['부산해오름병원', '다른 버전만 실행'],
      ['서울중앙의료원', '실행 실패'],
      ['한빛대학교병원', '합산함'],
    ]);
    const haeorum = hospitalItem(canvasElement, '부산해오름병원');
    await expect(within(haeorum).getByText('버전 2만 실행했습니다.')).toBeVisible();
    await userEvent.click(within(haeorum).getByRole('button', { name: '버전 2 보기' }));

    await expect(await canvas.findByText('이 버전에는 더할 수 있는 결과가 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '패키지 버전' })).toHaveTextContent(
      '버전 2 (합산할 결과 없음)',
    );
    await expect(hospitalStates(canvasElement)).toEqual([
      ['부산해오름병원', '조회 권한 없음'],
      ['서울중앙의료원', '실행 중'],
      ['한빛대학교병원', '실행 중'],
    ]);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Switching the version and the file: version 1 adds 한빛 and 광주무등의료원; gender.csv by its columns. */
export const SwitchVersionAndFile: Story = {
  parameters: { msw: { handlers: sixHospitals({ haeorumSeen: true }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRegion(canvasElement, 'characterization.csv');
    const version = canvas.getByRole('combobox', { name: '패키지 버전' });
    await userEvent.click(version);
    const listbox = await screen(canvasElement).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['버전 2 (합산할 수 있는 병원 2곳)', '버전 1 (합산할 수 있는 병원 2곳)']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('listbox')).toBeNull());

    await pick(canvasElement, version, '버전 1 (합산할 수 있는 병원 2곳)');
    await tableRegion(canvasElement, 'age_groups.csv');
    await expect(hospitalItem(canvasElement, '서울중앙의료원').textContent).toContain('실행 실패');
    await pick(canvasElement, canvas.getByRole('combobox', { name: '결과 파일' }), 'gender.csv');
    const table = within(await tableRegion(canvasElement, 'gender.csv')).getByRole('table');
    await expect(hospitalHeaders(table)).toEqual([MUDEUNG, HANBIT, '합계']);
    await expect(within(table).getAllByRole('columnheader', { name: 'persons' })).toHaveLength(3);
    await expect(rowShows(table, ['여성'])).toEqual(['402', '1,391', '1,793']);
    await expect(rowShows(table, ['기타'])).toEqual(['<5', '<5', '≥ 0']);
    await expect(canvas.getByRole('combobox', { name: '결과 파일' })).toHaveTextContent('gender.csv');
  },
};

/** Analysis 2 has no run that ended: nothing to add, and each hospital says why. */
export const NothingToAdd: Story = {
  parameters: openAt('/project/1/analysis/2/results'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이 버전에는 더할 수 있는 결과가 없습니다.')).toBeVisible();
    await expect(hospitalStates(canvasElement)).toEqual([
      ['광주무등의료원', '실행 중'],
      ['한빛대학교병원', '실행 없음'],
    ]);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: '결과 파일' })).toBeNull();
  },
};

/** Analysis 5 has no package yet: nothing to choose, and the way back to upload one. */
export const NoPackage: Story = {
  parameters: openAt('/project/1/analysis/5/results'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 패키지가 없습니다.')).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: '분석으로 돌아가기' }))
      await expect(link).toHaveAttribute('href', '/project/1/analysis/5');
    await expect(canvas.queryByRole('combobox', { name: '패키지 버전' })).toBeNull();
  },
};

/** An address naming a file the version's runs do not hold: the server's words, and the way to the first. */
export const StaleAddress: Story = {
  parameters: openAt('/project/1/analysis/1/results?version=1&file=nowhere.csv'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByText(
        '파일: 버전 1의 실행 중 볼 수 있는 결과에 nowhere.csv 파일이 없습니다. 목록에서 골라 주십시오.',
      ),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: '첫 결과 파일 보기' }));
    await expect(await tableRegion(canvasElement, 'age_groups.csv')).toBeVisible();
  },
};

const liveWorld = world(RESEARCHER);

/**
 * The view follows the executions: 한빛's version-2 run finishes with its characterization, and the
 * page, told by the live stream, adds it: 한빛 turns from 실행 중 to 합산함.
 */
export const FollowsExecutions: Story = {
  decorators: [withLiveEvents],
  parameters: { ...openAt('/project/1/analysis/1/results?version=2'), msw: { handlers: liveWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이 버전에는 더할 수 있는 결과가 없습니다.')).toBeVisible();
    await waitFor(() => expect(liveWorld.db.executionListeners.size).toBeGreaterThan(0));
    const haeorumFile = liveWorld.db.executionFiles.find(
      (f) => f.executionId === 4 && f.name === 'characterization.csv',
    )!;
    moveMockExecution(liveWorld.db, 5, 'SAVING_RESULT_FILES');
    liveWorld.db.executionFiles.push({ ...haeorumFile, id: 98, executionId: 5 });
    moveMockExecution(liveWorld.db, 5, 'FINISHED_SUCCESSFULLY');

    const table = within(await tableRegion(canvasElement, 'characterization.csv')).getByRole('table');
    await expect(hospitalHeaders(table)).toEqual([HANBIT, '합계']);
    await waitFor(() => expect(hospitalStates(canvasElement)).toContainEqual(['한빛대학교병원', '합산함']));
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

/** A copy of execution `from` as run `id` at CDM (and organisation) `cdmId`. */
function runAt(db: MockDb, from: number, id: number, cdmId: number) {
  const source = db.executions.find((e) => e.id === from)!;
  db.executions.push({ ...structuredClone(source), id, cdmId, orgId: cdmId });
}

/**
 * Version 1 of analysis 1 at five hospitals, four of them 합산함: 서울중앙의료원's run ended with an
 * error but kept a checked age_groups.csv; 광주무등의료원's finished run has only gender.csv; 대구청솔병원
 * (EV for researchers from other organisations here) holds its age_groups.csv at the hospital.
 */
const includedNotesWorld = () =>
  world(RESEARCHER, (db) => {
    db.analyses.find((a) => a.id === 1)!.cdmIds = [1, 2, 3, 4, 5];
    db.orgSettings.find((s) => s.orgId === 4)!.rfzLevel = 'EV';
    db.executionFiles.push(
      mockResultFile(
        { id: 92, executionId: 2, name: 'age_groups.csv', text: 'age_group,persons\n18-39,31\n60-69,210\n' },
        { status: 'CHECKED', format: 'OTHER' },
      ),
    );
    runAt(db, 1, 51, 5);
    db.executionFiles.push(
      mockResultFile(
        { id: 93, executionId: 51, name: 'gender.csv', text: 'gender,persons\n여성,402\n남성,377\n' },
        { status: 'RELEASED', format: 'OTHER' },
      ),
    );
    runAt(db, 1, 53, 4);
    db.executionFiles.push(
      mockResultFile(
        { id: 94, executionId: 53, name: 'age_groups.csv', text: 'age_group,persons\n18-39,7\n60-69,88\n' },
        { status: 'HELD', format: 'OTHER' },
      ),
    );
  });

/**
 * 합산함 with a note: a run that ended with an error but whose checked file came is added and says so;
 * a hospital whose run lacks the chosen file, and one that holds it, are 합산함 too, each saying why
 * its column is not in the table.
 */
export const IncludedWithNotes: Story = {
  parameters: {
    ...openAt('/project/1/analysis/1/results?version=1&file=age_groups.csv'),
    msw: { handlers: includedNotesWorld().handlers },
  },
  play: async ({ canvasElement }) => {
    const table = within(await tableRegion(canvasElement, 'age_groups.csv')).getByRole('table');
    await expect(hospitalHeaders(table)).toEqual([SJMC, HANBIT, '합계']);
    await expect(hospitalStates(canvasElement)).toEqual([
      ['광주무등의료원', '합산함'],
      ['대구청솔병원', '합산함'],
      ['부산해오름병원', '다른 버전만 실행'],
      ['서울중앙의료원', '합산함'],
      ['한빛대학교병원', '합산함'],
    ]);
    await expect(
      within(hospitalItem(canvasElement, '서울중앙의료원')).getByText(t.endedWithError),
    ).toBeVisible();
    await expect(
      within(hospitalItem(canvasElement, '광주무등의료원')).getByText(t.fileMissing),
    ).toBeVisible();
    await expect(within(hospitalItem(canvasElement, '대구청솔병원')).getByText(t.fileHeld)).toBeVisible();
    await expect(
      within(hospitalItem(canvasElement, '대구청솔병원')).getByRole('link', {
        name: '대구청솔병원 실행 #53 보기',
      }),
    ).toHaveAttribute('href', '/project/1/analysis/1/execution/53');
    await expect(
      within(hospitalItem(canvasElement, '한빛대학교병원')).queryByText(t.endedWithError),
    ).toBeNull();
    // 합산한 병원 counts the columns added: the held and the missing file are not among them.
    await expect(within(canvasElement).getByText('5곳 중 2곳')).toBeVisible();
  },
};

/** 한빛's version 1 also released a header-only CSV and one of rates (no whole numbers). */
const freeCsvWorld = () =>
  world(RESEARCHER, (db) => {
    db.executionFiles.push(
      mockResultFile(
        { id: 95, executionId: 1, name: 'empty.csv', text: 'age_group,persons\n' },
        { status: 'RELEASED', format: 'OTHER' },
      ),
      mockResultFile(
        { id: 96, executionId: 1, name: 'rates.csv', text: 'age_group,rate\n18-39,0.25\n60-69,1.75\n' },
        { status: 'RELEASED', format: 'OTHER' },
      ),
    );
  });

/** A file with a header and no rows: the table says so in its one row. */
export const FileWithoutRows: Story = {
  parameters: {
    ...openAt('/project/1/analysis/1/results?version=1&file=empty.csv'),
    msw: { handlers: freeCsvWorld().handlers },
  },
  play: async ({ canvasElement }) => {
    const table = within(await tableRegion(canvasElement, 'empty.csv')).getByRole('table');
    await expect(within(table).getByRole('cell', { name: t.noRows })).toBeVisible();
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(1);
  },
};

/** A free CSV with no whole-number column: nothing is summed, said above the table; values per hospital. */
export const NothingSummed: Story = {
  parameters: {
    ...openAt('/project/1/analysis/1/results?version=1&file=rates.csv'),
    msw: { handlers: freeCsvWorld().handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await tableRegion(canvasElement, 'rates.csv')).getByRole('table');
    await expect(canvas.getByText(t.noSummed)).toBeVisible();
    await expect(rowShows(table, ['60-69'])).toEqual(['1.75']);
    await expect(within(table).queryByRole('columnheader', { name: '합계' })).toBeNull();
  },
};

/** At 390 px: the page keeps to the screen, Korean breaks between words; the table scrolls sideways. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: sixHospitals({ haeorumSeen: true }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await tableRegion(canvasElement, 'characterization.csv');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const note = within(hospitalItem(canvasElement, '광주무등의료원')).getByText('버전 1만 실행했습니다.');
    await expect(getComputedStyle(note).wordBreak).toBe('keep-all');
    const description = canvas.getByText(/한 패키지 버전을 실행한 병원들의/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
  },
};
