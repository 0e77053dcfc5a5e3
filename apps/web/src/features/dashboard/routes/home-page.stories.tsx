import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { announcementsApi, dashboardApi, projectMessages, projectsApi, ResultCode } from '@cdmnet/api';
import { createHandlers, createMockDb, mock } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { HomePage } from './home-page';
import { animationsDone, failingUntilRetried, toastSaying, world } from '../../../app/testing/story-helpers';

const RESEARCHER = 'researcher@demo.cdmnet.kr';

const never = () => new Promise<never>(() => {});

/** The counters as the screen reads them: label → value. */
function countersOf(canvasElement: HTMLElement) {
  const card = within(canvasElement).getByRole('region', { name: '나의 연구 환경' });
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

/**
 * A card of the grid once the grid has appeared: the cards show their placeholders until all four have
 * answered, and are then drawn anew (RevealTogether), so look a card up after that, not before.
 */
async function loadedCard(canvasElement: HTMLElement, name: string) {
  const card = () => within(canvasElement).getByRole('region', { name });
  await waitFor(() => expect(card()).toHaveAttribute('aria-busy', 'false'));
  return card();
}

const meta = {
  title: 'Web/Dashboard/Home',
  component: HomePage,
  // The layout around it has its own stories (Web/Layout/Authenticated).
  decorators: [withScreen({ path: '/' })],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: createHandlers(createMockDb({ signedInAs: RESEARCHER })) },
  },
  beforeEach: resetAppState,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(dashboardApi.getDashboardOrganizations, never),
        mock(dashboardApi.getFnetInfo, never),
        mock(announcementsApi.listDashboardAnnouncements, never),
        mock(projectsApi.listProjects, never),
        ...createHandlers(createMockDb({ signedInAs: RESEARCHER })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    for (const name of ['나의 연구 환경', '참여 기관', '내 연구', '공지사항', '네트워크 현황']) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Needing nothing loaded, 전체 보기 is there already.
    await expect(
      within(canvas.getByRole('region', { name: '공지사항' })).getByRole('link', { name: '전체 보기' }),
    ).toHaveAttribute('href', '/announcement');
  },
};

export const Researcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/김민준 님, 환영합니다\./)).toBeVisible();
    await waitFor(() =>
      expect(countersOf(canvasElement)).toEqual({
        '기관 연구원으로 참여': '1곳',
        '파트너 연구원으로 참여': '0곳',
        'RFZ 기관': '4곳',
        '이용 가능 DB': '5개',
        '전체 기관': '6곳',
      }),
    );
    const organizationsCard = await loadedCard(canvasElement, '참여 기관');
    // He works where he researches: 재직 기관 and the one 참여 기관 name the same hospital.
    await expect(within(organizationsCard).getByRole('term')).toHaveTextContent('재직 기관');
    await expect(within(organizationsCard).getByRole('definition')).toHaveTextContent('한빛대학교병원');
    const organizations = within(organizationsCard).getAllByRole('listitem');
    await expect(organizations).toHaveLength(1);
    await expect(organizations[0]).toHaveTextContent('한빛대학교병원');
    await expect(organizations[0]).toHaveTextContent('CDM 1개 · 환자 2,184,532명');
    await expect(organizations[0]).toHaveTextContent('기관 연구원');
    await expect(within(organizations[0]!).getByRole('img', { name: 'RFZ 등급 EVD' })).toBeVisible();

    // The newest announcements, each a link to its page.
    const news = await loadedCard(canvasElement, '공지사항');
    const newest = createMockDb().announcements[0]!;
    const firstLink = (await within(news).findAllByRole('link'))[1]!;
    await expect(firstLink).toHaveTextContent(newest.title);
    await expect(firstLink).toHaveAttribute('href', `/announcement/${newest.id}`);
    await expect(within(news).getByRole('link', { name: '전체 보기' })).toHaveAttribute(
      'href',
      '/announcement',
    );

    const network = await loadedCard(canvasElement, '네트워크 현황');
    await expect(within(network).getByText('5,384,321명')).toBeVisible();
    const period = within(network).getByText('데이터 기간').nextElementSibling as HTMLElement;
    await expect(period).toHaveTextContent('2005년 01월 01일 ~ 2025년 12월 31일');
    // On a phone the range breaks at the tilde, never inside a date.
    for (const date of ['2005년 01월 01일', '2025년 12월 31일']) {
      await expect(getComputedStyle(within(period).getByText(date)).whiteSpace).toBe('nowrap');
    }
    await waitFor(() => expect(document.title).toBe('대시보드 · CDMNet'));
  },
};

