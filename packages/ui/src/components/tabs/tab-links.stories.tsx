import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TabLink, TabLinksList, TabLinksPanel, TabLinksRoot } from './tab-links';

// The project tabs of spec §2, in their spec order, each the address of its page.
const projectTabs = [
  ['analysis', '분석'],
  ['members', '멤버'],
  ['request', '요청'],
  ['log', '로그'],
] as const;

const hrefOf = (key: string) => `/project/7/${key}`;

/** What a router's link does: a plain click navigates in place; a middle or modified click is the browser's. */
function RouterLink({
  to,
  onNavigate,
  children,
  ...props
}: ComponentPropsWithRef<'a'> & { to: string; onNavigate: (to: string) => void }) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        props.onClick?.(event);
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}

function ProjectLinkTabs({
  start = 'analysis',
  onNavigate,
}: {
  start?: string;
  onNavigate: (to: string) => void;
}) {
  const [path, setPath] = useState(hrefOf(start));
  const value = projectTabs.find(([key]) => hrefOf(key) === path)?.[0] ?? null;
  const navigate = (to: string) => {
    onNavigate(to);
    setPath(to);
  };
  return (
    <TabLinksRoot value={value}>
      <TabLinksList aria-label="프로젝트">
        {projectTabs.map(([key, label]) => (
          <TabLink key={key} value={key} asChild>
            <RouterLink to={hrefOf(key)} onNavigate={navigate}>
              {label}
            </RouterLink>
          </TabLink>
        ))}
      </TabLinksList>
      <TabLinksPanel>{`${projectTabs.find(([key]) => key === value)?.[1] ?? ''} 탭의 내용입니다.`}</TabLinksPanel>
    </TabLinksRoot>
  );
}

const meta = {
  title: 'UI/TabLinks',
  component: ProjectLinkTabs,
  args: { onNavigate: fn() },
} satisfies Meta<typeof ProjectLinkTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tab is a link to its page (middle-click opens it in a new tab) with the tab pattern's roles. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: '프로젝트' })).toBeVisible();
    for (const [key, label] of projectTabs) {
      const tab = canvas.getByRole('tab', { name: label });
      await expect(tab.tagName).toBe('A');
      await expect(tab).toHaveAttribute('href', hrefOf(key));
      await expect(tab).toHaveAttribute('aria-selected', key === 'analysis' ? 'true' : 'false');
    }
    await expect(canvas.getByRole('tabpanel', { name: '분석' })).toHaveTextContent('분석 탭의 내용입니다.');

    await userEvent.click(canvas.getByRole('tab', { name: '요청' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/project/7/request');
    await expect(canvas.getByRole('tab', { name: '요청' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '분석' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: '요청' })).toHaveTextContent('요청 탭의 내용입니다.');
  },
};

/** Arrows, Home and End move focus between the tabs; Enter follows the focused one, as Space does. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const analysis = canvas.getByRole('tab', { name: '분석' });
    await expect(analysis).toHaveFocus();
    // Only the selected tab is in the tab order.
    await expect(canvas.getByRole('tab', { name: '멤버' })).toHaveAttribute('tabindex', '-1');

    await userEvent.keyboard('{ArrowRight}');
    const members = canvas.getByRole('tab', { name: '멤버' });
    await expect(members).toHaveFocus();
    // Focus alone does not navigate.
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/project/7/members');
    await expect(members).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '로그' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(analysis).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '로그' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/project/7/log');
    await userEvent.keyboard('{Home}');
    await expect(analysis).toHaveFocus();
  },
};

/** An address no tab has: none is selected, and the page is not named by one. */
export const NoneSelected: Story = {
  args: { start: 'settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
  },
};

/**
 * On a narrow screen the tabs scroll sideways: the selected one (the last here) is scrolled into view
 * and the side with tabs out of sight fades, saying that the row scrolls.
 */
export const OnANarrowScreen: Story = {
  args: { start: 'log' },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: '프로젝트' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const log = canvas.getByRole('tab', { name: '로그' });
    await expect(log.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right + 1,
    );
    await expect(log.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      list.getBoundingClientRect().left - 1,
    );
    await expect(list).toHaveAttribute('data-more-start');
    await expect(getComputedStyle(list).maskImage).toContain('gradient');

    // Choosing the first tab brings it into view; the fade moves to the other side.
    canvas.getByRole('tab', { name: '분석' }).click();
    await waitFor(() => expect(list).toHaveAttribute('data-more-end'));
    await expect(list).not.toHaveAttribute('data-more-start');
    await expect(
      canvas.getByRole('tab', { name: '분석' }).getBoundingClientRect().left,
    ).toBeGreaterThanOrEqual(list.getBoundingClientRect().left - 1);
  },
};
