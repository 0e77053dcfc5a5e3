import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atlasSearchApi, networkApi, type AtlasSearchResult, type FoundConcept } from '@cdmnet/api';
import { mock, MockFailure } from '@cdmnet/api/mocks';
import {
  failingUntilRetried,
  never,
  RESEARCHER,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { keptBookmarks } from '../testing/kept-bookmarks';
import { SearchPage } from './search-page';

// The researcher of 한빛대학교병원 (in RFZ) searches the ATLASes of 광주무등의료원, 부산해오름병원
// (its WebAPI down in the fixtures), 서울중앙의료원 and 한빛대학교병원.

const researcher = world(RESEARCHER);
const at = (search: string) => ({ screen: { initialEntry: `/atlas/search${search}` } });

const resultsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '검색 결과' });

/** The Concept ID column, in display order. */
const conceptIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const strip = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: '병원별 검색 상태' }));

/** A search answered with `content` whatever is asked (states the fixtures' hospitals are not in). */
const answering = (content: AtlasSearchResult) => mock(atlasSearchApi.searchVocabulary, () => ({ content }));

const source = (
  atlasId: number,
  orgName: string,
  state: AtlasSearchResult['sources'][number]['state'],
  found: number,
  message: string | null = null,
) => ({
  atlasId,
  atlasName: `${orgName} ATLAS`,
  orgId: atlasId,
  orgName,
  atlasHref: `http://10.10.${atlasId}.22:8080/atlas`,
  state,
  message,
  vocabularyVersion: state === 'OK' ? 'v5.0 27-AUG-25' : null,
  found,
  ms: 120,
});

const noFacets = { domains: [], vocabularies: [], conceptClasses: [] };

