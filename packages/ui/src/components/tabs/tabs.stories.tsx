import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from './tabs';

// The project tabs of spec §2, in their spec order: analysis 0, members 1, request 2, log 3.
const projectTabs = ['분석', '멤버', '요청', '로그'] as const;

function ProjectTabs(props: Omit<Parameters<typeof TabsRoot>[0], 'children'>) {
  return (
    <TabsRoot {...props}>
      <TabsList aria-label="프로젝트">
        {projectTabs.map((label, index) => (
          <TabsTrigger key={label} index={index}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {projectTabs.map((label, index) => (
        <TabsContent key={label} index={index}>
          {`${label} 탭의 내용입니다.`}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: TabsRoot,
  args: { onIndexChange: fn() },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
    index: { control: { type: 'number', min: 0, max: 3 } },
  },
  render: (args) => <ProjectTabs {...args} />,
} satisfies Meta<typeof TabsRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: '프로젝트' })).toBeVisible();
    const first = canvas.getByRole('tab', { name: '분석' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: '분석' })).toHaveTextContent('분석 탭의 내용입니다.');

    await userEvent.click(canvas.getByRole('tab', { name: '요청' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('tab', { name: '요청' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '요청' })).toBeVisible();
    // Only the selected panel is mounted.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const DefaultIndex: Story = {
  args: { defaultIndex: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '로그' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '로그' })).toBeVisible();
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: '분석' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');

    await userEvent.keyboard('{ArrowRight}');
    const members = canvas.getByRole('tab', { name: '멤버' });
    await expect(members).toHaveFocus();
    // Automatic activation: focus selects.
    await expect(members).toHaveAttribute('aria-selected', 'true');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '로그' })).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);

    // Arrows wrap around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '로그' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '분석' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const members = canvas.getByRole('tab', { name: '멤버' });
    await expect(members).toHaveFocus();
    await expect(members).toHaveAttribute('aria-selected', 'false');
    await expect(args.onIndexChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(members).toHaveAttribute('aria-selected', 'true');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

/** A parent owns the index; here a fake "route" drives it, as the project pages do. */
function RouteDrivenTabs({ onIndexChange }: { onIndexChange?: ((index: number) => void) | undefined }) {
  const paths = ['analysis', 'members', 'request', 'log'] as const;
  const [path, setPath] = useState<string>('analysis');
  const index = paths.indexOf(path as (typeof paths)[number]);
  return (
    <div>
      <p style={{ margin: '0 0 0.5rem' }}>
        현재 경로: <output aria-label="현재 경로">{`/project/7/${path}`}</output>
      </p>
      <div style={{ display: 'flex', gap: '0.5rem', marginBottom: '0.5rem' }}>
        <button type="button" onClick={() => setPath('log')}>
          로그로 이동
        </button>
        <button type="button" onClick={() => setPath('unknown')}>
          없는 경로로 이동
        </button>
      </div>
      <ProjectTabs
        index={index}
        onIndexChange={(next) => {
          onIndexChange?.(next);
          setPath(paths[next] ?? 'analysis');
        }}
      />
    </div>
  );
}

export const ControlledByRoute: Story = {
  render: (args) => <RouteDrivenTabs onIndexChange={args.onIndexChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByRole('status', { name: '현재 경로' });

    await userEvent.click(canvas.getByRole('tab', { name: '멤버' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(location).toHaveTextContent('/project/7/members');

    // The route changes from outside: the tabs follow.
    await userEvent.click(canvas.getByRole('button', { name: '로그로 이동' }));
    await expect(canvas.getByRole('tab', { name: '로그' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '로그' })).toBeVisible();

    // An index no tab has selects none.
    await userEvent.click(canvas.getByRole('button', { name: '없는 경로로 이동' }));
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
  },
};

export const StaysWhenParentRefuses: Story = {
  // Controlled with a parent that ignores changes: the selection does not move on its own.
  args: { index: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '로그' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('tab', { name: '분석' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <TabsRoot {...args}>
      <TabsList aria-label="프로젝트">
        <TabsTrigger index={0}>분석</TabsTrigger>
        <TabsTrigger index={1} disabled>
          멤버
        </TabsTrigger>
        <TabsTrigger index={2}>요청</TabsTrigger>
      </TabsList>
      <TabsContent index={0}>분석 탭의 내용입니다.</TabsContent>
      <TabsContent index={1}>멤버 탭의 내용입니다.</TabsContent>
      <TabsContent index={2}>요청 탭의 내용입니다.</TabsContent>
    </TabsRoot>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '멤버' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The arrow skips the disabled tab.
    await expect(canvas.getByRole('tab', { name: '요청' })).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};

/** On a narrow screen the selected tab is scrolled into view, and a side with more tabs fades. */
export const SelectedInViewOnANarrowScreen: Story = {
  args: { index: 3 },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: '프로젝트' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const log = canvas.getByRole('tab', { name: '로그' });
    await expect(log.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right + 1,
    );
    await expect(list).toHaveAttribute('data-more-start');
    await expect(list).not.toHaveAttribute('data-more-end');
    await expect(getComputedStyle(list).maskImage).toContain('gradient');
    // Scrolled back by hand, the fade follows. By hand means after the list's size was first reported
    // (a frame or two after it mounted), which brings the selected tab into view once more.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    list.scrollLeft = 0;
    // A scroll may pass through the middle (both sides hidden) before it rests at the start.
    await waitFor(async () => {
      await expect(list).toHaveAttribute('data-more-end');
      await expect(list).not.toHaveAttribute('data-more-start');
    });
    await expect(list.scrollLeft).toBe(0);
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};
