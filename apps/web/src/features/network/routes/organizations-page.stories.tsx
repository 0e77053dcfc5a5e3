import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookmarksApi, networkApi, orgAdminMessages, replyMessages, ResultCode } from '@cdmnet/api';
import { mock, MockFailure, type MockDb } from '@cdmnet/api/mocks';
import { animationsDone, never, RESEARCHER, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { OrganizationsPage } from './organizations-page';

const PARTNER = 'partner@demo.cdmnet.kr';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: '네트워크 기관 목록' });

/** A cell's text as a screen reader has it: without what is hidden from it (avatar initials, badges). */
const spokenText = (cell: HTMLElement) => {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
};

/** The body rows, each as the texts of its cells. */
const rowTexts = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(spokenText));

/** The names column, in display order. */
const names = (canvasElement: HTMLElement) => rowTexts(canvasElement).map((cells) => cells[2]);

/** The row of an organisation, found by its name cell. */
const rowOf = (canvasElement: HTMLElement, name: string) => {
  const row = within(table(canvasElement))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[2]?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const cellsOf = (canvasElement: HTMLElement, name: string) =>
  within(rowOf(canvasElement, name)).getAllByRole('cell').map(spokenText);

/** The request dialog, once it has finished appearing. */
async function requestDialog(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: '기관/파트너 연구원 신청' });
  await animationsDone(dialog);
  return within(dialog);
}

/** As the server lists them: by name. */
const ALL = [
  '광주무등의료원',
  '대구청솔병원',
  '부산해오름병원',
  '서울중앙의료원',
  '제주한라병원',
  '한빛대학교병원',
];

/** Every /api call the page makes, so a story can say none was made. */
function apiCalls() {
  const calls: string[] = [];
  const handler = http.all('*/api/*', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    // Falls through to the handlers that answer it.
    return undefined;
  });
  return { calls, handler };
}

const researcher = world(RESEARCHER);

