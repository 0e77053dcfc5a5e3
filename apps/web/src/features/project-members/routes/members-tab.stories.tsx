import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { projectMessages, projectsApi } from '@cdmnet/api';
import {
  bodyRows,
  failingUntilRetried,
  hanging,
  pick,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import {
  ADMIN,
  answer,
  dialogNamed,
  loadedMembers,
  memberRow,
  memberRows,
  membersTable,
  PARTNER,
  PROJECT_1,
  RESEARCHER,
  withMembersTab,
} from '../testing/members-stories';
import { MembersTab } from './members-tab';

const roleSelect = (row: HTMLElement, name: string) =>
  within(row).getByRole('combobox', { name: `${name} 님 역할` });

/** Opens 초대 and returns the dialog. */
async function openInvite(canvasElement: HTMLElement) {
  await loadedMembers(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '초대' }));
  return dialogNamed(canvasElement, '멤버 초대');
}

/** Types `keyword` into the dialog's search, then returns the results once they name `expected`. */
async function search(dialog: HTMLElement, keyword: string, expected: string) {
  const box = within(dialog).getByRole('searchbox', { name: '이름 또는 이메일' });
  await userEvent.clear(box);
  await userEvent.type(box, keyword);
  // The list is drawn afresh for each answer: find it again until it names `expected`.
  await waitFor(() =>
    expect(within(within(dialog).getByRole('list', { name: '검색 결과' })).getByText(expected)).toBeVisible(),
  );
  return within(dialog).getByRole('list', { name: '검색 결과' });
}

/** Closes the dialog by its footer button and waits for it to go. */
async function closeDialog(canvasElement: HTMLElement, dialog: HTMLElement) {
  await userEvent.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
  await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
}

const meta = {
  title: 'Web/Projects/MembersTab',
  component: MembersTab,
  decorators: [withMembersTab()],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof MembersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(projectsApi.listProjectMembers), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '멤버' })).toBeVisible();
    await waitFor(async () => expect(await membersTable(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    // Nothing to act on yet.
    await expect(canvas.queryByRole('button', { name: '초대' })).toBeNull();
  },
};

const membersFailure = failingUntilRetried(projectsApi.listProjectMembers);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    membersFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [membersFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('멤버 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    membersFailure.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('정다은')).toBeVisible();
  },
};

/**
 * 김민준 manages project 1: members first, then the invitation waiting, then the one declined; a role
 * Select per member, and per row what may be done with it.
 */
export const AsManager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedMembers(canvasElement, '최윤호');
    await expect(memberRows(table).map((cells) => [cells[0], cells[4]])).toEqual([
      ['김민준나', '참여 중'],
      ['박지현', '참여 중'],
      ['정다은', '초대 대기'],
      ['최윤호', '거절함'],
    ]);
    // Opened directly (no name handed over), the project's name comes from its detail.
    await waitFor(() => expect(document.title).toBe(`멤버 · ${PROJECT_1} · CDMNet`));
    await expect(canvas.getByRole('button', { name: '초대' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '프로젝트 나가기' })).toBeVisible();

    const me = memberRow(table, '김민준');
    await expect(roleSelect(me, '김민준')).toHaveTextContent('관리자');
    await expect(within(me).getByRole('button', { name: '김민준 님 권한' })).toBeVisible();
    // Managers leave from the header; their own row has no 내보내기.
    await expect(within(me).queryByRole('button', { name: /내보내기/ })).toBeNull();

    const member = memberRow(table, '박지현');
    await expect(roleSelect(member, '박지현')).toHaveTextContent('멤버');
    await expect(within(member).getByText('김민준')).toBeVisible();
    await expect(within(member).getByText('26-09-03')).toBeVisible();
    await expect(within(member).getByRole('button', { name: '박지현 님 내보내기' })).toBeVisible();

    const invited = memberRow(table, '정다은');
    await expect(within(invited).queryByRole('combobox')).toBeNull();
    await expect(within(invited).getByRole('button', { name: '정다은 님 초대 취소' })).toBeVisible();
    await expect(within(invited).queryByRole('button', { name: /권한/ })).toBeNull();
    await expect(
      within(memberRow(table, '최윤호')).getByRole('button', { name: '최윤호 님 다시 초대' }),
    ).toBeVisible();
  },
};

