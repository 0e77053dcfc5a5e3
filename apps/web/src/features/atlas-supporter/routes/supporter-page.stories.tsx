import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atlasCopyStateLabels, atlasSupporterApi, atlasSupporterMessages, ResultCode } from '@cdmnet/api';
import { mock, type MockDb } from '@cdmnet/api/mocks';
import {
  animationsDone,
  failingUntilRetried,
  hanging,
  RESEARCHER,
  refusing,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { SupporterPage } from './supporter-page';

// /atlas/supporter in each state: without the role, loading, nothing accessible, no groups (and
// starting one), a supporter's groups with every item state (and cancelling), failures, a phone.

const ADMIN = 'admin@demo.cdmnet.kr';

/** The user holding ATLAS_SUPPORTER besides their roles (the master grants it in /master/members). */
const withRole = (email: string) => (db: MockDb) => {
  const user = db.users.find((u) => u.primaryEmail === email);
  if (user) user.researchRole = [...user.researchRole, 'ATLAS_SUPPORTER'];
};

/**
 * 김민준 (한빛대학교병원, in the RFZ network with 서울중앙, 부산해오름 and 광주무등) as a supporter, with
 * his two groups: one copying, one ended every way.
 */
const supporterWorld = () => world(RESEARCHER, withRole(RESEARCHER));

/** 박지현 (한빛대학교병원's admin) as a supporter who has copied nothing yet. */
const newcomerWorld = () => world(ADMIN, withRole(ADMIN));

const main = supporterWorld();

const meta = {
  title: 'Web/AtlasSupporter/SupporterPage',
  component: SupporterPage,
  decorators: [withScreen({ path: '/atlas/supporter' })],
  parameters: { layout: 'fullscreen', msw: { handlers: main.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof SupporterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'ATLAS 지원' });

const groupsList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: '복사 기록' });

/** The group's article, found by its heading. */
const groupNamed = async (canvasElement: HTMLElement, name: string) =>
  (await within(canvasElement).findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;

/** The confirmation popup, once it has finished appearing. */
async function popup(canvasElement: HTMLElement) {
  const dialog = await screen(canvasElement).findByRole('alertdialog');
  await animationsDone(dialog);
  return within(dialog);
}

export const NoRole: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('접근 권한이 없습니다.')).toBeVisible();
    // Which role, and who grants it.
    await expect(canvas.getByText(/ATLAS_SUPPORTER/)).toHaveTextContent('플랫폼 관리자');
    await expect(canvas.getByRole('link', { name: '처음 화면으로' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: '복사 시작' })).toBeNull();
  },
};

const loadingWorld = supporterWorld();

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        hanging(atlasSupporterApi.listAccessibleCdms),
        hanging(atlasSupporterApi.listGroups),
        ...loadingWorld.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const tree = await within(canvasElement).findByRole('region', { name: '접근 가능한 CDM' });
    await expect(tree.querySelector('[aria-busy="true"]')).not.toBeNull();
    const groups = within(canvasElement).getByRole('region', { name: '복사 기록' });
    await expect(groups.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('ATLAS 지원 · CDMNet'));
  },
};

const emptyWorld = newcomerWorld();

