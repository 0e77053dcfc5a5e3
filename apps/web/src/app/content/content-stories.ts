import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  usersApi,
  type AnyEndpoint,
  type announcementsApi,
  type ContentOf,
  type resourcesApi,
} from '@cdmnet/api';
import { mock, type MockDb, type MockReply, type MockRequest } from '@cdmnet/api/mocks';
import {
  animationsDone,
  internalError,
  MASTER,
  never,
  RESEARCHER,
  toastSaying,
  world,
} from '../testing/story-helpers';
import { resetAppState, withScreen } from '../testing/story-providers';

// What the announcements and resources stories check alike, told apart by their texts and endpoints.
// Each story file still spells out its stories (names, parameters, play) so Storybook indexes them;
// the plays and their mock worlds come from here.

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The 목록 link back to `path`. */
const expectBackTo = (canvasElement: HTMLElement, path: string) =>
  expect(canvasOf(canvasElement).getByRole('link', { name: '목록' })).toHaveAttribute('href', path);

export interface ContentListStoryOptions {
  /** The list's route, e.g. `/announcement`. */
  path: string;
  /** The page's heading (level 1). */
  heading: string;
  /** The table's accessible name. */
  tableName: string;
  /** The title of a fixture item, shown as a link. */
  knownTitle: string;
  /** The empty state for writers, for readers, and the failed load. */
  empty: string;
  emptyForReaders: string;
  loadFailed: string;
  listEndpoint: typeof announcementsApi.listAnnouncements | typeof resourcesApi.listResources;
  /** Empties the feature's table in a mock db. */
  clear: (db: MockDb) => void;
}

/** A content list page's stories: loading, 등록 for writers, both empty states and a failed load. */
export function contentListStories(o: ContentListStoryOptions) {
  const researcher = world(RESEARCHER);
  const master = world(MASTER);
  const emptyForMaster = world(MASTER, o.clear);
  const emptyForResearcher = world(RESEARCHER, o.clear);
  // The Error story fails until its play function lets the next reply through.
  const errorScenario = { failing: true };

  const rowTexts = (canvasElement: HTMLElement) =>
    within(canvasOf(canvasElement).getByRole('table', { name: o.tableName }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );

  return {
    rowTexts,
    meta: {
      decorators: [withScreen({ path: o.path })],
      parameters: { layout: 'padded', msw: { handlers: researcher.handlers } },
      beforeEach: resetAppState,
    },
    loading: {
      handlers: [mock(o.listEndpoint, never), ...researcher.handlers],
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await expect(canvas.getByRole('heading', { level: 1, name: o.heading })).toBeVisible();
        await expect(await canvas.findByText('불러오는 중입니다.')).toBeInTheDocument();
        await expect(canvas.queryByText(o.empty)).toBeNull();
      },
    },
    forMaster: {
      handlers: master.handlers,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await canvas.findByRole('link', { name: o.knownTitle });
        const register = await canvas.findByRole('link', { name: '등록' });
        await expect(register).toHaveAttribute('href', `${o.path}/create`);
        await userEvent.click(register);
        await expect(await canvas.findByTestId('location')).toHaveTextContent(`${o.path}/create`);
      },
    },
    emptyForMaster: {
      handlers: emptyForMaster.handlers,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await expect(await canvas.findByText(o.empty)).toBeVisible();
        // The page header's 등록 and the empty state's 등록.
        await expect(canvas.getAllByRole('link', { name: '등록' })).toHaveLength(2);
      },
    },
    emptyForResearcher: {
      handlers: emptyForResearcher.handlers,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await expect(await canvas.findByText(o.emptyForReaders)).toBeVisible();
        await expect(canvas.queryByRole('link', { name: '등록' })).toBeNull();
      },
    },
    error: {
      handlers: [
        mock(o.listEndpoint, () => {
          if (errorScenario.failing) throw internalError();
          return { content: [] };
        }),
        ...researcher.handlers,
      ],
      beforeEach: () => {
        errorScenario.failing = true;
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await expect(await canvas.findByText(o.loadFailed)).toBeVisible();
        await toastSaying(canvasElement, 'Internal server error');
        errorScenario.failing = false;
        await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
        await expect(await canvas.findByText(o.emptyForReaders)).toBeVisible();
      },
    },
  };
}

export interface ContentViewStoryOptions<E extends AnyEndpoint> {
  /** The list's route, e.g. `/announcement`; the page is at `{path}/:dataId`. */
  path: string;
  /** The item a story opens unless its `parameters.dataId` names another. */
  defaultId: number;
  /** The page's heading (level 1) and the default item's title (level 2). */
  heading: string;
  knownTitle: string;
  notFound: string;
  loadFailed: string;
  /** The question 삭제 asks. */
  confirmDelete: string;
  getEndpoint: E;
  /** The default item as the get endpoint answers once the Error story lets it through. */
  reply: (request: MockRequest<E>, db: MockDb) => MockReply<ContentOf<E>>;
  /** Whether the default item is still in a mock db. */
  exists: (db: MockDb) => boolean;
}

