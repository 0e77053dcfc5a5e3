import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orgAdminMessages, orgsApi } from '@cdmnet/api';
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
  MASTER,
  pick,
  RESEARCHER,
  rowOf,
  screen,
  spiedWorld,
} from '../testing/org-admin-stories';
import { orgAdminCopy } from '../messages.ko';
import { MemberListPage } from './member-list-page';

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '연구원 목록' });

/** The table once its rows have arrived. */
async function loadedTable(canvasElement: HTMLElement, name = '박지현') {
  await within(canvasElement).findByText(name);
  return table(canvasElement);
}

const privilegeSelect = (row: HTMLElement, name: string) =>
  within(row).getByRole('combobox', { name: `${name} 님 권한` });

const meta = {
  title: 'Web/OrgAdmin/MemberList',
  component: MemberListPage,
  render: () => <OrgAdminScreens />,
  decorators: [withOrgAdminScreen('/orgadmin/1/member/list')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(ADMIN).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof MemberListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(orgsApi.listOrgMembers), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '연구원 관리' })).toBeVisible();
    await waitFor(async () => expect(await table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('tab', { name: '연구원 관리' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe('연구원 관리 · CDMNet'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mock(orgsApi.listOrgMembers, () => ({ content: [] })), ...spiedWorld(ADMIN).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('연구원이 없습니다.')).toBeVisible();
  },
};

const membersFailure = failingUntilRetried(orgsApi.listOrgMembers);

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    membersFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [membersFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('연구원 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    membersFailure.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('윤서준')).toBeVisible();
  },
};

/** 한빛대학교병원 as its admin: requests first (each says what approval makes them), then the members. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '한빛대학교병원' })).toBeVisible();
    const members = await loadedTable(canvasElement);
    const rows = bodyRows(members);
    await expect(rows).toHaveLength(13);
    // Requests wait for the admin: they come first.
    for (const name of ['윤서준', '장하린', '임도현']) {
      await expect(rows.slice(0, 3)).toContain(rowOf(members, name));
    }

    const employedHere = rowOf(members, '윤서준');
    await expect(
      within(employedHere).getByRole('button', { name: '윤서준 님 수락 (기관 연구원)' }),
    ).toHaveTextContent('수락 (기관 연구원)');
    await expect(
      within(employedHere).getByText('소아 천식 코호트 연구에 참여하고자 가입을 신청합니다.'),
    ).toBeVisible();
    await expect(within(employedHere).getByText('26-02-25')).toBeVisible();
    await expect(within(employedHere).getByText('승인 대기')).toBeVisible();
    await expect(
      within(rowOf(members, '장하린')).getByRole('button', { name: '장하린 님 수락 (파트너 연구원)' }),
    ).toBeVisible();
    await expect(within(rowOf(members, '장하린')).getByText('대구청솔병원')).toBeVisible();

    const rejected = rowOf(members, '조은비');
    await expect(within(rejected).getByText('거절됨')).toBeVisible();
    await expect(within(rejected).queryAllByRole('button')).toHaveLength(0);
    await expect(within(rejected).queryByRole('combobox')).toBeNull();

    const admin = rowOf(members, '박지현');
    await expect(privilegeSelect(admin, '박지현')).toHaveTextContent('기관 관리자');
    await expect(within(admin).getByRole('button', { name: '박지현 님 내보내기' })).toBeDisabled();
    await expect(privilegeSelect(rowOf(members, '이서연'), '이서연')).toHaveTextContent('파트너 연구원');
  },
};

/** A platform admin administers any organisation: 부산해오름병원 here. */
export const AsMaster: Story = {
  parameters: {
    screen: { initialEntry: '/orgadmin/3/member/list' },
    msw: { handlers: spiedWorld(MASTER).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '부산해오름병원' })).toBeVisible();
    const members = await loadedTable(canvasElement, '송민재');
    await expect(privilegeSelect(rowOf(members, '송민재'), '송민재')).toHaveTextContent('기관 연구원');
  },
};

const researcherWorld = spiedWorld(RESEARCHER);
export const ForbiddenForResearcher: Story = {
  parameters: { msw: { handlers: researcherWorld.handlers } },
  play: ({ canvasElement }) => expectForbidden(canvasElement, researcherWorld.calls),
};

const otherAdminWorld = spiedWorld(ADMIN);
/** 박지현 administers 한빛대학교병원, not 서울중앙의료원. */
export const ForbiddenForAnotherOrgsAdmin: Story = {
  parameters: {
    screen: { initialEntry: '/orgadmin/2/member/list' },
    msw: { handlers: otherAdminWorld.handlers },
  },
  play: ({ canvasElement }) => expectForbidden(canvasElement, otherAdminWorld.calls),
};

/** The dashboard's link: `?status=PENDING` opens the list filtered to the requests. */
export const FilteredToRequests: Story = {
  parameters: { screen: { initialEntry: '/orgadmin/1/member/list?status=PENDING' } },
  play: async ({ canvasElement }) => {
    const members = await loadedTable(canvasElement, '윤서준');
    await waitFor(() => expect(bodyRows(members)).toHaveLength(3));
    await expect(within(members).queryByText('박지현')).toBeNull();
  },
};

