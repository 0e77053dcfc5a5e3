import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { ConfirmHost } from '../confirm-dialog/confirm-dialog';
import { confirm, confirmStore } from '../confirm-dialog/confirm-store';
import { popoverAligns, popoverSides } from '../popover/popover';
import {
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import type { DropdownMenuContentProps } from './dropdown-menu';
import { animationsDone, gone, portal } from '../../testing/story-helpers';
import { expectOnTop, InDialog, openInDialog } from '../../testing/inside-dialog';

/** Portalled parts live under <body>, outside the story's canvas. */
const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '작업' }));
  const menu = await portal(canvasElement).findByRole('menu', { name: '작업' });
  await animationsDone(menu);
  return menu;
};

const closed = (canvasElement: HTMLElement) => gone(canvasElement, 'menu');

const onEdit = fn();
const onCopy = fn();
const onExport = fn();
const onDelete = fn();

function Demo(args: DropdownMenuContentProps) {
  const [columns, setColumns] = useState({ patients: true, period: false });
  return (
    <DropdownMenuRoot>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">작업</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuItem onSelect={onEdit}>수정</DropdownMenuItem>
        <DropdownMenuItem onSelect={onCopy} icon={<CloseIcon />}>
          복제
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onExport} disabled>
          내보내기
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-labelledby="menu-columns-label">
          <DropdownMenuLabel id="menu-columns-label">표시 항목</DropdownMenuLabel>
          <DropdownMenuCheckboxItem
            checked={columns.patients}
            onCheckedChange={(patients) => setColumns((c) => ({ ...c, patients }))}
            onSelect={(event) => event.preventDefault()}
          >
            환자 수
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem
            checked={columns.period}
            onCheckedChange={(period) => setColumns((c) => ({ ...c, period }))}
            onSelect={(event) => event.preventDefault()}
          >
            기간
          </DropdownMenuCheckboxItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onDelete}>
          삭제
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenuContent,
  args: { side: 'bottom', align: 'start' },
  argTypes: {
    side: { control: 'inline-radio', options: popoverSides },
    align: { control: 'inline-radio', options: popoverAligns },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof DropdownMenuContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectWithMouse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '작업' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    const menu = await openMenu(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['수정', '복제', '내보내기', '삭제']);
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);

    await userEvent.click(within(menu).getByRole('menuitem', { name: '수정' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '작업' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await portal(canvasElement).findByRole('menu', { name: '작업' });
    await animationsDone(menu);
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('수정')).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(item('복제')).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: '환자 수' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('삭제')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
    await expect(onDelete).not.toHaveBeenCalled();

    // ArrowDown opens it as well, and Enter selects.
    await userEvent.keyboard('{ArrowDown}');
    const again = await portal(canvasElement).findByRole('menu', { name: '작업' });
    await animationsDone(again);
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: '수정' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onCopy).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const DangerItem: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const danger = within(menu).getByRole('menuitem', { name: '삭제' });
    await expect(danger).toHaveAttribute('data-variant', 'danger');
    await expect(getComputedStyle(danger).color).toBe('rgb(198, 40, 40)');
    await expect(within(menu).getByRole('menuitem', { name: '수정' })).toHaveAttribute(
      'data-variant',
      'default',
    );
    await userEvent.click(danger);
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
  },
};

export const DisabledItem: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const disabled = within(menu).getByRole('menuitem', { name: '내보내기' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(disabled).toHaveAttribute('data-disabled');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(onExport).not.toHaveBeenCalled();
    await expect(menu).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const CheckboxItems: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('group', { name: '표시 항목' })).toBeVisible();
    const patients = within(menu).getByRole('menuitemcheckbox', { name: '환자 수' });
    const period = within(menu).getByRole('menuitemcheckbox', { name: '기간' });
    await expect(patients).toHaveAttribute('aria-checked', 'true');
    await expect(period).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(period);
    await expect(period).toHaveAttribute('aria-checked', 'true');
    // Kept open for more toggles; Space toggles from the keyboard.
    await expect(menu).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(patients).toBeVisible());
    patients.focus();
    await userEvent.keyboard(' ');
    await expect(patients).toHaveAttribute('aria-checked', 'false');

    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const LayersAndTiming: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(getComputedStyle(menu).zIndex).toBe('1000');
    await expect(getComputedStyle(menu).animationDuration).toBe('0.12s');
    await userEvent.keyboard('{Escape}');
    await expect(getComputedStyle(menu).animationDuration).toBe('0.1s');
    await closed(canvasElement);
  },
};

export const AlignedEnd: Story = {
  args: { align: 'end' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '작업' });
    const menu = await openMenu(canvasElement);
    await expect(menu).toHaveAttribute('data-align', 'end');
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().bottom,
    );
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const InsideDialog: Story = {
  render: (args) => (
    <InDialog title="기관 설정">
      <Demo {...args} />
    </InDialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openInDialog(canvasElement, '기관 설정');
    await userEvent.click(within(dialog).getByRole('button', { name: '작업' }));
    const menu = await portal(canvasElement).findByRole('menu', { name: '작업' });
    await animationsDone(menu);
    // Raised to the modal's layer, and really on top of it.
    await expect(getComputedStyle(menu).zIndex).toBe('1100');
    await expectOnTop(within(menu).getByRole('menuitem', { name: '삭제' }));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(portal(canvasElement).queryByRole('menu')).toBeNull());
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

/** A row's action menu whose danger item asks first, through `confirm()`. */
function RowActions() {
  const [answer, setAnswer] = useState('');
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <DropdownMenuRoot>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary">작업</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem
            variant="danger"
            onSelect={async () => {
              const accepted = await confirm({
                message: '정말 이 분석 엔진을 삭제하시겠습니까?',
                acceptVariant: 'danger',
              });
              setAnswer(accepted ? '삭제함' : '취소함');
            }}
          >
            삭제
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenuRoot>
      <output aria-label="응답">{answer}</output>
      <ConfirmHost />
    </div>
  );
}

export const DangerItemAsksFirst: Story = {
  beforeEach: () => {
    confirmStore.clear();
    return () => confirmStore.clear();
  },
  render: () => <RowActions />,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '삭제' }));
    const dialog = await portal(canvasElement).findByRole('alertdialog', {
      name: '정말 이 분석 엔진을 삭제하시겠습니까?',
    });
    await animationsDone(dialog);
    await closed(canvasElement);
    // The menu's closing does not pull focus out of the question.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: '응답' })).toHaveTextContent('삭제함'),
    );
    await waitFor(() => expect(portal(canvasElement).queryByRole('alertdialog')).toBeNull());
    // The item that asked is gone with its menu: focus goes back to the menu's button.
    await expect(within(canvasElement).getByRole('button', { name: '작업' })).toHaveFocus();
  },
};
