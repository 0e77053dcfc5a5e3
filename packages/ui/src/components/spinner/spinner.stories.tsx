import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md', showLabel: false },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: '불러오는 중' });
    // The name is in the live region's text too, so it is announced.
    await expect(status).toHaveTextContent('불러오는 중');
    const circle = status.querySelector('[aria-hidden="true"]');
    await expect(circle?.getAnimations().length).toBeGreaterThan(0);
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '불러오는 중' })).toBeVisible();
    await expect(canvas.getByText('불러오는 중')).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { label: '결과 파일을 저장하는 중', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '결과 파일을 저장하는 중' }),
    ).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner {...args} key={size} size={size} label={`불러오는 중 ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of spinnerSizes) {
      await expect(canvas.getByRole('status', { name: `불러오는 중 ${size}` })).toHaveAttribute(
        'data-size',
        size,
      );
    }
  },
};
