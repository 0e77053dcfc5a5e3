import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { Controller, useForm } from '.';

// The forms' behaviour as a user meets it: when a field says what is wrong, what a submit sends, where
// the focus goes, and what a reset brings back.

afterEach(cleanup);

const schema = z.object({
  name: z.string().check(z.minLength(1, { error: '이름을 입력해 주십시오.' })),
  code: z.pipe(
    z.string().check(z.regex(/^\d{6}$/, { error: '숫자 6자리를 입력해 주십시오.' })),
    z.transform(Number),
  ),
  agree: z.boolean().check(z.refine(Boolean, { error: '동의해 주십시오.' })),
});
type In = z.input<typeof schema>;
const empty: In = { name: '', code: '', agree: false };

function Form({
  onValid,
  defaults = empty,
}: {
  onValid: (values: z.output<typeof schema>) => void;
  defaults?: In;
}) {
  const form = useForm({ schema, defaultValues: defaults });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <label>
        이름
        <input aria-describedby="name-error" {...form.register('name')} />
      </label>
      <p id="name-error">{errors.name?.message}</p>
      <label>
        인증번호
        <input {...form.register('code', { setValueAs: (value) => value.replace(/\D/g, '') })} />
      </label>
      <p>{errors.code?.message}</p>
      <Controller
        control={form.control}
        name="agree"
        render={({ field, fieldState }) => (
          <>
            <label>
              동의
              <input
                type="checkbox"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </label>
            <p>{fieldState.error?.message}</p>
          </>
        )}
      />
      <button type="submit">보내기</button>
      <button type="button" onClick={() => form.reset({ name: '김민준', code: '123456', agree: true })}>
        채우기
      </button>
      <output>{form.watch('name')}</output>
    </form>
  );
}

describe('a form', () => {
  it('says nothing while the user types a first time, then speaks once the field is left', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: '인증번호' }), '12');
    expect(screen.queryByText('숫자 6자리를 입력해 주십시오.')).toBeNull();
    await user.tab();
    expect(screen.getByText('숫자 6자리를 입력해 주십시오.')).toBeTruthy();
    // From then on it answers as the user types, and only about this field.
    await user.type(screen.getByRole('textbox', { name: '인증번호' }), '3456');
    expect(screen.queryByText('숫자 6자리를 입력해 주십시오.')).toBeNull();
    expect(screen.queryByText('이름을 입력해 주십시오.')).toBeNull();
  });

  it('on submit names every problem, focuses the first field, and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('이름을 입력해 주십시오.')).toBeTruthy();
    expect(screen.getByText('숫자 6자리를 입력해 주십시오.')).toBeTruthy();
    expect(screen.getByText('동의해 주십시오.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '이름' }));
  });

  it("sends the schema's output, with what each field keeps of what was typed", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: '이름' }), '이서연');
    expect(screen.getByRole('status').textContent).toBe('이서연');
    await user.type(screen.getByRole('textbox', { name: '인증번호' }), '12-34-56');
    await user.click(screen.getByRole('checkbox', { name: '동의' }));
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ name: '이서연', code: 123456, agree: true });
  });

  it('reset shows the new values in the inputs, and forgets the messages', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await user.click(screen.getByRole('button', { name: '채우기' }));
    expect(screen.queryByText('이름을 입력해 주십시오.')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '이름' }).value).toBe('김민준');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '동의' }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ name: '김민준', code: 123456, agree: true });
  });
});
