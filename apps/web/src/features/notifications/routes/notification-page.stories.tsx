import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationsApi, replyMessages, ResultCode, USER_COOKIE } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure, type MockDb } from '@cdmnet/api/mocks';
import { AuthenticatedLayout } from '../../../app/layout/authenticated-layout';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { NotificationPage } from './notification-page';

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';
const ADMIN = 'admin@demo.cdmnet.kr';
const RESEARCHER_ID = 3;

/** The list's reply when the user has no notification at all. */
const emptyPage = {
  items: [],
  total: 0,
  page: 1,
  size: 20,
  counts: { all: 0, unchecked: 0, organization: 0, project: 0 },
};

/** `count` more notifications for the researcher, older than the fixtures, every other one read. */
function giveMany(count: number) {
  for (let i = 0; i < count; i += 1) {
    db.notifications.push({
      id: 100 + i,
      userId: RESEARCHER_ID,
      type: i % 2 === 0 ? 'PROJECT' : 'ORGANIZATION',
      title: `지난 알림 ${i + 1}`,
      message: '',
      link: '/project/1',
      checked: i % 2 === 1,
      createdAt: new Date(Date.UTC(2026, 0, 31, 0, 0) - i * 60_000).toISOString(),
    });
  }
}

/** The centre of `element`, and what a real pointer pressing there would press. */
function hitAt(element: Element) {
  const box = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) throw new Error('nothing under the pointer');
  return hit;
}

/**
 * The researcher's db, refilled before every story (in place, so the handlers bound to it see the
 * fresh state); a play function reads what the page changed in it.
 */
const db: MockDb = createMockDb({ signedInAs: RESEARCHER });
const refill = (email = RESEARCHER) => Object.assign(db, createMockDb({ signedInAs: email }));

/** Portalled parts (toasts, confirmations) live under <body>, outside the canvas. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const animationsDone = (element: Element) =>
  waitFor(() => expect(element.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));

/** The toast saying `text`, once it is in (the page's own list items are list items too). */
async function toastSaying(canvasElement: HTMLElement, text: string) {
  const toastItem = (await screen(canvasElement).findByText(text)).closest('li');
  if (!toastItem) throw new Error(`no toast says ${text}`);
  return toastItem;
}

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

async function answerConfirmation(canvasElement: HTMLElement, question: string, answer: '삭제' | '취소') {
  const dialog = await screen(canvasElement).findByRole('alertdialog', { name: question });
  await animationsDone(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
}

const meta = {
  title: 'Web/Notifications/Page',
  component: NotificationPage,
  // `parameters.inLayout` mounts the page in the app's layout, with the bell in the top bar.
  decorators: [
    (Story, context) =>
      withScreen({
        path: '/notification',
        layout: context.parameters.inLayout === true ? AuthenticatedLayout : undefined,
      })(Story, context),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers(db) } },
  beforeEach: () => {
    refill();
    return resetAppState();
  },
} satisfies Meta<typeof NotificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(notificationsApi.listNotifications, () => new Promise<never>(() => {}))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
    await expect(canvas.getByText('알림을 불러오는 중입니다.').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const name of ['모두 읽음 표시', '읽은 알림 삭제', '전체 삭제']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    refill(MASTER);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('새 알림이 없습니다.')).toBeVisible();
    for (const name of ['모두 읽음 표시', '읽은 알림 삭제', '전체 삭제']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
    await userEvent.click(canvas.getByRole('tab', { name: /읽지 않음/ }));
    await expect(await canvas.findByText('읽지 않은 알림이 없습니다.')).toBeVisible();
  },
};