/** Handed the name by the tab bar, the tab does not ask for the project again. */
export const NameFromNavigation: Story = {
  parameters: {
    screen: {
      initialEntry: { pathname: '/project/1/members', state: { projectName: '이름을 건네받은 프로젝트' } },
    },
  },
  play: async ({ canvasElement }) => {
    await loadedMembers(canvasElement);
    await waitFor(() => expect(document.title).toBe('멤버 · 이름을 건네받은 프로젝트 · CDMNet'));
  },
};

/** 한수빈 declined project 3 for good: no action on her row, and why. */
export const DeclinedForGood: Story = {
  parameters: { screen: { initialEntry: '/project/3/members' } },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement, '한수빈');
    const never = memberRow(table, '한수빈');
    await expect(within(never).getByText('초대 거부')).toBeVisible();
    await expect(within(never).queryAllByRole('button')).toHaveLength(0);
    await expect(within(never).getByText('본인이 초대를 거부해 다시 초대할 수 없습니다.')).toBeVisible();
  },
};

/** 박지현 is a member of project 1: she reads the list and permissions, and may leave. */
export const AsMember: Story = {
  parameters: { msw: { handlers: world(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedMembers(canvasElement);
    await expect(bodyRows(table)).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: '초대' })).toBeNull();
    await expect(within(table).queryAllByRole('combobox', { name: /역할/ })).toHaveLength(0);
    await expect(within(table).queryByRole('button', { name: /내보내기|초대 취소|다시 초대/ })).toBeNull();
    await expect(within(memberRow(table, '김민준')).getByText('관리자')).toBeVisible();
    await expect(within(memberRow(table, '박지현')).getByText('나')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '프로젝트 나가기' })).toBeVisible();

    // Her own permissions, to read.
    await userEvent.click(within(memberRow(table, '박지현')).getByRole('button', { name: '박지현 님 권한' }));
    const dialog = await dialogNamed(canvasElement, '박지현 님의 권한');
    const form = within(dialog);
    await expect(form.getByText('권한은 프로젝트 관리자가 정합니다.')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'IRB 요청' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'IRB 요청' })).toBeDisabled();
    await expect(form.getByRole('checkbox', { name: '실행 취소' })).not.toBeChecked();
    await expect(form.queryByRole('button', { name: '저장' })).toBeNull();
    await closeDialog(canvasElement, dialog);
  },
};

/** The partner 이서연 in project 3: a member's view of another project. */
export const AsPartnerMember: Story = {
  parameters: {
    screen: { initialEntry: '/project/3/members' },
    msw: { handlers: world(PARTNER).handlers },
  },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement, '한수빈');
    await expect(within(memberRow(table, '한수빈')).queryByText(/다시 초대할 수 없습니다/)).toBeNull();
    await expect(
      within(memberRow(table, '김민준')).getByRole('button', { name: '김민준 님 권한' }),
    ).toBeVisible();
  },
};

/**
 * 초대: one letter does not search; a name finds people with where they stand (a member, waiting,
 * declined once and invitable again); inviting one toasts and turns their line to 초대 대기.
 */