const meta = {
  title: 'Web/Network/OrganizationsPage',
  component: OrganizationsPage,
  decorators: [withScreen({ path: '/network/organizations' })],
  parameters: { layout: 'fullscreen', msw: { handlers: researcher.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrganizationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(networkApi.listNetworkOrganizations, never), ...researcher.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '기관' })).toBeVisible();
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    // Skeleton rows in the table's shape, 60 px tall as the real ones.
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveStyle({ height: '60px' });
    await waitFor(() => expect(document.title).toBe('기관 · CDMNet'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mock(networkApi.listNetworkOrganizations, () => ({ content: [] })), ...researcher.handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 기관이 없습니다.')).toBeVisible();
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
const errorWorld = world(RESEARCHER);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    errorScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: [
        // Fails as the server would, then falls through to the mock's own answer.
        http.get('*/api/v1/network/orgs', () =>
          errorScenario.failing ? HttpResponse.json(failedEnvelope, { status: 500 }) : undefined,
        ),
        ...errorWorld.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('기관 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('한빛대학교병원')).toBeVisible();
    await expect(canvas.queryByText('기관 목록을 불러오지 못했습니다.')).toBeNull();
  },
};

/** A researcher of 한빛대학교병원: every organisation with its figures; sorting and search. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('한빛대학교병원');
    await expect(names(canvasElement)).toEqual(ALL);
    await expect(cellsOf(canvasElement, '한빛대학교병원').slice(2, 6)).toEqual([
      '한빛대학교병원',
      'HANBIT_CDM',
      '2,184,532명',
      '2005-01-01 ~ 2025-12-31',
    ]);
    const hanbit = within(rowOf(canvasElement, '한빛대학교병원'));
    await expect(hanbit.getByRole('img', { name: 'RFZ 등급 EVD' })).toHaveTextContent('EVD');
    // Already a member: the request button says what they are, and cannot be pressed.
    await expect(
      hanbit.getByRole('button', { name: '한빛대학교병원 가입 상태: 기관 연구원' }),
    ).toBeDisabled();
    await expect(hanbit.getByRole('button', { name: /가입 상태/ })).toHaveTextContent('기관 연구원');
    // Not in RFZ: said in words, not by a missing badge.
    await expect(cellsOf(canvasElement, '대구청솔병원')[1]).toBe('해당 없음');
    await expect(canvas.getByRole('button', { name: '부산해오름병원 가입 신청' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('기관 · CDMNet'));

    // Sorted by patient count, smallest first, then largest first.
    await userEvent.click(canvas.getByRole('button', { name: '환자 수' }));
    await waitFor(() =>
      expect(names(canvasElement)).toEqual([
        '제주한라병원',
        '광주무등의료원',
        '대구청솔병원',
        '부산해오름병원',
        '서울중앙의료원',
        '한빛대학교병원',
      ]),
    );
    await expect(canvas.getByRole('columnheader', { name: /환자 수/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: '환자 수' }));
    await waitFor(() => expect(names(canvasElement)[0]).toBe('한빛대학교병원'));

    // By RFZ level: the most open (EVD) last when ascending.
    await userEvent.click(canvas.getByRole('button', { name: 'RFZ 등급' }));
    await waitFor(() => expect(names(canvasElement).at(-1)).toBe('한빛대학교병원'));

    // The search narrows the rows by name.
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색' }), '의료원');
    await waitFor(() => expect(names(canvasElement)).toEqual(['광주무등의료원', '서울중앙의료원']));
    await userEvent.clear(canvas.getByRole('searchbox', { name: '검색' }));
    await waitFor(() => expect(names(canvasElement)).toHaveLength(6));
  },
};

const cdmCalls = apiCalls();

/** The CDM dropdown shows another of the organisation's CDMs: that row's figures change, nothing is sent. */
export const ChoosingACdm: Story = {
  beforeEach: () => {
    cdmCalls.calls.length = 0;
  },
  parameters: { msw: { handlers: [cdmCalls.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('부산해오름병원');
    await expect(cellsOf(canvasElement, '부산해오름병원').slice(3, 6)).toEqual([
      'HAEORUM_CDM',
      '612,480명',
      '2010-01-01 ~ 2025-06-30',
    ]);
    const before = rowTexts(canvasElement).filter((cells) => cells[2] !== '부산해오름병원');
    // One CDM only: its name, no choice to make.
    const hanbit = within(rowOf(canvasElement, '한빛대학교병원'));
    await expect(hanbit.queryByRole('combobox')).toBeNull();
    await expect(hanbit.getByText('HANBIT_CDM')).toBeVisible();
    const sent = cdmCalls.calls.length;

    await userEvent.click(canvas.getByRole('combobox', { name: '부산해오름병원 CDM' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'HAEORUM_ONCO_CDM' }));
    await waitFor(() =>
      expect(cellsOf(canvasElement, '부산해오름병원').slice(3, 6)).toEqual([
        'HAEORUM_ONCO_CDM',
        '71,730명',
        '2015-01-01 ~ 2025-06-30',
      ]),
    );
    // Only that row changed, and the server was not asked anything.
    await expect(rowTexts(canvasElement).filter((cells) => cells[2] !== '부산해오름병원')).toEqual(before);
    await expect(cdmCalls.calls.slice(sent)).toEqual([]);

    // The figures sort by the CDM shown: 71,730명 is now the smallest.
    await userEvent.click(canvas.getByRole('button', { name: '환자 수' }));
    await waitFor(() => expect(names(canvasElement)[0]).toBe('부산해오름병원'));
  },
};

/** A tiny valid logo; the mock serves it for file 4243, and file 4242 does not exist. */
const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36"><rect width="36" height="36" fill="#1e5bb8"/></svg>';

export const LogoPlaceholder: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/files/4242', () => new HttpResponse(null, { status: 404 })),
        http.get(
          '*/api/v1/files/4243',
          () => new HttpResponse(logoSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
        ),
        ...world(RESEARCHER, (db: MockDb) => {
          const [hanbit, sjmc] = db.organizations;
          if (hanbit) hanbit.logoImageId = 4242;
          if (sjmc) sjmc.logoImageId = 4243;
        }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('한빛대학교병원');
    // The logo that failed to load gives way to the organisation's initial.
    const hanbitLogo = within(rowOf(canvasElement, '한빛대학교병원')).getAllByRole('cell')[0]!;
    await waitFor(() => expect(hanbitLogo.querySelector('img')).toBeNull());
    await expect(hanbitLogo).toHaveTextContent('한');
    // The one that loads shows.
    const sjmcLogo = within(rowOf(canvasElement, '서울중앙의료원')).getAllByRole('cell')[0]!;
    await waitFor(() => expect(sjmcLogo.querySelector('img')?.naturalWidth).toBe(36));
    await expect(sjmcLogo).not.toHaveTextContent('서');
    // No logo at all: the initial too.
    await expect(within(rowOf(canvasElement, '부산해오름병원')).getAllByRole('cell')[0]).toHaveTextContent(
      '부',
    );
  },
};

const requesting = world(RESEARCHER);

/** Asking to join: the dialog, a note, 신청; the row then waits for the admins. */
export const RequestingMembership: Story = {
  parameters: { msw: { handlers: requesting.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '부산해오름병원 가입 신청' }));
    const dialog = await requestDialog(canvasElement);
    await expect(dialog.getByText('부산해오름병원', { selector: 'dd' })).toBeVisible();
    // Employed by 한빛대학교병원, so a partner here.
    await expect(dialog.getByText('파트너 연구원')).toBeVisible();
    await expect(dialog.getByText('기관 관리자가 신청을 검토한 뒤 승인하면 등록됩니다.')).toBeVisible();

    const note = dialog.getByRole('textbox', { name: '관리자에게 남길 말' });
    await userEvent.type(note, '심혈관 코호트 연구에 참여하고자 합니다.');
    await expect(dialog.getByText('22/500')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '신청' }));

    await toastSaying(canvasElement, orgAdminMessages.requestSent);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const waiting = await within(rowOf(canvasElement, '부산해오름병원')).findByRole('button', {
      name: '부산해오름병원 가입 상태: 승인 대기',
    });
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveTextContent('승인 대기');
    // The admins receive the note as typed.
    await expect(
      requesting.db.membershipDetails.find((d) => d.orgId === 3 && d.userId === requesting.db.sessionUserId)
        ?.note,
    ).toBe('심혈관 코호트 연구에 참여하고자 합니다.');
  },
};

