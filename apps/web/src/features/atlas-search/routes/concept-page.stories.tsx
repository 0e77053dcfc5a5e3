import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atlasSearchApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
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
import { ConceptPage } from './concept-page';

// The researcher of 한빛대학교병원 reads concepts across the ATLASes of 광주무등의료원, 부산해오름병원
// (down), 서울중앙의료원 and 한빛대학교병원; person counts only at 한빛대학교병원, whose Concept ID switch
// is on and where they are a member.

const at = (conceptId: number | string) => ({ screen: { initialEntry: `/atlas/concepts/${conceptId}` } });

const countsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '병원별 환자 수' });

/** The cells of a hospital's CDM row, as text. */
const countRow = (table: HTMLElement, cdm: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(cdm, { exact: true }));
  if (!row) throw new Error(`no row for ${cdm}`);
  return within(row);
};

const meta = {
  title: 'Web/AtlasSearch/ConceptPage',
  component: ConceptPage,
  decorators: [withScreen({ path: '/atlas/concepts/:conceptId' })],
  parameters: { layout: 'fullscreen', ...at(192671), msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ConceptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(atlasSearchApi.getConcept, never), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('개념을 불러오는 중')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '개념 검색' })).toHaveAttribute('href', '/atlas/search');
  },
};

/** GI bleeding: details, Korean synonyms first, hierarchy, mappings, where it exists, counts. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Gastrointestinal hemorrhage' }),
    ).toBeVisible();
    await expect(canvas.getByText('위장관 출혈', { selector: 'p' })).toBeVisible();
    // Kept among the user's bookmarks already: the star is on.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Gastrointestinal hemorrhage 즐겨찾기' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(document.title).toBe('Gastrointestinal hemorrhage · 개념 상세 · CDMNet'));
    const facts = within(canvas.getByLabelText('개념 정보'));
    await expect(facts.getByText('74474003')).toBeVisible();
    await expect(facts.getByText('SNOMED')).toBeVisible();

    const synonyms = within(canvas.getByRole('region', { name: '동의어' }));
    const names = synonyms.getAllByRole('listitem').map((item) => item.textContent);
    await expect(names.slice(0, 2)).toEqual(['위장관 출혈한국어', '위장관출혈한국어']);
    await expect(names).toContain('GI bleeding');

    const sources = within(canvas.getByRole('region', { name: '병원별 어휘' }));
    await expect(sources.getAllByText('있음')).toHaveLength(3);
    await expect(sources.getByText('연결할 수 없음')).toBeVisible();

    const hierarchy = within(canvas.getByRole('region', { name: '계층' }));
    await expect(hierarchy.getByRole('link', { name: 'Disorder of digestive system' })).toHaveAttribute(
      'href',
      '/atlas/concepts/4201745',
    );
    await expect(
      within(hierarchy.getByRole('region', { name: '하위 개념' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    const mapping = within(canvas.getByRole('region', { name: '매핑' }));
    await expect(mapping.getByText('이 개념이 매핑되는 표준 개념이 없습니다.')).toBeVisible();
    await expect(
      mapping.getByRole('link', { name: 'Gastrointestinal hemorrhage, unspecified' }),
    ).toBeVisible();

    const table = await countsTable(canvasElement);
    await expect(countRow(table, 'HANBIT_CDM').getByText('1,284명')).toBeVisible();
    await expect(countRow(table, 'HANBIT_CDM').getByText('1,377명')).toBeVisible();
    // Not allowed, with why.
    await expect(
      countRow(table, 'SJMC_CDM').getByText('서울중앙의료원: 이 기관의 연구원만 환자 수를 볼 수 있습니다.'),
    ).toBeVisible();
    await expect(countRow(table, 'MUDEUNG_CDM').getByText('조회 불가')).toBeVisible();
  },
};

/** Lower GI bleeding: 3 persons at 한빛대학교병원, below its minimum of 5, shown as <5 and said why. */
export const CountsHidden: Story = {
  parameters: at(4338225),
  play: async ({ canvasElement }) => {
    const table = await countsTable(canvasElement);
    const hanbit = countRow(table, 'HANBIT_CDM');
    await expect(hanbit.getAllByText('<5')).toHaveLength(2);
    await expect(hanbit.getAllByText('(5명 미만이라 가렸습니다)')[0]).toBeInTheDocument();
    await expect(
      within(canvasElement).getByText(/최소 셀 수보다 적은 수는 "<최소 셀 수"로 가립니다/),
    ).toBeVisible();
  },
};

