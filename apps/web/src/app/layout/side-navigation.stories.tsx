import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createHandlers, createMockDb } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../testing/story-providers';
import { SideNavigation } from './side-navigation';

const meta = {
  title: 'Web/Layout/Side navigation',
  component: SideNavigation,
  decorators: [withScreen({ path: '/announcement/*', initialEntry: '/announcement/3' })],
  parameters: {
    msw: { handlers: createHandlers(createMockDb({ signedInAs: 'researcher@demo.cdmnet.kr' })) },
  },
  beforeEach: resetAppState,
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Researcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(links(canvasElement)).toEqual(['대시보드', '기관', '연구자', '자료실', '공지사항']),
    );
    // The page under /announcement marks its entry, and only that one.
    await expect(canvas.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { name: '네트워크' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '플랫폼 관리' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '기관 관리' })).toBeNull();
  },
};

/** An organisation admin gets a link to each organisation they administer (spec §2). */
export const OrganizationAdmin: Story = {
  parameters: {
    msw: { handlers: createHandlers(createMockDb({ signedInAs: 'admin@demo.cdmnet.kr' })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '기관 관리' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '한빛대학교병원' })).toHaveAttribute('href', '/orgadmin/1');
    await expect(canvas.queryByRole('heading', { name: '플랫폼 관리' })).toBeNull();
  },
};

export const Master: Story = {
  parameters: {
    msw: { handlers: createHandlers(createMockDb({ signedInAs: 'master@demo.cdmnet.kr' })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '플랫폼 관리' })).toBeVisible();
    await expect(links(canvasElement)).toEqual([
      '대시보드',
      '기관',
      '연구자',
      '자료실',
      '공지사항',
      '회원 관리',
      '기관 관리',
      '문의 내역',
    ]);
    await expect(canvas.getByRole('link', { name: '문의 내역' })).toHaveAttribute(
      'href',
      '/master/inquiries',
    );
  },
};
