import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState, emptyStateSizes } from './empty-state';

const onRegister = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { message: '등록된 분석 엔진이 없습니다.', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
  beforeEach: () => {
    onRegister.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ux.md: a sentence that says what would be here and the action that fills it. */
export const WithAction: Story = {
  args: { action: <Button onClick={onRegister}>등록</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('등록된 분석 엔진이 없습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(onRegister).toHaveBeenCalledTimes(1);
  },
};

export const MessageOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('등록된 분석 엔진이 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithDescription: Story = {
  args: {
    message: '검색 결과가 없습니다.',
    description: '다른 검색어로 다시 검색하십시오.',
  },
};

export const WithoutIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const SmallInTable: Story = {
  args: {
    size: 'sm',
    action: (
      <Button size="sm" onClick={onRegister}>
        등록
      </Button>
    ),
  },
  render: (args) => (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            ID
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            이름
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td colSpan={2}>
            <EmptyState {...args} />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('cell');
    await expect(within(cell).getByText('등록된 분석 엔진이 없습니다.')).toBeVisible();
    await expect(cell.querySelector('[data-size="sm"]')).not.toBeNull();
  },
};
