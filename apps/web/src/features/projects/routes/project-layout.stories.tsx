import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { projectMessages, projectsApi, ResultCode } from '@cdmnet/api';
import { mock, MockFailure } from '@cdmnet/api/mocks';
import { failingUntilRetried, never, screen, toastSaying } from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import { ProjectScreens, withProjectScreen } from '../testing/project-screens';
import { expectLocation, PARTNER, RESEARCHER, spiedWorld, stateIn } from '../testing/project-stories';
import { ProjectLayout } from './project-layout';

const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';
const PROJECT_2 = '소아 천식 흡입 스테로이드 사용 양상';
const PROJECT_3 = '고혈압 약물 순응도와 뇌졸중 위험';

const meta = {
  title: 'Web/Projects/Layout',
  component: ProjectLayout,
  args: { tabs: ['members', 'log'] },
  render: (args) => <ProjectScreens tabs={args.tabs} />,
  decorators: [withProjectScreen('/project/1')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ProjectLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectedTab = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('tab', { selected: true });

/** The term → value pairs under the header. */
const factsOf = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    within(canvasElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** Until the privilege check answers, nothing of the project is shown. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(projectsApi.getProjectAccess, never), ...spiedWorld(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: '프로젝트 정보를 불러오는 중입니다.',
    });
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(document.title).toBe('프로젝트 · CDMNet'));
  },
};

/**
 * A manager's project: colour and name, description, scope, type, role and members, 수정 and 삭제,
 * and the tabs that exist (멤버, 로그) as addresses; the project opens on 멤버.
 */
export const Manager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: PROJECT_1 })).toBeVisible();
    await expect(
      canvas.getByText('제2형 당뇨병 환자에서 두 약제군의 주요 심혈관 사건 발생을 비교합니다.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(factsOf(canvasElement)).toEqual({
        '공개 범위': '비공개',
        '프로젝트 유형': '비교 효과 연구',
        '내 역할': '관리자',
        멤버: '2명',
      }),
    );
    await expect(canvas.getByRole('button', { name: '수정' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '삭제' })).toBeVisible();

    const tabs = within(canvas.getByRole('tablist', { name: '프로젝트 메뉴' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['멤버', '로그']);
    await expect(selectedTab(canvasElement)).toHaveTextContent('멤버');
    await expect(canvas.getByTestId('tab-path')).toHaveTextContent('/project/1/members');
    // The tab's page names the browser tab; the layout leaves it to it.
    await waitFor(() => expect(document.title).toBe('멤버 탭 · CDMNet'));

    await userEvent.click(canvas.getByRole('tab', { name: '로그' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '로그 탭' })).toBeVisible();
    await expect(canvas.getByTestId('tab-path')).toHaveTextContent('/project/1/log');
    await expect(selectedTab(canvasElement)).toHaveTextContent('로그');
    await waitFor(() => expect(document.title).toBe('로그 탭 · CDMNet'));

    // Going to 멤버 tells it the project's name (spec §2 item 6); the keyboard works the tabs too.
    canvas.getByRole('tab', { name: '로그' }).focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: '멤버 탭' })).toBeVisible();
    await expect(canvas.getByTestId('tab-state')).toHaveTextContent(PROJECT_1);
  },
};

