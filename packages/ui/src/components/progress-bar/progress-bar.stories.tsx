import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones } from './progress-bar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: '결과 파일 업로드', value: 45, max: 100, tone: 'primary', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The indicator's visible share of the track, 0..1. */
const filled = (bar: HTMLElement): number => {
  const track = bar.getBoundingClientRect();
  const indicator = bar.firstElementChild!.getBoundingClientRect();
  return (Math.min(indicator.right, track.right) - Math.max(indicator.left, track.left)) / track.width;
};

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '결과 파일 업로드' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
    await waitFor(() => expect(filled(bar)).toBeCloseTo(0.45, 1));
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: '실행 준비 중' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '실행 준비 중' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(canvas.queryByText('%', { exact: false })).toBeNull();
    await expect(bar.firstElementChild!.getAnimations().length).toBeGreaterThan(0);
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success', label: '업로드 완료' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '업로드 완료' });
    await expect(bar).toHaveAttribute('data-state', 'complete');
    await expect(bar.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  },
};

export const Failed: Story = { args: { value: 70, tone: 'danger', label: '업로드 실패' } };

export const CustomMaxAndValueLabel: Story = {
  args: {
    label: '분석 실행',
    value: 3,
    max: 8,
    getValueLabel: (value: number, max: number) => `${value}/${max}단계`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '분석 실행' });
    await expect(bar).toHaveAttribute('aria-valuemax', '8');
    await expect(bar).toHaveAttribute('aria-valuetext', '3/8단계');
    await expect(canvas.getByText('3/8단계')).toBeVisible();
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '결과 파일 업로드' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'report.csv 업로드 진행률', size: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named for screen readers, not shown; the value sits beside the bar.
    const bar = canvas.getByRole('progressbar', { name: 'report.csv 업로드 진행률' });
    const value = canvas.getByText('45%');
    await expect(value.getBoundingClientRect().left).toBeGreaterThan(bar.getBoundingClientRect().right - 1);
  },
};

export const WithoutValue: Story = {
  args: { showValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('45%')).toBeNull();
  },
};

export const AllTonesAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {progressBarSizes.flatMap((size) =>
        progressBarTones.map((tone) => (
          <ProgressBar {...args} key={`${size}-${tone}`} size={size} tone={tone} label={`${tone} ${size}`} />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(
      progressBarSizes.length * progressBarTones.length,
    );
  },
};

function Simulated() {
  const [value, setValue] = useState(0);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <ProgressBar label="데이터 다운로드" value={value} />
      <button type="button" onClick={() => setValue((current) => Math.min(100, current + 25))}>
        진행
      </button>
    </div>
  );
}

export const Updating: Story = {
  render: () => <Simulated />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '데이터 다운로드' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    for (const expected of ['25', '50', '75', '100']) {
      await userEvent.click(canvas.getByRole('button', { name: '진행' }));
      await expect(bar).toHaveAttribute('aria-valuenow', expected);
    }
    await expect(bar).toHaveAttribute('data-state', 'complete');
    await waitFor(() => expect(filled(bar)).toBeCloseTo(1, 1));
  },
};
