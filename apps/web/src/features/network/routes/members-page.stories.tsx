import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bookmarksApi,
  networkApi,
  projectMessages,
  projectsApi,
  replyMessages,
  ResultCode,
} from '@cdmnet/api';
import { mock, MockFailure, type MockDb } from '@cdmnet/api/mocks';
import {
  animationsDone,
  failingUntilRetried,
  never,
  RESEARCHER,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { MembersPage } from './members-page';

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: '연구자 목록' });

/** A cell's text as a screen reader has it: without what is hidden from it (avatar initials, badges). */
const spokenText = (cell: HTMLElement) => {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
};

/** The rendered body rows (virtual scrolling: those in view), each as the texts of its cells. */
const rowTexts = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(spokenText));

const names = (canvasElement: HTMLElement) => rowTexts(canvasElement).map((cells) => cells[0]);

const researcher = world(RESEARCHER);

const meta = {
  title: 'Web/Network/MembersPage',
  component: MembersPage,
  decorators: [withScreen({ path: '/network/members' })],
  parameters: { layout: 'fullscreen', msw: { handlers: researcher.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof MembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [mock(networkApi.listNetworkUsers, never), ...researcher.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '연구자' })).toBeVisible();
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveStyle({ height: '60px' });
    await waitFor(() => expect(document.title).toBe('연구자 · CDMNet'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mock(networkApi.listNetworkUsers, () => ({ content: [] })), ...researcher.handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 연구자가 없습니다.')).toBeVisible();
  },
};

const failedEnvelope = {
  result: false,
  code: ResultCode.INTERNAL_ERROR,
  message: replyMessages.internalError,
  content: null,
};

/** The Error story fails until its play function lets the next reply through. */
const errorScenario = { failing: true };

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    errorScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: [
        // Fails as the server would, then falls through to the mock's own answer.
        http.get('*/api/v1/network/users', () =>
          errorScenario.failing ? HttpResponse.json(failedEnvelope, { status: 500 }) : undefined,
        ),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('연구자 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('강예은')).toBeVisible();
  },
};

/** A tiny picture the mock serves as 김민준's profile photo. */
const photoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#2f7d4f"/></svg>';

/** The directory: 44 verified researchers, sorted and searched by the labels people read, each to invite. */
export const Populated: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(
          '*/api/v1/files/4244',
          () => new HttpResponse(photoSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
        ),
        ...world(RESEARCHER, (db: MockDb) => {
          const me = db.users.find((user) => user.id === db.sessionUserId);
          if (me) me.profileImageId = 4244;
        }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('강예은');
    // Only the rows in view are rendered; the table still counts all 44 (and its header).
    await expect(table(canvasElement)).toHaveAttribute('aria-rowcount', '45');
    // Each row but the user's own offers 프로젝트 초대.
    await expect(rowTexts(canvasElement).slice(0, 3)).toEqual([
      // The star's cell is empty in words: the star's name is on its button.
      ['강예은', '서울중앙의료원', '기타 의료인', '약학', '초대', ''],
      ['고은서', '부산해오름병원', '의사', '병리과', '초대', ''],
      ['구지율', '광주무등의료원', '의사', '정신건강의학과', '초대', ''],
    ]);
    await waitFor(() => expect(document.title).toBe('연구자 · CDMNet'));

    const search = canvas.getByRole('searchbox', { name: '검색' });
    // By organisation.
    await userEvent.type(search, '제주한라');
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(['변재원', '석나래', '신우진', '탁소율', '하은우']),
    );
    // By the Korean label of an expert area, and of a division.
    await userEvent.clear(search);
    await userEvent.type(search, '산업계');
    await waitFor(() => expect(names(canvasElement)).toEqual(['마준영', '이서연', '임도현']));
    // No organisation: said in words.
    await expect(rowTexts(canvasElement)[0]?.[1]).toBe('소속 없음');
    await userEvent.clear(search);
    await userEvent.type(search, '간호');
    await waitFor(() => expect(names(canvasElement)).toEqual(['배수진', '석나래']));
    // A photo where there is one, the initial otherwise.
    await userEvent.clear(search);
    await userEvent.type(search, '김민준');
    await waitFor(() => expect(names(canvasElement)).toEqual(['김민준']));
    const firstRow = within(table(canvasElement)).getAllByRole('row')[1]!;
    await waitFor(() => expect(firstRow.querySelector('img')).not.toBeNull());
    await userEvent.clear(search);

    // Expert area by its label: 공공기관 first (by code, EDUCATION would come first).
    await userEvent.click(canvas.getByRole('button', { name: '전문 분야' }));
    await waitFor(() => expect(names(canvasElement).slice(0, 3)).toEqual(['연서진', '유하준', '노수아']));
    // Division by its label: 가정의학과 first.
    await userEvent.click(canvas.getByRole('button', { name: '세부 전공' }));
    await waitFor(() => expect(names(canvasElement)[0]).toBe('김나연'));
    // Organisation: 광주무등의료원 first; those without one last, either way.
    await userEvent.click(canvas.getByRole('button', { name: '재직 기관' }));
    await waitFor(() => expect(rowTexts(canvasElement)[0]?.[1]).toBe('광주무등의료원'));
    await userEvent.click(canvas.getByRole('button', { name: '재직 기관' }));
    await waitFor(() => expect(rowTexts(canvasElement)[0]?.[1]).toBe('한빛대학교병원'));
    await userEvent.type(search, '없음');
    await waitFor(() =>
      expect(rowTexts(canvasElement).every((cells) => cells[1] === '소속 없음')).toBe(true),
    );
  },
};

