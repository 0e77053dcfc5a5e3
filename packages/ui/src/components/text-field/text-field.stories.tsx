import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: {
    label: '이메일',
    name: 'email',
    placeholder: 'name@hospital.or.kr',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '이메일' });
    await userEvent.type(input, 'kim@hospital.or.kr');
    await expect(input).toHaveValue('kim@hospital.or.kr');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHelpText: Story = {
  args: { helpText: '업무용 이메일을 입력하십시오.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '이메일' });
    await expect(input).toHaveAccessibleDescription('업무용 이메일을 입력하십시오.');
  },
};

export const Required: Story = {
  args: { required: true, helpText: '필수 항목입니다.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The visual mark is hidden from the accessible name; `required` says it instead.
    const input = canvas.getByRole('textbox', { name: '이메일' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    helpText: '업무용 이메일을 입력하십시오.',
    error: '이메일 형식이 올바르지 않습니다.',
    defaultValue: 'kim@',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '이메일' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('이메일 형식이 올바르지 않습니다.')).toBeVisible();
    // The error replaces the help text, and the input is described by it.
    await expect(canvas.queryByText('업무용 이메일을 입력하십시오.')).toBeNull();
    await expect(input).toHaveAccessibleDescription('이메일 형식이 올바르지 않습니다.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'kim@hospital.or.kr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '이메일' })).toBeDisabled();
  },
};

export const ForwardsRef: Story = {
  render: (args) => {
    // What react-hook-form's register() does: a ref callback plus name/onChange/onBlur.
    const register = {
      name: 'email',
      onChange: args.onChange,
      onBlur: fn(),
      ref: (element: HTMLInputElement | null) => {
        if (element) element.dataset['registered'] = 'yes';
      },
    };
    return <TextField label={args.label} {...register} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '이메일' });
    await expect(input).toHaveAttribute('data-registered', 'yes');
    await expect(input).toHaveAttribute('name', 'email');
  },
};