/** The researcher's five notifications, and the filters of spec §7 (kept in ?filter=). */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('list', { name: '전체 알림 목록' });
    await expect(titlesIn(all)).toEqual([
      '프로젝트 읽지 않음 분석 실행이 완료되었습니다.',
      '프로젝트 읽지 않음 프로젝트에 초대되었습니다.',
      '기관 읽지 않음 새 공지사항이 등록되었습니다.',
      '프로젝트 IRB 승인 요청이 승인되었습니다.',
      '기관 가입 신청이 승인되었습니다.',
    ]);
    // One sentence form: what, which project, analysis and run, which hospital; the exact screen.
    await expect(
      within(all).getByText(
        "한빛대학교병원에서 실행한 '메트포르민과 설포닐우레아의 심혈관 안전성 비교' 프로젝트 '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교' 분석(실행 #1)이 성공적으로 끝났습니다.",
      ),
    ).toBeVisible();
    await expect(within(all).getByRole('link', { name: '분석 실행이 완료되었습니다.' })).toHaveAttribute(
      'href',
      '/project/1/analysis/1/execution/1',
    );
    // No 더 보기: five fit on the first page.
    await expect(canvas.queryByRole('button', { name: /^더 보기/ })).toBeNull();
    await expect(canvas.getByRole('tab', { name: '전체 5' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe('알림 · CDMNet'));

    await userEvent.click(canvas.getByRole('tab', { name: '읽지 않음 3' }));
    const unread = await canvas.findByRole('list', { name: '읽지 않음 알림 목록' });
    await expect(within(unread).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(unread).getAllByText('읽지 않음')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('tab', { name: '기관 2' }));
    const organization = await canvas.findByRole('list', { name: '기관 알림 목록' });
    await expect(within(organization).getAllByText('기관')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('tab', { name: '프로젝트 3' }));
    await expect(
      within(await canvas.findByRole('list', { name: '프로젝트 알림 목록' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        mock(notificationsApi.listNotifications, () => {
          if (errorScenario.failing) {
            throw new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);
          }
          return { content: emptyPage };
        }),
      ],
    },
  },
  beforeEach: () => {
    errorScenario.failing = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('알림을 불러오지 못했습니다.');
    const toastItem = await toastSaying(canvasElement, 'Internal server error');

    errorScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('새 알림이 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await animationsDone(toastItem);
  },
};

const errorScenario = { failing: true };

/**
 * The whole row opens the notification: a press on its message (not the title) lands on the row's one
 * link, which marks it read and opens the exact screen; the delete button stays its own control.
 */
export const WholeRowOpens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: '분석 실행이 완료되었습니다.' });
    const row = link.closest('li');
    if (!row) throw new Error('the link is in no row');
    // One link per row, and the delete button is not inside it.
    await expect(within(row).getAllByRole('link')).toEqual([link]);
    const deleteButton = within(row).getByRole('button', { name: '삭제' });
    await expect(link.contains(deleteButton)).toBe(false);
    await expect(hitAt(deleteButton).closest('button')).toBe(deleteButton);

    const message = within(row).getByText(/성공적으로 끝났습니다/);
    const time = row.querySelector('time');
    if (!time) throw new Error('the row shows no time');
    await expect(hitAt(message)).toBe(link);
    await expect(hitAt(time)).toBe(link);
    await userEvent.click(hitAt(message));
    await expect((await canvas.findByTestId('location')).textContent).toBe(
      '/project/1/analysis/1/execution/1',
    );
    await waitFor(() => expect(db.notifications.find((n) => n.id === 6)?.checked).toBe(true));
  },
};

/** 45 notifications: 20 at first, 더 보기 brings the next pages; a filter pages its own. */
export const Paged: Story = {
  beforeEach: () => {
    giveMany(40);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('list', { name: '전체 알림 목록' });
    await expect(within(all).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('tab', { name: '전체 45' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '더 보기 (20/45)' }));
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(40));
    await userEvent.click(canvas.getByRole('button', { name: '더 보기 (40/45)' }));
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(45));
    await expect(within(all).getAllByRole('listitem').at(-1)).toHaveTextContent('지난 알림 40');
    await expect(canvas.queryByRole('button', { name: /^더 보기/ })).toBeNull();

    // 3 of the fixtures and 20 of the 40 are unread: the tab pages its own 23.
    await userEvent.click(canvas.getByRole('tab', { name: '읽지 않음 23' }));
    const unread = await canvas.findByRole('list', { name: '읽지 않음 알림 목록' });
    await expect(within(unread).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: '더 보기 (20/23)' }));
    await waitFor(() => expect(within(unread).getAllByRole('listitem')).toHaveLength(23));
    await expect(within(unread).queryAllByText('처리됨')).toHaveLength(0);
  },
};