/**
 * An organisation that admits its own staff at once: 홍채원 of the mock db works at 서울중앙의료원 and
 * signed up with her sjmc.or.kr address, one of its domains.
 */
export const AutoRegistration: Story = {
  parameters: { msw: { handlers: world('chaewon.hong@sjmc.or.kr').handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '서울중앙의료원 가입 신청' }));
    const dialog = await requestDialog(canvasElement);
    await expect(dialog.getByText('기관 연구원')).toBeVisible();
    await expect(dialog.getByText(/소속 이메일 도메인이면 바로 등록됩니다/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '신청' }));

    await toastSaying(canvasElement, orgAdminMessages.admitted);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      await within(rowOf(canvasElement, '서울중앙의료원')).findByRole('button', {
        name: '서울중앙의료원 가입 상태: 기관 연구원',
      }),
    ).toBeDisabled();
  },
};

/** The request is held until the play function lets it fail: progress shows, then the dialog stays. */
const refusal = { held: Promise.resolve(), release: () => {} };

export const RequestRefused: Story = {
  beforeEach: () => {
    refusal.held = new Promise<void>((resolve) => {
      refusal.release = resolve;
    });
  },
  parameters: {
    msw: {
      handlers: [
        mock(networkApi.requestMembership, async () => {
          await refusal.held;
          throw new MockFailure(409, ResultCode.CONFLICT, orgAdminMessages.alreadyRequested);
        }),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '대구청솔병원 가입 신청' }));
    const dialog = await requestDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: '관리자에게 남길 말' }), '공동 연구 제안');
    await userEvent.click(dialog.getByRole('button', { name: '신청' }));

    // While it runs: 신청 shows progress and cannot be pressed again, and the dialog cannot be closed.
    const submit = dialog.getByRole('button', { name: '신청' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '취소' })).toBeDisabled();

    refusal.release();
    await toastSaying(canvasElement, orgAdminMessages.alreadyRequested);
    // Still open, with what was typed, ready to try again or cancel.
    await expect(body(canvasElement).getByRole('dialog', { name: '기관/파트너 연구원 신청' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '관리자에게 남길 말' })).toHaveValue('공동 연구 제안');
    await waitFor(() => expect(dialog.getByRole('button', { name: '신청' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '대구청솔병원 가입 신청' })).toBeEnabled();
  },
};

