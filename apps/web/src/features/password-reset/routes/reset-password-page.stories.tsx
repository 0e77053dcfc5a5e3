import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountApi, DEMO_PASSWORD, passwordResetMessages, ResultCode } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure, MOCK_RESET_TOKEN } from '@cdmnet/api/mocks';
import { toast } from '@cdmnet/ui';
import { PublicLayout } from '../../../app/layout/public-layout';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { ResetPasswordPage } from './reset-password-page';

const RESEARCHER = 'researcher@demo.cdmnet.kr';

/** A db in which the researcher asked for a link, as /forgotpassword would have done. */
function linkRequested() {
  const handlers = createHandlers(createMockDb());
  return {
    handlers,
    loaders: [
      () =>
        fetch('/api/v1/account/password-assistant', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: RESEARCHER }),
        }),
    ],
  };
}

const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^새 비밀번호\s*\*?$/, { selector: 'input' });
const confirmInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^새 비밀번호 확인\s*\*?$/, { selector: 'input' });

async function submit(canvasElement: HTMLElement, password: string, confirmation: string) {
  await userEvent.type(passwordInput(canvasElement), password);
  await userEvent.type(confirmInput(canvasElement), confirmation);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '비밀번호 변경' }));
}

const withToken = withScreen({
  path: '/resetpassword',
  layout: PublicLayout,
  initialEntry: `/resetpassword?token=${MOCK_RESET_TOKEN}`,
});

const requested = linkRequested();

const meta = {
  title: 'Web/PasswordReset/ResetPassword',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RulesAndMismatch: Story = {
  decorators: [withToken],
  parameters: { msw: { handlers: requested.handlers } },
  loaders: requested.loaders,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '비밀번호 변경' });
    await expect(canvas.getByRole('heading', { level: 1, name: '비밀번호 재설정' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('비밀번호 재설정 · CDMNet'));
    await submit(canvasElement, 'short', 'other');
    await expect(passwordInput(canvasElement)).toHaveAccessibleDescription(
      '8~20글자, 영문, 숫자, 특수문자가 모두 포함되어야 합니다.',
    );
    await userEvent.clear(passwordInput(canvasElement));
    await userEvent.type(passwordInput(canvasElement), 'New!2345x');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
    await expect(confirmInput(canvasElement)).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

export const Changed: Story = {
  decorators: [withToken],
  parameters: { msw: { handlers: requested.handlers } },
  loaders: requested.loaders,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '비밀번호 변경' });
    await submit(canvasElement, 'New!2345x', 'New!2345x');
    const location = await canvas.findByTestId('location');
    await expect(location.textContent).toBe('/login');
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.detail)).toContain('비밀번호가 변경되었습니다.'),
    );
  },
};

export const Changing: Story = {
  decorators: [withToken],
  parameters: {
    msw: {
      handlers: [
        mock(accountApi.checkPasswordResetLink, () => ({ content: { usable: true } })),
        mock(accountApi.resetPassword, () => new Promise<never>(() => {})),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: '비밀번호 변경' });
    await submit(canvasElement, 'New!2345x', 'New!2345x');
    const button = within(canvasElement).getByRole('button', { name: '비밀번호 변경' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/** A used or expired link says so as the page opens, with the way back to asking for a new one. */
export const Expired: Story = {
  decorators: [withToken],
  parameters: { msw: { handlers: createHandlers(createMockDb()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '링크를 사용할 수 없습니다.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(passwordResetMessages.invalidLink);
    // No form to fill in for nothing.
    await expect(canvas.queryByLabelText(/^새 비밀번호/, { selector: 'input' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '비밀번호 찾기 다시 요청' }));
    await expect((await canvas.findByTestId('location')).textContent).toBe('/forgotpassword');
  },
};

/** The link used up between opening the page and sending the form: the server's refusal, the same way. */
export const UsedMeanwhile: Story = {
  decorators: [withToken],
  parameters: {
    msw: {
      handlers: [
        mock(accountApi.checkPasswordResetLink, () => ({ content: { usable: true } })),
        ...createHandlers(createMockDb()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '비밀번호 변경' });
    await submit(canvasElement, DEMO_PASSWORD, DEMO_PASSWORD);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '링크를 사용할 수 없습니다.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(passwordResetMessages.invalidLink);
    await expect(toast.getSnapshot()).toEqual([]);
  },
};

/** While the link is checked: the page's shape, busy, and no form yet. */
export const Checking: Story = {
  decorators: [withToken],
  parameters: {
    msw: { handlers: [mock(accountApi.checkPasswordResetLink, () => new Promise<never>(() => {}))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('링크를 확인하는 중입니다.')).toBeVisible();
    await expect(canvas.getByText('링크를 확인하는 중입니다.').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: '비밀번호 변경' })).toBeNull();
  },
};

/** The check fails (the server is down): said in place, not toasted, and 다시 시도 asks again. */
export const CheckFailed: Story = {
  decorators: [withToken],
  parameters: {
    msw: {
      handlers: (() => {
        let calls = 0;
        return [
          mock(accountApi.checkPasswordResetLink, () => {
            calls += 1;
            if (calls === 1)
              throw new MockFailure(500, ResultCode.INTERNAL_ERROR, '서버에 문제가 생겼습니다.');
            return { content: { usable: true } };
          }),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '링크를 확인하지 못했습니다. 잠시 후 다시 시도해 주십시오.',
    );
    await expect(toast.getSnapshot()).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('button', { name: '비밀번호 변경' })).toBeVisible();
  },
};

export const MissingToken: Story = {
  decorators: [withScreen({ path: '/resetpassword', layout: PublicLayout })],
  parameters: { msw: { handlers: createHandlers(createMockDb()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '링크를 사용할 수 없습니다.' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(passwordResetMessages.invalidLink);
    await expect(canvas.getByRole('link', { name: '비밀번호 찾기 다시 요청' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    await expect(canvas.queryByLabelText(/^새 비밀번호/, { selector: 'input' })).toBeNull();
  },
};
