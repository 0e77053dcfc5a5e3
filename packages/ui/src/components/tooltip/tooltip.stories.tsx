import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { popoverAligns, popoverSides } from '../popover/popover';
import type { PopoverSide } from '../popover/popover';
import { Tooltip, TooltipContent, TooltipProvider, TooltipRoot, TooltipTrigger } from './tooltip';
import { animationsDone, gone, portal } from '../../testing/story-helpers';
import { expectOnTop, InDialog, openInDialog } from '../../testing/inside-dialog';
import { PencilIcon } from '../../testing/story-icons';

/** Portalled parts live under <body>, outside the story's canvas. */
/** Radix shows the text in the bubble and gives a hidden copy the `tooltip` role; returns the bubble. */
const findBubble = async (canvasElement: HTMLElement, name: string | RegExp) => {
  const tooltip = await portal(canvasElement).findByRole('tooltip', { name });
  const bubble = tooltip.closest('[data-side]');
  if (!bubble) throw new Error('no tooltip bubble');
  await animationsDone(bubble);
  return bubble;
};

const closed = (canvasElement: HTMLElement) => gone(canvasElement, 'tooltip');

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: '엔진 정보 수정',
    side: 'top',
    align: 'center',
    children: <></>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: popoverSides },
    align: { control: 'inline-radio', options: popoverAligns },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '4rem 0' }}>
      <Tooltip {...args}>
        <Button variant="ghost" iconOnly aria-label="수정">
          <PencilIcon />
        </Button>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoverShowsIt: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '수정' });
    await userEvent.hover(trigger);
    await findBubble(canvasElement, '엔진 정보 수정');
    // The hint describes the button; its name stays its own.
    await expect(trigger).toHaveAccessibleName('수정');
    await expect(trigger).toHaveAccessibleDescription('엔진 정보 수정');

    await userEvent.unhover(trigger);
    await closed(canvasElement);
  },
};

export const KeyboardFocusAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '수정' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await findBubble(canvasElement, '엔진 정보 수정');

    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();

    // Leaving by keyboard hides it too.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await findBubble(canvasElement, '엔진 정보 수정');
    await userEvent.tab();
    await closed(canvasElement);
  },
};

export const LayersAndTiming: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: '수정' }));
    const bubble = await findBubble(canvasElement, '엔진 정보 수정');
    await expect(getComputedStyle(bubble).zIndex).toBe('1100');
    await expect(getComputedStyle(bubble).animationDuration).toBe('0.12s');
    await userEvent.keyboard('{Escape}');
    await expect(bubble).toHaveAttribute('data-state', 'closed');
    await expect(getComputedStyle(bubble).animationDuration).toBe('0.1s');
    await closed(canvasElement);
  },
};

const sideStory = (side: PopoverSide): Story => ({
  args: { side, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '수정' });
    const bubble = await findBubble(canvasElement, '엔진 정보 수정');
    await expect(bubble).toHaveAttribute('data-side', side);
    const t = trigger.getBoundingClientRect();
    const b = bubble.getBoundingClientRect();
    if (side === 'top') await expect(b.bottom).toBeLessThanOrEqual(t.top);
    if (side === 'bottom') await expect(b.top).toBeGreaterThanOrEqual(t.bottom);
    if (side === 'left') await expect(b.right).toBeLessThanOrEqual(t.left);
    if (side === 'right') await expect(b.left).toBeGreaterThanOrEqual(t.right);
  },
});

export const SideTop: Story = sideStory('top');
export const SideRight: Story = sideStory('right');
export const SideBottom: Story = sideStory('bottom');
export const SideLeft: Story = sideStory('left');

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      '분석 엔진의 주소와 포트로 외부 분석 도구 콘솔을 새 탭에서 엽니다. 주소가 없거나 올바르지 않으면 열리지 않습니다.',
  },
  play: async ({ canvasElement }) => {
    const bubble = await findBubble(canvasElement, /외부 분석 도구 콘솔/);
    const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(20 * rootPx + 1);
  },
};

export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider>
      <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'center', padding: '4rem 0' }}>
        <TooltipRoot>
          <TooltipTrigger asChild>
            <Button variant="ghost" iconOnly aria-label="수정">
              <PencilIcon />
            </Button>
          </TooltipTrigger>
          <TooltipContent>엔진 정보 수정</TooltipContent>
        </TooltipRoot>
        <TooltipRoot>
          <TooltipTrigger asChild>
            <Button variant="ghost" iconOnly aria-label="닫기">
              <CloseIcon />
            </Button>
          </TooltipTrigger>
          <TooltipContent showArrow={false}>목록에서 닫기</TooltipContent>
        </TooltipRoot>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: '수정' }));
    await findBubble(canvasElement, '엔진 정보 수정');
    // Moving to the neighbour swaps the tooltip without a new delay.
    await userEvent.unhover(canvas.getByRole('button', { name: '수정' }));
    await userEvent.hover(canvas.getByRole('button', { name: '닫기' }));
    const second = await findBubble(canvasElement, '목록에서 닫기');
    await expect(second.querySelector('svg')).toBeNull();
    await expect(portal(canvasElement).getAllByRole('tooltip')).toHaveLength(1);
  },
};

export const InsideDialog: Story = {
  render: (args) => (
    <InDialog title="엔진 목록">
      <Tooltip {...args}>
        <Button variant="ghost" iconOnly aria-label="수정">
          <PencilIcon />
        </Button>
      </Tooltip>
    </InDialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openInDialog(canvasElement, '엔진 목록');
    await userEvent.hover(within(dialog).getByRole('button', { name: '수정' }));
    await expectOnTop(await findBubble(canvasElement, '엔진 정보 수정'));
  },
};
