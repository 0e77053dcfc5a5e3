import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsApi } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, type MockDb } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { POPUP_CLOSED_STORAGE_KEY, POPUP_SKIP_MS, POPUP_SKIP_STORAGE_KEY } from '../popup-skip-list';
import { AnnouncementPopup } from './announcement-popup';

// Fixture announcements: 4 「3월 정기 점검 안내」 (newest), 3 「CDM 5.4 전환 완료 기관 안내」.
const HOUR = 60 * 60 * 1000;

/** The researcher's world with these announcements switched to popups. */
function popupDb(ids: number[]): MockDb {
  const db = createMockDb({ signedInAs: 'researcher@demo.cdmnet.kr' });
  for (const a of db.announcements) a.popup = ids.includes(a.id);
  return db;
}

/** Handlers whose popup call is counted, so a story can tell "nothing opened" from "not loaded yet". */
function counted(db: MockDb) {
  const calls = { popups: 0 };
  const handlers = [
    mock(announcementsApi.listPopupAnnouncements, () => {
      calls.popups += 1;
      return {
        content: db.announcements
          .filter((a) => a.popup)
          .map((a) => ({ ...a, authorName: '최고관리' }))
          .sort((a, b) => b.id - a.id),
      };
    }),
    ...createHandlers(db),
  ];
  return { calls, handlers };
}

const skipList = (entries: { id: number; until: number }[]) =>
  localStorage.setItem(POPUP_SKIP_STORAGE_KEY, JSON.stringify(entries));

const storedSkips = () =>
  JSON.parse(localStorage.getItem(POPUP_SKIP_STORAGE_KEY) ?? 'null') as
    { id: number; until: number }[] | null;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The popup once it has opened and finished its entrance animation. */