/** An organisation hidden from outsiders is not listed for someone who is not its member. */
export const HiddenOrganization: Story = {
  parameters: {
    msw: {
      handlers: world(RESEARCHER, (db: MockDb) => {
        const halla = db.organizations.find((org) => org.name === '제주한라병원');
        if (halla) halla.hideFromExternal = true;
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('한빛대학교병원');
    await expect(names(canvasElement)).toEqual(ALL.filter((name) => name !== '제주한라병원'));
  },
};

/** A partner of 한빛대학교병원 employed by 서울중앙의료원: their rows and what they would become. */
export const ForAPartner: Story = {
  parameters: { msw: { handlers: world(PARTNER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: '한빛대학교병원 가입 상태: 파트너 연구원' }),
    ).toHaveTextContent('파트너 연구원');
    await userEvent.click(canvas.getByRole('button', { name: '서울중앙의료원 가입 신청' }));
    const dialog = await requestDialog(canvasElement);
    await expect(dialog.getByText('기관 연구원')).toBeVisible();
    await expect(dialog.getByText('재직 기관이므로 기관 연구원으로 신청합니다.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses the list (an account that has not verified its email): no table, and why. */
export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(networkApi.listNetworkOrganizations, () => {
          throw new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
        }),
        ...researcher.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('접근 권한이 없습니다.');
    await expect(alert).toHaveTextContent('이메일 인증을 마친 회원만 볼 수 있습니다.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Every button of the story lies within the phone's width: none to scroll sideways to. */
const expectButtonsOnThePhone = async (phone: HTMLElement) => {
  const { left, right } = phone.getBoundingClientRect();
  for (const button of within(phone).getAllByRole('button')) {
    const rect = button.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(left);
    await expect(rect.right).toBeLessThanOrEqual(right);
  }
};

/**
 * At 390 px: the page keeps to the screen and each organisation is a card, its name at the top and its
 * 신청 (or 승인 대기, or what the user is there) at the foot, within reach without scrolling sideways.
 */
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
    await canvas.findByText('한빛대학교병원');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const scroller = table(canvasElement).parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expectButtonsOnThePhone(phone);
    await expect(canvas.getByRole('button', { name: '광주무등의료원 가입 신청' })).toBeVisible();
    // The description breaks between words and stays inside the screen.
    const description = canvas.getByText(/네트워크에 참여한 병원의/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
    await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    );

    // A card: the name heads it though the logo and RFZ columns come first; the button is its foot.
    const [logo, rfz, name, , , , request] = within(rowOf(canvasElement, '광주무등의료원')).getAllByRole(
      'cell',
    );
    await expect(name!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      logo!.getBoundingClientRect().top + 1,
    );
    await expect(rfz!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      logo!.getBoundingClientRect().bottom - 1,
    );
    await expect(request!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      rfz!.getBoundingClientRect().bottom - 1,
    );
    // Six organisations: one page of cards, no paginator, no scrolling box inside the page.
    await expect(names(canvasElement)).toEqual(ALL);
    await expect(canvas.queryByRole('navigation', { name: '페이지 탐색' })).toBeNull();
    await expect(scroller.scrollHeight).toBeLessThanOrEqual(scroller.clientHeight);

    // The request opens from the card as it does from the row.
    await userEvent.click(canvas.getByRole('button', { name: '광주무등의료원 가입 신청' }));
    const dialog = await requestDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const starOf = (canvasElement: HTMLElement, name: string) =>
  within(rowOf(canvasElement, name)).getByRole('button', { name: `${name} 즐겨찾기` });
const onlyStarred = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: '즐겨찾기만' });

/** Stars on the rows: the user's favourites are on, a click stars another, 즐겨찾기만 leaves the starred. */
export const Favourites: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('한빛대학교병원');
    await waitFor(() =>
      expect(starOf(canvasElement, '서울중앙의료원')).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(starOf(canvasElement, '부산해오름병원')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(starOf(canvasElement, '부산해오름병원'));
    await expect(starOf(canvasElement, '부산해오름병원')).toHaveAttribute('aria-pressed', 'true');
    // Starring moves no row: the order stays the table's.
    await expect(names(canvasElement)).toEqual(ALL);

    await waitFor(() => expect(onlyStarred(canvasElement)).toBeEnabled());
    await userEvent.click(onlyStarred(canvasElement));
    await waitFor(() => expect(names(canvasElement)).toEqual(['부산해오름병원', '서울중앙의료원']));
    // Unstarred in the short list, it leaves it.
    await userEvent.click(starOf(canvasElement, '서울중앙의료원'));
    await waitFor(() => expect(names(canvasElement)).toEqual(['부산해오름병원']));
    await userEvent.click(onlyStarred(canvasElement));
    await waitFor(() => expect(names(canvasElement)).toEqual(ALL));
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
    await within(canvasElement).findByText('한빛대학교병원');
    await waitFor(() => expect(onlyStarred(canvasElement)).toBeEnabled());
    await userEvent.click(onlyStarred(canvasElement));
    await expect(
      await within(canvasElement).findByText('즐겨찾기한 기관이 없습니다. 기관 행의 별을 눌러 추가합니다.'),
    ).toBeVisible();
  },
};
