import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Textarea } from './textarea';
import { playHelpText, playInvalid } from '../../testing/field-plays';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: {
    label: '연구 요약',
    name: 'summary',
    placeholder: '연구 목적과 대상을 간단히 적어 주십시오.',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '연구 요약' });
    await expect(textarea.id).not.toBe('');
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, '폐암 환자{Enter}코호트');
    await expect(textarea).toHaveValue('폐암 환자\n코호트');
    await expect(args.onChange).toHaveBeenCalled();
    // No maxLength: no counter.
    await expect(canvasElement.querySelector('[data-part="counter"]')).toBeNull();
  },
};

export const WithCharacterCount: Story = {
  args: { maxLength: 50, rows: 3, helpText: '50자 이내로 입력하십시오.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '연구 요약' });
    await expect(textarea).toHaveAttribute('rows', '3');
    await expect(canvas.getByText('0/50')).toBeVisible();
    await userEvent.type(textarea, '폐암 환자 코호트 연구입니다');
    await expect(canvas.getByText('15/50')).toBeVisible();
    // The visible count is hidden from screen readers; a polite live region reads it after a pause.
    await expect(canvas.getByText('15/50')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(canvas.getByText('50자 중 15자 입력')).toBeInTheDocument());
    await userEvent.clear(textarea);
    await expect(canvas.getByText('0/50')).toBeVisible();
  },
};

export const AtLimit: Story = {
  args: { maxLength: 12, defaultValue: '초과 입력을 막습니다' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '연구 요약' });
    await expect(canvas.getByText('11/12')).toBeVisible();
    await userEvent.type(textarea, '.더');
    // The limit stops typing at 12 characters.
    await expect(textarea).toHaveValue('초과 입력을 막습니다.');
    await expect(canvas.getByText('12/12')).toHaveAttribute('data-at-limit');
  },
};

const FAMILY = '👨‍👩‍👧‍👦';

/**
 * The count and the limit are in characters as a person sees them: 300 emoji are 600 UTF-16 units,
 * which the native maxLength would have cut at 250 with "500/500" showing.
 */
export const CountsWhatIsSeen: Story = {
  args: { maxLength: 500, rows: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '연구 요약' });
    const counter = () => canvasElement.querySelector('[data-part="counter"]');
    await userEvent.type(textarea, '😀'.repeat(300));
    await expect(textarea).toHaveValue('😀'.repeat(300));
    await expect(counter()).toHaveTextContent('300/500');
    await expect(counter()).not.toHaveAttribute('data-at-limit');
    // Families joined by ZWJ (eleven units each) and flags count one each too.
    await userEvent.paste(FAMILY.repeat(150) + '🇰🇷'.repeat(50));
    await expect(counter()).toHaveTextContent('500/500');
    await expect(textarea).toHaveValue('😀'.repeat(300) + FAMILY.repeat(150) + '🇰🇷'.repeat(50));
    // At the limit, what is typed or pasted beyond it is cut, and nothing before it.
    await userEvent.paste(FAMILY + '가');
    await userEvent.type(textarea, '나');
    await expect(counter()).toHaveTextContent('500/500');
    await expect(counter()).toHaveAttribute('data-at-limit');
    await expect(textarea).toHaveValue('😀'.repeat(300) + FAMILY.repeat(150) + '🇰🇷'.repeat(50));
  },
};

/** Pasted in the middle over the limit: the paste is cut where it overflows, the text after it kept. */
export const CutsAtTheCaret: Story = {
  args: { maxLength: 8, defaultValue: '폐암 코호트' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: '연구 요약' });
    await userEvent.click(textarea);
    textarea.setSelectionRange(2, 2);
    await userEvent.paste(`${FAMILY}${FAMILY}${FAMILY}`);
    await expect(textarea).toHaveValue(`폐암${FAMILY}${FAMILY} 코호트`);
    await expect(canvas.getByText('8/8')).toBeVisible();
  },
};

/**
 * Korean input composes a syllable through several input events: at the limit the syllable is left
 * whole while it is composed (cutting it would break the composition) and cut when it ends.
 */
