import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orgsApi } from '@cdmnet/api';
import { resetAppState } from '../../../app/testing/story-providers';
import { OrgAdminScreens, withOrgAdminScreen } from '../testing/org-admin-screens';
import {
  ADMIN,
  bodyRows,
  expectForbidden,
  hanging,
  MASTER,
  pick,
  RESEARCHER,
  listStateStories,
  spiedWorld,
} from '../testing/org-admin-stories';
import { MemberHistoryPage } from './member-history-page';

const TIMESTAMP = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

const historyTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: '변경 이력' });

/** Each row as [일시, 연구원, 변경 내용, 처리자]. */
const rowTexts = (canvasElement: HTMLElement) =>
  bodyRows(historyTable(canvasElement)).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );

const meta = {
  title: 'Web/OrgAdmin/MemberHistory',
  component: MemberHistoryPage,
  render: () => <OrgAdminScreens />,
  decorators: [withOrgAdminScreen('/orgadmin/1/member/history')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(ADMIN).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof MemberHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(orgsApi.listMembershipHistory), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '변경 이력' })).toBeVisible();
    await waitFor(() => expect(historyTable(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('search', { name: '이력 조회 조건' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('변경 이력 · CDMNet'));
  },
};

const states = listStateStories(orgsApi.listMembershipHistory, {
  empty: '변경 이력이 없습니다.',
  failed: '변경 이력을 불러오지 못했습니다.',
  recovered: '데이터 접근 수준 변경 (기본값 → EVD)',
});

export const Empty: Story = states.Empty;

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = states.ErrorState;

/** 한빛대학교병원's history, newest first, each change said in Korean with who made it. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('데이터 접근 수준 변경 (기본값 → EVD)');
    const rows = rowTexts(canvasElement);
    await expect(rows).toHaveLength(26);
    const [newest] = rows;
    await expect(newest?.slice(1)).toEqual(['임도현', '가입 신청', '본인']);
    await expect(newest?.[0]).toMatch(TIMESTAMP);
    const changes = rows.map((row) => row.slice(1).join(' | '));
    await expect(changes).toEqual(
      expect.arrayContaining([
        '조은비 | 거절 | 박지현',
        '문지훈 | 내보냄 | 박지현',
        '오준혁 | 권한 변경 (파트너 연구원 → 기관 연구원) | 박지현',
        '최윤호 | 데이터 접근 수준 변경 (기본값 → EVD) | 박지현',
        '이서연 | 수락 (→ 파트너 연구원) | 박지현',
        '박지현 | 등록 (→ 기관 관리자) | 최고관리',
      ]),
    );
  },
};

export const AsMaster: Story = {
  parameters: {
    screen: { initialEntry: '/orgadmin/2/member/history' },
    msw: { handlers: spiedWorld(MASTER).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '서울중앙의료원' })).toBeVisible();
    await waitFor(() => expect(rowTexts(canvasElement).length).toBeGreaterThan(0));
  },
};

const researcherWorld = spiedWorld(RESEARCHER);
export const ForbiddenForResearcher: Story = {
  parameters: { msw: { handlers: researcherWorld.handlers } },
  play: ({ canvasElement }) => expectForbidden(canvasElement, researcherWorld.calls),
};

const otherAdminWorld = spiedWorld(ADMIN);
export const ForbiddenForAnotherOrgsAdmin: Story = {
  parameters: {
    screen: { initialEntry: '/orgadmin/2/member/history' },
    msw: { handlers: otherAdminWorld.handlers },
  },
  play: ({ canvasElement }) => expectForbidden(canvasElement, otherAdminWorld.calls),
};

/** One member, then a range of days; a range that runs backwards is refused at 종료일. */
export const FilterByMemberAndDates: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('데이터 접근 수준 변경 (기본값 → EVD)');
    const filters = within(canvas.getByRole('search', { name: '이력 조회 조건' }));
    const search = filters.getByRole('button', { name: '조회' });

    await pick(canvasElement, filters.getByRole('combobox', { name: '연구원' }), '최윤호');
    await userEvent.click(search);
    await waitFor(() =>
      expect(rowTexts(canvasElement).map((row) => row[2])).toEqual([
        '데이터 접근 수준 변경 (기본값 → EVD)',
        '수락 (→ 기관 연구원)',
        '가입 신청',
      ]),
    );

    const from = filters.getByLabelText('시작일');
    const to = filters.getByLabelText('종료일');
    await userEvent.type(from, '2025-12-01');
    await userEvent.type(to, '2025-12-31');
    await userEvent.click(search);
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(1));
    await expect(rowTexts(canvasElement)[0]?.[2]).toBe('데이터 접근 수준 변경 (기본값 → EVD)');

    // Everyone in December 2025: 최윤호's change is the only one.
    await pick(canvasElement, filters.getByRole('combobox', { name: '연구원' }), '전체');
    await userEvent.click(search);
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(1));

    // A range that ends before it starts is refused at 종료일, and nothing is asked.
    await userEvent.clear(to);
    await userEvent.type(to, '2025-11-01');
    await userEvent.click(search);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('종료일은 시작일과 같거나 그 뒤여야 합니다.');
    await expect(rowTexts(canvasElement)).toHaveLength(1);

    // Put right, a range with nothing in it.
    await userEvent.clear(from);
    await userEvent.type(from, '2025-12-02');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-31');
    await userEvent.click(search);
    await expect(await canvas.findByText('변경 이력이 없습니다.')).toBeVisible();
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  },
};
