import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { replyMessages, ResultCode, usersApi } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure, requireUser } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { HomePage } from './home-page';

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';

const internalError = () => new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);

/** The Error story's profile fails until its play function lets the next reply succeed. */
const errorScenario = { failing: true };

/** Resolves once the element's animations are over, so axe sees final colours. */
const animationsDone = (element: Element) =>
  waitFor(() => expect(element.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));

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
  parameters: { msw: { handlers: [mock(usersApi.getProfile, () => new Promise<never>(() => {}))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: '대시보드' });
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: '소속 기관' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: '김민준 님, 환영합니다.' });
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'false');
    const organizations = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(organizations.map((item) => item.textContent)).toEqual(['한빛대학교병원 · 기관 연구자']);
    await waitFor(() => expect(document.title).toBe('대시보드 · CDMNet'));
  },
};

export const NoOrganizations: Story = {
  parameters: { msw: { handlers: createHandlers(createMockDb({ signedInAs: MASTER })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '최고관리 님, 환영합니다.' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('소속된 기관이 없습니다. 네트워크에서 기관에 가입을 요청할 수 있습니다.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        mock(usersApi.getProfile, () => {
          if (errorScenario.failing) throw internalError();
          return { content: requireUser(createMockDb({ signedInAs: RESEARCHER })) };
        }),
      ],
    },
  },
  beforeEach: () => {
    errorScenario.failing = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('사용자 정보를 불러오지 못했습니다.');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    const toastItem = await within(canvasElement.ownerDocument.body).findByRole('listitem');
    await expect(toastItem).toHaveTextContent('Internal server error');

    errorScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));

    await expect(
      await canvas.findByRole('heading', { level: 1, name: '김민준 님, 환영합니다.' }),
    ).toBeVisible();
    await expect(canvas.getByText('한빛대학교병원 · 기관 연구자')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await animationsDone(toastItem);
  },
};
