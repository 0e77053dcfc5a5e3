import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountApi, call, DEMO_PASSWORD, replyMessages, ResultCode, usersApi } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure } from '@cdmnet/api/mocks';
import { toast } from '@cdmnet/ui';
import { PublicLayout } from '../../../app/layout/public-layout';
import { takeSessionExpired } from '../../../app/session';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { LoginPage } from './login-page';

const RETURN_TO = '/network/members?q=kim';

const form = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    email: canvas.getByRole('textbox', { name: '이메일' }),
    // A hidden password has no textbox role; `selector` keeps the 비밀번호 보기 toggle out.
    password: canvas.getByLabelText('비밀번호', { exact: false, selector: 'input' }),
    submit: canvas.getByRole('button', { name: '로그인' }),
  };
};

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const fields = form(canvasElement);
  await userEvent.type(fields.email, email);
  await userEvent.type(fields.password, password);
  await userEvent.click(fields.submit);
  return fields;
}

const meta = {
  title: 'Web/Auth/Login',
  component: LoginPage,
  decorators: [withScreen({ path: '/login', layout: PublicLayout })],
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers(createMockDb()) } },
  beforeEach: resetAppState,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(fields.email).toHaveValue('');
    await expect(fields.password).toHaveAttribute('type', 'password');
    await expect(fields.password).toHaveAccessibleName('비밀번호');
    await expect(fields.submit).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('로그인 · CDMNet'));
    await expect(canvas.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = form(canvasElement);
    await userEvent.click(fields.submit);

    // Empty fields say they are required first, the email's format only once something is typed.
    await expect(await canvas.findAllByText('필수 입력 항목입니다.')).toHaveLength(2);
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect(fields.password).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.password).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await userEvent.type(fields.email, 'researcher@');
    await userEvent.click(fields.submit);
    await expect(fields.email).toHaveAccessibleDescription('올바른 이메일 형식이 아닙니다.');
    // Nothing was sent: no credentials alert.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(accountApi.login, () => {
          throw new MockFailure(401, ResultCode.INVALID_CREDENTIALS, replyMessages.invalidCredentials);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, 'researcher@demo.cdmnet.kr', 'Wrong!2345');

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('이메일 또는 비밀번호가 올바르지 않습니다.');
    // Shown in place, not toasted as well (the client exempts 1001).
    await expect(toast.getSnapshot()).toHaveLength(0);
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: { handlers: [mock(accountApi.login, () => new Promise<never>(() => {}))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { submit } = await signIn(canvasElement, 'researcher@demo.cdmnet.kr', DEMO_PASSWORD);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    // Still busy a moment later, on the same page: the request is running, not merely starting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('button', { name: '로그인' })).toBe(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

export const SignedIn: Story = {
  beforeEach: () => {
    sessionStorage.setItem('cdmnet.returnTo', RETURN_TO);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, 'researcher@demo.cdmnet.kr', DEMO_PASSWORD);

    const location = await canvas.findByTestId('location');
    await expect(location.textContent).toBe(RETURN_TO);
    await expect(canvas.queryByRole('heading', { name: '로그인' })).toBeNull();
    // The return location is taken once.
    await expect(sessionStorage.getItem('cdmnet.returnTo')).toBeNull();
  },
};

/** A call answered 1004 on another page: the app lands here and says why, once. */
export const AfterSessionExpired: Story = {
  parameters: {
    screen: { initialEntry: RETURN_TO },
    msw: {
      handlers: [
        mock(usersApi.getProfile, () => {
          throw new MockFailure(401, ResultCode.SESSION_EXPIRED, '로그인이 만료되었습니다.');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('location')).toHaveTextContent(RETURN_TO);
    await expect(call(usersApi.getProfile)).rejects.toMatchObject({ code: ResultCode.SESSION_EXPIRED });

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('세션이 만료되었습니다. 다시 로그인해 주십시오.');
    await expect(canvas.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    // Told once: the next visit of /login is a plain one.
    await expect(takeSessionExpired()).toBe(false);
  },
};
