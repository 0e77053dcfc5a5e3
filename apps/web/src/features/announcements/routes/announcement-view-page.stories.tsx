import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsApi } from '@cdmnet/api';
import { contentViewStories } from '../../../app/content/content-stories';
import {
  animationsDone,
  internalError,
  MASTER,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { AnnouncementViewPage } from './announcement-view-page';

// The page opens 4 「3월 정기 점검 안내」 unless a story's parameters.dataId names another.
const view = contentViewStories({
  path: '/announcement',
  defaultId: 4,
  heading: '공지사항',
  knownTitle: '3월 정기 점검 안내',
  notFound: '공지사항을 찾을 수 없습니다.',
  loadFailed: '공지사항을 불러오지 못했습니다.',
  confirmDelete: '정말 이 공지사항을 삭제하시겠습니까?',
  getEndpoint: announcementsApi.getAnnouncement,
  reply: ({ params }, db) => {
    const row = db.announcements.find((a) => a.id === params.id);
    if (!row) throw internalError();
    return { content: { ...row, authorName: '최고관리' } };
  },
  exists: (db) => db.announcements.some((a) => a.id === 4),
});
const { heading } = view;

// Each writing story gets its own db, so one story's change never shows in another.
const masterEdits = world(MASTER);
const masterCancels = world(MASTER);
const masterInvalid = world(MASTER);

const meta = {
  title: 'Web/Announcements/View',
  component: AnnouncementViewPage,
  ...view.meta,
} satisfies Meta<typeof AnnouncementViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: view.loading.handlers } },
  play: view.loading.play,
};

export const ForResearcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '3월 정기 점검 안내');
    await expect(canvas.getByText('정기 점검', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('최고관리')).toBeVisible();
    await expect(canvas.getByText('2026년 03월 02일')).toBeVisible();
    // Read as `작성자: 최고관리`: the term ends in a colon and a space parts it from its value.
    const term = canvas.getByText('작성자', { selector: 'dt' });
    await expect(getComputedStyle(term, '::after').content).toBe('":"');
    await expect(term.nextElementSibling!.getBoundingClientRect().left).toBeGreaterThan(
      term.getBoundingClientRect().right,
    );
    await expect(canvas.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/announcement');
    // A researcher reads; nothing offers to change it.
    await expect(canvas.queryByRole('button', { name: '수정' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '삭제' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('3월 정기 점검 안내 · CDMNet'));
  },
};

export const EditedShowsUpdateDate: Story = {
  parameters: { dataId: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'CDM 5.4 전환 완료 기관 안내');
    await expect(canvas.getByText('수정일')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '자료실' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const MasterEdits: Story = {
  parameters: { msw: { handlers: masterEdits.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '3월 정기 점검 안내');
    await userEvent.click(await canvas.findByRole('button', { name: '수정' }));

    // The form loads when 수정 is pressed.
    const title = await canvas.findByRole('textbox', { name: '제목' });
    await expect(title).toHaveValue('3월 정기 점검 안내');
    await expect(canvas.getByRole('textbox', { name: '내용' })).toHaveTextContent('정기 점검');
    await waitFor(() => expect(document.title).toBe('공지사항 수정 · CDMNet'));
    await userEvent.clear(title);
    await userEvent.type(title, '3월 정기 점검 일정 변경');
    await userEvent.click(canvas.getByRole('switch', { name: '팝업으로 알리기' }));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));

    await heading(canvasElement, '3월 정기 점검 일정 변경');
    await toastSaying(canvasElement, '수정되었습니다.');
    await expect(masterEdits.db.announcements.find((a) => a.id === 4)).toMatchObject({
      title: '3월 정기 점검 일정 변경',
      popup: true,
    });
  },
};

export const MasterEditWithErrors: Story = {
  parameters: { msw: { handlers: masterInvalid.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '3월 정기 점검 안내');
    await userEvent.click(await canvas.findByRole('button', { name: '수정' }));
    const title = await canvas.findByRole('textbox', { name: '제목' });
    await userEvent.clear(title);
    await userEvent.type(title, '가'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));

    await expect(await canvas.findByText('100글자 이하로 입력해 주세요.')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    // Nothing was sent: the saved announcement is as it was.
    await heading(canvasElement, '3월 정기 점검 안내');
    await expect(masterInvalid.db.announcements.find((a) => a.id === 4)?.title).toBe('3월 정기 점검 안내');
  },
};

export const MasterDeletes: Story = {
  parameters: { msw: { handlers: view.masterDeletes.world.handlers } },
  play: view.masterDeletes.play,
};

export const MasterCancelsDelete: Story = {
  parameters: { msw: { handlers: masterCancels.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '3월 정기 점검 안내');
    await userEvent.click(await canvas.findByRole('button', { name: '삭제' }));
    const question = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await animationsDone(question);
    await userEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: '3월 정기 점검 안내' })).toBeVisible();
    await expect(masterCancels.db.announcements.some((a) => a.id === 4)).toBe(true);
  },
};

export const NotFound: Story = {
  parameters: { dataId: 999 },
  play: view.notFound.play,
};

export const NonNumericId: Story = {
  parameters: { dataId: 'abc' },
  play: async ({ canvasElement }) => {
    // Spec §2: a non-numeric dataId is -1, which names nothing; no call is made.
    const canvas = within(canvasElement);
    await expect(canvas.getByText('공지사항을 찾을 수 없습니다.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: view.error.handlers } },
  beforeEach: view.error.beforeEach,
  play: view.error.play,
};
