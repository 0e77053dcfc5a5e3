import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  projectLogActionLabels,
  projectLogActions,
  projectsApi,
  type ProjectLogAction,
  type ProjectLogEntry,
} from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import {
  bodyRows,
  failingUntilRetried,
  hanging,
  pick,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { LogTab } from './log-tab';

// The demo projects (the mock's fixtures): project 1 is managed by 김민준 (researcher) with 박지현
// (admin) as a member, and its trail holds its analyses' and IRB requests' entries too; in project 3
// 한수빈 declined for good.

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const ADMIN = 'admin@demo.cdmnet.kr';
const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';

/** How many entries project 1's trail holds in the mock (members', analyses' and IRB requests'). */
const project1Entries = world(RESEARCHER).db.projectLog.filter((e) => e.projectId === 1).length;

/** The kinds of entry the members tab and the project form write. */
const memberKinds = new Set([
  '멤버 초대',
  '프로젝트 수정',
  '초대 거절',
  '권한 변경',
  '초대 수락',
  '프로젝트 생성',
]);

const TIMESTAMP = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

const logTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: '프로젝트 로그' });

/** Each row as [일시, 처리자, 작업, 내용]. */
const rowTexts = (canvasElement: HTMLElement) =>
  bodyRows(logTable(canvasElement)).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );

/** What each row did, without its time. */
const changes = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((row) => row.slice(1).join(' | '));

const filters = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('search', { name: '로그 조회 조건' }));

const meta = {
  title: 'Web/Projects/LogTab',
  component: LogTab,
  decorators: [withScreen({ path: '/project/:projectId/log', initialEntry: '/project/1/log' })],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof LogTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [hanging(projectsApi.listProjectLogs), ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '로그' })).toBeVisible();
    await waitFor(() => expect(logTable(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('search', { name: '로그 조회 조건' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mock(projectsApi.listProjectLogs, () => ({ content: [] })), ...world(RESEARCHER).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        '프로젝트 로그가 없습니다. 멤버를 초대하거나 분석을 만들거나 IRB 승인을 요청하면 여기에 기록됩니다.',
      ),
    ).toBeVisible();
  },
};

const logsFailure = failingUntilRetried(projectsApi.listProjectLogs);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    logsFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [logsFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('로그를 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    logsFailure.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('정다은 님을 초대했습니다.')).toBeVisible();
  },
};

/** Project 1's trail, newest first, each entry said in words with who did it. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('정다은 님을 초대했습니다.');
    const rows = rowTexts(canvasElement);
    await expect(rows).toHaveLength(project1Entries);
    await expect(rows.every((row) => TIMESTAMP.test(row[0] ?? ''))).toBe(true);
    // Newest first: the timestamps (YY/MM/DD HH:mm:ss) read backwards in time.
    const times = rows.map((row) => row[0] ?? '');
    await expect(times).toEqual([...times].sort().reverse());
    // The members' and the project's own entries, in their order.
    await expect(changes(canvasElement).filter((row) => memberKinds.has(row.split(' | ')[1] ?? ''))).toEqual([
      '김민준 | 멤버 초대 | 정다은 님을 초대했습니다.',
      '김민준 | 프로젝트 수정 | 프로젝트를 수정했습니다: 설명.',
      '최윤호 | 초대 거절 | 최윤호 님이 초대를 거절했습니다.',
      '김민준 | 멤버 초대 | 최윤호 님을 초대했습니다.',
      '김민준 | 권한 변경 | 박지현 님의 권한을 바꿨습니다. 부여: IRB 요청, 실행 생성, 실행 결과 조회.',
      '박지현 | 초대 수락 | 박지현 님이 초대를 수락했습니다.',
      '김민준 | 멤버 초대 | 박지현 님을 초대했습니다.',
      `김민준 | 프로젝트 생성 | ‘${PROJECT_1}’ 프로젝트를 만들었습니다. (비공개, 비교 효과 연구)`,
    ]);
    // The analyses' and the IRB requests' entries among them, in words.
    await expect(changes(canvasElement)).toEqual(
      expect.arrayContaining([
        '박지현 | IRB 승인 요청 | 부산해오름병원에 IRB 승인을 요청했습니다. (IRB 번호 HR-2026-153)',
        '박지현 | IRB 승인 | 한빛대학교병원에서 IRB를 승인했습니다. (IRB 번호 HBU-IRB-2025-1203, 2026년 12월 20일까지)',
        '- | IRB 만료 | 한빛대학교병원의 IRB 승인이 만료되었습니다. (IRB 번호 HBU-IRB-2025-0417, 2026년 10월 31일까지)',
        '김민준 | 패키지 업로드 | ‘병원 간 연합학습 심혈관 위험 점수’ 분석에 패키지를 올렸습니다: fl_cv_risk_server.zip (버전 1, 서버(집계) 패키지)',
      ]),
    );
    await waitFor(() => expect(document.title).toBe(`로그 · ${PROJECT_1} · CDMNet`));
  },
};

/** A decline for good says so: the project may not invite them again. */
export const DeclinedForGood: Story = {
  parameters: { screen: { initialEntry: '/project/3/log' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        '한수빈 님이 초대를 거절하고 이 프로젝트의 초대를 다시 받지 않기로 했습니다.',
      ),
    ).toBeVisible();
  },
};

