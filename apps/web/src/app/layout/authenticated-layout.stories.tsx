import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { replyMessages, ResultCode, USER_COOKIE, usersApi } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure, requireUser } from '@cdmnet/api/mocks';
import { toast } from '@cdmnet/ui';
import { hasUserCookie } from '../session';
import { resetAppState, withScreen } from '../testing/story-providers';
import { AuthenticatedLayout } from './authenticated-layout';
import { animationsDone } from '../testing/story-helpers';

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const researcher = requireUser(createMockDb({ signedInAs: RESEARCHER }));

/** Every other call (the bell's count, the announcement popup, logout) answered by the mock db. */
const withEverythingElse = (...first: ReturnType<typeof mock>[]) => [
  ...first,
  ...createHandlers(createMockDb({ signedInAs: RESEARCHER })),
];

/** Portalled parts (the menu, toasts) live under <body>, outside the canvas. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the user menu from its trigger (named by what it shows) and returns the menu. */
async function openUserMenu(canvasElement: HTMLElement, triggerName: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: triggerName }));
  const menu = await screen(canvasElement).findByRole('menu');
  await animationsDone(menu);
  return menu;
}

const meta = {
  title: 'Web/Layout/Authenticated',
  component: AuthenticatedLayout,
  decorators: [withScreen()],
  parameters: { layout: 'fullscreen', msw: { handlers: withEverythingElse() } },
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
    msw: { handlers: withEverythingElse(mock(usersApi.getProfile, () => new Promise<never>(() => {}))) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '사용자 정보를 불러오는 중입니다.' });
    await expect(trigger.querySelector('[aria-live="polite"]')).toHaveAttribute('aria-busy', 'true');
    // The brand stays one word however narrow the bar.
    const brand = canvas.getByRole('link', { name: 'CDMNet' });
    await expect(getComputedStyle(brand).whiteSpace).toBe('nowrap');
    await expect(canvas.getByRole('link', { name: 'CDMNet' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    // Signing out does not wait for the profile.
    const menu = await openUserMenu(canvasElement, '사용자 정보를 불러오는 중입니다.');
    await expect(within(menu).getByRole('menuitem', { name: '로그아웃' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** The top bar's name: the user's name (its own element) and the honorific. */
const userName = (_: string, element: Element | null) =>
  element?.getAttribute('aria-live') === 'polite' && element.textContent === '김민준 님';

/** The top bar of ux.md: the bell with the unread count, then the user menu with 내 정보 and 로그아웃. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByText(userName);
    await expect(name).toHaveAttribute('aria-busy', 'false');
    // The name is the user's own text: isolated, and cut with an ellipsis (its title says it all).
    await expect(within(name).getByText('김민준', { selector: 'bdi' })).toHaveAttribute('title', '김민준');
    await expect(await canvas.findByRole('link', { name: '알림 3개 읽지 않음' })).toHaveAttribute(
      'href',
      '/notification',
    );

    const menu = await openUserMenu(canvasElement, '김민준 님');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['내 정보', '로그아웃']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '내 정보' }));
    await expect((await canvas.findByTestId('location')).textContent).toBe('/profile');
    await expect(hasUserCookie()).toBe(true);
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(userName);
    const menu = await openUserMenu(canvasElement, '김민준 님');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '로그아웃' }));
    const location = await canvas.findByTestId('location');
    await expect(location.textContent).toBe('/login');
    await expect(hasUserCookie()).toBe(false);
    await expect(canvas.queryByRole('button', { name: '김민준 님' })).toBeNull();
  },
};

export const ProfileError: Story = {
  parameters: {
    msw: {
      handlers: withEverythingElse(
        mock(usersApi.getProfile, () => {
          throw new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The client toasts the 500; the layout stays usable, so the user can still sign out.
    const toastItem = (await screen(canvasElement).findByText('Internal server error')).closest('li');
    await expect(toastItem).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.queryByText(userName)).toBeNull();
    await expect(await canvas.findByText('사용자 정보를 불러오지 못했습니다.')).toBeVisible();
    await expect(canvas.queryByText('사용자 정보를 불러오는 중입니다.')).toBeNull();
    // No longer waiting: the name area must not claim to be busy.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(hasUserCookie()).toBe(true);
    const menu = await openUserMenu(canvasElement, '사용자 정보를 불러오지 못했습니다.');
    await expect(within(menu).getByRole('menuitem', { name: '로그아웃' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('menu')).toBeNull());
    if (toastItem) await animationsDone(toastItem);
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: withEverythingElse(
        mock(usersApi.getProfile, () => {
          throw new MockFailure(401, ResultCode.SESSION_EXPIRED, replyMessages.sessionExpired);
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1004 signs the browser out and leaves for /login, without a toast.
    const location = await canvas.findByTestId('location');
    await expect(location.textContent).toBe('/login');
    await expect(hasUserCookie()).toBe(false);
    await expect(canvas.queryByRole('button', { name: /님$/ })).toBeNull();
    await expect(toast.getSnapshot()).toHaveLength(0);
  },
};
