import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resourcesApi } from '@cdmnet/api';
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
import { ResourceListPage } from './resource-list-page';

const master = world(MASTER);
const researcher = world(RESEARCHER);
const emptyForMaster = world(MASTER, (db) => {
  db.resources = [];
});
const emptyForResearcher = world(RESEARCHER, (db) => {
  db.resources = [];
});

const errorScenario = { failing: true };

const rowTexts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: '자료 목록' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const meta = {
  title: 'Web/Resources/List',
  component: ResourceListPage,
  decorators: [withScreen({ path: '/resources' })],
  parameters: { layout: 'padded', msw: { handlers: researcher.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ResourceListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [mock(resourcesApi.listResources, never), ...researcher.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '자료실' })).toBeVisible();
    await expect(await canvas.findByText('불러오는 중입니다.')).toBeInTheDocument();
  },
};

export const PopulatedForResearcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '연구 신청 서식 모음' })).toHaveAttribute(
      'href',
      '/resources/2',
    );
    await expect(rowTexts(canvasElement)).toEqual([
      ['OMOP CDM 5.4 매핑 가이드', '최고관리', '26-02-20', '1개'],
      ['연구 신청 서식 모음', '최고관리', '26-01-28', '2개'],
      ['CDMNet 이용 안내', '최고관리', '26-01-05', '0개'],
    ]);
    await expect(canvas.queryByRole('link', { name: '등록' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('자료실 · CDMNet'));

    await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), '서식');
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(1));
  },
};

export const PopulatedForMaster: Story = {
  parameters: { msw: { handlers: master.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '연구 신청 서식 모음' });
    const register = await canvas.findByRole('link', { name: '등록' });
    await expect(register).toHaveAttribute('href', '/resources/create');
  },
};

export const EmptyForMaster: Story = {
  parameters: { msw: { handlers: emptyForMaster.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('등록된 자료가 없습니다.')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '등록' })).toHaveLength(2);
  },
};

export const EmptyForResearcher: Story = {
  parameters: { msw: { handlers: emptyForResearcher.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('등록된 자료가 없습니다. 자료가 올라오면 이곳에서 내려받을 수 있습니다.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '등록' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        mock(resourcesApi.listResources, () => {
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
    await expect(await canvas.findByText('자료 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(
      await canvas.findByText('등록된 자료가 없습니다. 자료가 올라오면 이곳에서 내려받을 수 있습니다.'),
    ).toBeVisible();
  },
};
