import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster, toastPositions } from './toast';
import type { ToastPosition } from './toast';
import { toast, toastSeverities } from './toast-store';
import { useToast } from './use-toast';
import { animationsDone } from '../../testing/story-helpers';

const body = () => within(document.body);

const region = () => body().findByRole('region', { name: '알림 (F8)' });

function ShowButton({ detail }: { detail: string }) {
  return <Button onClick={() => toast.show({ severity: 'success', detail })}>알림 표시</Button>;
}

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  args: { position: 'top-right' },
  argTypes: {
    position: { control: 'select', options: toastPositions },
  },
  // The queue is module state: every story starts, and leaves, with it empty.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  render: (args) => (
    <>
      <ShowButton detail="저장되었습니다." />
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '알림 표시' }));

    const item = await within(await region()).findByRole('listitem');
    await expect(within(item).getByText('Success')).toBeVisible();
    await expect(within(item).getByText('저장되었습니다.')).toBeVisible();
    await expect(toast.getSnapshot()).toHaveLength(1);
    await animationsDone(item);

    await userEvent.click(within(item).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
    await expect(toast.getSnapshot()).toHaveLength(0);
  },
};

export const Severities: Story = {
  beforeEach: () => {
    for (const severity of toastSeverities) {
      toast.show({ severity, detail: `${severity} 알림입니다.`, life: Infinity });
    }
  },
  play: async () => {
    const list = await region();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(toastSeverities.length));
    for (const summary of ['Success', 'Info', 'Warn', 'Error']) {
      await expect(within(list).getByText(summary)).toBeVisible();
    }
    for (const item of within(list).getAllByRole('listitem')) await animationsDone(item);
  },
};

export const CustomSummary: Story = {
  beforeEach: () => {
    toast.show({
      severity: 'warn',
      summary: '확인 필요',
      detail: '링크가 존재하지 않습니다.',
      life: Infinity,
    });
  },
  play: async () => {
    const item = await within(await region()).findByRole('listitem');
    await expect(within(item).getByText('확인 필요')).toBeVisible();
    await expect(within(item).queryByText('Warn')).toBeNull();
    await animationsDone(item);
  },
};

export const AppSummaries: Story = {
  // An app in another language names the severities once; a toast's own summary still wins.
  args: { summaries: { success: '완료', error: '오류' } },
  beforeEach: () => {
    toast.show({ severity: 'success', detail: '저장되었습니다.', life: Infinity });
    toast.show({ severity: 'error', summary: '저장 실패', detail: '다시 시도해 주십시오.', life: Infinity });
    toast.show({ severity: 'info', detail: '요약이 없는 심각도입니다.', life: Infinity });
  },
  play: async () => {
    const list = await region();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [success, error, info] = within(list).getAllByRole('listitem');
    await expect(within(success!).getByText('완료')).toBeVisible();
    await expect(within(error!).getByText('저장 실패')).toBeVisible();
    await expect(within(info!).getByText('Info')).toBeVisible();
    for (const item of within(list).getAllByRole('listitem')) await animationsDone(item);
  },
};

export const BelowATopBar: Story = {
  // A sticky top bar of 3.5rem: the stack starts below it, so the bar's controls stay reachable.
  args: { position: 'top-right', offset: '3.5rem' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <header style={{ position: 'sticky', top: 0, height: '3.5rem', background: '#eef' }}>
        <ShowButton detail="상단 바 아래에 표시됩니다." />
      </header>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 표시' }));
    const item = await within(await region()).findByRole('listitem');
    await animationsDone(item);
    const bar = canvasElement.querySelector('header')!.getBoundingClientRect();
    await expect(item.getBoundingClientRect().top).toBeGreaterThanOrEqual(bar.bottom);
  },
};

