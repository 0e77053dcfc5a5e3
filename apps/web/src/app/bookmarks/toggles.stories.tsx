import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookmarkMessages, bookmarksApi, clientMessages, ResultCode } from '@cdmnet/api';
import { hanging, refusing, RESEARCHER, toastSaying, world } from '../testing/story-helpers';
import { resetAppState, withScreen } from '../testing/story-providers';
import { BookmarkToggle } from './bookmark-toggle';
import { FavoriteToggle } from './favorite-toggle';

const noFilters = {
  atlasIds: [],
  domainIds: [],
  vocabularyIds: [],
  conceptClassIds: [],
  standard: null,
  validity: null,
};

/** The stars as pages place them: a concept (kept already), a new search, a hospital and a colleague. */
function Stars() {
  return (
    <ul>
      <li>
        <BookmarkToggle
          bookmark={{ type: 'CONCEPT', title: 'Gastrointestinal hemorrhage', target: { conceptId: 192671 } }}
        />
      </li>
      <li>
        <BookmarkToggle
          bookmark={{ type: 'CONCEPT_SEARCH', title: 'aspirin', target: { ...noFilters, query: 'aspirin' } }}
        />
      </li>
      <li>
        <FavoriteToggle type="ORGANIZATION" targetId={2} name="서울중앙의료원" />
      </li>
      <li>
        <FavoriteToggle type="ORGANIZATION" targetId={3} name="부산해오름병원" />
      </li>
    </ul>
  );
}

const star = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name: `${name} 즐겨찾기` });

const meta = {
  title: 'Web/App/Bookmarks/Stars',
  component: Stars,
  decorators: [withScreen()],
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's lists say which stars are on; clicking turns one on or off at once and the server keeps it. */
export const Toggling: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const concept = star(canvasElement, 'Gastrointestinal hemorrhage');
    // Bookmarks and favourites are two lists, arriving each in its own time: every star waits for its own.
    for (const name of ['Gastrointestinal hemorrhage', 'aspirin', '서울중앙의료원', '부산해오름병원'])
      await waitFor(() => expect(star(canvasElement, name)).not.toHaveAttribute('aria-disabled'));
    await expect(concept).toHaveAttribute('aria-pressed', 'true');
    await expect(star(canvasElement, 'aspirin')).toHaveAttribute('aria-pressed', 'false');
    await expect(star(canvasElement, '서울중앙의료원')).toHaveAttribute('aria-pressed', 'true');
    await expect(star(canvasElement, '부산해오름병원')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(star(canvasElement, 'aspirin'));
    await expect(star(canvasElement, 'aspirin')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star(canvasElement, '부산해오름병원'));
    await expect(star(canvasElement, '부산해오름병원')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(concept);
    await expect(concept).toHaveAttribute('aria-pressed', 'false');

    // Still so once the lists are read again from the server.
    await waitFor(() => expect(star(canvasElement, 'aspirin')).not.toHaveAttribute('aria-disabled'));
    await expect(star(canvasElement, 'aspirin')).toHaveAttribute('aria-pressed', 'true');
    await expect(concept).toHaveAttribute('aria-pressed', 'false');
    // A star says its state itself: the removal is not toasted as a deletion.
    await expect(within(canvasElement.ownerDocument.body).queryByText(clientMessages.deleted)).toBeNull();
  },
};

/** Until the user's lists arrive the stars are shown, but clicking does nothing. */
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
    const search = star(canvasElement, 'aspirin');
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(search);
    await expect(search).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A refusal (here the limit) puts the star back and the toast says why. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        refusing(
          bookmarksApi.createBookmark,
          400,
          ResultCode.INVALID_INPUT,
          bookmarkMessages.bookmarkLimit(500),
        ),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const search = star(canvasElement, 'aspirin');
    await waitFor(() => expect(search).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(search);
    await expect(await toastSaying(canvasElement, bookmarkMessages.bookmarkLimit(500))).toBeVisible();
    await waitFor(() => expect(search).toHaveAttribute('aria-pressed', 'false'));
  },
};
