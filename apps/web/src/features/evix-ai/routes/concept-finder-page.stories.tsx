import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { conceptFinderApi } from '@cdmnet/api';
import { conceptFinderOf } from '@cdmnet/api/mocks';
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
import { ConceptFinderPage } from './concept-finder-page';

// The researcher of 한빛대학교병원 (in RFZ): the finder's mock index has a few dozen Korean-named
// concepts from the ATLASes of 한빛대학교병원, 서울중앙의료원 and 광주무등의료원 (부산해오름병원's was
// not read); counts are visible at 한빛대학교병원 only (Concept ID switch and membership).

const at = (search: string) => ({ screen: { initialEntry: `/evix-ai/concept-finder${search}` } });

const resultsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '찾은 개념' });

/** A result's name button: its Korean name, then its English one. */
const nameButton = (name: string) => ({ name: new RegExp(`^${name}(?=[A-Za-z ]|$)`) });

/** The row whose name button chooses the concept named `name` in Korean. */
async function rowNamed(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  // The loading table goes when the results come: the table is looked for anew each time.
  const button = await waitFor(() =>
    within(within(canvasElement).getByRole('table', { name: '찾은 개념' })).getByRole(
      'button',
      nameButton(name),
    ),
  );
  const row = button.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const clearConceptSet = () => {
  sessionStorage.removeItem('evixAi.conceptSet');
};

const meta = {
  title: 'Web/EVIX-AI/ConceptFinderPage',
  component: ConceptFinderPage,
  decorators: [withScreen({ path: '/evix-ai/concept-finder' })],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: () => {
    clearConceptSet();
    return resetAppState();
  },
} satisfies Meta<typeof ConceptFinderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No query: what to type and examples to start from, nothing asked; an example searches. */
export const FirstState: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '개념 찾기' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('개념 찾기 · CDMNet'));
    await expect(canvas.getByText('찾을 개념을 말하듯 입력하십시오.')).toBeVisible();
    // What the index holds, before any search.
    await expect(await canvas.findByText(/^병원 \d+곳의 어휘, 개념 [\d,]+개/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    const examples = within(canvas.getByRole('group', { name: '이렇게 찾아 보십시오' }));
    await expect(examples.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '위장관 출혈이 있는 환자',
      'type 2 당뇨',
      'HbA1c',
      '셀레콕시브',
      'MI',
    ]);
    await userEvent.click(examples.getByRole('button', { name: 'MI' }));
    const row = await rowNamed(canvasElement, '심근경색증');
    await expect(within(row).getByText('약어 MI → myocardial infarction')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '찾을 말' })).toHaveValue('MI');
  },
};

export const Loading: Story = {
  parameters: {
    ...at('?query=위장관 출혈'),
    msw: { handlers: [hanging(conceptFinderApi.findConcepts), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).getByRole('searchbox', { name: '찾을 말' })).toHaveValue(
      '위장관 출혈',
    );
  },
};

/**
 * The model-free ranking: the method and the index named, the best match first in Korean with its
 * English name, what each column says, the link to the concept page; the domain chips narrow and clear.
 */
