import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InputNumber, inputNumberSizes } from './input-number';
import { sleep } from '../../testing/story-helpers';
import { playHelpText, playInvalid } from '../../testing/field-plays';

const meta = {
  title: 'UI/InputNumber',
  component: InputNumber,
  args: {
    label: '대상자 수',
    onValueChange: fn(),
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: inputNumberSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InputNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '대상자 수' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-valuenow');

    // One click, one step of 1 (the default step).
    await userEvent.click(canvas.getByRole('button', { name: '증가' }));
    await expect(input).toHaveValue('1');
    await expect(input).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '감소' }));
    await expect(input).toHaveValue('0');

    // Typing reports the number as it is typed; letters are ignored.
    await userEvent.clear(input);
    await userEvent.type(input, '4a2');
    await expect(input).toHaveValue('42');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(42);
    // The step buttons stay out of the tab order: arrows do their work from the input.
    await expect(canvas.getByRole('button', { name: '증가' })).toHaveAttribute('tabindex', '-1');
  },
};

export const HoldToRepeat: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '대상자 수' });
    const plus = canvas.getByRole('button', { name: '증가' });
    // One user-event session, so that the release matches the press.
    const user = userEvent.setup();

    const pressedAt = performance.now();
    await user.pointer({ keys: '[MouseLeft>]', target: plus });
    // One step at once, then nothing until 500 ms.
    await expect(input).toHaveValue('1');
    await sleep(350);
    await expect(input).toHaveValue('1');
    // After 500 ms it repeats every 40 ms: about 5 more steps by 700 ms.
    await sleep(350);
    await user.pointer({ keys: '[/MouseLeft]', target: plus });
    const heldFor = performance.now() - pressedAt;
    const held = Number(input.getAttribute('aria-valuenow'));
    await expect(held).toBeGreaterThanOrEqual(3);
    // Never more than the timing allows: 1 + 1 at 500 ms + one per 40 ms after it.
    await expect(held).toBeLessThanOrEqual(2 + Math.ceil((heldFor - 500) / 40));
    // The release stops it, and the click that ends the press adds nothing.
    await sleep(200);
    await expect(input).toHaveAttribute('aria-valuenow', String(held));
    await expect(args.onValueChange).toHaveBeenCalledTimes(held);
  },
};

export const HoldStopsAtMax: Story = {
  args: { defaultValue: 95, min: 0, max: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '대상자 수' });
    const plus = canvas.getByRole('button', { name: '증가' });
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: plus });
    await waitFor(() => expect(input).toHaveValue('100'), { timeout: 2000 });
    await sleep(200);
    await expect(input).toHaveValue('100');
    await expect(plus).toBeDisabled();
    await user.pointer({ keys: '[/MouseLeft]', target: plus });
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 50, min: 0, max: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '대상자 수' });
    await expect(input).toHaveAttribute('aria-valuemin', '0');
    await expect(input).toHaveAttribute('aria-valuemax', '200');
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('51');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('49');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('59');
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('49');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('200');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('200');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');

    // Holding ArrowUp repeats with the same timing as the buttons (one session: press, release).
    const user = userEvent.setup();
    const pressedAt = performance.now();
    await user.keyboard('{ArrowUp>}');
    await expect(input).toHaveValue('1');
    await sleep(350);
    await expect(input).toHaveValue('1');
    await sleep(350);
    await user.keyboard('{/ArrowUp}');
    const heldFor = performance.now() - pressedAt;
    const held = Number(input.getAttribute('aria-valuenow'));
    await expect(held).toBeGreaterThanOrEqual(3);
    await expect(held).toBeLessThanOrEqual(2 + Math.ceil((heldFor - 500) / 40));
    await sleep(200);
    await expect(input).toHaveAttribute('aria-valuenow', String(held));
  },
};

export const MinMaxClamp: Story = {
  args: { min: 1, max: 10, defaultValue: 5, helpText: '1~10 사이로 입력하십시오.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '대상자 수' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await expect(input).toHaveValue('99');
    // Leaving the field clamps what was typed.
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('button', { name: '증가' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(input).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: '감소' })).toBeDisabled();
  },
};

export const ThousandSeparators: Story = {
  args: { label: '환자 수', thousandSeparator: true, defaultValue: 1234567, step: 1000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '환자 수' });
    await expect(input).toHaveValue('1,234,567');
    await expect(input).toHaveAttribute('aria-valuenow', '1234567');
    await expect(input).toHaveAttribute('aria-valuetext', '1,234,567');
    await userEvent.click(canvas.getByRole('button', { name: '증가' }));
    await expect(input).toHaveValue('1,235,567');
    await userEvent.clear(input);
    await userEvent.type(input, '2500000');
    await userEvent.tab();
    await expect(input).toHaveValue('2,500,000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2500000);
  },
};

export const DecimalStep: Story = {
  args: { label: '유의수준', step: 0.01, min: 0, max: 1, defaultValue: 0.05 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '유의수준' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // No floating-point noise (0.07, not 0.06999999999999999).
    await expect(input).toHaveValue('0.07');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(3);
    return (
      <>
        <InputNumber {...args} value={value} onValueChange={setValue} min={0} />
        <output data-testid="value">{value === null ? '없음' : value}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '증가' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('4');
    await userEvent.clear(canvas.getByRole('spinbutton', { name: '대상자 수' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('없음');
  },
};

export const InTableRow: Story = {
  args: { label: undefined, 'aria-label': '김연구 할당량', size: 'sm', defaultValue: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '김연구 할당량' });
    await expect(input.parentElement?.getBoundingClientRect().height).toBeCloseTo(28, 0);
    await userEvent.click(canvas.getByRole('button', { name: '감소' }));
    await expect(input).toHaveValue('9');
  },
};

export const WithHelpText: Story = {
  args: { helpText: '코호트에 포함할 최대 인원입니다.' },
  play: playHelpText('spinbutton', '대상자 수', '코호트에 포함할 최대 인원입니다.'),
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '대상자 수' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 0,
    helpText: '코호트에 포함할 최대 인원입니다.',
    error: '1명 이상 입력하십시오.',
  },
  play: playInvalid('spinbutton', '대상자 수', {
    error: '1명 이상 입력하십시오.',
    helpText: '코호트에 포함할 최대 인원입니다.',
  }),
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 120 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: '대상자 수' })).toBeDisabled();
    const plus = canvas.getByRole('button', { name: '증가' });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongKoreanLabel: Story = {
  args: {
    label: '분석 대상 코호트에서 연구 기간 중 한 번 이상 입원한 환자의 최소 입원 일수',
    required: true,
    min: 1,
    defaultValue: 3,
    helpText: '입원 일수가 이 값보다 적은 환자는 분석 대상에서 제외됩니다.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: /최소 입원 일수$/ });
    await expect(input).toHaveAccessibleDescription(/제외됩니다\.$/);
  },
};
