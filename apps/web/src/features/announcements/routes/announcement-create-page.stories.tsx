import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsApi } from '@cdmnet/api';
import { contentCreateStories } from '../../../app/content/content-stories';
import { toastSaying } from '../../../app/testing/story-helpers';
import { AnnouncementCreatePage } from './announcement-create-page';

const create = contentCreateStories({ path: '/announcement' });
const { fill, master } = create;

const meta = {
  title: 'Web/Announcements/Create',
  component: AnnouncementCreatePage,
  ...create.meta,
} satisfies Meta<typeof AnnouncementCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MasterPosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '공지사항 등록' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('공지사항 등록 · CDMNet'));
    await fill(canvasElement, '4월 정기 점검 안내', '4월 11일에 점검이 있습니다.');
    const popup = canvas.getByRole('switch', { name: '팝업으로 알리기' });
    await expect(popup).not.toBeChecked();
    await userEvent.click(popup);
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));

    await expect(await canvas.findByTestId('location')).toHaveTextContent('/announcement/5');
    await toastSaying(canvasElement, '등록되었습니다.');
    await expect(master.db.announcements.find((a) => a.id === 5)).toMatchObject({
      title: '4월 정기 점검 안내',
      content: '4월 11일에 점검이 있습니다.',
      popup: true,
    });
    // Every other user is told.
    const told = master.db.notifications.filter((n) => n.link === '/announcement/5').map((n) => n.userId);
    const others = master.db.users.filter((u) => u.primaryEmail !== 'master@demo.cdmnet.kr').map((u) => u.id);
    await expect(told.sort()).toEqual(others.sort());
  },
};

export const ValidationErrors: Story = {
  play: create.validationErrors.play,
};

export const Saving: Story = {
  parameters: {
    msw: { handlers: create.savingHandlers(announcementsApi.createAnnouncement) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '저장 중 공지', '내용');
    const save = canvas.getByRole('button', { name: '저장' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(save).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '취소' })).toBeDisabled();
  },
};

export const ForResearcher: Story = {
  parameters: { msw: { handlers: create.forResearcher.handlers } },
  play: create.forResearcher.play,
};

export const LoadingProfile: Story = {
  parameters: { msw: { handlers: create.loadingProfile.handlers } },
  play: create.loadingProfile.play,
};
