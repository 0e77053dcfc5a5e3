import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetAppState } from '../../../app/testing/story-providers';
import { ProjectScreens, withProjectScreen } from '../testing/project-screens';
import { RESEARCHER, spiedWorld } from '../testing/project-stories';
import { ProjectLayout } from './project-layout';

const meta = {
  title: 'Web/Projects/Layout/Tab links',
  component: ProjectLayout,
  args: { tabs: ['analysis', 'members', 'request', 'log'] },
  render: (args) => <ProjectScreens tabs={args.tabs} />,
  decorators: [withProjectScreen('/project/1/request')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ProjectLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The project's tabs are links to their pages (a middle-click or "open in a new tab" opens the tab's
 * address) and still a tab list: the address's tab is the selected one and names the page.
 */
export const TabsAreLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('tablist', { name: '프로젝트 메뉴' });
    const expected = [
      ['분석', '/project/1/analysis'],
      ['멤버', '/project/1/members'],
      ['요청', '/project/1/request'],
      ['로그', '/project/1/log'],
    ] as const;
    for (const [label, href] of expected) {
      const tab = within(list).getByRole('tab', { name: label });
      await expect(tab.tagName).toBe('A');
      await expect(tab).toHaveAttribute('href', href);
      await expect(tab).toHaveAttribute('aria-selected', label === '요청' ? 'true' : 'false');
    }
    await expect(canvas.getByRole('tabpanel', { name: '요청' })).toHaveTextContent('/project/1/request');

    // A plain click stays in the page (the router follows it), and the selection follows the address.
    await userEvent.click(within(list).getByRole('tab', { name: '로그' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '로그 탭' })).toBeVisible();
    await expect(within(list).getByRole('tab', { name: '로그' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(list).getByRole('tab', { name: '요청' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: '로그' })).toBeVisible();
  },
};