export const Partner: Story = {
  parameters: { msw: { handlers: createHandlers(createMockDb({ signedInAs: 'partner@demo.cdmnet.kr' })) } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(countersOf(canvasElement)).toMatchObject({
        '기관 연구원으로 참여': '0곳',
        '파트너 연구원으로 참여': '1곳',
      }),
    );
    // Her membership (참여 기관) and her employer (재직 기관) are named apart: she works at 서울중앙의료원
    // and takes part in 한빛대학교병원 as a partner researcher.
    const card = await loadedCard(canvasElement, '참여 기관');
    const memberships = within(card).getByRole('list', { name: '참여 기관 목록' });
    await expect(within(memberships).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(memberships).getByRole('listitem')).toHaveTextContent('한빛대학교병원');
    await expect(within(memberships).getByRole('listitem')).toHaveTextContent('파트너 연구원');
    const employer = within(card).getByRole('term');
    await expect(employer).toHaveTextContent('재직 기관');
    await waitFor(() => expect(employer.nextElementSibling).toHaveTextContent('서울중앙의료원'));
    await expect(within(memberships).queryByText('서울중앙의료원')).toBeNull();
  },
};

const pendingDb = (() => {
  const db = createMockDb({ signedInAs: RESEARCHER });
  const researcher = db.users.find((u) => u.primaryEmail === RESEARCHER)!;
  researcher.orgList = [{ orgId: 2, orgName: '서울중앙의료원', orgUserPrivilege: 'PENDING' }];
  return db;
})();

export const PendingRequest: Story = {
  parameters: { msw: { handlers: createHandlers(pendingDb) } },
  play: async ({ canvasElement }) => {
    const card = await loadedCard(canvasElement, '참여 기관');
    await expect(within(card).getByText('승인 대기')).toBeVisible();
    // A pending request is only pending: 서울중앙의료원 is in RFZ (EV), but that is not the user's yet.
    await expect(within(card).queryByRole('img', { name: /RFZ/ })).toBeNull();
    await expect(within(card).queryByText('해당 없음')).toBeNull();
    await waitFor(() => expect(countersOf(canvasElement)).toMatchObject({ '이용 가능 DB': '0개' }));
  },
};

export const NoAnnouncements: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(announcementsApi.listDashboardAnnouncements, () => ({ content: [] })),
        ...createHandlers(createMockDb({ signedInAs: RESEARCHER })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const news = await loadedCard(canvasElement, '공지사항');
    await expect(within(news).getByText('등록된 공지사항이 없습니다.')).toBeVisible();
  },
};

export const NoOrganizations: Story = {
  parameters: { msw: { handlers: createHandlers(createMockDb({ signedInAs: 'master@demo.cdmnet.kr' })) } },
  play: async ({ canvasElement }) => {
    const card = await loadedCard(canvasElement, '참여 기관');
    await expect(
      within(card).getByText('참여 중인 기관이 없습니다. 네트워크에서 기관에 가입을 요청할 수 있습니다.'),
    ).toBeVisible();
    await expect(within(card).queryByRole('list')).toBeNull();
  },
};

/** The network figures wait until the CardsAppearTogether story lets them through. */
const networkGate = { open: () => {} };

/**
 * The four cards below the counters appear together, once each has answered: the organisations have
 * arrived (the counters show them) but their card keeps its placeholder until the network's figures
 * come too, so on a phone no card pushes another down as it arrives.
 */
export const CardsAppearTogether: Story = {
  parameters: {
    msw: {
      handlers: [
        // Held, then falls through to the stateful handlers below.
        http.get('*/api/v1/dashboard/fnet-info', async () => {
          await new Promise<void>((resolve) => (networkGate.open = resolve));
          return undefined;
        }),
        ...createHandlers(createMockDb({ signedInAs: RESEARCHER })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(countersOf(canvasElement)).toMatchObject({ '기관 연구원으로 참여': '1곳' }));
    await expect(await canvas.findByText(/김민준 님, 환영합니다\./)).toBeVisible();
    for (const name of ['참여 기관', '내 연구', '공지사항', '네트워크 현황']) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
    // Drawn out of sight, in its final size, until the others come.
    const held = await canvas.findByRole('list', { name: '참여 기관 목록', hidden: true });
    await expect(await within(held).findByText('한빛대학교병원')).not.toBeVisible();

    networkGate.open();
    await expect(
      within(
        within(await loadedCard(canvasElement, '참여 기관')).getByRole('list', { name: '참여 기관 목록' }),
      ).getByText('한빛대학교병원'),
    ).toBeVisible();
    for (const name of ['내 연구', '공지사항', '네트워크 현황']) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');
    }
    await expect(
      within(canvas.getByRole('region', { name: '네트워크 현황' })).getByText('6곳'),
    ).toBeVisible();
  },
};

/** The Error story's dashboard fails until its play function lets the next reply succeed. */
const errorScenario = { failing: true };

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        // Fails while `failing`; otherwise falls through to the stateful handlers below.
        http.get('*/api/v1/dashboard/organizations', () =>
          errorScenario.failing
            ? HttpResponse.json(
                { result: false, code: ResultCode.INTERNAL_ERROR, message: '', content: null },
                { status: 500 },
              )
            : undefined,
        ),
        ...createHandlers(createMockDb({ signedInAs: RESEARCHER })),
      ],
    },
  },
  beforeEach: () => {
    errorScenario.failing = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await loadedCard(canvasElement, '참여 기관');
    const alert = within(card).getByRole('alert');
    await expect(alert).toHaveTextContent('참여 기관을 불러오지 못했습니다.');
    // The other cards still work.
    await expect(
      await within(canvas.getByRole('region', { name: '네트워크 현황' })).findByText('6곳'),
    ).toBeVisible();
    const toastItem = (
      await within(canvasElement.ownerDocument.body).findByText('Internal server error')
    ).closest('li')!;

    errorScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    const memberships = await within(card).findByRole('list', { name: '참여 기관 목록' });
    await expect(within(memberships).getByText('한빛대학교병원')).toBeVisible();
    await expect(within(card).queryByRole('alert')).toBeNull();
    await animationsDone(toastItem);
  },
};