/** The organisation's Concept ID switch off: no counts, each row says why, and no local-code lookup. */
export const NotAllowed: Story = {
  parameters: {
    msw: {
      handlers: world(RESEARCHER, (db) => {
        for (const settings of db.orgSettings) settings.onConceptId = false;
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const table = await countsTable(canvasElement);
    await expect(
      countRow(table, 'HANBIT_CDM').getByText(
        '한빛대학교병원: 플랫폼 관리자가 이 기관의 Concept ID 기능을 켜지 않아 Concept 조회를 할 수 없습니다.',
      ),
    ).toBeVisible();
    await expect(within(table).queryByText(/명$/)).toBeNull();
    await expect(within(canvasElement).queryByRole('region', { name: '로컬 코드 조회' })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: at(99),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('선택한 병원의 어휘에 없는 개념입니다.');
    await expect(canvas.getAllByRole('link', { name: '개념 검색' }).length).toBeGreaterThan(0);
  },
};

const conceptFails = failingUntilRetried(atlasSearchApi.getConcept);

export const LoadFailed: Story = {
  beforeEach: () => {
    conceptFails.state.failing = true;
  },
  parameters: { msw: { handlers: [conceptFails.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('개념을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    conceptFails.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Gastrointestinal hemorrhage' }),
    ).toBeVisible();
  },
};

/** K92.2 in 한빛대학교병원's vocabulary: the ICD10CM and KCD7 codes, and GI bleeding they map to. */
export const LocalCodeLookup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: '로컬 코드 조회' }));
    await expect(card.getByRole('combobox', { name: 'CDM' })).toHaveTextContent('HANBIT_CDM');
    await userEvent.click(card.getByRole('button', { name: '조회' }));
    await expect(await card.findByText('소스 코드를 하나 이상 입력해 주십시오.')).toBeVisible();
    await userEvent.type(card.getByRole('textbox', { name: '소스 코드' }), 'K92.2, nope');
    await userEvent.click(card.getByRole('button', { name: '조회' }));
    const results = await card.findByRole('table', { name: '조회 결과' });
    await waitFor(() => expect(within(results).getByText('상세불명의 위장관 출혈')).toBeVisible());
    // `nope` is no code there: neither a source concept nor a standard one.
    await expect(within(results).getAllByText('찾지 못함')).toHaveLength(2);
    await userEvent.click(
      within(results).getAllByRole('link', { name: 'Gastrointestinal hemorrhage' })[0] as HTMLElement,
    );
    // A link to a concept page: the story's route is the same page, so the heading stays.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(screen(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The star in the header keeps the concept by id under its name; the server lists it. */
export const StarringAConcept: Story = {
  parameters: { ...at(1118084), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'celecoxib' });
    const star = canvas.getByRole('button', { name: 'celecoxib 즐겨찾기' });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect(await keptBookmarks()).toContainEqual(
        expect.objectContaining({ type: 'CONCEPT', title: 'celecoxib', target: { conceptId: 1118084 } }),
      ),
    );
  },
};

/** At 390 px nothing scrolls sideways: facts, lists and the counts' cards wrap inside the screen. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsTable(canvasElement);
    const phone = canvas.getByTestId('phone');
    await waitFor(() => expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth));
    const help = canvas.getByText(/각 병원의 CDM에서/);
    await expect(getComputedStyle(help).wordBreak).toBe('keep-all');
    await expect(help.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
    const star = canvas.getByRole('button', { name: 'Gastrointestinal hemorrhage 즐겨찾기' });
    await expect(star.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
  },
};
