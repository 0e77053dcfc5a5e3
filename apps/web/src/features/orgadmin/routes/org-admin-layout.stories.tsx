import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orgsApi, replyMessages, ResultCode, usersApi } from '@cdmnet/api';
import { mock, MockFailure } from '@cdmnet/api/mocks';
import { internalError, never, world } from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import { OrgAdminScreens, withOrgAdminScreen } from '../testing/org-admin-screens';
import { ADMIN, MASTER, spiedWorld } from '../testing/org-admin-stories';
import { OrgAdminLayout } from './org-admin-layout';

const meta = {
  title: 'Web/OrgAdmin/Layout',
  component: OrgAdminLayout,
  render: () => <OrgAdminScreens />,
  decorators: [withOrgAdminScreen('/orgadmin/1')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(ADMIN).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrgAdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectedTab = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('tab', { selected: true });

/** The organisation's name, then its six tabs; each tab is an address, and a click goes there. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '한빛대학교병원' })).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: '기관 관리 메뉴' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      '대시보드',
      '연구원 관리',
      '변경 이력',
      '데이터 접근 권한',
      '연구 승인 요청',
      '연구 결정 이력',
    ]);
    await expect(selectedTab(canvasElement)).toHaveTextContent('대시보드');
    await expect(canvas.getByRole('tabpanel', { name: '대시보드' })).toBeVisible();

    for (const [tab, heading, title] of [
      ['연구원 관리', '연구원 관리', '연구원 관리 · CDMNet'],
      ['변경 이력', '변경 이력', '변경 이력 · CDMNet'],
      ['데이터 접근 권한', '데이터 접근 권한', '데이터 접근 권한 · CDMNet'],
      ['연구 승인 요청', '연구 승인 요청', '연구 승인 요청 · CDMNet'],
      ['연구 결정 이력', '연구 결정 이력', '연구 결정 이력 · CDMNet'],
      ['대시보드', '대시보드', '기관 대시보드 · CDMNet'],
    ] as const) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      await expect(await canvas.findByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(selectedTab(canvasElement)).toHaveTextContent(tab);
      await waitFor(() => expect(document.title).toBe(title));
    }

    // The keyboard moves along the tabs; Enter opens the one in focus.
    canvas.getByRole('tab', { name: '대시보드' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: '연구원 관리' })).toBeVisible();
  },
};

/** An address names the tab it opens. */
export const OpensTheTabOfTheAddress: Story = {
  parameters: { screen: { initialEntry: '/orgadmin/1/member/history' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '변경 이력' })).toBeVisible();
    await expect(selectedTab(canvasElement)).toHaveTextContent('변경 이력');
  },
};

/** A platform admin may act as any organisation's admin; the name comes from the organisation. */
export const AsMaster: Story = {
  parameters: { screen: { initialEntry: '/orgadmin/6' }, msw: { handlers: spiedWorld(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '제주한라병원' })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: '기관 관리 메뉴' })).toBeVisible();
  },
};

/** Until the profile says who is asking, nothing of the organisation is shown or asked for. */
export const CheckingAccess: Story = {
  parameters: {
    msw: { handlers: [mock(usersApi.getProfile, never), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: '기관 정보를 불러오는 중입니다.' });
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

const profileScenario = { failing: true };
const profileWorld = world(ADMIN);

export const ProfileFails: Story = {
  beforeEach: () => {
    profileScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: [
        mock(usersApi.getProfile, () => {
          if (profileScenario.failing) throw internalError();
          const me = profileWorld.db.users.find((u) => u.primaryEmail === ADMIN);
          if (!me) throw new Error('no admin in the fixtures');
          return { content: me };
        }),
        ...profileWorld.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('사용자 정보를 불러오지 못했습니다.');
    profileScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '한빛대학교병원' })).toBeVisible();
  },
};

/**
 * The profile still lists the membership, but the server refuses (it changed meanwhile): the same
 * page as for anyone without the right.
 */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(orgsApi.getOrgDashboard, () => {
          throw new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
        }),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('접근 권한이 없습니다.');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

const notNumberWorld = spiedWorld(MASTER);
/** An address that is not an organisation's number: no call, a plain not-found page. */
export const NotANumber: Story = {
  parameters: {
    screen: { initialEntry: '/orgadmin/hanbit' },
    msw: { handlers: notNumberWorld.handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('기관을 찾을 수 없습니다.');
    await expect(notNumberWorld.calls).toEqual([]);
    await userEvent.click(canvas.getByRole('link', { name: '처음 화면으로' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/');
  },
};

/** A platform admin at an organisation that does not exist: the server's 404. */
export const NoSuchOrganization: Story = {
  parameters: { screen: { initialEntry: '/orgadmin/99' }, msw: { handlers: spiedWorld(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('기관을 찾을 수 없습니다.');
    await waitFor(() => expect(document.title).toBe('기관을 찾을 수 없습니다. · CDMNet'));
  },
};
