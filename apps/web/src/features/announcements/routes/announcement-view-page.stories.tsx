import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import {
  animationsDone,
  internalError,
  MASTER,
  never,
  RESEARCHER,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { AnnouncementViewPage } from './announcement-view-page';

/** The page at `/announcement/{parameters.dataId}` (default 4, 「3월 정기 점검 안내」). */
const atDataId: Decorator = (Story, context) => {
  const dataId = (context.parameters as { dataId?: string | number }).dataId ?? 4;
  return withScreen({ path: '/announcement/:dataId', initialEntry: `/announcement/${dataId}` })(
    Story,
    context,
  );
};

const researcher = world(RESEARCHER);
// Each writing story gets its own db, so one story's change never shows in another.
const masterEdits = world(MASTER);
const masterDeletes = world(MASTER);
const masterCancels = world(MASTER);
const masterInvalid = world(MASTER);

const errorScenario = { failing: true };

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name });

const meta = {
  title: 'Web/Announcements/View',
  component: AnnouncementViewPage,
  decorators: [atDataId],
  parameters: { layout: 'padded', msw: { handlers: researcher.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof AnnouncementViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(announcementsApi.getAnnouncement, never), ...researcher.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: '수정' })).toBeNull();
  },
};

export const ForResearcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '3월 정기 점검 안내');
    await expect(canvas.getByText('정기 점검', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('최고관리')).toBeVisible();
    await expect(canvas.getByText('2026년 03월 02일')).toBeVisible();
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

    const title = canvas.getByRole('textbox', { name: '제목' });
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
    const title = canvas.getByRole('textbox', { name: '제목' });
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
  parameters: { msw: { handlers: masterDeletes.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '3월 정기 점검 안내');
    await userEvent.click(await canvas.findByRole('button', { name: '삭제' }));

    const question = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(question).toHaveTextContent('정말 이 공지사항을 삭제하시겠습니까?');
    await animationsDone(question);
    await userEvent.click(within(question).getByRole('button', { name: '삭제' }));

    await expect(await canvas.findByTestId('location')).toHaveTextContent('/announcement');
    await toastSaying(canvasElement, '삭제되었습니다.');
    await expect(masterDeletes.db.announcements.some((a) => a.id === 4)).toBe(false);
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('공지사항을 찾을 수 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/announcement');
    await toastSaying(canvasElement, '요청한 항목을 찾을 수 없습니다.');
  },
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
  parameters: {
    msw: {
      handlers: [
        mock(announcementsApi.getAnnouncement, ({ params }) => {
          if (errorScenario.failing) throw internalError();
          const row = researcher.db.announcements.find((a) => a.id === params.id);
          if (!row) throw internalError();
          return { content: { ...row, authorName: '최고관리' } };
        }),
        ...researcher.handlers,
      ],
    },
  },
  beforeEach: () => {
    errorScenario.failing = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('공지사항을 불러오지 못했습니다.');
    await toastSaying(canvasElement, 'Internal server error');
    errorScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await heading(canvasElement, '3월 정기 점검 안내');
  },
};