export const InviteSearch: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    const form = within(dialog);
    await expect(form.getByText('2글자 이상 입력하면 찾습니다.')).toBeVisible();

    await userEvent.type(form.getByRole('searchbox', { name: '이름 또는 이메일' }), '정');
    await expect(form.queryByRole('list', { name: '검색 결과' })).toBeNull();

    let results = await search(dialog, '정다은', '정다은');
    await expect(within(results).getByText('초대 대기')).toBeVisible();
    await expect(within(results).getByText('초대에 대한 응답을 기다리고 있습니다.')).toBeVisible();
    await expect(within(results).queryByRole('button')).toBeNull();

    results = await search(dialog, '최윤호', '최윤호');
    await expect(within(results).getByText('거절함')).toBeVisible();
    await expect(within(results).getByRole('button', { name: '최윤호 님 다시 초대' })).toBeVisible();

    // By email: 한수빈 has never been asked.
    results = await search(dialog, 'subin.han', '한수빈');
    // The address may break after @ and before dots, never inside a word (BreakableText).
    const address = within(results).getByText('subin.han@hanbit-hospital.kr');
    await expect(address.querySelectorAll('wbr').length).toBeGreaterThan(0);
    await expect(address.closest('li')).toHaveTextContent('subin.han@hanbit-hospital.kr · 한빛대학교병원');
    await userEvent.click(within(results).getByRole('button', { name: '한수빈 님 초대' }));
    await expect(await toastSaying(canvasElement, projectMessages.invited)).toBeVisible();
    await waitFor(() =>
      expect(within(form.getByRole('list', { name: '검색 결과' })).getByText('초대 대기')).toBeVisible(),
    );
    await expect(within(form.getByRole('list', { name: '검색 결과' })).queryByRole('button')).toBeNull();

    await closeDialog(canvasElement, dialog);
    const table = await membersTable(canvasElement);
    await waitFor(() => expect(within(memberRow(table, '한수빈')).getByText('초대 대기')).toBeVisible());
  },
};

/**
 * After an invitation the dialog stays for the next one: focus goes back to the search (the pressed
 * button is gone), and Escape still closes the dialog, focus returning to 초대.
 */
export const InviteThenEscape: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    const box = within(dialog).getByRole('searchbox', { name: '이름 또는 이메일' });
    const results = await search(dialog, 'subin.han', '한수빈');
    await userEvent.click(within(results).getByRole('button', { name: '한수빈 님 초대' }));
    await expect(await toastSaying(canvasElement, projectMessages.invited)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByText('초대 대기')).toBeVisible());
    await waitFor(() => expect(box).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '초대' })).toHaveFocus());
  },
};

export const InviteNoResults: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '이름 또는 이메일' }), '없는사람');
    await expect(
      await within(dialog).findByText('‘없는사람’ 검색 결과가 없습니다. 이름이나 이메일을 확인해 주십시오.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('list')).toBeNull();
    await closeDialog(canvasElement, dialog);
  },
};

/** 내보내기 asks first, naming the person; dismissed nothing changes, accepted the row goes. */
export const RemoveMember: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement, '박지현');
    const remove = () =>
      userEvent.click(within(memberRow(table, '박지현')).getByRole('button', { name: '박지현 님 내보내기' }));

    await remove();
    await answer(canvasElement, '정말 박지현 님을 이 프로젝트에서 내보내시겠습니까?', '취소');
    await expect(memberRow(table, '박지현')).toBeVisible();

    await remove();
    const dialog = await screen(canvasElement).findByRole('alertdialog', {
      name: '정말 박지현 님을 이 프로젝트에서 내보내시겠습니까?',
    });
    await expect(within(dialog).getByRole('button', { name: '내보내기' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await answer(canvasElement, '정말 박지현 님을 이 프로젝트에서 내보내시겠습니까?', '내보내기');
    await expect(await toastSaying(canvasElement, projectMessages.deleted)).toBeVisible();
    await waitFor(() => expect(within(table).queryByText('박지현')).toBeNull());
    await expect(bodyRows(table)).toHaveLength(3);
  },
};

export const WithdrawInvitation: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement, '정다은');
    await userEvent.click(
      within(memberRow(table, '정다은')).getByRole('button', { name: '정다은 님 초대 취소' }),
    );
    await answer(canvasElement, '정말 정다은 님에게 보낸 초대를 취소하시겠습니까?', '초대 취소');
    await waitFor(() => expect(within(table).queryByText('정다은')).toBeNull());
  },
};