export const RankedWithoutModel: Story = {
  parameters: { ...at('?query=출혈'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowNamed(canvasElement, '위장관 출혈');
    await expect(canvas.getByText('사전·규칙 기반 순위')).toBeVisible();
    await expect(canvas.getByText(/^병원 4곳의 어휘, 개념 \d+개 \(갱신 2026-03-02 \d\d:40\)$/)).toBeVisible();
    await expect(canvas.getByText(/병원 1곳의 어휘를 읽지 못해/)).toBeVisible();
    await expect(within(row).getByText('Gastrointestinal hemorrhage')).toBeVisible();
    await expect(within(row).getByRole('cell', { name: '192671' })).toBeVisible();
    await expect(within(row).getByText('표준 (S)')).toBeVisible();
    await expect(within(row).getByText('SNOMED')).toBeVisible();
    await expect(within(row).getByText('Clinical Finding')).toBeVisible();
    await expect(within(row).getByRole('meter', { name: '일치도' })).toHaveAttribute('aria-valuenow');
    await expect(within(row).getByText('한국어')).toBeVisible();
    await expect(within(row).getByText('한빛대학교병원, 서울중앙의료원, 광주무등의료원')).toBeVisible();
    await expect(within(row).getByRole('link', { name: '위장관 출혈 개념 보기' })).toHaveAttribute(
      'href',
      '/atlas/concepts/192671',
    );

    const domains = within(canvas.getByRole('group', { name: '도메인' }));
    await userEvent.click(domains.getByRole('button', { name: /^Condition/ }));
    await waitFor(() =>
      expect(domains.getByRole('button', { name: /^Condition/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(domains.getByRole('button', { name: '선택 해제' }));
    await waitFor(() =>
      expect(domains.getByRole('button', { name: /^Condition/ })).toHaveAttribute('aria-pressed', 'false'),
    );
  },
};

/** What Korean users type: a typo, spacing and a phrase read through, each said as a chip. */
export const TyposAndSpacing: Story = {
  parameters: { ...at('?query=당뇨벙'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowNamed(canvasElement, '당뇨병');
    await expect(within(row).getByText('오타 교정 당뇨벙 → 당뇨병')).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: '찾을 말' });
    await userEvent.clear(box);
    await userEvent.type(box, '위장관출혈{Enter}');
    const spaced = await rowNamed(canvasElement, '위장관 출혈');
    await waitFor(() => expect(within(spaced).getByText('띄어쓰기 무시')).toBeVisible());
  },
};

export const RankedWithModel: Story = {
  parameters: {
    ...at('?query=MI'),
    msw: {
      handlers: world(RESEARCHER, (db) => {
        conceptFinderOf(db).model = 'ANSWERS';
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const row = await rowNamed(canvasElement, '심근경색증');
    await expect(within(canvasElement).getByText('AI 모델 보조 순위')).toBeVisible();
    await expect(within(row).getByText('AI 모델')).toBeVisible();
  },
};

/** The model was slow: the model-free ranking answered, and the page says so. */
export const ModelFellBack: Story = {
  parameters: {
    ...at('?query=MI'),
    msw: {
      handlers: world(RESEARCHER, (db) => {
        conceptFinderOf(db).model = 'SLOW';
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowNamed(canvasElement, '심근경색증');
    await expect(canvas.getByRole('note')).toHaveTextContent('사전·규칙 기반 순위로 보여 드립니다');
    await expect(canvas.getByText('사전·규칙 기반 순위')).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: { ...at('?query=zzzz'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("'zzzz'에 맞는 개념을 찾지 못했습니다.")).toBeVisible();
    await expect(canvas.getByText(/다른 표현으로/)).toBeVisible();
    await expect(canvas.getByText(/영어 이름으로/)).toBeVisible();
    await expect(canvas.getByText(/띄어쓰기를/)).toBeVisible();
  },
};

const building = world(RESEARCHER, (db) => {
  conceptFinderOf(db).index = {
    state: 'BUILDING',
    concepts: 0,
    hospitalsRead: 0,
    hospitalsFailed: 0,
    syncedAt: null,
  };
});

/** The index is being built: said, with 다시 찾기; once built, the same search answers. */
export const IndexBuilding: Story = {
  beforeEach: () => {
    conceptFinderOf(building.db).index = {
      state: 'BUILDING',
      concepts: 0,
      hospitalsRead: 0,
      hospitalsFailed: 0,
      syncedAt: null,
    };
  },
  parameters: { ...at('?query=HbA1c'), msw: { handlers: building.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('병원 어휘로 찾기 색인을 만들고 있습니다.')).toBeVisible();
    conceptFinderOf(building.db).index = {
      state: 'READY',
      concepts: 45,
      hospitalsRead: 4,
      hospitalsFailed: 0,
      syncedAt: '2026-03-02T00:40:00.000Z',
    };
    await userEvent.click(canvas.getByRole('button', { name: '다시 찾기' }));
    await rowNamed(canvasElement, '당화혈색소');
  },
};

export const IndexEmpty: Story = {
  parameters: {
    ...at('?query=HbA1c'),
    msw: {
      handlers: world(RESEARCHER, (db) => {
        conceptFinderOf(db).index = {
          state: 'EMPTY',
          concepts: 0,
          hospitalsRead: 0,
          hospitalsFailed: 0,
          syncedAt: null,
        };
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('어휘를 보내 온 병원이 없습니다.')).toBeVisible();
    await expect(canvas.getByText(/기관 서비스 설정에서 병원의 ATLAS WebAPI를 등록하면/)).toBeVisible();
  },
};

const searchFails = failingUntilRetried(conceptFinderApi.findConcepts);

export const SearchFailed: Story = {
  beforeEach: () => {
    searchFails.state.failing = true;
  },
  parameters: {
    ...at('?query=셀레콕시브'),
    msw: { handlers: [searchFails.handler, ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('개념을 찾지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    searchFails.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await rowNamed(canvasElement, '셀레콕시브');
  },
};

/**
 * 병원별 환자 수: each result's persons per CDM that answered (a hidden one below the minimum), and each
 * hospital that could not be counted said once, not on every row.
 */
export const RecordsLoaded: Story = {
  parameters: { ...at('?query=위장관 출혈'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowNamed(canvasElement, '위장관 출혈');
    await userEvent.click(canvas.getByRole('button', { name: '병원별 환자 수' }));
    const gi = await rowNamed(canvasElement, '위장관 출혈');
    await expect(await within(gi).findByText('한빛대학교병원 CDM 1,284명')).toBeVisible();
    const lower = await rowNamed(canvasElement, '하부 위장관 출혈');
    await expect(within(lower).getByText('한빛대학교병원 CDM 5명 미만(숨김)')).toBeVisible();
    const elsewhere = within(canvas.getByRole('region', { name: '환자 수를 볼 수 없는 병원' }));
    await expect(
      elsewhere.getAllByText('서울중앙의료원: 이 기관의 연구원만 환자 수를 볼 수 있습니다.'),
    ).toHaveLength(1);
    await expect(within(gi).queryByText(/연구원만/)).toBeNull();
  },
};

const recordsFail = failingUntilRetried(conceptFinderApi.countFinderRecords);

export const RecordsFailed: Story = {
  beforeEach: () => {
    recordsFail.state.failing = true;
  },
  parameters: {
    ...at('?query=위장관 출혈'),
    msw: { handlers: [recordsFail.handler, ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowNamed(canvasElement, '위장관 출혈');
    await userEvent.click(canvas.getByRole('button', { name: '병원별 환자 수' }));
    await expect(await canvas.findByText('병원별 환자 수를 불러오지 못했습니다.')).toBeVisible();
    recordsFail.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    const gi = await rowNamed(canvasElement, '위장관 출혈');
    await expect(await within(gi).findByText('한빛대학교병원 CDM 1,284명')).toBeVisible();
  },
};

const copied: string[] = [];
const saved: { name: string; blob: Blob | null }[] = [];

/**
 * The concept set: results ticked gather in the tray (kept in the tab's session), go out as ATLAS's
 * concept set JSON or as comma-separated ids, and empty after a question.
 */
export const ConceptSet: Story = {
  beforeEach: () => {
    copied.length = 0;
    saved.length = 0;
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    // The download is the browser's; the story reads the file it was handed.
    const createObjectURL = URL.createObjectURL.bind(URL);
    let lastBlob: Blob | null = null;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      lastBlob = blob instanceof Blob ? blob : null;
      return 'blob:concept-set';
    };
    // HTMLElement's own click, for any other link the story follows.
    const follow = (link: HTMLAnchorElement) => HTMLElement.prototype.click.call(link);
    Object.defineProperty(HTMLAnchorElement.prototype, 'click', {
      configurable: true,
      value(this: HTMLAnchorElement) {
        if (this.download) saved.push({ name: this.download, blob: lastBlob });
        else follow(this);
      },
    });
    return () => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else Reflect.deleteProperty(navigator, 'clipboard');
      URL.createObjectURL = createObjectURL;
      Reflect.deleteProperty(HTMLAnchorElement.prototype, 'click');
    };
  },
  parameters: { ...at('?query=출혈'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowNamed(canvasElement, '위장관 출혈');
    await userEvent.click(canvas.getByRole('checkbox', { name: '위장관 출혈 개념 집합에 담기' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '상부 위장관 출혈 개념 집합에 담기' }));
    const tray = within(canvas.getByRole('region', { name: '개념 집합' }));
    await expect(tray.getByRole('heading', { name: '개념 집합 2개' })).toBeVisible();
    await expect(JSON.parse(sessionStorage.getItem('evixAi.conceptSet') ?? '[]')).toHaveLength(2);

    await userEvent.click(tray.getByRole('button', { name: 'Concept ID 복사' }));
    await waitFor(() => expect(copied).toEqual(['192671,4291028']));
    await toastSaying(canvasElement, 'Concept ID가 복사되었습니다.');

    await userEvent.click(tray.getByRole('button', { name: 'ATLAS용 JSON 내려받기' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]?.name).toMatch(/^concept-set-\d{6}\.json$/);
    const expression = JSON.parse((await saved[0]?.blob?.text()) ?? '{}') as { items: unknown[] };
    await expect(expression.items[0]).toEqual({
      concept: {
        CONCEPT_ID: 192671,
        CONCEPT_NAME: 'Gastrointestinal hemorrhage',
        STANDARD_CONCEPT: 'S',
        STANDARD_CONCEPT_CAPTION: 'Standard',
        INVALID_REASON: 'V',
        INVALID_REASON_CAPTION: 'Valid',
        CONCEPT_CODE: '74474003',
        DOMAIN_ID: 'Condition',
        VOCABULARY_ID: 'SNOMED',
        CONCEPT_CLASS_ID: 'Clinical Finding',
      },
      isExcluded: false,
      includeDescendants: true,
      includeMapped: false,
    });

    await userEvent.click(tray.getByRole('button', { name: '상부 위장관 출혈 빼기' }));
    await expect(tray.getByRole('heading', { name: '개념 집합 1개' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: '상부 위장관 출혈 개념 집합에 담기' }),
    ).not.toBeChecked();

    await userEvent.click(tray.getByRole('button', { name: '모두 비우기' }));
    const question = await screen(canvasElement).findByRole('alertdialog');
    await animationsDone(question);
    const dialog = within(question);
    await expect(question).toHaveTextContent('정말 개념 집합을 모두 비우시겠습니까?');
    await userEvent.click(dialog.getByRole('button', { name: '비우기' }));
    // The page is hidden from assistive technology until the question has gone.
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(tray.getByRole('heading', { name: '개념 집합 0개' })).toBeVisible());
  },
};

/** A shared link naming a result: it is marked as the chosen one; choosing another moves the mark. */
export const ChosenResultFromLink: Story = {
  parameters: { ...at('?query=출혈&resultId=4338225'), msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const lower = await rowNamed(canvasElement, '하부 위장관 출혈');
    await expect(within(lower).getByRole('button', nameButton('하부 위장관 출혈'))).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(lower).toHaveAttribute('aria-selected', 'true');
    const upper = await rowNamed(canvasElement, '상부 위장관 출혈');
    await userEvent.click(within(upper).getByRole('button', nameButton('상부 위장관 출혈')));
    await waitFor(async () =>
      expect(await rowNamed(canvasElement, '상부 위장관 출혈')).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(
      within(await rowNamed(canvasElement, '하부 위장관 출혈')).getByRole(
        'button',
        nameButton('하부 위장관 출혈'),
      ),
    ).not.toHaveAttribute('aria-current');
  },
};

/** At 390 px nothing scrolls sideways; each result is a card headed by its name, Korean kept whole. */
export const OnAPhone: Story = {
  parameters: { ...at('?query=출혈'), msw: { handlers: world(RESEARCHER).handlers } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowNamed(canvasElement, '위장관 출혈');
    const phone = canvas.getByTestId('phone');
    await waitFor(() => expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth));
    const description = canvas.getByText(/한국어·영어·섞어서 입력하십시오/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
    for (const link of canvas.getAllByRole('link', { name: /개념 보기$/ })) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
        phone.getBoundingClientRect().right,
      );
    }
  },
};
