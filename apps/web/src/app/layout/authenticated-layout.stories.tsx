import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountApi, replyMessages, ResultCode, USER_COOKIE, usersApi } from '@cdmnet/api';
import { createMockDb, mock, MockFailure, requireUser } from '@cdmnet/api/mocks';
import { toast } from '@cdmnet/ui';
import { hasUserCookie } from '../session';
import { resetAppState, withScreen } from '../testing/story-providers';
import { AuthenticatedLayout } from './authenticated-layout';

const researcher = requireUser(createMockDb({ signedInAs: 'researcher@demo.cdmnet.kr' }));

const logoutHandler = mock(accountApi.logout, () => ({ content: null }));

/** Resolves once the element's animations are over, so axe sees final colours. */
const animationsDone = (element: Element) =>
  waitFor(() => expect(element.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));

const meta = {
  title: 'Web/Layout/Authenticated',
  component: AuthenticatedLayout,
  decorators: [withScreen()],
  parameters: { layout: 'fullscreen' },
  // Signed in as far as the page can tell: the USER cookie is there.
  beforeEach: () => {
    const cleanup = resetAppState();
    document.cookie = `${USER_COOKIE}=${researcher.id}; Path=/; SameSite=Lax`;
    return cleanup;
  },
} satisfies Meta<typeof AuthenticatedLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(usersApi.getProfile, () => new Promise<never>(() => {})), logoutHandler] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText('사용자 정보를 불러오는 중입니다.');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'CDMNet' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeEnabled();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const Populated: Story = {
  parameters: {
    msw: { handlers: [mock(usersApi.getProfile, () => ({ content: researcher })), logoutHandler] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByText('김민준 님');
    await expect(name).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    const location = await canvas.findByTestId('location');
    await expect(location.textContent).toBe('/login');
    await expect(hasUserCookie()).toBe(false);
    await expect(canvas.queryByRole('button', { name: '로그아웃' })).toBeNull();
  },
};

export const ProfileError: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(usersApi.getProfile, () => {
          throw new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);
        }),
        logoutHandler,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The client toasts the 500; the layout stays usable, so the user can still sign out.
    const item = await within(canvasElement.ownerDocument.body).findByRole('listitem');
    await expect(within(item).getByText('Internal server error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeEnabled();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.queryByText('김민준 님')).toBeNull();
    await expect(await canvas.findByText('사용자 정보를 불러오지 못했습니다.')).toBeVisible();
    await expect(canvas.queryByText('사용자 정보를 불러오는 중입니다.')).toBeNull();
    // No longer waiting: the name area must not claim to be busy.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(hasUserCookie()).toBe(true);
    await animationsDone(item);
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(usersApi.getProfile, () => {
          throw new MockFailure(401, ResultCode.SESSION_EXPIRED, replyMessages.sessionExpired);
        }),
        logoutHandler,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1004 signs the browser out and leaves for /login, without a toast.
    const location = await canvas.findByTestId('location');
    await expect(location.textContent).toBe('/login');
    await expect(hasUserCookie()).toBe(false);
    await expect(canvas.queryByRole('button', { name: '로그아웃' })).toBeNull();
    await expect(toast.getSnapshot()).toHaveLength(0);
  },
};