/** 최윤호 declined once: 다시 초대 asks him again. */
export const ReinviteDeclined: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement, '최윤호');
    await userEvent.click(
      within(memberRow(table, '최윤호')).getByRole('button', { name: '최윤호 님 다시 초대' }),
    );
    await expect(await toastSaying(canvasElement, projectMessages.invited)).toBeVisible();
    await waitFor(() => expect(within(memberRow(table, '최윤호')).getByText('초대 대기')).toBeVisible());
    await expect(
      within(memberRow(table, '최윤호')).getByRole('button', { name: '최윤호 님 초대 취소' }),
    ).toBeVisible();
  },
};

export const ChangeRole: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement, '박지현');
    await pick(canvasElement, roleSelect(memberRow(table, '박지현'), '박지현'), '관리자');
    await expect(await toastSaying(canvasElement, projectMessages.changed)).toBeVisible();
    await waitFor(() => expect(roleSelect(memberRow(table, '박지현'), '박지현')).toHaveTextContent('관리자'));
  },
};

/** The project's only manager cannot step down: the server's refusal is toasted and the Select goes back. */
export const LastManagerKeepsTheRole: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement);
    // The only manager's role is not offered: the server refuses it (lastManager), so it stays with why.
    const own = roleSelect(memberRow(table, '김민준'), '김민준');
    await expect(own).toHaveTextContent('관리자');
    await expect(own).toBeDisabled();
    await expect(
      within(memberRow(table, '김민준')).getByText(
        '유일한 관리자의 역할은 바꿀 수 없습니다. 다른 멤버를 먼저 관리자로 지정해 주십시오.',
      ),
    ).toBeVisible();
    // Another member's role can still be changed.
    await expect(roleSelect(memberRow(table, '박지현'), '박지현')).toBeEnabled();
  },
};

