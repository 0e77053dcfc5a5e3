import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';
import type { CheckboxCheckedState } from './checkbox';
import { playDisabledToggle, playHelpText, playInvalid, playRequired } from '../../testing/field-plays';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: {
    label: '다시 초대받지 않기',
    onCheckedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '다시 초대받지 않기' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label toggles it too, and Space from the keyboard.
    await userEvent.click(canvas.getByText('다시 초대받지 않기'));
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '다시 초대받지 않기' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: '전체 선택' },
  render: function Render(args) {
    const [rows, setRows] = useState([true, false, false]);
    const all: CheckboxCheckedState = rows.every(Boolean)
      ? true
      : rows.some(Boolean)
        ? 'indeterminate'
        : false;
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
        <Checkbox
          {...args}
          checked={all}
          onCheckedChange={(next) => setRows(rows.map(() => next === true))}
        />
        {rows.map((checked, index) => (
          <Checkbox
            key={index}
            label={`연구자 ${index + 1}`}
            checked={checked}
            onCheckedChange={(next) => setRows(rows.map((row, i) => (i === index ? next === true : row)))}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '전체 선택' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const name of ['연구자 1', '연구자 2', '연구자 3']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: '연구자 2' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const WithHelpText: Story = {
  args: { helpText: '이 프로젝트의 초대를 더 이상 받지 않습니다.' },
  play: playHelpText('checkbox', '다시 초대받지 않기', '이 프로젝트의 초대를 더 이상 받지 않습니다.'),
};

export const Required: Story = {
  args: { label: '연구 윤리 서약에 동의합니다.', required: true },
  play: playRequired('checkbox', '연구 윤리 서약에 동의합니다.'),
};

export const Invalid: Story = {
  args: {
    label: '연구 윤리 서약에 동의합니다.',
    required: true,
    helpText: '서약서는 자료실에서 볼 수 있습니다.',
    error: '연구 윤리 서약에 동의해야 합니다.',
  },
  play: playInvalid('checkbox', '연구 윤리 서약에 동의합니다.', {
    error: '연구 윤리 서약에 동의해야 합니다.',
    helpText: '서약서는 자료실에서 볼 수 있습니다.',
  }),
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: playDisabledToggle('checkbox', '다시 초대받지 않기'),
};

export const LongKoreanLabel: Story = {
  args: {
    label:
      '본인은 연구 데이터를 승인된 연구 목적 외에 사용하지 않으며, 데이터 반출 시 기관의 비식별화 지침을 준수할 것에 동의합니다.',
    required: true,
    helpText: '동의하지 않으면 데이터 반출을 요청할 수 없습니다.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /비식별화 지침을 준수할 것에 동의합니다\.$/ });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': '김연구 선택' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '김연구 선택' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