/** The server refuses the directory: no table, and why. */
export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(networkApi.listNetworkUsers, () => {
          throw new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
        }),
        ...researcher.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

// 프로젝트 초대. The demo projects (the mock's fixtures): 김민준 (researcher) manages project 1, where
// 박지현 is a member, 정다은 is invited and 최윤호 declined once, and project 3, where 한수빈 declined for
// good; 이서연 (partner) manages none.
const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';
const PROJECT_3 = '고혈압 약물 순응도와 뇌졸중 위험';
const PARTNER = 'partner@demo.cdmnet.kr';

/** Narrows the directory to `name` and opens 프로젝트 초대 on their row. */
async function openInvite(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByText('강예은');
  await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), name);
  await waitFor(() => expect(names(canvasElement)).toEqual([name]));
  await userEvent.click(canvas.getByRole('button', { name: `${name} 님을 프로젝트에 초대` }));
  const dialog = await screen(canvasElement).findByRole('dialog', { name: '프로젝트 초대' });
  await animationsDone(dialog);
  return dialog;
}

/** Closes the dialog by its footer's button named `name` and waits for it to go. */
async function closeWith(canvasElement: HTMLElement, dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getAllByRole('button', { name }).at(-1)!);
  await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
}

/**
 * 한수빈 is invited into project 1: the dialog names her, offers project 1 and not project 3 (she
 * declined it for good), wants a choice, and after 초대 her state in project 1 is 초대 대기.
 */
