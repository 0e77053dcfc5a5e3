import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch';
import { playDisabledToggle, playHelpText, playInvalid, playRequired } from '../../testing/field-plays';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: {
    label: 'Concept ID',
    onCheckedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Concept ID' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Concept ID' })).toBeChecked();
  },
};

/** Spec §2, organization service settings: three switches, each change sent as it happens. */
export const OrganizationSettings: Story = {
  render: function Render(args) {
    const [flags, setFlags] = useState({ conceptId: true, dbAccessBlock: false, cleanUp: false });
    const toggle = (key: keyof typeof flags) => (checked: boolean) => {
      setFlags((current) => ({ ...current, [key]: checked }));
      args.onCheckedChange?.(checked);
    };
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <Switch label="Concept ID" checked={flags.conceptId} onCheckedChange={toggle('conceptId')} />
        <Switch
          label="기관 DB 접근 차단"
          checked={flags.dbAccessBlock}
          onCheckedChange={toggle('dbAccessBlock')}
        />
        <Switch label="Clean up" checked={flags.cleanUp} onCheckedChange={toggle('cleanUp')} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const conceptId = canvas.getByRole('switch', { name: 'Concept ID' });
    const block = canvas.getByRole('switch', { name: '기관 DB 접근 차단' });
    const cleanUp = canvas.getByRole('switch', { name: 'Clean up' });
    await expect(conceptId).toBeChecked();
    await expect(block).not.toBeChecked();
    await userEvent.click(block);
    await expect(block).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Tab moves between them; each is its own control.
    await userEvent.tab();
    await expect(cleanUp).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cleanUp).toBeChecked();
    await expect(conceptId).toBeChecked();
  },
};

export const WithHelpText: Story = {
  args: {
    label: '기관 DB 접근 차단',
    helpText: '켜면 외부 연구자가 이 기관의 CDM에 접근할 수 없습니다.',
  },
  play: playHelpText('switch', '기관 DB 접근 차단', '켜면 외부 연구자가 이 기관의 CDM에 접근할 수 없습니다.'),
};

export const Required: Story = {
  args: { label: 'IRB 승인 완료', required: true },
  play: playRequired('switch', 'IRB 승인 완료'),
};

export const Invalid: Story = {
  args: {
    label: 'IRB 승인 완료',
    required: true,
    helpText: '승인 번호는 다음 단계에서 입력합니다.',
    error: 'IRB 승인을 받은 연구만 등록할 수 있습니다.',
  },
  play: playInvalid('switch', 'IRB 승인 완료', {
    error: 'IRB 승인을 받은 연구만 등록할 수 있습니다.',
    helpText: '승인 번호는 다음 단계에서 입력합니다.',
  }),
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: playDisabledToggle('switch', 'Concept ID'),
};

export const LongKoreanLabel: Story = {
  args: {
    label: '연구 결과 파일을 내려받기 전에 기관 관리자의 승인을 반드시 받도록 요구하기',
    helpText:
      '켜면 모든 연구자의 결과 파일 요청이 기관 관리자에게 전달되며, 승인 후에만 내려받을 수 있습니다.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: /승인을 반드시 받도록 요구하기$/ });
    await userEvent.click(canvas.getByText(/승인을 반드시 받도록 요구하기$/));
    await expect(control).toBeChecked();
  },
};