async function openedPopup(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await body(canvasElement).findByRole('dialog', { name: '공지사항' });
  await waitFor(() =>
    expect(dialog.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0),
  );
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Waits until the popup call has been answered, then a moment for a dialog that would open. */
async function afterPopupsLoaded(calls: { popups: number }) {
  await waitFor(() => expect(calls.popups).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const one = counted(popupDb([4]));
const two = counted(popupDb([4, 3]));
const skipped = counted(popupDb([4, 3]));
const expired = counted(popupDb([4]));
const none = counted(popupDb([]));
const closedBefore = counted(popupDb([4, 3]));

const meta = {
  title: 'Web/Announcements/Popup',
  component: AnnouncementPopup,
  decorators: [withScreen({ path: '/' })],
  parameters: { layout: 'fullscreen', msw: { handlers: one.handlers } },
  beforeEach: () => {
    const cleanup = resetAppState();
    localStorage.removeItem(POPUP_SKIP_STORAGE_KEY);
    sessionStorage.removeItem(POPUP_CLOSED_STORAGE_KEY);
    for (const c of [one, two, skipped, expired, none, closedBefore]) c.calls.popups = 0;
    return () => {
      cleanup();
      localStorage.removeItem(POPUP_SKIP_STORAGE_KEY);
      sessionStorage.removeItem(POPUP_CLOSED_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openedPopup(canvasElement);
    const popup = within(dialog);
    // Reading starts at the title, which takes focus without a ring; Tab reaches the first action.
    const title = popup.getByRole('heading', { level: 2, name: '공지사항' });
    await expect(title).toHaveFocus();
    await expect(getComputedStyle(title).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(popup.getByRole('link', { name: '자세히 보기' })).toHaveFocus();
    await expect(popup.getByRole('heading', { level: 3, name: '3월 정기 점검 안내' })).toBeVisible();
    await expect(popup.getByText('정기 점검', { selector: 'strong' })).toBeVisible();
    await expect(popup.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/announcement/4');
    await expect(popup.queryByRole('button', { name: '다음 공지' })).toBeNull();

    await userEvent.click(popup.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // Closing is not skipping a day: it lasts for this browser session (a reload included).
    await expect(localStorage.getItem(POPUP_SKIP_STORAGE_KEY)).toBeNull();
    await expect(JSON.parse(sessionStorage.getItem(POPUP_CLOSED_STORAGE_KEY) ?? '[]')).toEqual([4]);
  },
};

export const Several: Story = {
  parameters: { msw: { handlers: two.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openedPopup(canvasElement);
    const popup = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('2건 중 1번째');
    await expect(popup.getByRole('heading', { level: 3, name: '3월 정기 점검 안내' })).toBeVisible();
    await expect(popup.getByRole('button', { name: '이전 공지' })).toBeDisabled();

    await userEvent.click(popup.getByRole('button', { name: '다음 공지' }));
    await expect(popup.getByRole('heading', { level: 3, name: 'CDM 5.4 전환 완료 기관 안내' })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('2건 중 2번째');
    await expect(popup.getByRole('button', { name: '다음 공지' })).toBeDisabled();
    await expect(popup.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/announcement/3');
  },
};

export const SkipForADay: Story = {
  parameters: { msw: { handlers: two.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openedPopup(canvasElement);
    const before = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: '하루 동안 보지 않기' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    const skips = storedSkips() ?? [];
    await expect(skips.map((s) => s.id)).toEqual([4, 3]);
    for (const s of skips) {
      await expect(s.until).toBeGreaterThanOrEqual(before + POPUP_SKIP_MS);
      await expect(s.until).toBeLessThanOrEqual(Date.now() + POPUP_SKIP_MS);
    }
    // A day only: once it has passed the popup comes back, even in a tab left open since.
    await expect(sessionStorage.getItem(POPUP_CLOSED_STORAGE_KEY)).toBeNull();
  },
};

export const AllSkipped: Story = {
  name: 'All skipped: not shown',
  parameters: { msw: { handlers: skipped.handlers } },
  beforeEach: () => {
    skipList([
      { id: 4, until: Date.now() + 12 * HOUR },
      { id: 3, until: Date.now() + HOUR },
    ]);
  },
  play: async ({ canvasElement }) => {
    await afterPopupsLoaded(skipped.calls);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(storedSkips()).toHaveLength(2);
  },
};

export const PartlySkipped: Story = {
  name: 'Partly skipped: the others are shown',
  parameters: { msw: { handlers: two.handlers } },
  beforeEach: () => {
    skipList([{ id: 4, until: Date.now() + HOUR }]);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openedPopup(canvasElement);
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(
      'CDM 5.4 전환 완료 기관 안내',
    );
    await expect(within(dialog).queryByRole('button', { name: '다음 공지' })).toBeNull();
  },
};

export const ExpiredSkip: Story = {
  name: 'Expired skip: shown again',
  parameters: { msw: { handlers: expired.handlers } },
  beforeEach: () => {
    skipList([{ id: 4, until: Date.now() - 1 }]);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openedPopup(canvasElement);
    await expect(within(dialog).getByRole('heading', { level: 3, name: '3월 정기 점검 안내' })).toBeVisible();
    // The expired entry is pruned.
    await waitFor(() => expect(localStorage.getItem(POPUP_SKIP_STORAGE_KEY)).toBeNull());
  },
};

export const NoPopupAnnouncements: Story = {
  parameters: { msw: { handlers: none.handlers } },
  play: async ({ canvasElement }) => {
    await afterPopupsLoaded(none.calls);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const ReadMore: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openedPopup(canvasElement);
    await userEvent.click(within(dialog).getByRole('link', { name: '자세히 보기' }));
    const location = await within(canvasElement).findByTestId('location');
    await expect(location).toHaveTextContent('/announcement/4');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Closed earlier in this browser session (then reloaded): nothing opens again. */
export const ClosedThisSession: Story = {
  parameters: { msw: { handlers: closedBefore.handlers } },
  beforeEach: () => {
    sessionStorage.setItem(POPUP_CLOSED_STORAGE_KEY, JSON.stringify([4, 3]));
  },
  play: async ({ canvasElement }) => {
    await afterPopupsLoaded(closedBefore.calls);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
