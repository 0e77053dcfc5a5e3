import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../button/button';
import { IconButton } from './icon-button';
import { PencilIcon, TrashIcon } from '../../testing/story-icons';
import { playLoadingBlocksClick } from '../../testing/button-plays';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: {
    'aria-label': '수정',
    children: <PencilIcon />,
    variant: 'ghost',
    size: 'md',
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '수정' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('data-variant', 'ghost');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {buttonVariants.map((variant) => (
        <IconButton {...args} key={variant} variant={variant} aria-label={`수정 ${variant}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of buttonVariants) {
      await expect(canvas.getByRole('button', { name: `수정 ${variant}` })).toHaveAttribute(
        'data-variant',
        variant,
      );
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <IconButton {...args} key={size} size={size} aria-label={`수정 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = buttonSizes.map(
      (size) => canvas.getByRole('button', { name: `수정 ${size}` }).getBoundingClientRect().width,
    );
    // Square, and growing with the size.
    await expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    for (const size of buttonSizes) {
      const box = canvas.getByRole('button', { name: `수정 ${size}` }).getBoundingClientRect();
      await expect(Math.round(box.width)).toBe(Math.round(box.height));
    }
  },
};

/** Row actions as ux.md describes them: icon buttons with Korean names. */
export const RowActions: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.25rem' }}>
      <IconButton {...args} size="sm" aria-label="수정">
        <PencilIcon />
      </IconButton>
      <IconButton {...args} size="sm" aria-label="삭제">
        <TrashIcon />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '수정' })).toHaveFocus();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: '삭제' });
    await expect(remove).toHaveFocus();
    await expect(getComputedStyle(remove).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true, 'aria-label': '삭제 중', children: <TrashIcon /> },
  play: playLoadingBlocksClick('삭제 중'),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '수정' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: {
    asChild: true,
    'aria-label': '편집 화면으로',
    children: (
      <a href="#icon-button-as-link">
        <PencilIcon />
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '편집 화면으로' });
    await expect(link).toHaveAttribute('href', '#icon-button-as-link');
    await expect(link).toHaveAttribute('data-variant', 'ghost');
  },
};