// ── 내 연구 ─────────────────────────────────────────────────────────────────────────────────────────

const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';
const PROJECT_2 = '소아 천식 흡입 스테로이드 사용 양상';
const PROJECT_3 = '고혈압 약물 순응도와 뇌졸중 위험';

/** The user's projects (colour, name, type, members, role), then the invitations waiting for an answer. */
export const MyProjects: Story = {
  play: async ({ canvasElement }) => {
    const card = await loadedCard(canvasElement, '내 연구');
    const joined = await within(card).findByRole('link', { name: PROJECT_3 });
    await expect(joined).toHaveAttribute('href', '/project/3');
    const rows = within(card).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      `${PROJECT_3}기타 연구 · 멤버 2명관리자`,
      `${PROJECT_1}비교 효과 연구 · 멤버 2명관리자`,
      `${PROJECT_2}최고관리 님의 프로젝트응답하기`,
    ]);
    const invitations = within(card).getByRole('region', { name: '응답을 기다리는 초대' });
    await expect(
      within(invitations).getByRole('link', { name: `${PROJECT_2} 초대에 응답하기` }),
    ).toHaveAttribute('href', '/project/2');
    await expect(within(card).getByRole('button', { name: '새 프로젝트' })).toBeVisible();
  },
};

/** A member of someone else's project sees their role as 멤버. */
export const MemberOfAProject: Story = {
  parameters: { msw: { handlers: createHandlers(createMockDb({ signedInAs: 'partner@demo.cdmnet.kr' })) } },
  play: async ({ canvasElement }) => {
    const card = await loadedCard(canvasElement, '내 연구');
    await within(card).findByRole('link', { name: PROJECT_3 });
    await expect(within(card).getByRole('listitem')).toHaveTextContent('멤버');
    await expect(within(card).queryByRole('region', { name: '응답을 기다리는 초대' })).toBeNull();
  },
};

const emptyWorld = world(RESEARCHER, (db) => {
  db.projectMembers = db.projectMembers.filter((m) => m.userId !== db.sessionUserId);
});
/** No project yet: said, with 새 프로젝트, whose form loads on the click; the new project opens. */
export const NoProjects: Story = {
  parameters: { msw: { handlers: emptyWorld.handlers } },
  play: async ({ canvasElement }) => {
    const card = await loadedCard(canvasElement, '내 연구');
    await expect(await within(card).findByText('참여 중인 프로젝트가 없습니다.')).toBeVisible();
    const create = within(card).getByRole('button', { name: '새 프로젝트' });
    await waitFor(() => expect(create).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(create);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '새 프로젝트' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '프로젝트 이름' }), '폐렴 입원 코호트');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '프로젝트 유형' }));
    await userEvent.click(await body.findByRole('option', { name: '안전성 감시 연구' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    await expect(await toastSaying(canvasElement, '등록되었습니다.')).toBeTruthy();
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/project/4');
  },
};

/** The server says the user may not create a project: 새 프로젝트 is disabled, and the reason is shown. */
export const CreateNotAllowed: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(projectsApi.validateCreator, () => ({
          content: { allowed: false, reason: projectMessages.creatorNeedsEmail },
        })),
        ...emptyWorld.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const card = await loadedCard(canvasElement, '내 연구');
    const create = await within(card).findByRole('button', { name: '새 프로젝트' });
    await waitFor(() => expect(create).toHaveAccessibleDescription(projectMessages.creatorNeedsEmail));
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(create);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

const projectsFailure = failingUntilRetried(projectsApi.listProjects);
/** The list fails: what failed and 다시 시도; the other cards are unaffected. */
export const ProjectsError: Story = {
  parameters: {
    msw: { handlers: [projectsFailure.handler, ...createHandlers(createMockDb({ signedInAs: RESEARCHER }))] },
  },
  beforeEach: () => {
    projectsFailure.state.failing = true;
  },
  play: async ({ canvasElement }) => {
    const card = await loadedCard(canvasElement, '내 연구');
    const alert = await within(card).findByRole('alert');
    await expect(alert).toHaveTextContent('내 연구를 불러오지 못했습니다.');
    const toastItem = await toastSaying(canvasElement, 'Internal server error');
    projectsFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await within(card).findByRole('link', { name: PROJECT_1 })).toBeVisible();
    if (toastItem) await animationsDone(toastItem);
  },
};