/** The admin's IRB request already decided shows 처리됨 and waits for nothing; the other waits. */
export const DoneRow: Story = {
  beforeEach: () => {
    refill(ADMIN);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('list', { name: '전체 알림 목록' });
    const [waiting, decided] = within(all).getAllByRole('listitem');
    if (!waiting || !decided) throw new Error('two notifications expected');
    await expect(within(waiting).queryByText('처리됨')).toBeNull();
    await expect(within(waiting).getByText('읽지 않음')).toBeInTheDocument();
    await expect(within(decided).getByText('처리됨')).toBeVisible();
    await expect(within(decided).getByRole('heading', { level: 2 })).toHaveTextContent(
      '기관 처리됨 IRB 승인 요청이 도착했습니다.',
    );
    // Decided, so not counted as waiting: only the other is unread.
    await expect(canvas.getByRole('tab', { name: '읽지 않음 1' })).toBeVisible();
  },
};

/** In the app's layout: marking all read empties the bell's count at once. */
export const CheckAll: Story = {
  parameters: { inLayout: true },
  beforeEach: () => {
    document.cookie = `${USER_COOKIE}=3; Path=/; SameSite=Lax`;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '알림 3개 읽지 않음' })).toBeVisible();
    // Enabled once the list has loaded (it stays disabled while nothing is known to be unread).
    const markAll = await canvas.findByRole('button', { name: '모두 읽음 표시' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);

    const toastItem = await toastSaying(canvasElement, '모든 알림을 읽음으로 표시했습니다.');
    await expect(await canvas.findByRole('link', { name: '알림, 읽지 않은 알림 없음' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '읽지 않음 0' })).toBeVisible();
    await expect(canvas.queryAllByText('읽지 않음', { selector: 'span' })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: '모두 읽음 표시' })).toBeDisabled();
    await animationsDone(toastItem);
  },
};

/** One notification's 삭제 asks first; 취소 keeps it, 삭제 removes it. */
export const DeleteOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '전체 알림 목록' });
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('no notification listed');
    const deleteButton = within(first).getByRole('button', { name: '삭제' });
    await expect(deleteButton).toHaveAccessibleDescription('분석 실행이 완료되었습니다.');

    await userEvent.click(deleteButton);
    await answerConfirmation(canvasElement, '정말 이 알림을 삭제하시겠습니까?', '취소');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await userEvent.click(deleteButton);
    await answerConfirmation(canvasElement, '정말 이 알림을 삭제하시겠습니까?', '삭제');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(list).queryByText('분석 실행이 완료되었습니다.')).toBeNull();
    const toastItem = await toastSaying(canvasElement, '삭제되었습니다.');
    await animationsDone(toastItem);
  },
};

/** 읽은 알림 삭제 keeps the unread; 전체 삭제 leaves the empty page. Both ask first, with a danger 삭제. */
export const DeleteInBulk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '전체 알림 목록' });

    await userEvent.click(canvas.getByRole('button', { name: '읽은 알림 삭제' }));
    await answerConfirmation(canvasElement, '정말 읽은 알림을 모두 삭제하시겠습니까?', '삭제');
    await expect(await canvas.findByRole('tab', { name: '전체 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '읽은 알림 삭제' })).toBeDisabled();
    await expect(db.notifications.filter((n) => n.userId === 3).every((n) => !n.checked)).toBe(true);

    await userEvent.click(canvas.getByRole('button', { name: '전체 삭제' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: '삭제' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await answerConfirmation(
      canvasElement,
      '정말 모든 알림을 삭제하시겠습니까? 읽지 않은 알림도 함께 삭제됩니다.',
      '삭제',
    );
    await expect(await canvas.findByText('새 알림이 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '전체 삭제' })).toBeDisabled();
    // The partner's and the admin's notifications are not the researcher's to delete.
    await expect(db.notifications.map((n) => n.userId).sort()).toEqual([2, 2, 4]);
  },
};
