import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon } from '../../icons/icons';
import { Button, buttonSizes, buttonVariants } from './button';
import { playLoadingBlocksClick } from '../../testing/button-plays';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: {
    children: '저장',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '저장' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '취소' } };

export const Ghost: Story = { args: { variant: 'ghost', children: '더 보기' } };

export const Danger: Story = { args: { variant: 'danger', children: '삭제' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button {...args} key={size} size={size}>
          {`${args.children as string} ${size}`}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of buttonSizes) {
      await expect(canvas.getByRole('button', { name: `저장 ${size}` })).toBeVisible();
    }
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button {...args} key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: '저장 중' },
  play: playLoadingBlocksClick('저장 중'),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '저장' })).toBeDisabled();
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, 'aria-label': '닫기', variant: 'ghost', children: <CloseIcon /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '닫기' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#button-as-link">목록으로</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '목록으로' });
    await expect(link).toHaveAttribute('data-variant', 'secondary');
    await expect(link).toHaveAttribute('href', '#button-as-link');
  },
};

export const FocusRing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '저장' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};