/** A member (박지현) reads the same trail as its manager. */
export const AsMember: Story = {
  parameters: { msw: { handlers: world(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('정다은 님을 초대했습니다.');
    await expect(rowTexts(canvasElement)).toHaveLength(project1Entries);
  },
};

let entryId = 100;
const entry = (
  action: ProjectLogAction,
  actorName: string | null,
  createdAt: string,
  detail: Record<string, unknown>,
): ProjectLogEntry => ({ id: ++entryId, action, actorName, subjectName: null, detail, createdAt });

/** An analysis's and the IRB's trail, newest first, in the shapes the analysis and IRB services write. */
const analysisAndIrbLog: ProjectLogEntry[] = [
  entry('IRB_EXPIRED', null, '2026-11-30T15:00:00.000Z', {
    irbId: 1,
    orgName: '서울중앙의료원',
    irbNumber: 'SC-2025-118',
    validUntil: '2026-11-30',
  }),
  entry('IRB_REJECTED', '윤서준', '2026-11-26T02:10:00.000Z', {
    irbId: 3,
    orgName: '부산해오름병원',
    irbNumber: 'BH-2026-007',
    reason: '승인서의 연구 책임자가 신청서와 다릅니다.',
  }),
  entry('IRB_APPROVED', '박지현', '2026-11-25T05:00:00.000Z', {
    irbId: 2,
    orgName: '한빛대학교병원',
    irbNumber: 'HB-2026-031',
    validUntil: '2027-03-31',
  }),
  entry('IRB_REQUESTED', '김민준', '2026-11-24T01:00:00.000Z', {
    irbId: 2,
    orgName: '한빛대학교병원',
    irbNumber: 'HB-2026-031',
  }),
  entry('ADVANCED_SAVED', '김민준', '2026-11-23T01:00:00.000Z', {
    analysisId: 3,
    name: '흉부 영상 분류',
    images: 2,
  }),
  entry('PACKAGE_UPLOADED', '김민준', '2026-11-22T01:00:00.000Z', {
    analysisId: 2,
    name: '연합 재입원 예측',
    version: 2,
    fileName: 'fl-server.zip',
    flType: 'SERVER',
  }),
  entry('ANALYSIS_DELETED', '박지현', '2026-11-21T01:00:00.000Z', { name: '시험 분석' }),
  entry('ANALYSIS_MODIFIED', '박지현', '2026-11-20T01:00:00.000Z', {
    analysisId: 1,
    name: '심혈관 사건 비교',
  }),
  entry('ANALYSIS_CREATED', '김민준', '2026-11-19T01:00:00.000Z', {
    analysisId: 1,
    name: '심혈관 사건 비교',
    type: 'ESTIMATION',
  }),
];

/** Analyses and IRB decisions read as sentences, with the type, package kind and validity in words. */
export const AnalysesAndIrb: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(projectsApi.listProjectLogs, () => ({ content: analysisAndIrbLog })),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/심혈관 사건 비교’ 분석을 만들었습니다/);
    await expect(changes(canvasElement)).toEqual([
      '- | IRB 만료 | 서울중앙의료원의 IRB 승인이 만료되었습니다. (IRB 번호 SC-2025-118, 2026년 11월 30일까지)',
      '윤서준 | IRB 거절 | 부산해오름병원에서 IRB 승인 요청을 거절했습니다. (IRB 번호 BH-2026-007) 사유: 승인서의 연구 책임자가 신청서와 다릅니다.',
      '박지현 | IRB 승인 | 한빛대학교병원에서 IRB를 승인했습니다. (IRB 번호 HB-2026-031, 2027년 03월 31일까지)',
      '김민준 | IRB 승인 요청 | 한빛대학교병원에 IRB 승인을 요청했습니다. (IRB 번호 HB-2026-031)',
      '김민준 | 고급 분석 상세 저장 | ‘흉부 영상 분류’ 분석의 그림과 상세 설명을 저장했습니다. (그림 2개)',
      '김민준 | 패키지 업로드 | ‘연합 재입원 예측’ 분석에 패키지를 올렸습니다: fl-server.zip (버전 2, 서버(집계) 패키지)',
      '박지현 | 분석 삭제 | ‘시험 분석’ 분석을 삭제했습니다.',
      '박지현 | 분석 수정 | ‘심혈관 사건 비교’ 분석을 수정했습니다.',
      '김민준 | 분석 생성 | ‘심혈관 사건 비교’ 분석을 만들었습니다. (인구 수준 효과 추정)',
    ]);
  },
};

const logQueries: string[] = [];

