import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import {
  internalError,
  MASTER,
  never,
  RESEARCHER,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { AnnouncementListPage } from './announcement-list-page';

const master = world(MASTER);
const researcher = world(RESEARCHER);
const emptyForMaster = world(MASTER, (db) => {
  db.announcements = [];
});
const emptyForResearcher = world(RESEARCHER, (db) => {
  db.announcements = [];
});
const withPopup = world(RESEARCHER, (db) => {
  const first = db.announcements[0];
  if (first) first.popup = true;
});

/** The Error story fails until its play function lets the next reply through. */
const errorScenario = { failing: true };

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: '공지사항 목록' });

const rowTexts = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const meta = {
  title: 'Web/Announcements/List',
  component: AnnouncementListPage,
  decorators: [withScreen({ path: '/announcement' })],
  parameters: { layout: 'padded', msw: { handlers: researcher.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof AnnouncementListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(announcementsApi.listAnnouncements, never), ...researcher.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(await canvas.findByText('불러오는 중입니다.')).toBeInTheDocument();
    await expect(canvas.queryByText('등록된 공지사항이 없습니다.')).toBeNull();
  },
};

export const PopulatedForResearcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '3월 정기 점검 안내' })).toHaveAttribute(
      'href',
      '/announcement/4',
    );
    await expect(rowTexts(canvasElement)).toEqual([
      ['3월 정기 점검 안내', '최고관리', '26-03-02'],
      ['CDM 5.4 전환 완료 기관 안내', '최고관리', '26-02-16'],
      ['IRB 승인 절차 변경 안내', '최고관리', '26-01-20'],
      ['CDMNet 서비스 오픈 안내', '최고관리', '26-01-05'],
    ]);
    // A researcher reads; nothing offers to write.
    await expect(canvas.queryByRole('link', { name: '등록' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('공지사항 · CDMNet'));

    await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), 'IRB');
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: 'IRB 승인 절차 변경 안내' })).toBeVisible();
  },
};

export const PopulatedForMaster: Story = {
  parameters: { msw: { handlers: master.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '3월 정기 점검 안내' });
    const register = await canvas.findByRole('link', { name: '등록' });
    await expect(register).toHaveAttribute('href', '/announcement/create');
    await userEvent.click(register);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/announcement/create');
  },
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
  parameters: { msw: { handlers: emptyForMaster.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('등록된 공지사항이 없습니다.')).toBeVisible();
    // The page header's 등록 and the empty state's 등록.
    await expect(canvas.getAllByRole('link', { name: '등록' })).toHaveLength(2);
  },
};

export const EmptyForResearcher: Story = {
  parameters: { msw: { handlers: emptyForResearcher.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('등록된 공지사항이 없습니다. 새 소식이 올라오면 이곳에 표시됩니다.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '등록' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        mock(announcementsApi.listAnnouncements, () => {
          if (errorScenario.failing) throw internalError();
          return { content: [] };
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
    await expect(await canvas.findByText('공지사항 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(
      await canvas.findByText('등록된 공지사항이 없습니다. 새 소식이 올라오면 이곳에 표시됩니다.'),
    ).toBeVisible();
  },
};