export const HoldsTheLimitAfterComposing: Story = {
  args: { maxLength: 5, defaultValue: '폐암 코호' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: '연구 요약' });
    await userEvent.click(textarea);
    // A composing keystroke, as the IME sends it: the value changes under an input event marked composing.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      textarea,
      '폐암 코호트',
    );
    textarea.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: true, data: '트' }));
    await expect(textarea).toHaveValue('폐암 코호트');
    textarea.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '트' }));
    await expect(textarea).toHaveValue('폐암 코호');
    await expect(canvas.getByText('5/5')).toHaveAttribute('data-at-limit');
    // The cut reaches onChange, so a form holds the same text as the field.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
  },
};

export const WithHelpText: Story = {
  args: { helpText: '개인정보는 입력하지 마십시오.' },
  play: playHelpText('textbox', '연구 요약', '개인정보는 입력하지 마십시오.'),
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '연구 요약' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: {
    maxLength: 50,
    defaultValue: '폐암',
    helpText: '5~50자로 입력하십시오.',
    error: '5글자 이상으로 입력해 주세요.',
  },
  play: async (context) => {
    await playInvalid('textbox', '연구 요약', {
      error: '5글자 이상으로 입력해 주세요.',
      helpText: '5~50자로 입력하십시오.',
    })(context);
    await expect(within(context.canvasElement).getByText('2/50')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '수정할 수 없는 요약입니다.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '연구 요약' })).toBeDisabled();
  },
};

export const LongKoreanLabel: Story = {
  args: {
    label: '연구 대상자 선정 기준 및 제외 기준, 그리고 데이터 반출 후 비식별화 처리 절차에 대한 상세 설명',
    required: true,
    maxLength: 50,
    helpText:
      '선정 기준과 제외 기준을 구분하여 작성하고, 비식별화 절차는 기관 IRB의 승인 내용과 일치해야 합니다.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: /비식별화 처리 절차에 대한 상세 설명$/ });
    await expect(textarea).toHaveAccessibleDescription(/승인 내용과 일치해야 합니다\.$/);
    await expect(canvas.getByText('0/50')).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('기본 요약');
    return (
      <>
        <Textarea {...args} maxLength={20} value={value} onChange={(e) => setValue(e.target.value)} />
        <button type="button" onClick={() => setValue('')}>
          비우기
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5/20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '비우기' }));
    // A value set from outside (not typed) is counted too.
    await expect(canvas.getByText('0/20')).toBeVisible();
  },
};

export const ForwardsRef: Story = {
  render: (args) => {
    // What react-hook-form's register() does: a ref callback plus name/onChange/onBlur; its
    // defaultValues arrive through the ref, and the count follows them.
    const register = {
      name: 'summary',
      onChange: args.onChange,
      onBlur: fn(),
      ref: (element: HTMLTextAreaElement | null) => {
        if (element && !element.dataset['registered']) {
          element.dataset['registered'] = 'yes';
          element.value = '기존 요약';
        }
      },
    };
    return <Textarea label={args.label} maxLength={50} {...register} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '연구 요약' });
    await expect(textarea).toHaveAttribute('data-registered', 'yes');
    await expect(textarea).toHaveAttribute('name', 'summary');
    await expect(canvas.getByText('5/50')).toBeVisible();
  },
};

function ResettableForm() {
  const { register, reset } = useForm({ defaultValues: { summary: '심부전 환자의 재입원' } });
  return (
    <form>
      <Textarea label="연구 요약" maxLength={50} {...register('summary')} />
      <button type="button" onClick={() => reset({ summary: '' })}>
        비우기
      </button>
    </form>
  );
}

/** react-hook-form sets values through the ref (defaultValues, reset()): the count follows them. */
export const WithReactHookForm: Story = {
  render: () => <ResettableForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '연구 요약' });
    await expect(textarea).toHaveValue('심부전 환자의 재입원');
    await expect(canvasElement.querySelector('[data-part="counter"]')).toHaveTextContent('11/50');
    await userEvent.type(textarea, ' 위험');
    await expect(canvasElement.querySelector('[data-part="counter"]')).toHaveTextContent('14/50');
    await userEvent.click(canvas.getByRole('button', { name: '비우기' }));
    await expect(textarea).toHaveValue('');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="counter"]')).toHaveTextContent('0/50'),
    );
  },
};
