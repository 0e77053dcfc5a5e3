import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ErrorPage } from './error-page';

const meta = {
  title: 'UI/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    code: 404,
    title: '페이지를 찾을 수 없습니다.',
    description: '주소가 바뀌었거나 없는 페이지입니다.',
    action: <a href="/">처음 화면으로</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' })).toBeVisible();
    // The large code is decoration: the heading says it in words.
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('link', { name: '처음 화면으로' })).toHaveAttribute('href', '/');
  },
};

const retry = fn();

export const WithRetry: Story = {
  args: {
    title: 'Unexpected Application Error!',
    role: 'alert',
    action: <Button onClick={retry}>다시 시도</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
