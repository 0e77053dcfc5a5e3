import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog, ConfirmHost } from './confirm-dialog';
import { confirm, confirmAcceptVariants, confirmReasonModes, confirmStore } from './confirm-store';
import { animationsDone, portal, sleep } from '../../testing/story-helpers';
import {
  escapeRejectsThenSpaceReopens,
  openQuestion,
  playRejectWithMouse,
  questionClosed,
} from '../../testing/confirm-plays';

/** Portalled parts live under <body>, outside the story's canvas. */
const open = (canvasElement: HTMLElement, name = '질문 열기') =>
  openQuestion(canvasElement, within(canvasElement).getByRole('button', { name }));

const closed = questionClosed;

const deleteMessage = '정말 이 분석 엔진을 삭제하시겠습니까?';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    message: '변경 내용을 저장하시겠습니까?',
    acceptVariant: 'primary',
    reason: 'none',
    onAccept: fn(),
    onReject: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    acceptVariant: { control: 'inline-radio', options: confirmAcceptVariants },
    reason: { control: 'inline-radio', options: confirmReasonModes },
  },
  render: (args) => (
    <ConfirmDialog
      {...args}
      trigger={<Button variant={args.acceptVariant === 'danger' ? 'danger' : 'primary'}>질문 열기</Button>}
    />
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '질문 열기' });
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('변경 내용을 저장하시겠습니까?');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // The safe answer has focus first.
    await expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: '확인' })).toHaveAttribute(
      'data-variant',
      'primary',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).toHaveBeenCalledWith({ reason: '' });
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const RejectWithMouse: Story = {
  play: playRejectWithMouse('질문 열기'),
};

export const Keyboard: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const trigger = within(canvasElement).getByRole('button', { name: '질문 열기' });
    // Escape rejects; Space reopens; Tab reaches accept; Enter accepts.
    const dialog = await escapeRejectsThenSpaceReopens(context, trigger);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '확인' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const Danger: Story = {
  args: { message: deleteMessage, acceptVariant: 'danger' },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(deleteMessage);
    await expect(dialog).toHaveAttribute('data-accept-variant', 'danger');
    // Danger answers default to 삭제 beside 취소, red, with a warning mark (not colour alone).
    const accept = within(dialog).getByRole('button', { name: '삭제' });
    await expect(accept).toHaveAttribute('data-variant', 'danger');
    await expect(getComputedStyle(accept).backgroundColor).toBe('rgb(198, 40, 40)');
    await expect(dialog.querySelector('[data-part="danger-icon"] svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
  },
};

export const CustomLabels: Story = {
  args: { message: '이 결과 요청을 수락하시겠습니까?', acceptLabel: '수락', rejectLabel: '닫기' },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '질문 열기' }));
    await userEvent.click(await portal(canvasElement).findByRole('button', { name: '수락' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
  },
};

export const WithTitle: Story = {
  args: {
    title: '분석 엔진 삭제',
    message: '삭제한 엔진은 되돌릴 수 없습니다. 계속하시겠습니까?',
    acceptVariant: 'danger',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('분석 엔진 삭제');
    await expect(dialog).toHaveAccessibleDescription('삭제한 엔진은 되돌릴 수 없습니다. 계속하시겠습니까?');
    await expect(within(dialog).getByRole('heading', { name: '분석 엔진 삭제' })).toBeVisible();
  },
};

export const PendingAcceptKeepsItOpen: Story = {
  args: { message: deleteMessage, acceptVariant: 'danger', onAccept: fn(() => sleep(600)) },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '질문 열기' });
    const dialog = await open(canvasElement);
    const accept = within(dialog).getByRole('button', { name: '삭제' });
    await userEvent.click(accept);

    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await expect(accept).toBeDisabled();
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    // Neither Escape nor the reject button can drop the request half-way.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onReject).not.toHaveBeenCalled();

    await closed(canvasElement);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

const failingDelete = () => sleep(200).then(() => Promise.reject(new Error('Internal server error')));

export const FailedAcceptStaysOpen: Story = {
  args: { message: deleteMessage, acceptVariant: 'danger', onAccept: fn(failingDelete) },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const accept = within(dialog).getByRole('button', { name: '삭제' });
    await userEvent.click(accept);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('요청을 처리하지 못했습니다. 다시 시도하십시오.');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(accept).not.toHaveAttribute('aria-busy');
    await expect(accept).toBeEnabled();

    // Trying again clears the old error while it runs.
    await userEvent.click(accept);
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await expect(args.onAccept).toHaveBeenCalledTimes(2);

    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await closed(canvasElement);

    // Reopening starts clean.
    const again = await open(canvasElement);
    await expect(within(again).queryByRole('alert')).toBeNull();
  },
};

export const FailedAcceptCustomMessage: Story = {
  args: {
    message: deleteMessage,
    acceptVariant: 'danger',
    onAccept: fn(failingDelete),
    errorMessage: (error: unknown) =>
      `삭제하지 못했습니다. (${error instanceof Error ? error.message : '알 수 없는 오류'})`,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '삭제하지 못했습니다. (Internal server error)',
    );
  },
};

