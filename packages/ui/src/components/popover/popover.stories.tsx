import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  PopoverClose,
  PopoverContent,
  PopoverRoot,
  PopoverTrigger,
  popoverAligns,
  popoverSides,
} from './popover';
import type { PopoverContentProps, PopoverSide } from './popover';
import { animationsDone, gone, portal } from '../../testing/story-helpers';
import { expectOnTop, InDialog, openInDialog } from '../../testing/inside-dialog';

/** Portalled parts live under <body>, outside the story's canvas. */
const openPopover = async (canvasElement: HTMLElement, name = '연구 기간') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '기간 보기' }));
  const popover = await portal(canvasElement).findByRole('dialog', { name });
  await animationsDone(popover);
  return popover;
};

const closed = (canvasElement: HTMLElement) => gone(canvasElement, 'dialog');

const onApply = fn();

function Demo(args: PopoverContentProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '10rem 0' }}>
      <PopoverRoot>
        <PopoverTrigger asChild>
          <Button variant="secondary">기간 보기</Button>
        </PopoverTrigger>
        <PopoverContent {...args}>
          {args.children ?? (
            <p style={{ margin: 0 }}>2020년 01월 01일부터 2024년 12월 31일까지의 자료입니다.</p>
          )}
        </PopoverContent>
      </PopoverRoot>
    </div>
  );
}

const meta = {
  title: 'UI/Popover',
  component: PopoverContent,
  args: { title: '연구 기간', side: 'bottom', align: 'center', showCloseButton: false },
  argTypes: {
    side: { control: 'inline-radio', options: popoverSides },
    align: { control: 'inline-radio', options: popoverAligns },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof PopoverContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndCloseWithMouse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '기간 보기' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const popover = await openPopover(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(popover).getByRole('heading', { name: '연구 기간' })).toBeVisible();

    // A second click on the trigger closes it.
    await userEvent.click(trigger);
    await closed(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // So does a click anywhere outside.
    await openPopover(canvasElement);
    await userEvent.click(canvasElement);
    await closed(canvasElement);
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '기간 보기' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await portal(canvasElement).findByRole('dialog', { name: '연구 기간' });
    await animationsDone(popover);
    // Focus moves into the popover.
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const WithCloseButton: Story = {
  args: { showCloseButton: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '기간 보기' });
    const popover = await openPopover(canvasElement);
    const close = within(popover).getByRole('button', { name: '닫기' });
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const WithActions: Story = {
  args: {
    title: '표시 항목',
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <label>
          <input type="checkbox" defaultChecked /> 환자 수
        </label>
        <PopoverClose asChild>
          <Button size="sm" onClick={onApply}>
            적용
          </Button>
        </PopoverClose>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '기간 보기' });
    const popover = await openPopover(canvasElement, '표시 항목');
    await expect(within(popover).getByRole('checkbox', { name: '환자 수' })).toHaveFocus();
    await userEvent.click(within(popover).getByRole('button', { name: '적용' }));
    await expect(onApply).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const LabelledWithoutTitle: Story = {
  args: { title: undefined, 'aria-label': '연구 기간 안내' },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, '연구 기간 안내');
    await expect(within(popover).queryByRole('heading')).toBeNull();
  },
};

export const LayersAndTiming: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement);
    await expect(getComputedStyle(popover).zIndex).toBe('1000');
    await expect(getComputedStyle(popover).animationDuration).toBe('0.12s');
    await userEvent.keyboard('{Escape}');
    await expect(getComputedStyle(popover).animationDuration).toBe('0.1s');
    await closed(canvasElement);
  },
};

const sideStory = (side: PopoverSide): Story => ({
  args: { side },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '기간 보기' });
    const popover = await openPopover(canvasElement);
    await expect(popover).toHaveAttribute('data-side', side);
    const t = trigger.getBoundingClientRect();
    const p = popover.getBoundingClientRect();
    if (side === 'top') await expect(p.bottom).toBeLessThanOrEqual(t.top);
    if (side === 'bottom') await expect(p.top).toBeGreaterThanOrEqual(t.bottom);
    if (side === 'left') await expect(p.right).toBeLessThanOrEqual(t.left);
    if (side === 'right') await expect(p.left).toBeGreaterThanOrEqual(t.right);
  },
});

export const SideTop: Story = sideStory('top');
export const SideRight: Story = sideStory('right');
export const SideBottom: Story = sideStory('bottom');
export const SideLeft: Story = sideStory('left');

export const InsideDialog: Story = {
  render: (args) => (
    <InDialog title="기관 정보">
      <Demo {...args} />
    </InDialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openInDialog(canvasElement, '기관 정보');
    await userEvent.click(within(dialog).getByRole('button', { name: '기간 보기' }));
    const popover = await portal(canvasElement).findByRole('dialog', { name: '연구 기간' });
    await animationsDone(popover);
    // Raised to the modal's layer, and really on top of it.
    await expect(getComputedStyle(popover).zIndex).toBe('1100');
    await expectOnTop(popover);

    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(portal(canvasElement).queryByRole('dialog', { name: '연구 기간' })).toBeNull(),
    );
    // Escape closed only the popover.
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};
