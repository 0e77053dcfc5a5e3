import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { confirmAcceptVariants } from '../confirm-dialog/confirm-store';
import { popoverAligns, popoverSides } from '../popover/popover';
import { ConfirmPopup } from './confirm-popup';
import { sleep } from '../../testing/story-helpers';
import { TrashIcon } from '../../testing/story-icons';
import {
  escapeRejectsThenSpaceReopens,
  openQuestion,
  playRejectWithMouse,
  questionClosed,
} from '../../testing/confirm-plays';

/** Portalled parts live under <body>, outside the story's canvas. */
const deleteMessage = '정말 이 분석 엔진을 삭제하시겠습니까?';

const open = (canvasElement: HTMLElement, trigger?: HTMLElement) =>
  openQuestion(canvasElement, trigger ?? within(canvasElement).getByRole('button', { name: '삭제' }));

const closed = questionClosed;

const meta = {
  title: 'UI/ConfirmPopup',
  component: ConfirmPopup,
  args: {
    message: deleteMessage,
    acceptVariant: 'danger',
    side: 'bottom',
    align: 'end',
    onAccept: fn(),
    onReject: fn(),
    onOpenChange: fn(),
    trigger: <></>,
  },
  argTypes: {
    acceptVariant: { control: 'inline-radio', options: confirmAcceptVariants },
    side: { control: 'inline-radio', options: popoverSides },
    align: { control: 'inline-radio', options: popoverAligns },
    trigger: { control: false },
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '8rem 0' }}>
      <ConfirmPopup
        {...args}
        trigger={
          <Button variant="ghost" iconOnly aria-label="삭제">
            <TrashIcon />
          </Button>
        }
      />
    </div>
  ),
} satisfies Meta<typeof ConfirmPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '삭제' });
    const popup = await open(canvasElement);
    await expect(popup).toHaveAccessibleName(deleteMessage);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The safe answer has focus first.
    await expect(within(popup).getByRole('button', { name: '취소' })).toHaveFocus();

    await userEvent.click(within(popup).getByRole('button', { name: '삭제' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const RejectWithMouse: Story = {
  play: playRejectWithMouse('삭제'),
};

export const KeyboardAndEscape: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const trigger = within(canvasElement).getByRole('button', { name: '삭제' });
    const popup = await escapeRejectsThenSpaceReopens(context, trigger);
    // Focus stays inside while open: Tab goes reject -> accept -> reject.
    await userEvent.tab();
    const accept = within(popup).getByRole('button', { name: '삭제' });
    await expect(accept).toHaveFocus();
    await userEvent.tab();
    await expect(within(popup).getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutsideRejects: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    // The page is inert while the question is open (modal), but a click there still answers it.
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
  },
};

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    const popup = await open(canvasElement);
    await expect(popup).toHaveAttribute('data-accept-variant', 'danger');
    const accept = within(popup).getByRole('button', { name: '삭제' });
    await expect(accept).toHaveAttribute('data-variant', 'danger');
    await expect(getComputedStyle(accept).backgroundColor).toBe('rgb(198, 40, 40)');
    await expect(popup.querySelector('[data-part="danger-icon"]')).not.toBeNull();
  },
};

export const Primary: Story = {
  args: { message: '이 요청을 수락하시겠습니까?', acceptVariant: 'primary', acceptLabel: '수락' },
  play: async ({ canvasElement }) => {
    const popup = await open(canvasElement);
    await expect(within(popup).getByRole('button', { name: '수락' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await expect(popup.querySelector('[data-part="danger-icon"]')).toBeNull();
  },
};

export const LayersAndTiming: Story = {
  play: async ({ canvasElement }) => {
    const popup = await open(canvasElement);
    await expect(getComputedStyle(popup).zIndex).toBe('1000');
    await expect(getComputedStyle(popup).animationDuration).toBe('0.12s');
    await userEvent.keyboard('{Escape}');
    await expect(getComputedStyle(popup).animationDuration).toBe('0.1s');
    await closed(canvasElement);
  },
};

export const PendingAcceptKeepsItOpen: Story = {
  args: { onAccept: fn(() => sleep(600)) },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '삭제' });
    const popup = await open(canvasElement);
    const accept = within(popup).getByRole('button', { name: '삭제' });
    await userEvent.click(accept);
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await expect(within(popup).getByRole('button', { name: '취소' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(popup).toHaveAttribute('data-state', 'open');
    await expect(args.onReject).not.toHaveBeenCalled();
    await closed(canvasElement);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const FailedAcceptStaysOpen: Story = {
  args: {
    onAccept: fn(() => sleep(200).then(() => Promise.reject(new Error('Internal server error')))),
  },
  play: async ({ canvasElement }) => {
    const popup = await open(canvasElement);
    const accept = within(popup).getByRole('button', { name: '삭제' });
    await userEvent.click(accept);
    await expect(await within(popup).findByRole('alert')).toHaveTextContent(
      '요청을 처리하지 못했습니다. 다시 시도하십시오.',
    );
    await expect(popup).toHaveAttribute('data-state', 'open');
    await expect(accept).toBeEnabled();
  },
};

interface Engine {
  id: number;
  name: string;
}

const initialEngines: Engine[] = [
  { id: 1, name: 'OHDSI 엔진' },
  { id: 2, name: '연구용 엔진' },
  { id: 3, name: '시험 엔진' },
];

const deleteEngine = fn(() => sleep(300));

/** The use it is made for: a row's delete icon button asks right where it was pressed. */
function EngineTable() {
  const [engines, setEngines] = useState(initialEngines);
  return (
    <table style={{ borderCollapse: 'collapse', minWidth: '24rem' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBottom: '0.5rem' }}>
        Analysis Engines
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            Name
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            toolkit
          </th>
        </tr>
      </thead>
      <tbody>
        {engines.map((engine) => (
          <tr key={engine.id}>
            <td>{engine.name}</td>
            <td style={{ textAlign: 'end' }}>
              <ConfirmPopup
                message={deleteMessage}
                acceptVariant="danger"
                onAccept={async () => {
                  await deleteEngine();
                  setEngines((list) => list.filter((item) => item.id !== engine.id));
                }}
                trigger={
                  <Button variant="ghost" size="sm" iconOnly aria-label="삭제">
                    <TrashIcon />
                  </Button>
                }
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const RowDeletionInTable: Story = {
  render: () => <EngineTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /연구용 엔진/ });
    const button = within(row).getByRole('button', { name: '삭제' });
    const popup = await open(canvasElement, button);

    // Anchored to the button that asked: just below it, its right edge lined up.
    const b = button.getBoundingClientRect();
    const p = popup.getBoundingClientRect();
    await expect(p.top).toBeGreaterThanOrEqual(b.bottom);
    await expect(p.top - b.bottom).toBeLessThanOrEqual(12);
    await expect(Math.abs(p.right - b.right)).toBeLessThanOrEqual(1);

    await userEvent.click(within(popup).getByRole('button', { name: '삭제' }));
    await closed(canvasElement);
    await expect(deleteEngine).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('row', { name: /연구용 엔진/ })).toBeNull());
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};
