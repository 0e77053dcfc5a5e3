import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsApi } from '@cdmnet/api';
import { contentListStories } from '../../../app/content/content-stories';
import { RESEARCHER, world } from '../../../app/testing/story-helpers';
import { AnnouncementListPage } from './announcement-list-page';

const list = contentListStories({
  path: '/announcement',
  heading: '공지사항',
  tableName: '공지사항 목록',
  knownTitle: '3월 정기 점검 안내',
  empty: '등록된 공지사항이 없습니다.',
  emptyForReaders: '등록된 공지사항이 없습니다. 새 소식이 올라오면 이곳에 표시됩니다.',
  loadFailed: '공지사항 목록을 불러오지 못했습니다.',
  listEndpoint: announcementsApi.listAnnouncements,
  clear: (db) => {
    db.announcements = [];
  },
});
const withPopup = world(RESEARCHER, (db) => {
  const first = db.announcements[0];
  if (first) first.popup = true;
});

const meta = {
  title: 'Web/Announcements/List',
  component: AnnouncementListPage,
  ...list.meta,
} satisfies Meta<typeof AnnouncementListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: list.loading.handlers } },
  play: list.loading.play,
};

export const PopulatedForResearcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '3월 정기 점검 안내' })).toHaveAttribute(
      'href',
      '/announcement/4',
    );
    await expect(list.rowTexts(canvasElement)).toEqual([
      ['3월 정기 점검 안내', '최고관리', '26-03-02'],
      ['CDM 5.4 전환 완료 기관 안내', '최고관리', '26-02-16'],
      ['IRB 승인 절차 변경 안내', '최고관리', '26-01-20'],
      ['CDMNet 서비스 오픈 안내', '최고관리', '26-01-05'],
    ]);
    // A researcher reads; nothing offers to write.
    await expect(canvas.queryByRole('link', { name: '등록' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('공지사항 · CDMNet'));

    await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), 'IRB');
    await waitFor(() => expect(list.rowTexts(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: 'IRB 승인 절차 변경 안내' })).toBeVisible();
  },
};

export const PopulatedForMaster: Story = {
  parameters: { msw: { handlers: list.forMaster.handlers } },
  play: list.forMaster.play,
};

export const PopupBadge: Story = {
  parameters: { msw: { handlers: withPopup.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: '3월 정기 점검 안내' });
    await expect(within(link.closest('td') as HTMLElement).getByText('팝업')).toBeVisible();
    await expect(canvas.getAllByText('팝업')).toHaveLength(1);
  },
};

export const EmptyForMaster: Story = {
  parameters: { msw: { handlers: list.emptyForMaster.handlers } },
  play: list.emptyForMaster.play,
};

export const EmptyForResearcher: Story = {
  parameters: { msw: { handlers: list.emptyForResearcher.handlers } },
  play: list.emptyForResearcher.play,
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: list.error.handlers } },
  beforeEach: list.error.beforeEach,
  play: list.error.play,
};
