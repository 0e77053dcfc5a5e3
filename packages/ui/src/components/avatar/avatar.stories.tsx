import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Avatar, avatarShapes, avatarSizes } from './avatar';

// Pictures as data URIs: the stories never touch the network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1d5fd1"/><circle cx="48" cy="38" r="18" fill="#fff"/><path d="M14 96a34 34 0 0 1 68 0" fill="#fff"/></svg>',
)}`;
const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#eaf6ed"/><path d="M20 76V36l28-16 28 16v40Z" fill="#1e7b34"/></svg>',
)}`;
// Decodes to nothing: the browser reports an error without a request.
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: '김철수', size: 'md', shape: 'circle', onStatusChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    shape: { control: 'inline-radio', options: avatarShapes },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: portrait },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: '김철수' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'loaded'));
    await expect(avatar.querySelector('img')).toHaveAttribute('src', portrait);
    await expect(canvas.queryByText('김')).toBeNull();
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('loaded');
  },
};

export const InitialsWithoutImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: '김철수' });
    await expect(avatar).toHaveAttribute('data-status', 'error');
    await expect(within(avatar).getByText('김')).toBeVisible();
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

export const LatinInitials: Story = { args: { name: 'Jane Doe' } };

export const ImageFailsToLoad: Story = {
  args: { src: broken },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: '김철수' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'error'));
    await expect(await within(avatar).findByText('김')).toBeVisible();
    await expect(avatar.querySelector('img')).toBeNull();
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('error');
  },
};

export const IconWithoutName: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    // Nothing to name it by: no role, an icon placeholder.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-status="error"] svg')).not.toBeNull();
  },
};

export const CustomFallback: Story = {
  args: { name: '서울병원', shape: 'square', fallback: 'SH' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: '서울병원' });
    await expect(within(avatar).getByText('SH')).toBeVisible();
  },
};

export const OrganizationLogo: Story = {
  args: { name: '서울병원', src: logo, shape: 'square', size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: '서울병원' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'loaded'));
    await expect(avatar).toHaveAttribute('data-shape', 'square');
  },
};

/** Beside the written name (a table's name column) the avatar is hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <Avatar {...args} decorative />
      <span>{args.name}</span>
    </span>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('김철수')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar {...args} key={size} size={size} name={`김철수 ${size}`} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar {...args} key={`image-${size}`} size={size} src={portrait} name={`이영희 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = avatarSizes.map(
      (size) => canvas.getByRole('img', { name: `김철수 ${size}` }).getBoundingClientRect().width,
    );
    await expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    for (const size of avatarSizes) {
      await waitFor(() =>
        expect(canvas.getByRole('img', { name: `이영희 ${size}` })).toHaveAttribute('data-status', 'loaded'),
      );
    }
  },
};

export const Shapes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {avatarShapes.map((shape) => (
        <Avatar {...args} key={shape} shape={shape} name={`김철수 ${shape}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const shape of avatarShapes) {
      await expect(canvas.getByRole('img', { name: `김철수 ${shape}` })).toHaveAttribute('data-shape', shape);
    }
  },
};