const meta = {
  title: 'Web/AtlasSearch/SearchPage',
  component: SearchPage,
  decorators: [withScreen({ path: '/atlas/search' })],
  parameters: { layout: 'fullscreen', msw: { handlers: researcher.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No query yet: what the page is for, and a search typed and sent from there. */
export const FirstState: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('찾을 개념을 입력하십시오.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '개념 검색' })).toBeVisible();
    // Nothing to keep before a search.
    await expect(canvas.queryByRole('group', { name: '이 검색 저장' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('개념 검색 · CDMNet'));
    // Every hospital the researcher may use is chosen at first.
    await expect(canvas.getByRole('combobox', { name: '검색할 병원' })).toHaveTextContent('모든 병원');
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색어' }), '위장관 출혈');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(within(table).getByText('Gastrointestinal hemorrhage')).toBeVisible());
    await expect(canvas.queryByText('찾을 개념을 입력하십시오.')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    ...at('?q=출혈'),
    msw: { handlers: [mock(atlasSearchApi.searchVocabulary, never), ...researcher.handlers] },
  },
  play: async ({ canvasElement }) => {
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).getByRole('searchbox', { name: '검색어' })).toHaveValue('출혈');
  },
};

/**
 * 출혈 across the four hospitals: merged concepts with their Korean names, where each exists with
 * which vocabulary version, 부산해오름병원 down with its own message; sorting asks the server again.
 */
export const Results: Story = {
  parameters: { ...at('?q=출혈'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(within(table).getByText('Gastrointestinal hemorrhage')).toBeVisible());
    await expect(within(table).getByText('위장관 출혈')).toBeVisible();
    await expect(canvas.getByText('개념 4개')).toBeVisible();

    const states = strip(canvasElement);
    await expect(states.getByText('연결할 수 없음')).toBeVisible();
    await expect(states.getByText('부산해오름병원 ATLAS: ATLAS WebAPI에 연결할 수 없습니다.')).toBeVisible();
    await expect(states.getAllByText('응답')).toHaveLength(3);

    // KCD7 only in the newer vocabularies (서울중앙의료원, 한빛대학교병원), each with its version.
    const kcd7 = within(table).getByText('상세불명의 위장관 출혈').closest('tr') as HTMLElement;
    await expect(
      within(kcd7)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toContain('서울중앙의료원 어휘 v5.0 27-AUG-25');
    await expect(within(kcd7).queryByText(/광주무등의료원/)).toBeNull();
    // The name links to the concept's page.
    await expect(within(table).getByRole('link', { name: 'Gastrointestinal hemorrhage' })).toHaveAttribute(
      'href',
      '/atlas/concepts/192671',
    );

    // A new sort starts the table afresh (the address holds it): read the table anew each time.
    await userEvent.click(canvas.getByRole('button', { name: 'Concept ID' }));
    await waitFor(async () =>
      expect(conceptIds(await resultsTable(canvasElement))).toEqual([
        '192671',
        '4291028',
        '4338225',
        '2000100101',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Concept ID' }));
    await waitFor(async () => expect(conceptIds(await resultsTable(canvasElement))[0]).toBe('2000100101'));
  },
};

/** Filters narrow the search; a filter that leaves nothing says so and how to widen it. */
export const Filtered: Story = {
  parameters: { ...at('?q=hemorrhage'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resultsTable(canvasElement);
    // Three SNOMED concepts, the ICD10CM code and the retired ICD9CM one.
    await waitFor(() => expect(conceptIds(table)).toHaveLength(5));
    const standard = canvas.getByRole('combobox', { name: '표준 여부' });
    await userEvent.click(standard);
    await userEvent.click(await screen(canvasElement).findByRole('option', { name: 'S (Standard)' }));
    await waitFor(() => expect(conceptIds(table)).toHaveLength(3));
    const validity = canvas.getByRole('combobox', { name: '유효성' });
    await userEvent.click(validity);
    await userEvent.click(await screen(canvasElement).findByRole('option', { name: '무효' }));
    await expect(await canvas.findByText('"hemorrhage"에 맞는 개념이 없습니다.')).toBeVisible();
    await expect(canvas.getByText('필터를 줄이거나 다른 검색어로 찾아보십시오.')).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: { ...at('?q=zzzz'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('"zzzz"에 맞는 개념이 없습니다.')).toBeVisible();
    // Nothing found is not nothing answered: the hospitals say they looked.
    await expect(strip(canvasElement).getAllByText('0건')).toHaveLength(3);
  },
};

/** One hospital down, another answering an empty list WebAPI also gives for its own errors. */
export const OneHospitalDown: Story = {
  parameters: {
    ...at('?q=celecoxib'),
    msw: {
      handlers: [
        answering({
          sources: [
            source(1, '한빛대학교병원', 'OK', 1),
            source(
              2,
              '서울중앙의료원',
              'UNCERTAIN',
              0,
              '서울중앙의료원 ATLAS: 결과가 없다고 답했지만 어휘 정보를 읽지 못해 오류를 숨긴 것일 수 있습니다.',
            ),
            source(
              5,
              '광주무등의료원',
              'TIMEOUT',
              0,
              '광주무등의료원 ATLAS: ATLAS WebAPI가 1.5초 안에 답하지 않았습니다.',
            ),
          ],
          total: 1,
          page: 0,
          size: 20,
          concepts: [celecoxib([1])],
          facets: noFacets,
        }),
        ...researcher.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(within(table).getByText('셀레콕시브')).toBeVisible());
    const states = strip(canvasElement);
    await expect(states.getByText('불확실')).toBeVisible();
    await expect(states.getByText(/오류를 숨긴 것일 수 있습니다/)).toBeVisible();
    await expect(states.getByText('시간 초과')).toBeVisible();
    await expect(states.getByText('1건')).toBeVisible();
  },
};

export const AllHospitalsDown: Story = {
  parameters: {
    ...at('?q=celecoxib'),
    msw: {
      handlers: [
        answering({
          sources: [
            source(
              1,
              '한빛대학교병원',
              'UNREACHABLE',
              0,
              '한빛대학교병원 ATLAS: ATLAS WebAPI에 연결할 수 없습니다.',
            ),
            source(
              2,
              '서울중앙의료원',
              'FAILED',
              0,
              '서울중앙의료원 ATLAS: ATLAS WebAPI가 검색에 실패했습니다 (HTTP 500).',
            ),
          ],
          total: 0,
          page: 0,
          size: 20,
          concepts: [],
          facets: noFacets,
        }),
        ...researcher.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('응답한 병원이 없습니다.');
    // Not "nothing found": that would be a lie while no hospital looked.
    await expect(canvas.queryByText(/에 맞는 개념이 없습니다/)).toBeNull();
    await expect(strip(canvasElement).getByText('오류')).toBeVisible();
  },
};

const searchFails = failingUntilRetried(atlasSearchApi.searchVocabulary);

export const SearchFailed: Story = {
  beforeEach: () => {
    searchFails.state.failing = true;
  },
  parameters: {
    ...at('?q=출혈'),
    msw: { handlers: [searchFails.handler, ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('검색하지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    searchFails.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(within(table).getByText('Gastrointestinal hemorrhage')).toBeVisible());
  },
};

const opened: unknown[][] = [];

/** Opens the concept in a hospital's ATLAS; a hospital without an ATLAS link warns instead. */
export const OpenInAtlas: Story = {
  beforeEach: () => {
    // The new tab is the browser's; the story reads what was asked of it.
    opened.length = 0;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      opened.push(args);
      return null;
    };
    return () => {
      window.open = open;
    };
  },
  parameters: {
    ...at('?q=celecoxib'),
    msw: {
      handlers: world(RESEARCHER, (db) => {
        const sjmc = db.atlases.find((a) => a.id === 2);
        if (sjmc) sjmc.atlasHref = '';
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(within(table).getByText('셀레콕시브')).toBeVisible());
    const row = within(table).getByText('셀레콕시브').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'ATLAS에서 열기' }));
    const menu = within(await screen(canvasElement).findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: '한빛대학교병원 ATLAS에서 열기' }));
    await expect(opened).toEqual([
      ['http://10.10.1.22:8080/atlas/#/concept/1118084', '_blank', 'noopener,noreferrer'],
    ]);
    await waitFor(() => expect(screen(canvasElement).queryByRole('menu')).toBeNull());
    await userEvent.click(await within(row).findByRole('button', { name: 'ATLAS에서 열기' }));
    await userEvent.click(
      within(await screen(canvasElement).findByRole('menu')).getByRole('menuitem', {
        name: '서울중앙의료원 ATLAS에서 열기',
      }),
    );
    await expect(opened).toHaveLength(1);
    await expect(await toastSaying(canvasElement, '링크가 존재하지 않습니다.')).toBeVisible();
  },
};

/** 45 concepts, 20 to a page: 다음 asks the server for the next page, and the page size changes. */
export const ManyPages: Story = {
  parameters: {
    ...at('?q=bleeding'),
    msw: {
      handlers: [
        mock(atlasSearchApi.searchVocabulary, ({ body }) => {
          const all = Array.from({ length: 45 }, (_, i) => ({
            ...celecoxib([1]),
            conceptId: 1_000 + i,
            name: `Bleeding kind ${i + 1}`,
            koreanName: null,
          }));
          return {
            content: {
              sources: [source(1, '한빛대학교병원', 'OK', 45)],
              total: 45,
              page: body.page,
              size: body.size,
              concepts: all.slice(body.page * body.size, (body.page + 1) * body.size),
              facets: noFacets,
            },
          };
        }),
        ...researcher.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(conceptIds(table)).toHaveLength(20));
    const pager = within(canvas.getByRole('navigation', { name: '결과 페이지' }));
    await expect(pager.getByText('3페이지 중 1페이지')).toBeVisible();
    await expect(pager.getByRole('button', { name: '이전' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(conceptIds(table)[0]).toBe('1020'));
    await expect(pager.getByText('3페이지 중 2페이지')).toBeVisible();
    await userEvent.click(pager.getByRole('combobox', { name: '페이지당 개수' }));
    await userEvent.click(await screen(canvasElement).findByRole('option', { name: '50개씩' }));
    await waitFor(() => expect(conceptIds(table)).toHaveLength(45));
    await expect(pager.getByText('1페이지 중 1페이지')).toBeVisible();
  },
};

/** A link shared by a colleague names 제주한라병원's ATLAS, which this researcher cannot use: left out. */
export const SharedLinkWithAnotherHospital: Story = {
  parameters: { ...at('?q=celecoxib&atlas=6,1'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(within(table).getByText('셀레콕시브')).toBeVisible());
    await expect(strip(canvasElement).getAllByRole('listitem')).toHaveLength(1);
    await expect(strip(canvasElement).getByText('한빛대학교병원')).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox', { name: '검색할 병원' })).toHaveTextContent(
      '한빛대학교병원',
    );
  },
};

export const NoAtlas: Story = {
  parameters: {
    ...at('?q=출혈'),
    msw: { handlers: [mock(networkApi.listAtlases, () => ({ content: [] })), ...researcher.handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('검색할 수 있는 ATLAS가 없습니다.')).toBeVisible();
  },
};

export const AtlasesFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(networkApi.listAtlases, () => {
          throw new MockFailure(500, 5000, 'Internal server error');
        }),
        ...researcher.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ATLAS 목록을 불러오지 못했습니다.')).toBeVisible();
  },
};

/**
 * "이 검색 저장": the star keeps the search as asked (query, hospitals, filters; not its page or order),
 * titled by its query and what narrowed it, and the server lists it among the user's bookmarks.
 */
export const SaveThisSearch: Story = {
  parameters: {
    ...at('?q=출혈&atlas=1,2&domain=Condition&standard=S&page=2&sort=-name'),
    msw: { handlers: world(RESEARCHER).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = within(await canvas.findByRole('group', { name: '이 검색 저장' }));
    const star = save.getByRole('button', { name: '출혈 (2개 병원, Condition, Standard) 즐겨찾기' });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect(await keptBookmarks()).toContainEqual(
        expect.objectContaining({
          type: 'CONCEPT_SEARCH',
          title: '출혈 (2개 병원, Condition, Standard)',
          target: {
            query: '출혈',
            atlasIds: [1, 2],
            domainIds: ['Condition'],
            vocabularyIds: [],
            conceptClassIds: [],
            standard: 'S',
            validity: null,
          },
        }),
      ),
    );
    // Starred again, it is removed from the list.
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () =>
      expect((await keptBookmarks()).filter((b) => b.type === 'CONCEPT_SEARCH')).toHaveLength(1),
    );
  },
};

/** A result's star keeps its concept for /bookmarks without opening the concept page. */
export const StarringAResult: Story = {
  parameters: { ...at('?q=출혈'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const table = await resultsTable(canvasElement);
    const row = (await within(table).findByRole('cell', { name: '192671' })).closest('tr');
    if (!row) throw new Error('no row for 192671');
    const star = within(row).getByRole('button', { name: /즐겨찾기$/ });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    const before = star.getAttribute('aria-pressed');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    const kept = async () =>
      (await keptBookmarks()).some(
        (b) => b.type === 'CONCEPT' && 'conceptId' in b.target && b.target.conceptId === 192671,
      );
    await waitFor(async () => expect(await kept()).toBe(before !== 'true'));
  },
};

/** A search the user saved before reads as saved, whatever page or order it is on now. */
export const SavedSearch: Story = {
  parameters: {
    ...at('?q=celecoxib&atlas=1,2&domain=Drug&vocabulary=RxNorm&sort=code'),
    msw: { handlers: world(RESEARCHER).handlers },
  },
  play: async ({ canvasElement }) => {
    const save = within(await within(canvasElement).findByRole('group', { name: '이 검색 저장' }));
    const star = save.getByRole('button', { name: 'celecoxib (2개 병원, Drug, RxNorm) 즐겨찾기' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** At 390 px nothing scrolls sideways; each concept is a card headed by its name. */
export const OnAPhone: Story = {
  parameters: { ...at('?q=출혈'), msw: { handlers: world(RESEARCHER).handlers } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('위장관 출혈');
    const phone = canvas.getByTestId('phone');
    await waitFor(() => expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth));
    const description = canvas.getByText(/여러 병원의 ATLAS 어휘에서/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
    const save = canvas.getByRole('group', { name: '이 검색 저장' });
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
    for (const button of canvas.getAllByRole('button', { name: 'ATLAS에서 열기' })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        phone.getBoundingClientRect().right,
      );
    }
  },
};

function celecoxib(atlasIds: number[]): FoundConcept {
  return {
    conceptId: 1118084,
    name: 'celecoxib',
    koreanName: '셀레콕시브',
    domainId: 'Drug',
    vocabularyId: 'RxNorm',
    conceptClassId: 'Ingredient',
    code: '140587',
    standard: 'S',
    invalidReason: null,
    validStart: '1970-01-01',
    validEnd: '2099-12-31',
    foundIn: atlasIds.map((atlasId) => ({ atlasId, vocabularyVersion: 'v5.0 27-AUG-25' })),
  };
}
