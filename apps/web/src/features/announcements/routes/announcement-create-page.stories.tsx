import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsApi, usersApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { MASTER, never, RESEARCHER, toastSaying, world } from '../../../app/testing/story-helpers';
import { AnnouncementCreatePage } from './announcement-create-page';

const master = world(MASTER);
const masterSaving = world(MASTER);
const researcher = world(RESEARCHER);

const meta = {
  title: 'Web/Announcements/Create',
  component: AnnouncementCreatePage,
  decorators: [withScreen({ path: '/announcement/create' })],
  parameters: { layout: 'padded', msw: { handlers: master.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof AnnouncementCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, title: string, content: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: '제목' }), title);
  await userEvent.click(canvas.getByRole('textbox', { name: '내용' }));
  await userEvent.keyboard(content);
}

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
    await expect(master.db.notifications.filter((n) => n.link === '/announcement/5')).toHaveLength(3);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '저장' }));
    const title = canvas.getByRole('textbox', { name: '제목' });
    const content = canvas.getByRole('textbox', { name: '내용' });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(title).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(content).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

export const Saving: Story = {
  parameters: {
    msw: { handlers: [mock(announcementsApi.createAnnouncement, never), ...masterSaving.handlers] },
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
  parameters: { msw: { handlers: researcher.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('접근 권한이 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '제목' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/announcement');
  },
};

export const LoadingProfile: Story = {
  parameters: { msw: { handlers: [mock(usersApi.getProfile, never), ...master.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('접근 권한이 없습니다.')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: '제목' })).toBeNull();
  },
};
