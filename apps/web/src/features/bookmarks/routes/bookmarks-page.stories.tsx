import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookmarksApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import {
  animationsDone,
  failingUntilRetried,
  hanging,
  RESEARCHER,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { BookmarksPage } from './bookmarks-page';

const tab = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('tab', { name });
const panel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('tabpanel'));

const meta = {
  title: 'Web/Bookmarks/BookmarksPage',
  component: BookmarksPage,
  decorators: [withScreen({ path: '/bookmarks' })],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof BookmarksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each kind in its tab with its count; a row opens what it points to. */
export const Populated: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '즐겨찾기' })).toBeVisible();
    await waitFor(() => expect(tab(canvasElement, /^개념 1$/)).toBeVisible());
    await waitFor(() => expect(tab(canvasElement, /^기관 1$/)).toBeVisible());
    await waitFor(() => expect(document.title).toBe('즐겨찾기 · CDMNet'));
    const concept = panel(canvasElement).getByRole('link', { name: 'Gastrointestinal hemorrhage' });
    await expect(concept).toHaveAttribute('href', '/atlas/concepts/192671');
    await expect(panel(canvasElement).getByText(/Concept ID 192671 · 25-03-14 추가/)).toBeVisible();

    await userEvent.click(tab(canvasElement, /^검색/));
    const search = await panel(canvasElement).findByRole('link', { name: 'celecoxib (Drug, RxNorm)' });
    await expect(search).toHaveAttribute(
      'href',
      '/atlas/search?q=celecoxib&atlas=1%2C2&domain=Drug&vocabulary=RxNorm',
    );
    await expect(panel(canvasElement).getByText(/ATLAS 2곳 · Drug · RxNorm/)).toBeVisible();

    await userEvent.click(tab(canvasElement, /^ATLAS 설계/));
    await expect(await panel(canvasElement).findByText(/코호트 정의 #1/)).toBeVisible();

    await userEvent.click(tab(canvasElement, /^연구자/));
    const person = await panel(canvasElement).findByRole('link', { name: '박지현' });
    await expect(person).toHaveAttribute('href', '/network/members');
    await userEvent.click(person);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/network/members');
  },
};

/** Removing asks first, naming the bookmark; accepted, it leaves the list and the count. */
export const RemovingABookmark: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tab(canvasElement, /^개념 1$/)).toBeVisible());
    await userEvent.click(
      panel(canvasElement).getByRole('button', { name: 'Gastrointestinal hemorrhage 즐겨찾기 삭제' }),
    );
    const dialog = await screen(canvasElement).findByRole('alertdialog');
    await animationsDone(dialog);
    await expect(dialog).toHaveTextContent("정말 'Gastrointestinal hemorrhage' 즐겨찾기를 삭제하시겠습니까?");
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await expect(await toastSaying(canvasElement, '삭제되었습니다.')).toBeVisible();
    await waitFor(() => expect(tab(canvasElement, /^개념 0$/)).toBeVisible());
    await expect(panel(canvasElement).getByText('즐겨찾기한 개념이 없습니다.')).toBeVisible();
  },
};

/** Unstarring an organisation from here asks the same way. */
export const RemovingAFavourite: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tab(canvasElement, /^기관 1$/)).toBeVisible());
    await userEvent.click(tab(canvasElement, /^기관/));
    await expect(await panel(canvasElement).findByText(/공공의료 중심 종합병원/)).toBeVisible();
    await userEvent.click(panel(canvasElement).getByRole('button', { name: '서울중앙의료원 즐겨찾기 삭제' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog');
    await animationsDone(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(tab(canvasElement, /^기관 0$/)).toBeVisible());
  },
};

/** Nothing kept: each section says where its stars are made, with the way there. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(bookmarksApi.listBookmarks, () => ({ content: [] })),
        mock(bookmarksApi.listFavorites, () => ({ content: [] })),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement).findByText('즐겨찾기한 개념이 없습니다.')).toBeVisible();
    await userEvent.click(tab(canvasElement, /^기관/));
    await expect(
      await panel(canvasElement).findByText(
        '네트워크 > 기관 목록에서 기관 행의 별을 누르면 여기에 모입니다.',
      ),
    ).toBeVisible();
    await userEvent.click(panel(canvasElement).getByRole('link', { name: '기관 목록으로 이동' }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      '/network/organizations',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        hanging(bookmarksApi.listBookmarks),
        hanging(bookmarksApi.listFavorites),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '즐겨찾기' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('tabpanel').querySelector('[aria-busy="true"]'),
    ).not.toBeNull();
  },
};

const failing = failingUntilRetried(bookmarksApi.listBookmarks);

/** A failed load says so with 다시 시도, which reads the list again. */
export const ErrorState: Story = {
  parameters: { msw: { handlers: [failing.handler, ...world(RESEARCHER).handlers] } },
  beforeEach: () => {
    failing.state.failing = true;
  },
  play: async ({ canvasElement }) => {
    const alert = await panel(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('즐겨찾기를 불러오지 못했습니다.');
    failing.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(
      await panel(canvasElement).findByRole('link', { name: 'Gastrointestinal hemorrhage' }),
    ).toBeVisible();
  },
};
