import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { projectMessages, projectsApi } from '@cdmnet/api';
import { createHandlers, createMockDb, mock } from '@cdmnet/api/mocks';
import { failingUntilRetried, never, RESEARCHER, toastSaying, world } from '../testing/story-helpers';
import { resetAppState, withScreen } from '../testing/story-providers';
import { SideNavigation } from './side-navigation';

const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';
const PROJECT_2 = '소아 천식 흡입 스테로이드 사용 양상';
const PROJECT_3 = '고혈압 약물 순응도와 뇌졸중 위험';

const meta = {
  title: 'Web/Layout/Side navigation',
  component: SideNavigation,
  decorators: [withScreen({ path: '/announcement/*', initialEntry: '/announcement/3' })],
  parameters: {
    msw: { handlers: createHandlers(createMockDb({ signedInAs: 'researcher@demo.cdmnet.kr' })) },
  },
  beforeEach: resetAppState,
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Researcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(links(canvasElement)).toEqual([
        '대시보드',
        '기관',
        '연구자',
        // 내 연구, newest first; the one waiting for an answer is marked 초대.
        PROJECT_3,
        `${PROJECT_2}초대`,
        PROJECT_1,
        // ATLAS: the search and 즐겨찾기; ATLAS 지원 is for ATLAS supporters only.
        '개념 검색',
        '즐겨찾기',
        '개념 찾기',
        'AI 도우미',
        '자료실',
        '공지사항',
      ]),
    );
    // The page under /announcement marks its entry, and only that one.
    await expect(canvas.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { name: '네트워크' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '내 연구' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '플랫폼 관리' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '기관 관리' })).toBeNull();
  },
};

/** An organisation admin gets a link to each organisation they administer (spec §2). */
export const OrganizationAdmin: Story = {
  parameters: {
    msw: { handlers: createHandlers(createMockDb({ signedInAs: 'admin@demo.cdmnet.kr' })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '기관 관리' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '한빛대학교병원' })).toHaveAttribute('href', '/orgadmin/1');
    await expect(canvas.queryByRole('heading', { name: '플랫폼 관리' })).toBeNull();
  },
};

export const Master: Story = {
  parameters: {
    msw: { handlers: createHandlers(createMockDb({ signedInAs: 'master@demo.cdmnet.kr' })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '플랫폼 관리' })).toBeVisible();
    await waitFor(() => expect(links(canvasElement)).toContain(PROJECT_2));
    await expect(links(canvasElement)).toEqual([
      '대시보드',
      '기관',
      '연구자',
      PROJECT_2,
      '개념 검색',
      'ATLAS 지원',
      '즐겨찾기',
      '개념 찾기',
      'AI 도우미',
      '자료실',
      '공지사항',
      '회원 관리',
      '기관 관리',
      '문의 내역',
    ]);
    await expect(canvas.getByRole('link', { name: '문의 내역' })).toHaveAttribute(
      'href',
      '/master/inquiries',
    );
  },
};

/** A mock world signed in as `email`, whose account `change` adjusts (a research role, an unverified email). */
function dbWithRoles(
  email: string,
  change: (user: ReturnType<typeof createMockDb>['users'][number]) => void,
) {
  const db = createMockDb({ signedInAs: email });
  const user = db.users.find((u) => u.primaryEmail === email);
  if (!user) throw new Error(`no mock user ${email}`);
  change(user);
  return db;
}

/** An ATLAS supporter finds ATLAS 지원 under ATLAS, between 개념 검색 and 즐겨찾기 (spec §6). */
export const AtlasSupporter: Story = {
  parameters: {
    msw: {
      handlers: createHandlers(
        dbWithRoles('researcher@demo.cdmnet.kr', (u) => (u.researchRole = ['ATLAS_SUPPORTER'])),
      ),
    },
    screen: { path: '/atlas/*', initialEntry: '/atlas/supporter' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const atlas = await canvas.findByRole('heading', { name: 'ATLAS' });
    await expect(atlas).toBeVisible();
    const supporter = await canvas.findByRole('link', { name: 'ATLAS 지원' });
    await expect(supporter).toHaveAttribute('href', '/atlas/supporter');
    await expect(supporter).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '개념 검색' })).not.toHaveAttribute('aria-current');
  },
};