/** 권한: the spec's groups, each permission a checkbox; 저장 sends the new set and the dialog closes. */
export const SetPermissions: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement, '박지현');
    const open = async () => {
      await userEvent.click(
        within(memberRow(table, '박지현')).getByRole('button', { name: '박지현 님 권한' }),
      );
      return within(await dialogNamed(canvasElement, '박지현 님의 권한'));
    };
    let form = await open();
    const groups = form.getAllByRole('group');
    await expect(groups.map((group) => within(group).getAllByRole('checkbox').length)).toEqual([
      1, 3, 4, 1, 3,
    ]);
    await expect(form.getByRole('group', { name: '실행 반출' })).toBeVisible();
    const irb = within(form.getByRole('group', { name: 'IRB' }));
    await expect(irb.getByRole('checkbox', { name: 'IRB 요청' })).toBeChecked();
    await expect(irb.getByRole('checkbox', { name: 'IRB 요청 수락' })).not.toBeChecked();

    await userEvent.click(irb.getByRole('checkbox', { name: 'IRB 요청 수락' }));
    await userEvent.click(form.getByRole('checkbox', { name: '실행 결과 조회' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Shiny 반출' }));
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(await toastSaying(canvasElement, projectMessages.changed)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    // Focus goes back to the row's 권한, where it was, not to the page.
    await waitFor(() =>
      expect(
        within(memberRow(table, '박지현')).getByRole('button', { name: '박지현 님 권한' }),
      ).toHaveFocus(),
    );

    form = await open();
    await expect(form.getByRole('checkbox', { name: 'IRB 요청 수락' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: '실행 결과 조회' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Shiny 반출' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: '실행 생성' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A manager holds every permission: the dialog says so and changes nothing. */
export const ManagerHoldsAll: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await loadedMembers(canvasElement);
    await userEvent.click(within(memberRow(table, '김민준')).getByRole('button', { name: '김민준 님 권한' }));
    const dialog = await dialogNamed(canvasElement, '김민준 님의 권한');
    const form = within(dialog);
    await expect(form.getByText(projectMessages.managerHoldsAll)).toBeVisible();
    const boxes = form.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(12);
    for (const box of boxes) {
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
    }
    await expect(form.queryByRole('button', { name: '저장' })).toBeNull();
    await closeDialog(canvasElement, dialog);
  },
};

/** 박지현 leaves project 1: asked first, then she is on the dashboard with the reply's toast. */
export const Leave: Story = {
  parameters: { msw: { handlers: world(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedMembers(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '프로젝트 나가기' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '프로젝트 나가기' });
    await expect(dialog).toHaveAccessibleDescription(
      `정말 ${PROJECT_1} 프로젝트에서 나가시겠습니까? 나간 뒤에는 프로젝트를 볼 수 없고, 다시 참여하려면 관리자의 초대를 받아야 합니다.`,
    );
    await answer(canvasElement, '프로젝트 나가기', '나가기');
    await expect(await toastSaying(canvasElement, projectMessages.left)).toBeVisible();
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

const LAST_MANAGER_REASON =
  '프로젝트의 마지막 관리자는 나갈 수 없습니다. 다른 멤버를 먼저 관리자로 지정해 주십시오.';

/**
 * The only manager cannot leave (the server would refuse): 프로젝트 나가기 stays in view, focusable
 * but inactive, and says why beside it; pressing it asks nothing and sends nothing.
 */
export const LastManagerCannotLeave: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedMembers(canvasElement);
    const leave = canvas.getByRole('button', { name: '프로젝트 나가기' });
    await waitFor(() => expect(leave).toHaveAttribute('aria-disabled', 'true'));
    await expect(leave).toHaveAccessibleDescription(LAST_MANAGER_REASON);
    await expect(canvas.getByText(LAST_MANAGER_REASON)).toBeVisible();
    leave.focus();
    await expect(leave).toHaveFocus();
    await userEvent.click(leave);
    await userEvent.keyboard('{Enter}');
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('table', { name: '멤버 목록' })).toBeVisible();
  },
};

/** With another manager beside him, 김민준 may leave: no reason, the question as for any member. */
export const ManagerMayLeaveBesideAnother: Story = {
  parameters: {
    msw: {
      handlers: world(RESEARCHER, (db) => {
        const jihyun = db.users.find((u) => u.primaryEmail === ADMIN);
        const row = db.projectMembers.find((m) => m.projectId === 1 && m.userId === jihyun?.id);
        if (row) row.role = 'MANAGER';
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedMembers(canvasElement);
    const leave = canvas.getByRole('button', { name: '프로젝트 나가기' });
    await waitFor(() => expect(leave).toBeEnabled());
    await expect(leave).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByText(LAST_MANAGER_REASON)).toBeNull();
    await userEvent.click(leave);
    await answer(canvasElement, '프로젝트 나가기', '취소');
  },
};

/**
 * At 390 px: the page keeps to the screen, each member is a card named by the person with the row's
 * actions at its foot, and every button (the header's too, with its reason) is in reach without
 * scrolling sideways.
 */
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
    const table = await loadedMembers(canvasElement, '최윤호');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const box = phone.getBoundingClientRect();
    for (const button of canvas.getAllByRole('button')) {
      const rect = button.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
    // A card: the person's name heads it, the actions close it.
    const [name, , , , , , , actions] = within(memberRow(table, '박지현')).getAllByRole('cell');
    await expect(getComputedStyle(name!, '::before').content).toBe('none');
    await expect(actions!.getBoundingClientRect().top).toBeGreaterThan(name!.getBoundingClientRect().bottom);
    const reason = canvas.getByText(/마지막 관리자는 나갈 수 없습니다/);
    await expect(reason.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    const description = canvas.getByText(/프로젝트에 참여한 멤버와/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
    await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  },
};