/** No tab's page yet: the header alone, and the browser tab names the project. */
export const WithoutTabs: Story = {
  args: { tabs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: PROJECT_1 })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${PROJECT_1} · CDMNet`));
  },
};

/** An address names the tab it opens. */
export const OpensTheTabOfTheAddress: Story = {
  parameters: { screen: { initialEntry: '/project/1/log' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '로그 탭' })).toBeVisible();
    await expect(selectedTab(canvasElement)).toHaveTextContent('로그');
  },
};

/** A member (not a manager) sees the project and its tabs, without 수정 and 삭제. */
export const Member: Story = {
  parameters: { screen: { initialEntry: '/project/3' }, msw: { handlers: spiedWorld(PARTNER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: PROJECT_3 })).toBeVisible();
    await expect(canvas.getByText('프로젝트 설명이 없습니다.')).toBeVisible();
    await waitFor(() =>
      expect(factsOf(canvasElement)).toMatchObject({ '프로젝트 유형': '기타 연구', '내 역할': '멤버' }),
    );
    await expect(canvas.getByRole('tablist', { name: '프로젝트 메뉴' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '수정' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '삭제' })).toBeNull();
  },
};

const forbiddenWorld = spiedWorld(PARTNER);
/**
 * Not a member and not invited (the server's 403): said as a project that is not there or not
 * visible, the same words as for a number no project has, once, not toasted.
 */
export const Forbidden: Story = {
  parameters: { screen: { initialEntry: '/project/1' }, msw: { handlers: forbiddenWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('프로젝트를 찾을 수 없습니다.');
    await expect(alert).toHaveTextContent('없거나 볼 수 없는 프로젝트입니다. 주소를 확인해 주십시오.');
    await expect(alert).toHaveTextContent('프로젝트 관리자에게 초대를 요청해 주십시오.');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByText(PROJECT_1)).toBeNull();
    await waitFor(() => expect(document.title).toBe('프로젝트를 찾을 수 없습니다. · CDMNet'));
    // Only the privilege check was asked.
    await expect(forbiddenWorld.calls).toEqual(['GET /api/v1/projects/1/privilege']);
    // Said once, on the page: not toasted as well.
    await expect(screen(canvasElement).getAllByText('프로젝트를 찾을 수 없습니다.')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('link', { name: '처음 화면으로' }));
    await expectLocation(canvasElement, '/');
  },
};

const noSuchProjectWorld = spiedWorld(RESEARCHER);
/**
 * A number no project has (a typo): the server's 403, which does not tell which ids exist, read as
 * 없거나 볼 수 없는 프로젝트 rather than a missing permission.
 */
export const NoSuchProject: Story = {
  parameters: {
    screen: { initialEntry: '/project/999999' },
    msw: { handlers: noSuchProjectWorld.handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('프로젝트를 찾을 수 없습니다.');
    await expect(alert).toHaveTextContent('없거나 볼 수 없는 프로젝트입니다. 주소를 확인해 주십시오.');
    await expect(screen(canvasElement).queryByText('접근 권한이 없습니다.')).toBeNull();
    await expect(noSuchProjectWorld.calls).toEqual(['GET /api/v1/projects/999999/privilege']);
  },
};

const notNumberWorld = spiedWorld(RESEARCHER);
/** An address that is not a project's number is -1 (spec §2): no call, a plain not-found page. */
export const NotANumber: Story = {
  parameters: { screen: { initialEntry: '/project/metformin' }, msw: { handlers: notNumberWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('프로젝트를 찾을 수 없습니다.');
    await expect(notNumberWorld.calls).toEqual([]);
    await waitFor(() => expect(document.title).toBe('프로젝트를 찾을 수 없습니다. · CDMNet'));
  },
};

const accessFailure = failingUntilRetried(projectsApi.getProjectAccess);
/** The check fails (500): what failed and 다시 시도, which brings the project. */
export const CheckFails: Story = {
  beforeEach: () => {
    accessFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [accessFailure.handler, ...spiedWorld(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('프로젝트 정보를 불러오지 못했습니다.');
    accessFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: PROJECT_1 })).toBeVisible();
  },
};

/** 수정 opens the project form with its values; the reply's message is the toast, the header follows. */
export const Modify: Story = {
  parameters: { msw: { handlers: spiedWorld(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = screen(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '수정' }));
    const dialog = await body.findByRole('dialog', { name: '프로젝트 수정' });
    const name = within(dialog).getByRole('textbox', { name: '프로젝트 이름' });
    await expect(name).toHaveValue(PROJECT_1);
    await expect(within(dialog).getByRole('radio', { name: '파랑' })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, '메트포르민 심혈관 안전성 코호트');
    await userEvent.click(within(dialog).getByRole('radio', { name: '보라' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '수정' }));
    await expect(await toastSaying(canvasElement, '수정되었습니다.')).toBeTruthy();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '메트포르민 심혈관 안전성 코호트' }),
    ).toBeVisible();
  },
};

const removeWorld = spiedWorld(RESEARCHER);
/** 삭제 asks first, naming the project, with a danger button; then the project is gone and so is the user. */
export const Remove: Story = {
  parameters: { msw: { handlers: removeWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = screen(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '삭제' }));
    const question = await body.findByRole('alertdialog');
    await expect(question).toHaveTextContent(`정말 '${PROJECT_1}' 프로젝트를 삭제하시겠습니까?`);
    const accept = within(question).getByRole('button', { name: '삭제' });
    await expect(accept).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(accept);
    await expectLocation(canvasElement, '/');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await toastSaying(canvasElement, '삭제되었습니다.')).toBeTruthy();
    await expect(removeWorld.db.projects.some((p) => p.id === 1)).toBe(false);
    // Nothing asked the gone project again, so nothing refused it (on the page or in a toast).
    await expect(body.queryByText(/프로젝트를 찾을 수 없습니다|접근 권한이 없습니다/)).toBeNull();
  },
};

/** The server refuses the deletion: its message is the toast, and the project stays. */
export const RemoveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(projectsApi.deleteProject, () => {
          throw new MockFailure(409, ResultCode.CONFLICT, projectMessages.hasExecutions);
        }),
        ...spiedWorld(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = screen(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '삭제' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await expect(await toastSaying(canvasElement, projectMessages.hasExecutions)).toBeTruthy();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: PROJECT_1 })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: '프로젝트 메뉴' })).toBeVisible();
  },
};

// ── The invitation (spec §2 item 5) ───────────────────────────────────────────────────────────────

/** A tiny picture the mock serves as 최고관리's profile photo. */
const photoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#7e22ce"/></svg>';

const invitedWorld = () =>
  spiedWorld(RESEARCHER, (db) => {
    const inviter = db.users.find((u) => u.id === 1);
    if (inviter) inviter.profileImageId = 4245;
  });
const photoHandler = http.get(
  '*/api/v1/files/4245',
  () => new HttpResponse(photoSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
);

/** Invited: who invited, the project's name, scope, type and creation date; never-again unchecked. */
export const Invitation: Story = {
  parameters: {
    screen: { initialEntry: '/project/2' },
    msw: { handlers: [photoHandler, ...invitedWorld().handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitation = await canvas.findByRole('region', { name: '초대받은 프로젝트' });
    await expect(await within(invitation).findByText('최고관리 님이 프로젝트에 초대했습니다.')).toBeVisible();
    await waitFor(() => expect(invitation.querySelector('img[src="/api/v1/files/4245"]')).not.toBeNull());
    await expect(factsOf(canvasElement)).toEqual({
      '프로젝트 이름': PROJECT_2,
      '공개 범위': '공개',
      '프로젝트 유형': '안전성 감시 연구',
      생성일: '2026년 10월 20일',
    });
    await expect(canvas.getByRole('checkbox', { name: '다시 초대받지 않기' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: '거절' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('button', { name: '수락' })).toBeEnabled();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(document.title).toBe('프로젝트 초대 · CDMNet'));
    // Korean wraps between words on a narrow screen.
    await expect(getComputedStyle(invitation).wordBreak).toBe('keep-all');
  },
};

/** Until the invitation arrives, only its shape: no name, no buttons, nothing to answer yet. */
export const InvitationLoading: Story = {
  parameters: {
    screen: { initialEntry: '/project/2' },
    msw: { handlers: [mock(projectsApi.getPendingInvitation, never), ...spiedWorld(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitation = await canvas.findByRole('region', { name: '초대받은 프로젝트' });
    await expect(invitation).toHaveAttribute('aria-busy', 'true');
    await expect(within(invitation).getByText('초대 정보를 불러오는 중입니다.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByText(PROJECT_2)).toBeNull();
  },
};

const pendingFailure = failingUntilRetried(projectsApi.getPendingInvitation);
/** The invitation fails to load: what failed and 다시 시도. */
export const InvitationFails: Story = {
  beforeEach: () => {
    pendingFailure.state.failing = true;
  },
  parameters: {
    screen: { initialEntry: '/project/2' },
    msw: { handlers: [pendingFailure.handler, ...spiedWorld(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('초대 정보를 불러오지 못했습니다.');
    pendingFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText(PROJECT_2)).toBeVisible();
  },
};

const acceptWorld = invitedWorld();
/** 수락: the toast from the reply, and the user lands on the project's tabs. */
export const Accept: Story = {
  parameters: {
    screen: { initialEntry: '/project/2' },
    msw: { handlers: [photoHandler, ...acceptWorld.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '수락' }));
    await expect(await toastSaying(canvasElement, '수락되었습니다.')).toBeTruthy();
    await expect(await canvas.findByRole('heading', { level: 1, name: PROJECT_2 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: '멤버 탭' })).toBeVisible();
    await expect(canvas.getByTestId('tab-path')).toHaveTextContent('/project/2/members');
    await expect(stateIn(acceptWorld.db, 2, RESEARCHER)).toBe('ACCEPTED');
    await expect(
      screen(canvasElement).queryByText(/프로젝트를 찾을 수 없습니다|접근 권한이 없습니다/),
    ).toBeNull();
  },
};

const acceptOnTabWorld = invitedWorld();
/** Invited, but opened on a tab's address: 수락 moves up one level, to the project, which opens on 멤버. */
export const AcceptOnATab: Story = {
  parameters: {
    screen: { initialEntry: '/project/2/log' },
    msw: { handlers: [photoHandler, ...acceptOnTabWorld.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '수락' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '멤버 탭' })).toBeVisible();
    await expect(canvas.getByTestId('tab-path')).toHaveTextContent('/project/2/members');
    await expect(selectedTab(canvasElement)).toHaveTextContent('멤버');
  },
};

const declineWorld = invitedWorld();
/** 거절 with 다시 초대받지 않기: the form is submitted with never, the toast, and the user goes home. */
export const DeclineForGood: Story = {
  parameters: {
    screen: { initialEntry: '/project/2' },
    msw: { handlers: [photoHandler, ...declineWorld.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '다시 초대받지 않기' }));
    await expect(canvas.getByRole('checkbox', { name: '다시 초대받지 않기' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '거절' }));
    await expectLocation(canvasElement, '/');
    await expect(await toastSaying(canvasElement, '거절되었습니다.')).toBeTruthy();
    await expect(stateIn(declineWorld.db, 2, RESEARCHER)).toBe('NEVER');
    await expect(declineWorld.calls).toContain('POST /api/v1/projects/members/rejected');
    // The gone invitation was not asked again: no refusal toasted.
    await expect(screen(canvasElement).queryByText('접근 권한이 없습니다.')).toBeNull();
  },
};

const declineOnceWorld = invitedWorld();
/** 거절 alone (Enter in the form submits it): the project may invite the user again later. */
export const Decline: Story = {
  parameters: {
    screen: { initialEntry: '/project/2' },
    msw: { handlers: [photoHandler, ...declineOnceWorld.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: '거절' })).focus();
    await userEvent.keyboard('{Enter}');
    await expectLocation(canvasElement, '/');
    await expect(stateIn(declineOnceWorld.db, 2, RESEARCHER)).toBe('REJECTED');
  },
};
