import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { PageHeader, pageHeaderHeadingLevels } from './page-header';

const onRegister = fn();

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: '기관',
    description: '네트워크에 참여한 기관을 검색하고 연구 참여를 요청합니다.',
    headingLevel: 1,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: pageHeaderHeadingLevels },
  },
  beforeEach: () => {
    onRegister.mockClear();
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '기관' })).toBeVisible();
    await expect(canvas.getByText('네트워크에 참여한 기관을 검색하고 연구 참여를 요청합니다.')).toBeVisible();
  },
};

export const WithPrimaryAction: Story = {
  args: { actions: <Button onClick={onRegister}>등록</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: '기관' });
    const button = canvas.getByRole('button', { name: '등록' });
    // The action sits on the right of the title, on the same row.
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await userEvent.click(button);
    await expect(onRegister).toHaveBeenCalledTimes(1);
  },
};

export const WithBreadcrumbs: Story = {
  args: {
    title: '서울병원',
    description: '기관의 서비스 설정과 연구자를 관리합니다.',
    breadcrumbs: (
      <nav aria-label="이동 경로">
        <a href="#master-organizations">기관 관리</a> / <span aria-current="page">서울병원</span>
      </nav>
    ),
    actions: (
      <>
        <Button variant="secondary">취소</Button>
        <Button>저장</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: '이동 경로' });
    await expect(within(trail).getByRole('link', { name: '기관 관리' })).toBeVisible();
    // Breadcrumbs come before the title.
    const heading = canvas.getByRole('heading', { name: '서울병원' });
    await expect(trail.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '기관' })).toBeVisible();
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

export const SecondLevel: Story = {
  args: { headingLevel: 2, title: '멤버' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '멤버' })).toBeVisible();
  },
};

export const NarrowViewport: Story = {
  args: { actions: <Button onClick={onRegister}>등록</Button> },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Too narrow for one row: the action wraps under the title and stays in view.
    const heading = canvas.getByRole('heading', { level: 1, name: '기관' });
    const button = canvas.getByRole('button', { name: '등록' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
  },
};