export const IncreasingIds: Story = {
  play: async () => {
    const first = toast.show({ severity: 'info', detail: '첫 번째 알림입니다.', life: Infinity });
    const second = toast.show({ severity: 'info', detail: '두 번째 알림입니다.', life: Infinity });
    await expect(Number.isInteger(first)).toBe(true);
    await expect(second).toBeGreaterThan(first);

    const list = await region();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => Number(item.dataset['toastId']))).toEqual([first, second]);

    toast.dismiss(first);
    await waitFor(() => expect(toast.getSnapshot().map((entry) => entry.id)).toEqual([second]));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    for (const item of within(list).getAllByRole('listitem')) await animationsDone(item);
  },
};

export const ClosesAfterLife: Story = {
  play: async () => {
    toast.show({ severity: 'success', detail: '곧 사라지는 알림입니다.', life: 800 });
    const item = await within(await region()).findByRole('listitem');
    await expect(item).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(toast.getSnapshot()).toHaveLength(0), { timeout: 4000 });
    await expect(item).not.toBeInTheDocument();
  },
};

export const ErrorIsAssertive: Story = {
  play: async () => {
    toast.show({ severity: 'error', detail: 'Internal server error', life: Infinity });
    const item = await within(await region()).findByRole('listitem');
    await expect(within(item).getByText('Error')).toBeVisible();
    // Radix announces a foreground toast through an assertive live region.
    await waitFor(() => {
      const announcer = [...document.querySelectorAll('[role="status"][aria-live="assertive"]')].find(
        (node) => node.textContent?.includes('Internal server error'),
      );
      return expect(announcer).toBeDefined();
    });
    await animationsDone(item);
  },
};

export const WithoutMotion: Story = {
  // As under prefers-reduced-motion: no hide animation runs, so closing must remove at once.
  render: (args) => (
    <>
      <style>{'[data-toast-id] { animation: none !important; }'}</style>
      <ShowButton detail="애니메이션 없이 닫힙니다." />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 표시' }));
    const item = await within(await region()).findByRole('listitem');
    await expect(item.getAnimations()).toHaveLength(0);
    await userEvent.click(within(item).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
    await expect(toast.getSnapshot()).toHaveLength(0);
  },
};

function HookDemo() {
  const { toasts, show, dismiss } = useToast();
  const last = toasts.at(-1);
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Button onClick={() => show({ severity: 'info', detail: '훅으로 표시한 알림입니다.', life: Infinity })}>
        훅으로 표시
      </Button>
      <Button variant="secondary" disabled={!last} onClick={() => last && dismiss(last.id)}>
        마지막 알림 닫기
      </Button>
      <output aria-label="알림 수">{toasts.length}</output>
    </div>
  );
}

export const WithUseToast: Story = {
  render: (args) => (
    <>
      <HookDemo />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByRole('status', { name: '알림 수' });
    await expect(count).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('button', { name: '훅으로 표시' }));
    await expect(count).toHaveTextContent('1');
    const item = await within(await region()).findByRole('listitem');
    await expect(within(item).getByText('Info')).toBeVisible();
    await animationsDone(item);
    await userEvent.click(canvas.getByRole('button', { name: '마지막 알림 닫기' }));
    await waitFor(() => expect(count).toHaveTextContent('0'));
    await waitFor(() => expect(item).not.toBeInTheDocument());
  },
};

const positionStory = (position: ToastPosition): Story => ({
  args: { position },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 표시' }));
    const list = within(await region()).getByRole('list');
    await expect(list).toHaveAttribute('data-position', position);
    const item = await within(list).findByRole('listitem');
    await animationsDone(item);
    const box = item.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
});

export const PositionCenter: Story = positionStory('center');
export const PositionLeft: Story = positionStory('left');
export const PositionTop: Story = positionStory('top');
export const PositionBottom: Story = positionStory('bottom');
export const PositionRight: Story = positionStory('right');
export const PositionBottomRight: Story = positionStory('bottom-right');
export const PositionBottomLeft: Story = positionStory('bottom-left');
export const PositionTopLeft: Story = positionStory('top-left');
export const PositionTopRight: Story = positionStory('top-right');
