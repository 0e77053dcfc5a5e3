import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationsApi, replyMessages, ResultCode } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure } from '@cdmnet/api/mocks';
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

/** From the mock db: the demo researcher has three unread notifications. Clicking opens the page. */
export const ThreeUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('link', { name: '알림 3개 읽지 않음' });
    await expect(badgeOf(canvasElement)).toHaveAttribute('data-count', '3');
    await userEvent.click(bell);
    await expect((await canvas.findByTestId('location')).textContent).toBe('/notification');
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
