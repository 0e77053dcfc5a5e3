import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orgAdminMessages, orgsApi, ResultCode } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { refusing, toastSaying } from '../../../app/testing/story-helpers';
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

// ── 회원 추가: the dialog the master's member tab uses, searching and adding through /orgs/{id} ──

/** Opens 회원 추가 from the table's toolbar and returns the dialog, once the list is in. */
async function openAddMember(canvasElement: HTMLElement) {
  const members = await loadedTable(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '회원 추가' }));
  const dialog = await screen(canvasElement).findByRole('dialog', { name: '회원 추가' });
  return { members, dialog, form: within(dialog) };
}

/** Types `keyword` into the dialog's search. */
async function search(dialog: HTMLElement, keyword: string) {
  await userEvent.type(within(dialog).getByRole('searchbox', { name: '이름 또는 이메일' }), keyword);
}

/** Finds 천서아 and sends her with `privilege`. */
async function addCheonSeoa(dialog: HTMLElement, privilege: string) {
  const form = within(dialog);
  await search(dialog, '천서아');
  const results = await form.findByRole('group', { name: '검색 결과' });
  await userEvent.click(within(results).getByRole('radio', { name: /천서아/ }));
  await pick(dialog, form.getByRole('combobox', { name: '기관 권한' }), privilege);
  await userEvent.click(form.getByRole('button', { name: '등록' }));
}

/** The dialog as it opens: what it does, the search not yet sent, the three privileges domain.md allows. */
export const AddMemberOpen: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const { dialog, form } = await openAddMember(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(orgAdminCopy.members.addDescription);
    await expect(form.getByRole('searchbox', { name: '이름 또는 이메일' })).toHaveValue('');
    await expect(form.queryByRole('group', { name: '검색 결과' })).toBeNull();
    // Nobody chosen yet: 등록 says so instead of sending.
    await userEvent.click(form.getByRole('button', { name: '등록' }));
    await expect(await form.findByText('등록할 사용자를 선택해 주십시오.')).toBeVisible();
    const privilege = form.getByRole('combobox', { name: '기관 권한' });
    await expect(privilege).toHaveTextContent('기관 연구원');
    await userEvent.click(privilege);
    const options = await screen(canvasElement).findByRole('listbox');
    await expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['기관 연구원', '파트너 연구원', '기관 관리자']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(form.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Searching: one letter is not asked; two are, and each user found shows their email and employer. */
export const AddMemberSearch: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const { members, dialog, form } = await openAddMember(canvasElement);
    await search(dialog, 'H');
    await expect(form.queryByRole('group', { name: '검색 결과' })).toBeNull();
    await search(dialog, 'ANBIT');
    const results = await form.findByRole('group', { name: '검색 결과' });
    // Verified users not active here: 윤서준, whose request waits (adding decides it), and 천서아.
    const labels = within(results)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label'));
    await expect(labels.map((label) => label?.textContent)).toEqual([
      expect.stringContaining('윤서준'),
      expect.stringContaining('천서아'),
    ]);
    // Each names their email and employer, to tell namesakes apart.
    await expect(labels[0]).toHaveTextContent(/@.+ · /);
    // Chosen, then 취소: nobody is added. (Closed, too, as axe reads the table behind the modal as
    // headers without names.)
    await userEvent.click(within(results).getByRole('radio', { name: /천서아/ }));
    await userEvent.click(form.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(bodyRows(members)).toHaveLength(13);
  },
};

/** An active member or nobody at all: the search says so and what it leaves out. */
export const AddMemberNoResult: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const { dialog, form } = await openAddMember(canvasElement);
    await search(dialog, '김민준');
    await expect(
      await form.findByText('검색 결과가 없습니다. 이미 이 기관의 연구원이거나 가입하지 않은 사용자입니다.'),
    ).toBeVisible();
    await expect(form.queryByRole('radio')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** 천서아 added as 파트너 연구원: 등록되었습니다., the dialog closes and the list shows her. */
export const AddMember: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const { members, dialog } = await openAddMember(canvasElement);
    await addCheonSeoa(dialog, '파트너 연구원');
    await toastSaying(canvasElement, orgAdminMessages.registered);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bodyRows(members)).toHaveLength(14));
    await expect(privilegeSelect(rowOf(members, '천서아'), '천서아')).toHaveTextContent('파트너 연구원');
  },
};

/** Refused (another admin added her first): the server's message, and the dialog stays to try again. */
export const AddMemberRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        refusing(orgsApi.addOrgMemberDirectly, 409, ResultCode.CONFLICT, orgAdminMessages.alreadyMember),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { members, dialog, form } = await openAddMember(canvasElement);
    await addCheonSeoa(dialog, '기관 연구원');
    await toastSaying(canvasElement, orgAdminMessages.alreadyMember);
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(form.getByRole('button', { name: '등록' })).toBeEnabled());
    await expect(form.getByRole('radio', { name: /천서아/ })).toBeChecked();
    // Closed, the list is as it was (the page behind a modal dialog is hidden from the a11y tree).
    await userEvent.click(form.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(bodyRows(members)).toHaveLength(13);
  },
};