/**
 * Approvals: someone the organisation employs becomes 기관 연구원, anyone else 파트너 연구원; the
 * dashboard's counts follow.
 */
export const ApproveRequests: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await loadedTable(canvasElement);

    await userEvent.click(
      within(rowOf(members, '윤서준')).getByRole('button', { name: '윤서준 님 수락 (기관 연구원)' }),
    );
    await toastSaying(canvasElement, orgAdminMessages.approved);
    await waitFor(() =>
      expect(privilegeSelect(rowOf(members, '윤서준'), '윤서준')).toHaveTextContent('기관 연구원'),
    );
    await expect(within(rowOf(members, '윤서준')).queryByRole('button', { name: /수락/ })).toBeNull();

    await userEvent.click(
      within(rowOf(members, '장하린')).getByRole('button', { name: '장하린 님 수락 (파트너 연구원)' }),
    );
    await waitFor(() =>
      expect(privilegeSelect(rowOf(members, '장하린'), '장하린')).toHaveTextContent('파트너 연구원'),
    );

    await userEvent.click(canvas.getByRole('tab', { name: '대시보드' }));
    const counts = await canvas.findByRole('region', { name: '연구원' });
    await waitFor(() => expect(counts).toHaveTextContent('기관 연구원7명'));
    await expect(counts).toHaveTextContent('파트너 연구원3명');
    await expect(canvas.getByRole('region', { name: '가입 신청' })).toHaveTextContent('1건');
  },
};

export const RejectRequest: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    const members = await loadedTable(canvasElement);
    const reject = () =>
      userEvent.click(within(rowOf(members, '임도현')).getByRole('button', { name: '임도현 님 거절' }));

    // Dismissed, nothing changes.
    await reject();
    let dialog = await body.findByRole('alertdialog', { name: '정말 이 신청을 거절하시겠습니까?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(within(rowOf(members, '임도현')).getByText('승인 대기')).toBeVisible();

    await reject();
    dialog = await body.findByRole('alertdialog', { name: '정말 이 신청을 거절하시겠습니까?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    await toastSaying(canvasElement, orgAdminMessages.rejected);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(rowOf(members, '임도현')).getByText('거절됨')).toBeVisible());
    await expect(within(rowOf(members, '임도현')).queryAllByRole('button')).toHaveLength(0);
  },
};

export const ChangePrivilege: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const members = await loadedTable(canvasElement);
    await pick(canvasElement, privilegeSelect(rowOf(members, '김민준'), '김민준'), '기관 관리자');
    await toastSaying(canvasElement, orgAdminMessages.changed);
    await waitFor(() =>
      expect(privilegeSelect(rowOf(members, '김민준'), '김민준')).toHaveTextContent('기관 관리자'),
    );
  },
};

/**
 * Issue 28 item 13: the organisation's only admin (박지현's own row) can neither step down nor leave,
 * as the server would insist: the privilege and 내보내기 are disabled and name the reason shown.
 */
export const LastAdminKeepsTheRole: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const members = await loadedTable(canvasElement);
    const admin = rowOf(members, '박지현');
    const reason = orgAdminCopy.members.lastAdmin;
    await expect(within(admin).getByText(reason)).toBeVisible();
    await expect(privilegeSelect(admin, '박지현')).toBeDisabled();
    await expect(privilegeSelect(admin, '박지현')).toHaveAccessibleDescription(reason);
    const remove = within(admin).getByRole('button', { name: '박지현 님 내보내기' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(reason);
    // Everyone else's row stays as it was.
    await expect(privilegeSelect(rowOf(members, '김민준'), '김민준')).toBeEnabled();
  },
};

export const RemoveMember: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    const members = await loadedTable(canvasElement);
    await userEvent.click(
      within(rowOf(members, '배수진')).getByRole('button', { name: '배수진 님 내보내기' }),
    );
    const dialog = await body.findByRole('alertdialog', { name: '정말 이 연구원을 내보내시겠습니까?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '내보내기' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(members).queryByText('배수진')).toBeNull());
    await expect(bodyRows(members)).toHaveLength(12);
  },
};

/**
 * With a second admin, 박지현 may step down; she is then no longer this organisation's admin, and
 * the pages say so at once.
 */
export const StepDown: Story = {
  parameters: {
    msw: {
      handlers: spiedWorld(ADMIN, (db) => {
        const minjun = db.users.find((u) => u.primaryEmail === RESEARCHER);
        const membership = minjun?.orgList.find((m) => m.orgId === 1);
        if (membership) membership.orgUserPrivilege = 'ORG_ADMIN';
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await loadedTable(canvasElement);
    await expect(privilegeSelect(rowOf(members, '김민준'), '김민준')).toHaveTextContent('기관 관리자');
    // Two admins: neither is the last, so both may change.
    await expect(within(canvasElement).queryByText(orgAdminCopy.members.lastAdmin)).toBeNull();
    await pick(canvasElement, privilegeSelect(rowOf(members, '박지현'), '박지현'), '기관 연구원');
    await toastSaying(canvasElement, orgAdminMessages.changed);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('접근 권한이 없습니다.');
  },
};