/**
 * A user who has not verified their email yet (USER_WITHOUT_EMAIL) may not search the hospitals'
 * vocabularies: no 개념 검색; 즐겨찾기 and the EVIX-AI pages stay.
 */
export const UnverifiedUser: Story = {
  parameters: {
    msw: {
      handlers: createHandlers(dbWithRoles('partner@demo.cdmnet.kr', (u) => (u.priv = 'USER_WITHOUT_EMAIL'))),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '즐겨찾기' })).toHaveAttribute('href', '/bookmarks');
    await waitFor(() => expect(links(canvasElement)).toContain('AI 도우미'));
    await expect(canvas.queryByRole('link', { name: '개념 검색' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'ATLAS 지원' })).toBeNull();
  },
};

/** EVIX-AI's two entries lead to their pages, and the open one is marked. */
export const EvixAi: Story = {
  parameters: { screen: { path: '/evix-ai/*', initialEntry: '/evix-ai/ai-assistant' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'EVIX-AI' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '개념 찾기' })).toHaveAttribute(
      'href',
      '/evix-ai/concept-finder',
    );
    const assistant = canvas.getByRole('link', { name: 'AI 도우미' });
    await expect(assistant).toHaveAttribute('href', '/evix-ai/ai-assistant');
    await expect(assistant).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * 내 연구: each project with its colour and name, leading to its page (the current one marked), those
 * waiting for an answer marked 초대 and leading to the invitation; then 새 프로젝트.
 */
export const MyResearch: Story = {
  parameters: { screen: { path: '/project/*', initialEntry: '/project/1/members' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('link', { name: PROJECT_1 });
    await expect(current).toHaveAttribute('href', '/project/1');
    await expect(current).toHaveAttribute('aria-current', 'page');
    const invited = canvas.getByRole('link', { name: `${PROJECT_2} 초대` });
    await expect(invited).toHaveAttribute('href', '/project/2');
    await expect(invited).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: PROJECT_3 })).toHaveAttribute('href', '/project/3');
    // A long name stays on one line, whole in its tooltip.
    await expect(within(current).getByText(PROJECT_1)).toHaveAttribute('title', PROJECT_1);
    const create = canvas.getByRole('button', { name: '새 프로젝트' });
    await waitFor(() => expect(create).not.toHaveAttribute('aria-disabled'));
  },
};

/** While the list loads, its place is held; 새 프로젝트 is there already. */
export const ProjectsLoading: Story = {
  parameters: {
    msw: { handlers: [mock(projectsApi.listProjects, never), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('내 연구를 불러오는 중입니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '새 프로젝트' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: PROJECT_1 })).toBeNull();
  },
};

const listFailure = failingUntilRetried(projectsApi.listProjects);
/** The list fails: said in the menu, with 다시 시도. */
export const ProjectsFail: Story = {
  beforeEach: () => {
    listFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [listFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('내 연구를 불러오지 못했습니다.');
    await toastSaying(canvasElement, 'Internal server error');
    listFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('link', { name: PROJECT_1 })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The server says the user may not create a project: 새 프로젝트 is disabled and says why. */
export const CreateNotAllowed: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(projectsApi.validateCreator, () => ({
          content: { allowed: false, reason: projectMessages.creatorNeedsEmail },
        })),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: '새 프로젝트' });
    await waitFor(() => expect(create).toHaveAccessibleDescription(projectMessages.creatorNeedsEmail));
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(projectMessages.creatorNeedsEmail)).toBeVisible();
    await userEvent.click(create);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** 새 프로젝트 opens the project form; once created, the new project opens. */
export const CreateFromMenu: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const create = canvas.getByRole('button', { name: '새 프로젝트' });
    await waitFor(() => expect(create).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(create);
    const dialog = await body.findByRole('dialog', { name: '새 프로젝트' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '프로젝트 이름' }), '폐렴 입원 코호트');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '프로젝트 유형' }));
    await userEvent.click(await body.findByRole('option', { name: '기타 연구' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    await expect(await toastSaying(canvasElement, '등록되었습니다.')).toBeTruthy();
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/project/4');
  },
};
