import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, selectSizes } from './select';
import type { SelectOption } from './select';
import { waitForEnter } from '../../testing/story-helpers';
import { playHelpText, playInvalid, playRequired } from '../../testing/field-plays';

const privileges: SelectOption[] = [
  { value: 'ORG_ADMIN', label: '기관 관리자' },
  { value: 'ORG_RESEARCHER', label: '기관 연구자' },
  { value: 'ORG_PARTNER', label: '협력 연구자' },
  { value: 'PENDING', label: '승인 대기', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: '권한',
    options: privileges,
    onValueChange: fn(),
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: '권한' });
    await expect(trigger).toHaveTextContent('선택하십시오');

    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(body.getByRole('option', { name: '승인 대기' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body.getByRole('option', { name: '기관 연구자' }));

    await expect(args.onValueChange).toHaveBeenCalledWith('ORG_RESEARCHER');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('기관 연구자');
    await expect(trigger).toHaveFocus();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'ORG_ADMIN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: '권한' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await waitFor(() => expect(body.getByRole('option', { name: '기관 관리자' })).toHaveFocus());
    // Disabled options are skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('option', { name: '협력 연구자' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('ORG_PARTNER');
    await expect(trigger).toHaveTextContent('협력 연구자');

    // Escape closes without changing the value, and focus returns to the trigger.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await waitForEnter();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('협력 연구자');
  },
};

/**
 * `deferred`, for a dropdown in every row of a long table: a plain button until it is first pointed at,
 * focused or pressed, reading the same (a combobox with its name and value); then the Radix select,
 * which keeps the focus. Pressed at once (a touch), it opens at once.
 */
export const Deferred: Story = {
  args: { deferred: true, defaultValue: 'ORG_ADMIN', label: undefined, 'aria-label': '김연구 권한' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = () => canvas.getByRole('combobox', { name: '김연구 권한' });
    const plain = trigger();
    await expect(plain).toHaveTextContent('기관 관리자');
    await expect(plain).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: focused, it becomes the Radix trigger and keeps the focus.
    plain.focus();
    await waitFor(() => expect(trigger()).not.toBe(plain));
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option', { name: '기관 관리자' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('ORG_RESEARCHER');
    await expect(trigger()).toHaveTextContent('기관 연구자');
  },
};

/** A deferred dropdown pressed before the pointer was seen over it (a touch) opens at once. */
export const DeferredPressed: Story = {
  args: { deferred: true, defaultValue: 'ORG_ADMIN', label: undefined, 'aria-label': '김연구 권한' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const plain = canvas.getByRole('combobox', { name: '김연구 권한' });
    plain.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'touch' }));
    await userEvent.click(await body.findByRole('option', { name: '협력 연구자' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ORG_PARTNER');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: '김연구 권한' })).toHaveTextContent('협력 연구자');
  },
};

/** Spec §2: a privilege dropdown in each row of the members table (compact, named by aria-label). */
export const InTableRow: Story = {
  args: { label: undefined, size: 'sm' },
  render: function Render(args) {
    const [rows, setRows] = useState([
      { name: '김연구', privilege: 'ORG_ADMIN' },
      { name: '이데이터', privilege: 'ORG_RESEARCHER' },
    ]);
    return (
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start' }}>
              이름
            </th>
            <th scope="col" style={{ textAlign: 'start' }}>
              권한
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td style={{ paddingBlock: '0.25rem' }}>
                <Select
                  {...args}
                  aria-label={`${row.name} 권한`}
                  value={row.privilege}
                  onValueChange={(privilege) => {
                    setRows(rows.map((r, i) => (i === index ? { ...r, privilege } : r)));
                    args.onValueChange?.(privilege);
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: '이데이터 권한' });
    await expect(trigger).toHaveTextContent('기관 연구자');
    await expect(trigger.getBoundingClientRect().height).toBeCloseTo(28, 0);
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: '협력 연구자' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ORG_PARTNER');
    await expect(trigger).toHaveTextContent('협력 연구자');
    await expect(canvas.getByRole('combobox', { name: '김연구 권한' })).toHaveTextContent('기관 관리자');
  },
};

export const Empty: Story = {
  args: { label: 'CDM', options: [], placeholder: '정보 없음' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'CDM' });
    await expect(trigger).toHaveTextContent('정보 없음');
    await userEvent.click(trigger);
    // Visible once the enter animation (opacity 0 → 1) has run.
    await waitFor(() => expect(body.getByText('선택할 항목이 없습니다.')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText('선택할 항목이 없습니다.')).toBeNull());
  },
};

export const WithHelpText: Story = {
  args: { helpText: '권한에 따라 볼 수 있는 메뉴가 달라집니다.' },
  play: playHelpText('combobox', '권한', '권한에 따라 볼 수 있는 메뉴가 달라집니다.'),
};

export const Required: Story = {
  args: { required: true },
  play: playRequired('combobox', '권한'),
};

export const Invalid: Story = {
  args: {
    required: true,
    helpText: '권한에 따라 볼 수 있는 메뉴가 달라집니다.',
    error: '권한을 선택하십시오.',
  },
  play: playInvalid('combobox', '권한', {
    error: '권한을 선택하십시오.',
    helpText: '권한에 따라 볼 수 있는 메뉴가 달라집니다.',
  }),
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ORG_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: '권한' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('기관 관리자');
  },
};

export const LongKoreanLabels: Story = {
  args: {
    label: '데이터 반출 승인 후 결과 파일을 전달받을 담당 부서',
    options: [
      { value: 'a', label: '서울대학교병원 의생명연구원 의료정보학과 임상데이터관리팀' },
      { value: 'b', label: '분당서울대학교병원 헬스케어혁신파크 정밀의료센터 데이터사이언스실' },
      { value: 'c', label: '연구지원팀' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', {
      name: '데이터 반출 승인 후 결과 파일을 전달받을 담당 부서',
    });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: /정밀의료센터 데이터사이언스실$/ }));
    // The chosen long label is cut with an ellipsis instead of widening the trigger.
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 1);
    await expect(trigger).toHaveTextContent(/정밀의료센터 데이터사이언스실$/);
  },
};
