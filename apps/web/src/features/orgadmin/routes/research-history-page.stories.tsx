import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { irbApi, resultRequestsApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { toastSaying } from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import { OrgAdminScreens, withOrgAdminScreen } from '../testing/org-admin-screens';
import {
  ADMIN,
  bodyRows,
  expectForbidden,
  failingUntilRetried,
  hanging,
  pick,
  RESEARCHER,
  spiedWorld,
} from '../testing/org-admin-stories';
import { ResearchHistoryPage } from './research-history-page';

// 한빛대학교병원's decisions on project 1 (the mock's fixtures): HBU-IRB-2025-1203 approved on its
// second try (the first rejected for a missing signature), and HBU-IRB-2025-0417 approved, then expired.

const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';
const TIMESTAMP = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

const historyTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'IRB 결정 이력' });

/** Each row as [결정 일시, 프로젝트, IRB 번호, 결과, 처리자, 거절 사유, 유효 기간 종료일]. */
const rowTexts = (canvasElement: HTMLElement) =>
  bodyRows(historyTable(canvasElement)).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );

/** The rows without their time. */
const decisions = (canvasElement: HTMLElement) => rowTexts(canvasElement).map((row) => row.slice(1));

const outcomeSelect = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('search', { name: 'IRB 결정 이력 조회 조건' })).getByRole(
    'combobox',
    { name: '결과' },
  );

const meta = {
  title: 'Web/OrgAdmin/ResearchHistory',
  component: ResearchHistoryPage,
  render: () => <OrgAdminScreens />,
  decorators: [withOrgAdminScreen('/orgadmin/1/research/history')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(ADMIN).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ResearchHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(irbApi.listOrgIrbHistory), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '연구 결정 이력' })).toBeVisible();
    await waitFor(() => expect(historyTable(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(outcomeSelect(canvasElement)).toHaveTextContent('전체');
    await waitFor(() => expect(document.title).toBe('연구 결정 이력 · CDMNet'));
  },
};

/** Newest decision first: when, the project, the number, the outcome, who decided, why, and until when. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('HBU-IRB-2025-0417');
    const rows = rowTexts(canvasElement);
    await expect(rows.every((row) => TIMESTAMP.test(row[0] ?? ''))).toBe(true);
    await expect(decisions(canvasElement)).toEqual([
      [PROJECT_1, 'HBU-IRB-2025-1203', '승인', '박지현', '-', '26-12-20'],
      [
        PROJECT_1,
        'HBU-IRB-2025-1203',
        '거절',
        '박지현',
        '첨부한 승인서에 심의위원장 서명이 없습니다. 서명된 최종본을 올려 주십시오.',
        '-',
      ],
      [PROJECT_1, 'HBU-IRB-2025-0417', '만료', '박지현', '-', '26-10-31'],
    ]);
  },
};

const historyQueries: string[] = [];

/** One outcome at a time, asked of the server as soon as it is chosen; 전체 brings every one back. */
export const Filtered: Story = {
  beforeEach: () => {
    historyQueries.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`*${irbApi.listOrgIrbHistory.path}`, ({ request }) => {
          historyQueries.push(new URL(request.url).search);
          return undefined;
        }),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('HBU-IRB-2025-0417');

    await pick(canvasElement, outcomeSelect(canvasElement), '거절');
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(1));
    await expect(decisions(canvasElement)[0]?.slice(1, 3)).toEqual(['HBU-IRB-2025-1203', '거절']);
    await expect(historyQueries).toContain('?state=REJECTED');

    await pick(canvasElement, outcomeSelect(canvasElement), '만료');
    await waitFor(() =>
      expect(decisions(canvasElement)[0]?.slice(1, 3)).toEqual(['HBU-IRB-2025-0417', '만료']),
    );
    await expect(rowTexts(canvasElement)).toHaveLength(1);

    await pick(canvasElement, outcomeSelect(canvasElement), '전체');
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(3));
  },
};

/** Nothing decided says so; an outcome nothing ended with says that instead, and how to see more. */
export const FilteredEmpty: Story = {
  parameters: {
    msw: {
      handlers: [mock(irbApi.listOrgIrbHistory, () => ({ content: [] })), ...spiedWorld(ADMIN).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('IRB 결정 이력이 없습니다. IRB 승인 요청을 승인하거나 거절하면 여기에 남습니다.');
    await pick(canvasElement, outcomeSelect(canvasElement), '만료');
    await expect(
      await canvas.findByText('이 결과로 끝난 IRB 요청이 없습니다. 다른 결과를 골라 보십시오.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mock(irbApi.listOrgIrbHistory, () => ({ content: [] })), ...spiedWorld(ADMIN).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'IRB 결정 이력이 없습니다. IRB 승인 요청을 승인하거나 거절하면 여기에 남습니다.',
      ),
    ).toBeVisible();
  },
};

const historyFailure = failingUntilRetried(irbApi.listOrgIrbHistory);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    historyFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [historyFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('IRB 결정 이력을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    historyFailure.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('HBU-IRB-2025-0417')).toBeVisible();
  },
};

const researcherWorld = spiedWorld(RESEARCHER);
export const ForbiddenForResearcher: Story = {
  parameters: { msw: { handlers: researcherWorld.handlers } },
  play: ({ canvasElement }) => expectForbidden(canvasElement, researcherWorld.calls),
};

// ── 결과 요청 결정 이력 ─────────────────────────────────────────────────────────────────────────────────
// 한빛대학교병원 decided two result requests: 2 승인 (2026-09-16), then before it 1 거절 with its reason.

const resultHistory = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '결과 요청 결정 이력' });

const resultTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

/** Newest decision first, and the outcome filter of its own narrows to 거절. */
export const ResultDecisions: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const table = await resultHistory(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await expect(resultTexts(bodyRows(table)[0]!).slice(1, 7)).toEqual([
      '메트포르민과 설포닐우레아의 심혈관 안전성 비교',
      '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교',
      'HANBIT_CDM',
      '결과 조회',
      '승인',
      '박지현',
    ]);
    const filters = within(canvasElement).getByRole('search', { name: '결과 요청 결정 이력 조회 조건' });
    await pick(canvasElement, within(filters).getByRole('combobox', { name: '결과' }), '거절');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    await expect(resultTexts(bodyRows(table)[0]!)[7]).toMatch(/^요청 사유에 결과를 볼 연구 목적이/);
  },
};

export const ResultDecisionsEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(resultRequestsApi.listOrgResultHistory, () => ({ content: [] })),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        '결과 요청 결정 이력이 없습니다. 결과 요청을 승인하거나 거절하면 여기에 남습니다.',
      ),
    ).toBeVisible();
  },
};

const resultHistoryFailure = failingUntilRetried(resultRequestsApi.listOrgResultHistory);

export const ResultDecisionsError: Story = {
  beforeEach: () => {
    resultHistoryFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [resultHistoryFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('결과 요청 결정 이력을 불러오지 못했습니다.'),
    ).toBeVisible();
  },
};

export const ResultDecisionsLoading: Story = {
  parameters: {
    msw: { handlers: [hanging(resultRequestsApi.listOrgResultHistory), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await resultHistory(canvasElement)).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