/** The 작업 filter offers every kind of entry, the analyses' and the IRB's too, and asks for the one chosen. */
export const FilterByIrbAction: Story = {
  beforeEach: () => {
    logQueries.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`*${projectsApi.listProjectLogs.path}`, ({ request }) => {
          logQueries.push(new URL(request.url).search);
          return undefined;
        }),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('정다은 님을 초대했습니다.');
    const form = filters(canvasElement);
    await userEvent.click(form.getByRole('combobox', { name: '작업' }));
    const listbox = await screen(canvasElement).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['전체', ...projectLogActions.map((action) => projectLogActionLabels[action])]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'IRB 승인 요청' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.click(form.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(logQueries).toContain('?action=IRB_REQUESTED'));
    // The members' entries are not IRB requests: they leave the table.
    await waitFor(() => expect(canvas.queryByText('정다은 님을 초대했습니다.')).toBeNull());
  },
};

/** One kind of action, then a span of days; a span running backwards is refused at 종료일. */
export const Filtered: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('정다은 님을 초대했습니다.');
    const form = filters(canvasElement);
    const search = form.getByRole('button', { name: '조회' });

    await pick(canvasElement, form.getByRole('combobox', { name: '작업' }), '멤버 초대');
    await userEvent.click(search);
    await waitFor(() =>
      expect(changes(canvasElement)).toEqual([
        '김민준 | 멤버 초대 | 정다은 님을 초대했습니다.',
        '김민준 | 멤버 초대 | 최윤호 님을 초대했습니다.',
        '김민준 | 멤버 초대 | 박지현 님을 초대했습니다.',
      ]),
    );

    // Every kind, 3 to 5 September (Seoul's days).
    await pick(canvasElement, form.getByRole('combobox', { name: '작업' }), '전체');
    const from = form.getByLabelText('시작일');
    const to = form.getByLabelText('종료일');
    await userEvent.type(from, '2026-09-03');
    await userEvent.type(to, '2026-09-05');
    await userEvent.click(search);
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(4));
    await expect(changes(canvasElement)[0]).toBe('김민준 | 멤버 초대 | 최윤호 님을 초대했습니다.');

    // Backwards: refused at 종료일, and nothing is asked.
    await userEvent.clear(to);
    await userEvent.type(to, '2026-09-01');
    await userEvent.click(search);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('종료일은 시작일과 같거나 그 뒤여야 합니다.');
    await expect(rowTexts(canvasElement)).toHaveLength(4);

    // A span with nothing in it says so.
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-31');
    await userEvent.click(search);
    await expect(
      await canvas.findByText('조회 조건에 맞는 기록이 없습니다. 작업이나 기간을 바꿔 다시 조회해 보십시오.'),
    ).toBeVisible();
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** At 390 px: the filters wrap, the page keeps to the screen and the table scrolls sideways. */
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
    await canvas.findByText('정다은 님을 초대했습니다.');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    // On a phone the log's rows are the kit's cards: nothing scrolls sideways.
    const scroller = logTable(canvasElement).parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const sentence = canvas.getByText(/박지현 님의 권한을 바꿨습니다/);
    await expect(getComputedStyle(sentence).wordBreak).toBe('keep-all');
  },
};

// ── 내 알림 (GET /projects/{id}/notifications) ───────────────────────────────────────────────────────

const noticesCard = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: '내 알림' }));

/** 김민준's notices about project 1, newest first, each opening its screen; none about project 2. */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const card = await noticesCard(canvasElement);
    const list = await card.findByRole('list', { name: '내 알림' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      '분석 실행이 완료되었습니다.',
      'IRB 승인 요청이 승인되었습니다.',
    ]);
    await expect(links[0]).toHaveAttribute('href', '/project/1/analysis/1/execution/1');
    await expect(links[1]).toHaveAttribute('href', '/project/1/request');
    await expect(within(list).getAllByText('읽지 않음')).toHaveLength(1);
    await expect(card.getByRole('link', { name: '모든 알림 보기' })).toHaveAttribute(
      'href',
      '/notification?filter=project',
    );
  },
};

/** 박지현 was told nothing about project 1: the card says what would be here. */
export const NotificationsEmpty: Story = {
  parameters: { msw: { handlers: world(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const card = await noticesCard(canvasElement);
    await expect(
      await card.findByText(
        '이 프로젝트에 관한 알림이 없습니다. IRB나 결과 요청이 결정되거나 실행이 끝나면 여기에 보입니다.',
      ),
    ).toBeVisible();
  },
};

export const NotificationsLoading: Story = {
  parameters: {
    msw: { handlers: [hanging(projectsApi.listProjectNotifications), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const card = await noticesCard(canvasElement);
    await expect(card.getByText('알림을 불러오는 중입니다.')).toBeInTheDocument();
    await expect(card.queryByRole('list')).toBeNull();
  },
};

const noticesFailure = failingUntilRetried(projectsApi.listProjectNotifications);
/** The notices fail: said in their card with 다시 시도; the trail above is unaffected. */
export const NotificationsError: Story = {
  beforeEach: () => {
    noticesFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [noticesFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const card = await noticesCard(canvasElement);
    const alert = await card.findByRole('alert');
    await expect(alert).toHaveTextContent('알림을 불러오지 못했습니다.');
    await expect(await within(canvasElement).findByText('정다은 님을 초대했습니다.')).toBeVisible();
    noticesFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await card.findByRole('list', { name: '내 알림' })).toBeVisible();
  },
};
