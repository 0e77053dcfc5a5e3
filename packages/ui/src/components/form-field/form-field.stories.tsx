import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Select } from '../select/select';
import { Switch } from '../switch/switch';
import { Textarea } from '../textarea/textarea';
import { FormField, formFieldLayouts, useFormField } from './form-field';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: {
    label: '소속 기관',
    layout: 'stacked',
    children: <input name="org" placeholder="서울대학교병원" />,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: formFieldLayouts },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The label names the control through a generated id.
    const input = canvas.getByRole('textbox', { name: '소속 기관' });
    await expect(input.id).not.toBe('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHelpText: Story = {
  args: { helpText: '재직 중인 기관명을 입력하십시오.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '소속 기관' });
    await expect(input).toHaveAccessibleDescription('재직 중인 기관명을 입력하십시오.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // `*` is only a visual mark: the name stays clean and aria-required says it.
    const input = canvas.getByRole('textbox', { name: '소속 기관' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: {
    helpText: '재직 중인 기관명을 입력하십시오.',
    error: '5글자 이상으로 입력해 주세요.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '소속 기관' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('5글자 이상으로 입력해 주세요.');
    // The error replaces the help text.
    await expect(canvas.queryByText('재직 중인 기관명을 입력하십시오.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <input name="org" disabled defaultValue="서울대학교병원" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '소속 기관' })).toBeDisabled();
  },
};

export const LongKoreanLabel: Story = {
  args: {
    label: '연구 데이터 반출 시 개인정보 비식별화 처리를 담당하는 책임 연구자의 소속 기관 및 부서명',
    required: true,
    helpText:
      '기관명과 부서명을 함께 입력하십시오. 예를 들어 서울대학교병원 의생명연구원 의료정보학과처럼 입력합니다.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /책임 연구자의 소속 기관 및 부서명$/ });
    // A long label wraps inside the field instead of widening it.
    await expect(canvasElement.firstElementChild?.scrollWidth).toBeLessThanOrEqual(
      canvasElement.firstElementChild?.clientWidth ?? 0,
    );
    await expect(input).toHaveAccessibleDescription(/의료정보학과처럼 입력합니다\.$/);
  },
};

export const InlineLayout: Story = {
  args: {
    layout: 'inline',
    label: '다시 초대받지 않기',
    helpText: '이 프로젝트의 초대를 더 이상 받지 않습니다.',
    children: <input type="checkbox" name="neverAgain" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '다시 초대받지 않기' });
    await userEvent.click(canvas.getByText('다시 초대받지 않기'));
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('이 프로젝트의 초대를 더 이상 받지 않습니다.');
  },
};

function DescribedCounter() {
  // A custom control deeper in the tree reads the field's ids from context. It names the control
  // rather than printing its id: React numbers ids in the order components mount across the whole
  // test run, so the printed id changed the story's screenshot with the order the stories ran in.
  const field = useFormField();
  return (
    <output htmlFor={field?.controlProps.id} data-testid="context-id">
      {field ? '컨텍스트에서 찾은 컨트롤' : ''}
    </output>
  );
}

export const RenderProp: Story = {
  args: {
    label: '연구 시작일',
    helpText: 'YYYY-MM-DD',
    children: (control) => (
      <>
        <input type="date" {...control} />
        <DescribedCounter />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('연구 시작일');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAccessibleDescription('YYYY-MM-DD');
    await expect(canvas.getByTestId('context-id')).toHaveAttribute('for', input.id);
  },
};

interface StudyForm {
  summary: string;
  studyType: string;
  pledge: boolean;
  irbApproved: boolean;
  hospital: string;
}

const studyTypes = [
  { value: 'retrospective', label: '후향적 연구' },
  { value: 'prospective', label: '전향적 연구' },
  { value: 'trial', label: '임상시험', disabled: true },
];

function StudyFormExample({ onValid }: { onValid: (values: StudyForm) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<StudyForm>({
    defaultValues: { summary: '', studyType: '', pledge: false, irbApproved: false, hospital: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}
    >
      <FormField label="요청 기관" required error={errors.hospital?.message}>
        <input {...register('hospital', { required: '요청 기관을 입력하십시오.' })} />
      </FormField>
      <Textarea
        label="연구 요약"
        required
        maxLength={50}
        helpText="5~50자로 입력하십시오."
        error={errors.summary?.message}
        {...register('summary', {
          required: '연구 요약을 입력하십시오.',
          minLength: { value: 5, message: '5글자 이상으로 입력해 주세요.' },
        })}
      />
      <Controller
        control={control}
        name="studyType"
        rules={{ required: '연구 유형을 선택하십시오.' }}
        render={({ field, fieldState }) => (
          <Select
            label="연구 유형"
            required
            options={studyTypes}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="pledge"
        rules={{ validate: (checked) => checked || '연구 윤리 서약에 동의해야 합니다.' }}
        render={({ field, fieldState }) => (
          <Checkbox
            label="연구 윤리 서약에 동의합니다."
            required
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="irbApproved"
        rules={{ validate: (on) => on || 'IRB 승인을 받은 연구만 등록할 수 있습니다.' }}
        render={({ field, fieldState }) => (
          <Switch
            label="IRB 승인 완료"
            helpText="승인 번호는 다음 단계에서 입력합니다."
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <div>
        <Button type="submit">등록</Button>
      </div>
    </form>
  );
}

/** react-hook-form with `register` (FormField, Textarea) and `Controller` (Select, Checkbox, Switch). */
const submitted = fn();

export const WithReactHookForm: Story = {
  render: () => <StudyFormExample onValid={submitted} />,
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: '등록' }));

    const hospital = canvas.getByRole('textbox', { name: '요청 기관' });
    const summary = canvas.getByRole('textbox', { name: '연구 요약' });
    const studyType = canvas.getByRole('combobox', { name: '연구 유형' });
    const pledge = canvas.getByRole('checkbox', { name: '연구 윤리 서약에 동의합니다.' });
    const irb = canvas.getByRole('switch', { name: 'IRB 승인 완료' });

    await waitFor(() => expect(hospital).toHaveAttribute('aria-invalid', 'true'));
    await expect(hospital).toHaveAccessibleDescription('요청 기관을 입력하십시오.');
    await expect(summary).toHaveAccessibleDescription('연구 요약을 입력하십시오.');
    await expect(studyType).toHaveAccessibleDescription('연구 유형을 선택하십시오.');
    await expect(pledge).toHaveAccessibleDescription('연구 윤리 서약에 동의해야 합니다.');
    await expect(irb).toHaveAccessibleDescription('IRB 승인을 받은 연구만 등록할 수 있습니다.');
    for (const control of [summary, studyType, pledge, irb]) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    // react-hook-form moves focus to the first invalid field.
    await expect(hospital).toHaveFocus();
    await expect(submitted).not.toHaveBeenCalled();

    // Fixing each field clears its message (react-hook-form re-validates on change).
    await userEvent.type(hospital, '서울대학교병원');
    await userEvent.type(summary, '폐암 환자 코호트');
    await waitFor(() => expect(summary).not.toHaveAttribute('aria-invalid'));
    await expect(summary).toHaveAccessibleDescription('5~50자로 입력하십시오.');

    await userEvent.click(studyType);
    await userEvent.click(await body.findByRole('option', { name: '후향적 연구' }));
    await waitFor(() => expect(studyType).toHaveTextContent('후향적 연구'));
    await waitFor(() => expect(studyType).not.toHaveAttribute('aria-invalid'));

    await userEvent.click(pledge);
    await userEvent.click(irb);
    await waitFor(() => expect(irb).not.toHaveAttribute('aria-invalid'));
    await expect(pledge).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    await expect(submitted.mock.calls[0]?.[0]).toEqual({
      hospital: '서울대학교병원',
      summary: '폐암 환자 코호트',
      studyType: 'retrospective',
      pledge: true,
      irbApproved: true,
    });
  },
};
