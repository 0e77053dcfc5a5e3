import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Card, cardHeadingLevels, cardPaddings } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: '분석 엔진',
    description: '기관에 등록된 분석 엔진입니다.',
    children: '등록된 분석 엔진이 3개 있습니다.',
    padding: 'md',
    headingLevel: 2,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '분석 엔진' });
    await expect(within(region).getByRole('heading', { level: 2, name: '분석 엔진' })).toBeVisible();
    await expect(within(region).getByText('기관에 등록된 분석 엔진입니다.')).toBeVisible();
  },
};

const onRegister = fn();

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button size="sm" onClick={onRegister}>
        등록
      </Button>
    ),
    footer: (
      <>
        <Button variant="secondary">취소</Button>
        <Button>저장</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '분석 엔진' });
    await userEvent.click(within(region).getByRole('button', { name: '등록' }));
    await expect(onRegister).toHaveBeenCalledTimes(1);
    await expect(within(region).getByRole('button', { name: '저장' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, description: undefined, children: '제목 없는 카드는 구역이 아닙니다.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const FlushWithTable: Story = {
  args: {
    padding: 'none',
    children: (
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start', padding: '0.5rem 1rem' }}>
              ID
            </th>
            <th scope="col" style={{ textAlign: 'start', padding: '0.5rem 1rem' }}>
              이름
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td style={{ padding: '0.5rem 1rem' }}>1</td>
            <td style={{ padding: '0.5rem 1rem' }}>엔진 A</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '분석 엔진' });
    await expect(region).toHaveAttribute('data-padding', 'none');
    await expect(getComputedStyle(region).paddingTop).toBe('0px');
    await expect(within(region).getByRole('table')).toBeVisible();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {cardPaddings.map((padding) => (
        <Card {...args} key={padding} padding={padding} title={`padding ${padding}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const padding of cardPaddings) {
      await expect(canvas.getByRole('region', { name: `padding ${padding}` })).toHaveAttribute(
        'data-padding',
        padding,
      );
    }
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: '분석 엔진' })).toBeVisible();
  },
};
