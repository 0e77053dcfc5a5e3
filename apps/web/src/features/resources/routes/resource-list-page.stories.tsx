import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resourcesApi } from '@cdmnet/api';
import { contentListStories } from '../../../app/content/content-stories';
import { ResourceListPage } from './resource-list-page';

const list = contentListStories({
  path: '/resources',
  heading: '자료실',
  tableName: '자료 목록',
  knownTitle: '연구 신청 서식 모음',
  empty: '등록된 자료가 없습니다.',
  emptyForReaders: '등록된 자료가 없습니다. 자료가 올라오면 이곳에서 내려받을 수 있습니다.',
  loadFailed: '자료 목록을 불러오지 못했습니다.',
  listEndpoint: resourcesApi.listResources,
  clear: (db) => {
    db.resources = [];
  },
});

const meta = {
  title: 'Web/Resources/List',
  component: ResourceListPage,
  ...list.meta,
} satisfies Meta<typeof ResourceListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: list.loading.handlers } },
  play: list.loading.play,
};

export const PopulatedForResearcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '연구 신청 서식 모음' })).toHaveAttribute(
      'href',
      '/resources/2',
    );
    await expect(list.rowTexts(canvasElement)).toEqual([
      ['OMOP CDM 5.4 매핑 가이드', '최고관리', '26-02-20', '1개'],
      ['연구 신청 서식 모음', '최고관리', '26-01-28', '2개'],
      ['CDMNet 이용 안내', '최고관리', '26-01-05', '0개'],
    ]);
    await expect(canvas.queryByRole('link', { name: '등록' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('자료실 · CDMNet'));

    await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), '서식');
    await waitFor(() => expect(list.rowTexts(canvasElement)).toHaveLength(1));
  },
};

export const PopulatedForMaster: Story = {
  parameters: { msw: { handlers: list.forMaster.handlers } },
  play: list.forMaster.play,
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