/** A supporter whose organisations have no ATLAS: the tree says so and how that changes. */
export const EmptyTree: Story = {
  parameters: {
    msw: {
      handlers: [mock(atlasSupporterApi.listAccessibleCdms, () => ({ content: [] })), ...emptyWorld.handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('접근할 수 있는 ATLAS가 없습니다.')).toBeVisible();
    await expect(canvas.getByText('왼쪽 목록에서 설계를 가져올 ATLAS를 고르십시오.')).toBeVisible();
    await expect(await canvas.findByText('복사한 기록이 없습니다.')).toBeVisible();
  },
};

/** An ATLAS registered without a connection check has no version yet: the tree says none, not an empty one. */
export const AtlasNotChecked: Story = {
  parameters: {
    msw: {
      handlers: world(RESEARCHER, (db) => {
        withRole(RESEARCHER)(db);
        const seoul = db.atlases.find((atlas) => atlas.name === '서울중앙의료원 ATLAS');
        if (seoul) seoul.version = '';
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seoul = await canvas.findByRole('button', { name: /^서울중앙의료원 ATLAS/ });
    await expect(seoul).toHaveTextContent(/^서울중앙의료원 ATLAS$/);
    await expect(canvas.getByRole('button', { name: /^한빛대학교병원 ATLAS/ })).toHaveTextContent(
      '버전 2.14.0',
    );
  },
};

const startWorld = newcomerWorld();

/**
 * No groups yet; the supporter picks 한빛대학교병원's GI-bleed cohort and its characterization, sends
 * them to 서울중앙의료원, is asked first, and sees the new group waiting.
 */
export const StartingACopy: Story = {
  parameters: { msw: { handlers: startWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('복사한 기록이 없습니다.')).toBeVisible();
    const tree = within(await canvas.findByRole('list', { name: '분석 엔진별 ATLAS와 CDM' }));
    await expect(tree.getByText('HANBIT_CDM')).toBeVisible();
    const hanbit = tree.getByRole('button', { name: /^한빛대학교병원 ATLAS/ });
    await userEvent.click(hanbit);
    await expect(hanbit).toHaveAttribute('aria-pressed', 'true');

    // Nothing picked yet: 복사 시작 says what is missing by its fields and asks nothing.
    await userEvent.click(canvas.getByRole('button', { name: '복사 시작' }));
    await expect(await canvas.findByText('복사할 설계를 하나 이상 선택해 주십시오.')).toBeVisible();
    await expect(canvas.getByText('대상 ATLAS를 하나 이상 선택해 주십시오.')).toBeVisible();
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();

    await userEvent.click(await canvas.findByRole('checkbox', { name: '위장관 출혈 (GI bleed)' }));
    // A design worth coming back to is bookmarked from its row.
    const star = canvas.getByRole('button', { name: '위장관 출혈 (GI bleed) 즐겨찾기' });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('tab', { name: /특성 분석/ }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: '위장관 출혈 환자 특성' }));
    await expect(canvas.getByRole('tab', { name: /코호트 정의 \(1개 선택\)/ })).toBeVisible();
    // The source is not a target.
    await expect(canvas.queryByRole('checkbox', { name: '한빛대학교병원 ATLAS' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '서울중앙의료원 ATLAS' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /그룹 이름/ }), '위장관 출혈 설계 배포');
    await expect(canvas.getByText('설계 2개 × ATLAS 1곳 = 복사 2건')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '복사 시작' }));
    const ask = await popup(canvasElement);
    await expect(
      ask.getByText('한빛대학교병원 ATLAS의 설계 2개를 서울중앙의료원 ATLAS(으)로 복사하시겠습니까?'),
    ).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: '복사' }));

    await toastSaying(canvasElement, atlasSupporterMessages.started(2));
    const group = within(await groupNamed(canvasElement, '위장관 출혈 설계 배포'));
    await expect(group.getAllByText('대기')).toHaveLength(3); // two items and the count's badge
    await expect(group.getByRole('button', { name: '그룹 취소' })).toBeVisible();
    await expect(group.getByRole('link', { name: /코호트 정의 JSON 내려받기/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The form is clear for the next copy.
    await expect(canvas.getByRole('textbox', { name: /그룹 이름/ })).toHaveValue('');
  },
};

/** 김민준's two groups: one still copying, one ended every way, each item saying why. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await groupsList(canvasElement));
    const names = list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual(['위장관 출혈 코호트 배포', 'NSAID 연구 설계 공유']);
    // Every state the contract has, each by its Korean label.
    for (const label of Object.values(atlasCopyStateLabels)) {
      await expect(list.getAllByText(label).length).toBeGreaterThan(0);
    }

    const ended = within(await groupNamed(canvasElement, 'NSAID 연구 설계 공유'));
    await expect(ended.getByText(/이름이 같은 설계\(NSAID 신규 사용자\)가 이미 있어/)).toBeVisible();
    await expect(ended.getByText(/대상 ATLAS에 3번 연결하지 못했습니다/)).toBeVisible();
    await expect(
      ended.getByText(/Vocabulary에 없는 개념이 있어 복사하지 않았습니다: 192671, 21603933/),
    ).toBeVisible();
    // Nothing left to stop: no cancel buttons; a download per kind it holds.
    await expect(ended.queryByRole('button', { name: /취소/ })).toBeNull();
    const downloads = ended.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(downloads).toEqual([
      '/api/v1/atlas-supporter/cohort-definitions/groups/1',
      '/api/v1/atlas-supporter/characterizations/groups/1',
      '/api/v1/atlas-supporter/incidence-rate/groups/1',
    ]);
    const counts = within(ended.getByRole('list', { name: '상태별 항목 수' }));
    await expect(counts.getAllByRole('listitem')).toHaveLength(6);
  },
};

const cancelWorld = supporterWorld();

/** One waiting item cancelled, then the rest of the group; each asks first. */
export const Cancelling: Story = {
  parameters: { msw: { handlers: cancelWorld.handlers } },
  play: async ({ canvasElement }) => {
    let group = within(await groupNamed(canvasElement, '위장관 출혈 코호트 배포'));
    await userEvent.click(
      await group.findByRole('button', { name: '위장관 출혈 (GI bleed) → 부산해오름병원 ATLAS 복사 취소' }),
    );
    let ask = await popup(canvasElement);
    await expect(
      ask.getByText('정말 ‘위장관 출혈 (GI bleed)’의 부산해오름병원 ATLAS 복사를 취소하시겠습니까?'),
    ).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: '복사 취소' }));
    await toastSaying(canvasElement, atlasSupporterMessages.itemCancelled);
    group = within(await groupNamed(canvasElement, '위장관 출혈 코호트 배포'));
    await waitFor(() =>
      expect(
        group.queryByRole('button', { name: '위장관 출혈 (GI bleed) → 부산해오름병원 ATLAS 복사 취소' }),
      ).toBeNull(),
    );
    await expect(group.getByText('사용자가 취소했습니다.')).toBeVisible();

    await userEvent.click(group.getByRole('button', { name: '그룹 취소' }));
    ask = await popup(canvasElement);
    await expect(
      ask.getByText(/‘위장관 출혈 코호트 배포’ 그룹의 남은 복사를 취소하시겠습니까\?/),
    ).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: '복사 취소' }));
    await toastSaying(canvasElement, atlasSupporterMessages.groupCancelled);
    await waitFor(() => expect(group.queryByRole('button', { name: '그룹 취소' })).toBeNull());
    // The copied item stays copied; the three others are cancelled.
    await expect(group.getAllByText('취소됨')).toHaveLength(4); // three items and the count's badge
    await expect(group.getAllByText('복사 완료')).toHaveLength(2);
  },
};

