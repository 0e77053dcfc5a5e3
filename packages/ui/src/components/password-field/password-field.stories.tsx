import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: {
    label: '비밀번호',
    name: 'password',
    helpText: '8~20자로 입력하십시오.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('비밀번호');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription('8~20자로 입력하십시오.');
  },
};

export const ToggleVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('비밀번호');
    await userEvent.type(input, 'secret123!');

    const show = canvas.getByRole('button', { name: '비밀번호 보기' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);

    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: '비밀번호' })).toHaveValue('secret123!');
    const hide = canvas.getByRole('button', { name: '비밀번호 숨기기' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: '비밀번호 보기' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const WithError: Story = {
  args: { error: '비밀번호는 8자 이상이어야 합니다.', defaultValue: 'short' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('비밀번호');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('비밀번호는 8자 이상이어야 합니다.');
  },
};

export const CustomLabels: Story = {
  args: { showPasswordLabel: 'Show password', hidePasswordLabel: 'Hide password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('비밀번호')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '비밀번호 보기' })).toBeDisabled();
  },
};