/** A content view page's stories: loading, not found, a failed load and a master's deletion. */
export function contentViewStories<E extends AnyEndpoint>(o: ContentViewStoryOptions<E>) {
  const researcher = world(RESEARCHER);
  // Each writing story gets its own db, so one story's change never shows in another.
  const masterDeletes = world(MASTER);
  const errorScenario = { failing: true };

  /** The page at `{path}/{parameters.dataId}` (default `defaultId`). */
  const atDataId: Decorator = (Story, context) => {
    const dataId = (context.parameters as { dataId?: string | number }).dataId ?? o.defaultId;
    return withScreen({ path: `${o.path}/:dataId`, initialEntry: `${o.path}/${dataId}` })(Story, context);
  };

  const heading = (canvasElement: HTMLElement, name: string) =>
    canvasOf(canvasElement).findByRole('heading', { level: 2, name });

  return {
    researcher,
    heading,
    meta: {
      decorators: [atDataId],
      parameters: { layout: 'padded', msw: { handlers: researcher.handlers } },
      beforeEach: resetAppState,
    },
    loading: {
      handlers: [mock(o.getEndpoint, never), ...researcher.handlers],
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await expect(canvas.getByRole('heading', { level: 1, name: o.heading })).toBeVisible();
        await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
        await expect(canvas.queryByRole('button', { name: '수정' })).toBeNull();
      },
    },
    masterDeletes: {
      world: masterDeletes,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await heading(canvasElement, o.knownTitle);
        await userEvent.click(await canvas.findByRole('button', { name: '삭제' }));
        const question = await body(canvasElement).findByRole('alertdialog');
        await expect(question).toHaveTextContent(o.confirmDelete);
        await animationsDone(question);
        await userEvent.click(within(question).getByRole('button', { name: '삭제' }));

        await expect(await canvas.findByTestId('location')).toHaveTextContent(o.path);
        await toastSaying(canvasElement, '삭제되었습니다.');
        await expect(o.exists(masterDeletes.db)).toBe(false);
      },
    },
    notFound: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await canvasOf(canvasElement).findByText(o.notFound)).toBeVisible();
        await expectBackTo(canvasElement, o.path);
        await toastSaying(canvasElement, '요청한 항목을 찾을 수 없습니다.');
      },
    },
    error: {
      handlers: [
        mock(o.getEndpoint, (request) => {
          if (errorScenario.failing) throw internalError();
          return o.reply(request, researcher.db);
        }),
        ...researcher.handlers,
      ],
      beforeEach: () => {
        errorScenario.failing = true;
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const alert = await canvasOf(canvasElement).findByRole('alert');
        await expect(alert).toHaveTextContent(o.loadFailed);
        await toastSaying(canvasElement, 'Internal server error');
        errorScenario.failing = false;
        await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
        await heading(canvasElement, o.knownTitle);
      },
    },
  };
}

/** A content create page's stories: validation, a researcher turned away, and the profile still loading. */
export function contentCreateStories(o: { path: string }) {
  const master = world(MASTER);
  const researcher = world(RESEARCHER);

  return {
    master,
    meta: {
      decorators: [withScreen({ path: `${o.path}/create` })],
      parameters: { layout: 'padded', msw: { handlers: master.handlers } },
      beforeEach: resetAppState,
    },
    /** A master's world in which `createEndpoint` never answers: the form stays saving. */
    savingHandlers: (createEndpoint: AnyEndpoint) => [mock(createEndpoint, never), ...world(MASTER).handlers],
    /** Types the title, then the content into the rich-text editor. */
    fill: async (canvasElement: HTMLElement, title: string, content: string) => {
      const canvas = canvasOf(canvasElement);
      await userEvent.type(await canvas.findByRole('textbox', { name: '제목' }), title);
      await userEvent.click(canvas.getByRole('textbox', { name: '내용' }));
      await userEvent.keyboard(content);
    },
    validationErrors: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: '저장' }));
        const title = canvas.getByRole('textbox', { name: '제목' });
        const content = canvas.getByRole('textbox', { name: '내용' });
        await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
        await expect(title).toHaveAccessibleDescription('필수 입력 항목입니다.');
        await expect(content).toHaveAttribute('aria-invalid', 'true');
        await expect(content).toHaveAccessibleDescription('필수 입력 항목입니다.');
        await expect(canvas.queryByTestId('location')).toBeNull();
      },
    },
    forResearcher: {
      handlers: researcher.handlers,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await expect(await canvas.findByText('접근 권한이 없습니다.')).toBeVisible();
        await expect(canvas.queryByRole('textbox', { name: '제목' })).toBeNull();
        await expectBackTo(canvasElement, o.path);
      },
    },
    loadingProfile: {
      handlers: [mock(usersApi.getProfile, never), ...master.handlers],
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = canvasOf(canvasElement);
        await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
        await expect(canvas.queryByText('접근 권한이 없습니다.')).toBeNull();
        await expect(canvas.queryByRole('textbox', { name: '제목' })).toBeNull();
      },
    },
  };
}