const bookmarkWorld = supporterWorld();

/**
 * Opened from a bookmark on /bookmarks: 한빛대학교병원's ATLAS is the source, the 특성 분석 tab is open and
 * the bookmarked characterization is checked, ready for its targets.
 */
export const FromABookmark: Story = {
  parameters: {
    msw: { handlers: bookmarkWorld.handlers },
    screen: { initialEntry: '/atlas/supporter?atlasId=1&kind=CHARACTERIZATION&designId=1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^한빛대학교병원 ATLAS/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('checkbox', { name: '위장관 출혈 환자 특성' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: /특성 분석 \(1개 선택\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('설계 1개 × ATLAS 0곳 = 복사 0건')).toBeVisible();
    // The user's picks take over: unchecked, it stays unchecked.
    await userEvent.click(canvas.getByRole('checkbox', { name: '위장관 출혈 환자 특성' }));
    await expect(canvas.getByText('설계 0개 × ATLAS 0곳 = 복사 0건')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '위장관 출혈 환자 특성' })).not.toBeChecked();
  },
};

const unreachableWorld = supporterWorld();

/**
 * A bookmark on 대구청솔병원's ATLAS, outside 김민준's hospitals: the page says it cannot reach it, and the
 * tree is there to pick another.
 */
export const BookmarkUnreachable: Story = {
  parameters: {
    msw: { handlers: unreachableWorld.handlers },
    screen: { initialEntry: '/atlas/supporter?atlasId=4&kind=COHORT&designId=1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('즐겨찾기한 설계가 있는 ATLAS에 접근할 수 없습니다.')).toBeVisible();
    await expect(canvas.getByText(/왼쪽 목록에서 다른 ATLAS를 고르십시오/)).toBeVisible();
    await expect(canvas.queryByRole('button', { pressed: true })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^한빛대학교병원 ATLAS/ }));
    await expect(await canvas.findByRole('checkbox', { name: '위장관 출혈 (GI bleed)' })).not.toBeChecked();
    await expect(canvas.queryByText('즐겨찾기한 설계가 있는 ATLAS에 접근할 수 없습니다.')).toBeNull();
  },
};