export const InviteToProject: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    let dialog = await openInvite(canvasElement, '한수빈');
    let form = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('한수빈 님을 초대할 프로젝트를 고릅니다.');
    const facts = dialog.querySelector('dl') as HTMLElement;
    await expect(facts).toHaveTextContent('사용자 ID7');
    await expect(facts).toHaveTextContent('이름한수빈');
    await expect(facts).toHaveTextContent('재직 기관한빛대학교병원');

    const choices = await form.findByRole('group', { name: '초대할 프로젝트' });
    await expect(within(choices).getByRole('radio', { name: PROJECT_1 })).toBeEnabled();
    const never = within(choices).getByRole('radio', { name: PROJECT_3 });
    await expect(never).toBeDisabled();
    await expect(never).toHaveAccessibleDescription(
      '이 프로젝트의 초대를 받지 않기로 해 초대할 수 없습니다.',
    );
    await expect(within(choices).getByText('초대 거부')).toBeVisible();

    // Nothing chosen yet: 초대 says so.
    await userEvent.click(form.getByRole('button', { name: '초대' }));
    await expect(await form.findByText('초대할 프로젝트를 선택해 주십시오.')).toBeVisible();

    await userEvent.click(within(choices).getByRole('radio', { name: PROJECT_1 }));
    await expect(form.queryByText('초대할 프로젝트를 선택해 주십시오.')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: '초대' }));
    await expect(await toastSaying(canvasElement, projectMessages.invited)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());

    // Asked again, both projects are closed to her: the dialog says why and offers no 초대.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '한수빈 님을 프로젝트에 초대' }));
    dialog = await screen(canvasElement).findByRole('dialog', { name: '프로젝트 초대' });
    await animationsDone(dialog);
    form = within(dialog);
    const pending = await form.findByRole('radio', { name: PROJECT_1 });
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveAccessibleDescription('초대에 대한 응답을 기다리고 있습니다.');
    await expect(
      form.getByText(
        '한수빈 님은 관리하는 모든 프로젝트에 이미 참여했거나, 초대에 응답하지 않았거나, 초대를 거부했습니다.',
      ),
    ).toBeVisible();
    await expect(form.queryByRole('button', { name: '초대' })).toBeNull();
    await closeWith(canvasElement, dialog, '닫기');
  },
};

/** Each project says where the researcher stands: a member cannot be chosen, one who declined once can. */
export const WhereTheyStand: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    let dialog = await openInvite(canvasElement, '박지현');
    let member = await within(dialog).findByRole('radio', { name: PROJECT_1 });
    await expect(member).toBeDisabled();
    await expect(member).toHaveAccessibleDescription('이미 참여하고 있습니다.');
    await expect(within(dialog).getByRole('radio', { name: PROJECT_3 })).toBeEnabled();
    await closeWith(canvasElement, dialog, '취소');

    await userEvent.clear(within(canvasElement).getByRole('searchbox', { name: '검색' }));
    dialog = await openInvite(canvasElement, '최윤호');
    member = await within(dialog).findByRole('radio', { name: PROJECT_1 });
    await expect(member).toBeEnabled();
    await expect(member).toHaveAccessibleDescription('초대를 거절한 적이 있습니다. 다시 초대할 수 있습니다.');
    await userEvent.click(member);
    await userEvent.click(within(dialog).getByRole('button', { name: '초대' }));
    await expect(await toastSaying(canvasElement, projectMessages.invited)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The user's own row has no invitation. */
export const NoInviteOnOwnRow: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('강예은');
    await expect(canvas.getByRole('button', { name: '강예은 님을 프로젝트에 초대' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), '김민준');
    await waitFor(() => expect(names(canvasElement)).toEqual(['김민준']));
    await expect(canvas.queryByRole('button', { name: /프로젝트에 초대/ })).toBeNull();
  },
};

/** 이서연 manages no project: the dialog says so and offers nothing to send. */
export const NoManagedProjects: Story = {
  parameters: { msw: { handlers: world(PARTNER).handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement, '한수빈');
    const form = within(dialog);
    await expect(await form.findByText('초대할 수 있는 프로젝트가 없습니다.')).toBeVisible();
    await expect(
      form.getByText(
        '연구자는 프로젝트 관리자만 초대할 수 있습니다. 프로젝트를 만들면 그 프로젝트의 관리자가 되어 연구자를 초대할 수 있습니다.',
      ),
    ).toBeVisible();
    await expect(form.queryByRole('radio')).toBeNull();
    await expect(form.queryByRole('button', { name: '초대' })).toBeNull();
    await closeWith(canvasElement, dialog, '닫기');
  },
};

const ownFailure = failingUntilRetried(projectsApi.listOwnProjects);

