import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountApi, passwordResetMessages } from '@cdmnet/api';
import { createHandlers, createMockDb, mock } from '@cdmnet/api/mocks';
import { toast } from '@cdmnet/ui';
import { PublicLayout } from '../../../app/layout/public-layout';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { ForgotPasswordPage } from './forgot-password-page';

const emailBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: '이메일' });

async function ask(canvasElement: HTMLElement, email: string) {
  await userEvent.type(emailBox(canvasElement), email);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '재설정 링크 받기' }));
}

const meta = {
  title: 'Web/PasswordReset/ForgotPassword',
  component: ForgotPasswordPage,
  decorators: [withScreen({ path: '/forgotpassword', layout: PublicLayout })],
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers(createMockDb()) } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('비밀번호 찾기 · CDMNet'));
    await expect(emailBox(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: '로그인으로 돌아가기' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'researcher@');
    await expect(emailBox(canvasElement)).toHaveAccessibleDescription('올바른 이메일 형식이 아닙니다.');
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Sending: Story = {
  parameters: {
    msw: { handlers: [mock(accountApi.requestPasswordReset, () => new Promise<never>(() => {}))] },
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'researcher@demo.cdmnet.kr');
    const submit = within(canvasElement).getByRole('button', { name: '재설정 링크 받기' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

/** The same sent state whether or not the address has an account: the reply reveals nothing. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, 'nobody@demo.cdmnet.kr');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '메일을 확인해 주십시오.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(passwordResetMessages.mailSent);
    await expect(canvas.getByText('받는 이메일: nobody@demo.cdmnet.kr')).toBeVisible();
    // The page says it: no toast repeats it.
    await expect(toast.getSnapshot()).toEqual([]);

    // Resend asks again for the same address; the page stays as it is, so a toast tells it.
    await userEvent.click(canvas.getByRole('button', { name: '다시 보내기' }));
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.detail)).toEqual([passwordResetMessages.mailSent]),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(passwordResetMessages.mailSent);

    // Another address starts over.
    await userEvent.click(canvas.getByRole('button', { name: '다른 이메일 입력' }));
    await expect(emailBox(canvasElement)).toBeVisible();
  },
};