const goneWorld = supporterWorld();

/** The bookmarked cohort was deleted from its ATLAS: its tab says so and checks nothing. */
export const BookmarkedDesignGone: Story = {
  parameters: {
    msw: { handlers: goneWorld.handlers },
    screen: { initialEntry: '/atlas/supporter?atlasId=1&kind=COHORT&designId=999' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/즐겨찾기한 설계가 이 ATLAS에 없습니다/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '위장관 출혈 (GI bleed)' })).not.toBeChecked();
    await expect(canvas.getByText('설계 0개 × ATLAS 0곳 = 복사 0건')).toBeVisible();
  },
};

const designsDownWorld = supporterWorld();

/** 부산해오름병원's ATLAS does not answer: its designs' tab says why, with 다시 시도. */
export const SourceDown: Story = {
  parameters: { msw: { handlers: designsDownWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^부산해오름병원 ATLAS/ }));
    const form = within(canvas.getByRole('region', { name: '설계 복사' }));
    await expect(await form.findByText('설계 목록을 불러오지 못했습니다.')).toBeVisible();
    await expect(form.getByText(/10\.10\.3\.22:8080에 연결할 수 없습니다/)).toBeVisible();
    await expect(form.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

const emptyKindWorld = supporterWorld();

/** 서울중앙의료원's ATLAS holds no incidence rate: its tab says so. */
export const NoDesignsOfAKind: Story = {
  parameters: { msw: { handlers: emptyKindWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^서울중앙의료원 ATLAS/ }));
    await expect(await canvas.findByRole('checkbox', { name: '위장관 출혈 (GI bleed)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '발생률 분석' }));
    await expect(await canvas.findByText('이 ATLAS에 발생률 분석 설계가 없습니다.')).toBeVisible();
  },
};

const treeFailure = failingUntilRetried(atlasSupporterApi.listAccessibleCdms);
const groupsFailure = failingUntilRetried(atlasSupporterApi.listGroups);
const errorWorld = supporterWorld();

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    treeFailure.state.failing = true;
    groupsFailure.state.failing = true;
  },
  parameters: {
    msw: { handlers: [treeFailure.handler, groupsFailure.handler, ...errorWorld.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('접근 가능한 CDM 목록을 불러오지 못했습니다.')).toBeVisible();
    await expect(await canvas.findByText('복사 기록을 불러오지 못했습니다.')).toBeVisible();
    treeFailure.state.failing = false;
    groupsFailure.state.failing = false;
    for (const retry of canvas.getAllByRole('button', { name: '다시 시도' })) await userEvent.click(retry);
    await expect(await canvas.findByRole('button', { name: /^한빛대학교병원 ATLAS/ })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '위장관 출혈 코호트 배포' })).toBeVisible();
  },
};

const revokedWorld = supporterWorld();

/** The role was taken away while the page was open: the server's refusal is said as the page's. */
export const RoleTakenAway: Story = {
  parameters: {
    msw: {
      handlers: [
        refusing(
          atlasSupporterApi.listAccessibleCdms,
          403,
          ResultCode.FORBIDDEN,
          atlasSupporterMessages.roleRequired,
        ),
        ...revokedWorld.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('접근 권한이 없습니다.')).toBeVisible();
  },
};

const phoneWorld = supporterWorld();

/** At 390 px: one column, nothing wider than the screen, every button reachable. */
export const OnAPhone: Story = {
  parameters: { msw: { handlers: phoneWorld.handlers } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^한빛대학교병원 ATLAS/ }));
    await canvas.findByRole('checkbox', { name: '위장관 출혈 (GI bleed)' });
    await groupNamed(canvasElement, 'NSAID 연구 설계 공유');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(phone.getBoundingClientRect().right + 0.5);
    }
  },
};
