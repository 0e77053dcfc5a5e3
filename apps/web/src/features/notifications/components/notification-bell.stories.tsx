import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationsApi, replyMessages, ResultCode } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure } from '@cdmnet/api/mocks';
import { animationsDone } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { NotificationBell } from './notification-bell';

const RESEARCHER = 'researcher@demo.cdmnet.kr';

/** The unread count answers `count`, whatever the db holds. */
const unread = (count: number) => [
  mock(notificationsApi.countNotifications, ({ query }) => {
    if (query.status !== 'UNCHECKED') throw new Error('the bell asks only for the unread count');
    return { content: count };
  }),
];

const badgeOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="badge"]');

/** The popover is portalled under <body>, outside the canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The researcher's db with `count` newer unread notifications than the fixtures. */
function withMore(count: number) {
  const db = createMockDb({ signedInAs: RESEARCHER });
  for (let i = 1; i <= count; i += 1) {
    db.notifications.push({
      id: 100 + i,
      userId: 3,
      type: 'PROJECT',
      title: `새로 온 알림 ${i}`,
      message: '',
      link: '/project/1',
      checked: false,
      createdAt: new Date(Date.UTC(2026, 2, 6, 0, i)).toISOString(),
    });
  }
  return db;
}

const meta = {
  title: 'Web/Notifications/Bell',
  component: NotificationBell,
  decorators: [withScreen({ path: '/' })],
  parameters: { msw: { handlers: createHandlers(createMockDb({ signedInAs: RESEARCHER })) } },
  beforeEach: resetAppState,
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(notificationsApi.countNotifications, () => new Promise<never>(() => {}))] },
  },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: '알림' });
    await expect(bell).toHaveAttribute('href', '/notification');
    await expect(badgeOf(canvasElement)).toBeNull();
  },
};

export const NoUnread: Story = {
  parameters: { msw: { handlers: unread(0) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: '알림, 읽지 않은 알림 없음' }),
    ).toBeVisible();
    await expect(badgeOf(canvasElement)).toBeNull();
  },
};

/**
 * From the mock db: the demo researcher has three unread notifications. The bell stays a link to the
 * page (a new tab opens it); a click opens the latest in a popover, whose 모든 알림 보기 opens the page.
 */
export const ThreeUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('link', { name: '알림 3개 읽지 않음' });
    await expect(bell).toHaveAttribute('href', '/notification');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(badgeOf(canvasElement)).toHaveAttribute('data-count', '3');
    await userEvent.click(bell);
    const popover = await body(canvasElement).findByRole('dialog', { name: '최근 알림' });
    // It fades in: what it shows is visible once the opening is over (a busy machine saw opacity 0).
    await animationsDone(popover);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    // Still here: the click opened the popover, not the page.
    await expect(canvas.queryByTestId('location')).toBeNull();
    await userEvent.click(within(popover).getByRole('link', { name: '모든 알림 보기' }));
    await expect((await canvas.findByTestId('location')).textContent).toBe('/notification');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Eight notifications: the bell shows the latest five, newest first; a row opens its screen. */
export const Latest: Story = {
  parameters: { msw: { handlers: createHandlers(withMore(3)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /^알림 \d+개 읽지 않음$/ }));
    const popover = await body(canvasElement).findByRole('dialog', { name: '최근 알림' });
    // It fades in: what it shows is visible once the opening is over (a busy machine saw opacity 0).
    await animationsDone(popover);
    const list = await within(popover).findByRole('list', { name: '최근 알림' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual([
      '프로젝트 읽지 않음 새로 온 알림 3',
      '프로젝트 읽지 않음 새로 온 알림 2',
      '프로젝트 읽지 않음 새로 온 알림 1',
      '프로젝트 읽지 않음 분석 실행이 완료되었습니다.',
      '프로젝트 읽지 않음 프로젝트에 초대되었습니다.',
    ]);
    // No delete here: the row is the one control, and it opens the exact screen.
    await expect(within(list).queryByRole('button')).toBeNull();
    await userEvent.click(within(list).getByRole('link', { name: '분석 실행이 완료되었습니다.' }));
    await expect((await canvas.findByTestId('location')).textContent).toBe(
      '/project/1/analysis/1/execution/1',
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Nothing at all: the popover says so and still leads to the page. */
export const LatestEmpty: Story = {
  parameters: { msw: { handlers: createHandlers(createMockDb({ signedInAs: 'master@demo.cdmnet.kr' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: '알림, 읽지 않은 알림 없음' }));
    const popover = await body(canvasElement).findByRole('dialog', { name: '최근 알림' });
    // It fades in: what it shows is visible once the opening is over (a busy machine saw opacity 0).
    await animationsDone(popover);
    await expect(await within(popover).findByText('새 알림이 없습니다.')).toBeVisible();
    await expect(within(popover).getByRole('link', { name: '모든 알림 보기' })).toHaveAttribute(
      'href',
      '/notification',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const ManyUnread: Story = {
  parameters: { msw: { handlers: unread(120) } },
  play: async ({ canvasElement }) => {
    // The badge stays small; the name keeps the real number.
    await expect(
      await within(canvasElement).findByRole('link', { name: '알림 120개 읽지 않음' }),
    ).toBeVisible();
    await expect(badgeOf(canvasElement)).toHaveAttribute('data-count', '99+');
  },
};

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        mock(notificationsApi.countNotifications, () => {
          throw new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // The client toasts the failure; the bell stays a plain link to the page, without a number.
    const toastItem = await within(canvasElement.ownerDocument.body).findByRole('listitem');
    await expect(toastItem).toHaveTextContent('Internal server error');
    await expect(within(canvasElement).getByRole('link', { name: '알림' })).toBeVisible();
    await expect(badgeOf(canvasElement)).toBeNull();
    await waitFor(() =>
      expect(toastItem.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0),
    );
  },
};
