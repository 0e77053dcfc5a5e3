import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect, multiSelectDisplays, multiSelectSizes } from './multi-select';
import type { MultiSelectOption } from './multi-select';
import { waitForEnter } from '../../testing/story-helpers';
import { playHelpText, playInvalid, playRequired } from '../../testing/field-plays';

const privileges: MultiSelectOption[] = [
  { value: 'ORG_ADMIN', label: '기관 관리자' },
  { value: 'ORG_RESEARCHER', label: '기관 연구자' },
  { value: 'ORG_PARTNER', label: '협력 연구자' },
  { value: 'PENDING', label: '승인 대기' },
  { value: 'REJECTED', label: '거절됨', disabled: true },
];

const hospitals: MultiSelectOption[] = [
  '서울대학교병원',
  '분당서울대학교병원',
  '서울아산병원',
  '삼성서울병원',
  '세브란스병원',
  '강남세브란스병원',
  '고려대학교안암병원',
  '아주대학교병원',
  '경북대학교병원',
  '전남대학교병원',
].map((label, index) => ({ value: `H${index + 1}`, label }));

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: {
    label: '권한',
    options: privileges,
    value: [],
    onChange: fn(),
    size: 'md',
    display: 'comma',
  },
  argTypes: {
    size: { control: 'inline-radio', options: multiSelectSizes },
    display: { control: 'inline-radio', options: multiSelectDisplays },
  },
  // The component is controlled: each story keeps the value in state and reports it to onChange.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <MultiSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: '권한' });
    await expect(trigger).toHaveTextContent('선택하십시오');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox', { name: '권한' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(listbox).toHaveFocus();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);

    await userEvent.click(body.getByRole('option', { name: '기관 연구자' }));
    await userEvent.click(body.getByRole('option', { name: '협력 연구자' }));
    await expect(body.getByRole('option', { name: '기관 연구자' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ORG_RESEARCHER', 'ORG_PARTNER']);
    await expect(trigger).toHaveTextContent('기관 연구자, 협력 연구자');
    // The count is announced politely.
    await expect(canvas.getByRole('status')).toHaveTextContent('2개 선택됨');

    // A disabled option cannot be chosen.
    await userEvent.click(body.getByRole('option', { name: '거절됨' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    // Clicking a chosen option takes it away.
    await userEvent.click(body.getByRole('option', { name: '기관 연구자' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ORG_PARTNER']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1개 선택됨');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('협력 연구자');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: '권한' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox', { name: '권한' });
    await waitFor(() => expect(listbox).toHaveFocus());
    const active = () => listbox.getAttribute('aria-activedescendant');
    const idOf = (name: string) => body.getByRole('option', { name }).id;

    await expect(active()).toBe(idOf('기관 관리자'));
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ORG_ADMIN']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(active()).toBe(idOf('협력 연구자'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ORG_ADMIN', 'ORG_PARTNER']);
    await userEvent.keyboard('{End}');
    await expect(active()).toBe(idOf('거절됨'));
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Home}');
    await expect(active()).toBe(idOf('기관 관리자'));
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ORG_PARTNER']);

    // Escape closes and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('협력 연구자');
  },
};

export const Filter: Story = {
  args: { label: '기관', options: hospitals, filter: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: '기관' }));
    const search = await body.findByRole('textbox', { name: '항목 검색' });
    await waitFor(() => expect(search).toHaveFocus());

    const typedAt = performance.now();
    await userEvent.type(search, '세브란스');
    const typedFor = performance.now() - typedAt;
    // Applied 100 ms after the last key: just after typing the list is still whole.
    if (typedFor < 60) {
      await expect(body.getAllByRole('option')).toHaveLength(10);
    }
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2));
    await expect(body.getByRole('option', { name: '세브란스병원' })).toBeVisible();

    // ArrowDown moves from the filter into the list.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = body.getByRole('listbox', { name: '기관' });
    await expect(listbox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['H6']);

    await userEvent.clear(search);
    await userEvent.type(search, '없는병원');
    await expect(await body.findByText('검색 결과가 없습니다.')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The filter is cleared for the next opening.
    await userEvent.click(canvas.getByRole('combobox', { name: '기관' }));
    await expect(await body.findAllByRole('option')).toHaveLength(10);
    await waitForEnter();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ScrollHeight: Story = {
  args: { label: '기관', options: hospitals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: '기관' }));
    const listbox = await body.findByRole('listbox', { name: '기관' });
    // Spec §9: the list scrolls past 200px.
    await expect(listbox.getBoundingClientRect().height).toBeCloseTo(200, 0);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    // The active option is kept in view while moving with the keyboard.
    await userEvent.keyboard('{End}');
    const last = body.getByRole('option', { name: '전남대학교병원' });
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        listbox.getBoundingClientRect().bottom + 1,
      ),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const SelectionLimit: Story = {
  args: { label: '기관', options: hospitals, selectionLimit: 2, value: ['H1'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: '기관' }));
    await body.findByRole('listbox', { name: '기관' });
    await expect(body.queryByText('최대 2개까지 선택할 수 있습니다.')).toBeNull();

    await userEvent.click(body.getByRole('option', { name: '서울아산병원' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['H1', 'H3']);
    // The limit is reached: the other options are disabled and a note says why.
    await expect(await body.findByText('최대 2개까지 선택할 수 있습니다.')).toBeVisible();
    await expect(body.getByRole('option', { name: '삼성서울병원' })).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByRole('option', { name: '서울아산병원' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('status')).toHaveTextContent('2개 선택됨 최대 2개까지 선택할 수 있습니다.');
    await userEvent.click(body.getByRole('option', { name: '삼성서울병원' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    // Taking one away enables the others again.
    await userEvent.click(body.getByRole('option', { name: '서울대학교병원' }));
    await expect(body.getByRole('option', { name: '삼성서울병원' })).not.toHaveAttribute('aria-disabled');
    await expect(body.queryByText('최대 2개까지 선택할 수 있습니다.')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const SelectAllAndClear: Story = {
  args: { label: '기관', options: hospitals.slice(0, 4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: '기관' });
    await userEvent.click(trigger);
    const all = await body.findByRole('checkbox', { name: '전체 선택' });
    await expect(body.getByRole('button', { name: '선택 해제' })).toBeDisabled();

    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(['H1', 'H2', 'H3', 'H4']);
    await expect(all).toBeChecked();
    // Past maxSelectedLabels (3) the trigger shows the count instead of the labels.
    await expect(trigger).toHaveTextContent('4개 선택됨');

    await userEvent.click(body.getByRole('option', { name: '서울아산병원' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(trigger).toHaveTextContent('서울대학교병원, 분당서울대학교병원, 삼성서울병원');

    await userEvent.click(body.getByRole('button', { name: '선택 해제' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('status')).toHaveTextContent('선택된 항목이 없습니다.');
    await expect(trigger).toHaveTextContent('선택하십시오');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const SelectedItemsLabel: Story = {
  args: {
    label: '기관',
    options: hospitals,
    value: ['H1', 'H2', 'H3'],
    maxSelectedLabels: 2,
    selectedItemsLabel: '{0} items selected',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '기관' })).toHaveTextContent('3 items selected');
  },
};

export const Chips: Story = {
  args: { label: '기관', options: hospitals, value: ['H1', 'H5'], display: 'chip' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: '기관' });
    await expect(within(trigger).getByText('서울대학교병원')).toBeVisible();
    await expect(within(trigger).getByText('세브란스병원')).toBeVisible();
  },
};

/** Later a DataTable column filter: compact, named by aria-label, no visible label. */
export const ColumnFilter: Story = {
  args: {
    label: undefined,
    'aria-label': '권한 필터',
    size: 'sm',
    placeholder: '전체',
    showSelectAll: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: '권한 필터' });
    await expect(trigger.getBoundingClientRect().height).toBeCloseTo(28, 0);
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: '기관 관리자' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ORG_ADMIN']);
    await expect(body.queryByRole('checkbox', { name: '전체 선택' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: '권한' }));
    // Visible once the enter animation (opacity 0 → 1) has run.
    await waitFor(() => expect(body.getByText('선택할 항목이 없습니다.')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const WithHelpText: Story = {
  args: { helpText: '여러 권한을 함께 고를 수 있습니다.' },
  play: playHelpText('combobox', '권한', '여러 권한을 함께 고를 수 있습니다.'),
};

export const Required: Story = {
  args: { required: true },
  play: playRequired('combobox', '권한'),
};

export const Invalid: Story = {
  args: {
    required: true,
    helpText: '여러 권한을 함께 고를 수 있습니다.',
    error: '권한을 하나 이상 선택하십시오.',
  },
  play: playInvalid('combobox', '권한', {
    error: '권한을 하나 이상 선택하십시오.',
    helpText: '여러 권한을 함께 고를 수 있습니다.',
  }),
};

export const Disabled: Story = {
  args: { disabled: true, value: ['ORG_ADMIN'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: '권한' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body.queryByRole('listbox')).toBeNull();
  },
};

export const LongKoreanLabels: Story = {
  args: {
    label: '연구 결과를 공유받을 협력 기관 및 해당 기관의 데이터 관리 책임 부서',
    options: [
      { value: 'a', label: '서울대학교병원 의생명연구원 의료정보학과 임상데이터관리팀' },
      { value: 'b', label: '분당서울대학교병원 헬스케어혁신파크 정밀의료센터 데이터사이언스실' },
      { value: 'c', label: '연구지원팀' },
    ],
    value: ['a', 'b'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: /데이터 관리 책임 부서$/ });
    // Long labels are cut in the trigger instead of widening it.
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 1);
    await userEvent.click(trigger);
    const option = await body.findByRole('option', { name: /정밀의료센터 데이터사이언스실$/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};
