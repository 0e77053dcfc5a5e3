import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { projectsApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import {
  bodyRows,
  failingUntilRetried,
  hanging,
  pick,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { LogTab } from './log-tab';

// The demo projects (the mock's fixtures): project 1 is managed by 김민준 (researcher) with 박지현
// (admin) as a member; in project 3 한수빈 declined for good.

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const ADMIN = 'admin@demo.cdmnet.kr';
const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';

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
        '프로젝트 로그가 없습니다. 멤버를 초대하거나 프로젝트를 수정하면 여기에 기록됩니다.',
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
    await expect(rows.every((row) => TIMESTAMP.test(row[0] ?? ''))).toBe(true);
    await expect(changes(canvasElement)).toEqual([
      '김민준 | 멤버 초대 | 정다은 님을 초대했습니다.',
      '김민준 | 프로젝트 수정 | 프로젝트를 수정했습니다: 설명.',
      '최윤호 | 초대 거절 | 최윤호 님이 초대를 거절했습니다.',
      '김민준 | 멤버 초대 | 최윤호 님을 초대했습니다.',
      '김민준 | 권한 변경 | 박지현 님의 권한을 바꿨습니다. 부여: IRB 요청, 실행 생성, 실행 결과 조회.',
      '박지현 | 초대 수락 | 박지현 님이 초대를 수락했습니다.',
      '김민준 | 멤버 초대 | 박지현 님을 초대했습니다.',
      `김민준 | 프로젝트 생성 | ‘${PROJECT_1}’ 프로젝트를 만들었습니다. (비공개, 비교 효과 연구)`,
    ]);
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
    await expect(rowTexts(canvasElement)).toHaveLength(8);
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
    const scroller = logTable(canvasElement).parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const sentence = canvas.getByText(/박지현 님의 권한을 바꿨습니다/);
    await expect(getComputedStyle(sentence).wordBreak).toBe('keep-all');
  },
};
