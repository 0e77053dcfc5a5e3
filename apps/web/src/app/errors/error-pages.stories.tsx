import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../testing/story-providers';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

const meta = {
  title: 'Web/Errors',
  component: RouteErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route's loader throws what `thrown` makes; RouteErrorPage is that route's errorElement. */
const routeFailing = (thrown: () => unknown): Story['decorators'] => [
  withScreen({
    path: '/broken',
    loader: () => {
      throw thrown();
    },
  }),
];

const statusStory = (status: number, text: string): Story => ({
  decorators: routeFailing(() => new Response(null, { status })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: text })).toBeVisible();
    await expect(within(alert).getByText(String(status))).toHaveAttribute('aria-hidden', 'true');
    // Reloading would reload the test page: the button is only checked, not pressed.
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
});

export const NotFound: Story = {
  decorators: [withScreen({ path: '/missing/page' })],
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '처음 화면으로' }));
    const location = await canvas.findByTestId('location');
    await expect(location.textContent).toBe('/');
  },
};

export const RouteError400: Story = statusStory(400, '잘못된 요청입니다. (400 Bad Request)');

export const RouteError403: Story = statusStory(403, '접근 권한이 없습니다. (403 Forbidden)');

export const RouteError405: Story = statusStory(
  405,
  '이 요청을 처리할 수 없습니다. (405 Method Not Allowed)',
);

/** A 404 from a loader is the not-found page, not an alert. */
export const RouteError404: Story = {
  decorators: routeFailing(() => new Response(null, { status: 404 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const UnexpectedError: Story = {
  decorators: routeFailing(() => new Error('boom')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    // No status to show, and the thrown message is not shown to the user.
    await expect(within(alert).queryByText(/^\d{3}$/)).toBeNull();
    await expect(within(alert).queryByText(/boom/)).toBeNull();
  },
};