export const ReasonRequired: Story = {
  args: {
    message: '이 IRB 요청을 반려하시겠습니까?',
    acceptLabel: '반려',
    acceptVariant: 'danger',
    reason: 'required',
    reasonPlaceholder: '반려 사유를 입력하십시오.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const reason = within(dialog).getByRole('textbox', { name: '사유' });
    await expect(reason).toHaveFocus();
    await expect(reason).toBeRequired();

    await userEvent.click(within(dialog).getByRole('button', { name: '반려' }));
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('사유를 입력하십시오.');
    await expect(reason).toHaveFocus();

    await userEvent.type(reason, '  연구 계획서가 첨부되지 않았습니다.  ');
    await expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: '반려' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).toHaveBeenCalledWith({ reason: '연구 계획서가 첨부되지 않았습니다.' });
    await closed(canvasElement);

    // The next question starts with an empty reason.
    const again = await open(canvasElement);
    await expect(within(again).getByRole('textbox', { name: '사유' })).toHaveValue('');
  },
};

export const ReasonOptional: Story = {
  args: {
    message: '이 실행을 취소하시겠습니까?',
    acceptLabel: '실행 취소',
    rejectLabel: '닫기',
    acceptVariant: 'danger',
    reason: 'optional',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const reason = within(dialog).getByRole('textbox', { name: '사유' });
    await expect(reason).not.toBeRequired();
    await userEvent.click(within(dialog).getByRole('button', { name: '실행 취소' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).toHaveBeenCalledWith({ reason: '' });
    await closed(canvasElement);
  },
};

export const InitiallyOpen: Story = {
  args: { defaultOpen: true, message: deleteMessage, acceptVariant: 'danger' },
  play: async ({ canvasElement }) => {
    const dialog = await portal(canvasElement).findByRole('alertdialog', { name: deleteMessage });
    await animationsDone(dialog);
  },
};

export const LayersAndTiming: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const overlay = canvasElement.ownerDocument.querySelector('[data-part="overlay"]');
    if (!overlay) throw new Error('no overlay');
    await expect(getComputedStyle(overlay).zIndex).toBe('1000');
    await expect(getComputedStyle(dialog).zIndex).toBe('1100');
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.12s');
    await userEvent.keyboard('{Escape}');
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.1s');
    await expect(getComputedStyle(overlay).animationDuration).toBe('0.1s');
    await closed(canvasElement);
  },
};

/** A screen that asks through `confirm()` and shows what it was told. */
function EngineRow({ onDelete }: { onDelete?: () => Promise<unknown> }) {
  const [answer, setAnswer] = useState('');
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Button
        variant="danger"
        onClick={async () => {
          const accepted = await confirm({
            message: deleteMessage,
            acceptLabel: '삭제',
            acceptVariant: 'danger',
            ...(onDelete ? { onAccept: onDelete } : {}),
          });
          setAnswer(accepted ? '삭제함' : '취소함');
        }}
      >
        엔진 삭제
      </Button>
      <output aria-label="응답">{answer}</output>
      <ConfirmHost />
    </div>
  );
}

const imperative = {
  beforeEach: () => {
    confirmStore.clear();
    return () => confirmStore.clear();
  },
} satisfies Partial<Story>;

export const ImperativeConfirm: Story = {
  ...imperative,
  render: () => <EngineRow />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '엔진 삭제' });
    const answer = within(canvasElement).getByRole('status', { name: '응답' });

    let dialog = await open(canvasElement, '엔진 삭제');
    await expect(dialog).toHaveAccessibleName(deleteMessage);
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(answer).toHaveTextContent('삭제함'));
    await closed(canvasElement);
    await expect(button).toHaveFocus();
    await expect(confirmStore.getSnapshot()).toHaveLength(0);

    dialog = await open(canvasElement, '엔진 삭제');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answer).toHaveTextContent('취소함'));
    await closed(canvasElement);
    await expect(button).toHaveFocus();
  },
};

const deleteEngine = fn(() => sleep(500));

export const ImperativeConfirmWithPendingAccept: Story = {
  ...imperative,
  render: () => <EngineRow onDelete={deleteEngine} />,
  play: async ({ canvasElement }) => {
    const answer = within(canvasElement).getByRole('status', { name: '응답' });
    const dialog = await open(canvasElement, '엔진 삭제');
    const accept = within(dialog).getByRole('button', { name: '삭제' });
    await userEvent.click(accept);
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    // The answer waits for the deletion.
    await expect(answer).toHaveTextContent('');
    await waitFor(() => expect(answer).toHaveTextContent('삭제함'));
    await expect(deleteEngine).toHaveBeenCalledTimes(1);
    await expect(deleteEngine).toHaveBeenCalledWith({ reason: '' });
    await closed(canvasElement);
  },
};

export const ImperativeQueue: Story = {
  ...imperative,
  render: () => <ConfirmHost />,
  play: async ({ canvasElement }) => {
    const first = confirm({ message: '첫 번째 질문입니다.' });
    const second = confirm({ message: '두 번째 질문입니다.' });

    let dialog = await portal(canvasElement).findByRole('alertdialog', { name: '첫 번째 질문입니다.' });
    await animationsDone(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(first).resolves.toBe(true);

    dialog = await portal(canvasElement).findByRole('alertdialog', { name: '두 번째 질문입니다.' });
    await animationsDone(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await expect(second).resolves.toBe(false);
    await closed(canvasElement);
    await waitFor(() => expect(confirmStore.getSnapshot()).toHaveLength(0));
  },
};