/** The managed projects fail to load: said in the dialog, with 다시 시도. */
export const InviteProjectsFail: Story = {
  beforeEach: () => {
    ownFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [ownFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement, '한수빈');
    const form = within(dialog);
    await expect(await form.findByText('관리하는 프로젝트를 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    ownFailure.state.failing = false;
    await userEvent.click(form.getByRole('button', { name: '다시 시도' }));
    await expect(await form.findByRole('radio', { name: PROJECT_1 })).toBeEnabled();
    await closeWith(canvasElement, dialog, '취소');
  },
};

/**
 * At 390 px: the page keeps to the screen and each researcher is a card, the name at the top and 초대
 * at the foot, 20 to a page: no 초대 lies beyond the screen's side. The user's own card has no foot.
 */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('강예은');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const scroller = table(canvasElement).parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const description = canvas.getByText(/네트워크에서 활동하는 연구자를/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');

    // 44 researchers, 20 cards to a page; every button, the paginator's included, on the screen.
    await expect(table(canvasElement)).toHaveAttribute('aria-rowcount', '45');
    await expect(rowTexts(canvasElement)).toHaveLength(20);
    const { left, right } = phone.getBoundingClientRect();
    for (const button of within(phone).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(left);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    const [name, organization, , , invite] = within(
      within(table(canvasElement)).getAllByRole('row')[1] as HTMLElement,
    ).getAllByRole('cell');
    await expect(organization!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name!.getBoundingClientRect().bottom - 1,
    );
    await expect(invite!.getBoundingClientRect().width).toBeCloseTo(
      organization!.getBoundingClientRect().width,
      0,
    );
    const pages = canvas.getByRole('navigation', { name: '페이지 탐색' });
    await userEvent.click(within(pages).getByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(4));

    // The user's own card: nothing to do, so no footer.
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), '김민준');
    await waitFor(() => expect(names(canvasElement)).toEqual(['김민준']));
    const own = within(within(table(canvasElement)).getAllByRole('row')[1] as HTMLElement).getAllByRole(
      'cell',
    );
    await expect(own).toHaveLength(6);
    // Neither an invitation nor a star on one's own card.
    await expect(own[4]!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(own[5]!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // The card ends at its last line (its padding below), with no empty footer under it.
    const card = (own[0]!.closest('tr') as HTMLElement).getBoundingClientRect();
    await expect(card.bottom - own[3]!.getBoundingClientRect().bottom).toBeLessThan(20);
  },
};

const starOf = (canvasElement: HTMLElement, name: string) =>
  within(table(canvasElement)).getByRole('button', { name: `${name} 즐겨찾기` });
const onlyStarred = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: '즐겨찾기만' });

/** Stars on the rows: 즐겨찾기만 leaves the user's starred colleagues; a click stars another. */
export const Favourites: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('강예은');
    await waitFor(() => expect(onlyStarred(canvasElement)).toBeEnabled());
    await userEvent.click(onlyStarred(canvasElement));
    await waitFor(() => expect(names(canvasElement)).toEqual(['박지현']));
    await expect(starOf(canvasElement, '박지현')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(onlyStarred(canvasElement));
    await waitFor(() => expect(names(canvasElement)[0]).toBe('강예은'));
    await expect(starOf(canvasElement, '강예은')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(starOf(canvasElement, '강예은'));
    await expect(starOf(canvasElement, '강예은')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(onlyStarred(canvasElement));
    await waitFor(() => expect(names(canvasElement)).toEqual(['강예은', '박지현']));
  },
};

/** 즐겨찾기만 with nothing starred says where stars are made. */
export const NoFavourites: Story = {
  parameters: {
    msw: {
      handlers: [mock(bookmarksApi.listFavorites, () => ({ content: [] })), ...world(RESEARCHER).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('강예은');
    await waitFor(() => expect(onlyStarred(canvasElement)).toBeEnabled());
    await userEvent.click(onlyStarred(canvasElement));
    await expect(
      await within(canvasElement).findByText(
        '즐겨찾기한 연구자가 없습니다. 연구자 행의 별을 눌러 추가합니다.',
      ),
    ).toBeVisible();
  },
};
