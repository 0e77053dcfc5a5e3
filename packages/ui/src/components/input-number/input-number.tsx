import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  ChangeEvent,
  ComponentPropsWithRef,
  FocusEvent,
  KeyboardEvent,
  PointerEvent,
  ReactNode,
} from 'react';
import { FormField } from '../form-field/form-field';
import type { FormFieldControlProps } from '../form-field/form-field';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { inputNumberMessagesKo } from './messages.ko';
import { createNumberFormat, decimalsOf } from './number-format';
import { useHoldRepeat } from './use-hold-repeat';
import * as styles from './input-number.css';

/** `sm` fits a table row (2rem), `md` a form (2.5rem). */
export const inputNumberSizes = ['sm', 'md'] as const;
export type InputNumberSize = (typeof inputNumberSizes)[number];

export interface InputNumberProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'size' | 'children'
> {
  /** Visible label above the field. Without it, give `aria-label`. */
  label?: ReactNode | undefined;
  /** The number (controlled); `null` is empty. */
  value?: number | null | undefined;
  defaultValue?: number | null | undefined;
  /** Called with each new number: as digits are typed, on each step, and on the clamp at blur. */
  onValueChange?: ((value: number | null) => void) | undefined;
  min?: number | undefined;
  max?: number | undefined;
  /** Added or taken by the buttons and ArrowUp/ArrowDown. Default 1. */
  step?: number | undefined;
  /** Added or taken by PageUp/PageDown. Default 10 × `step`. */
  largeStep?: number | undefined;
  /** Shows thousands separators (`1,234,567`). Default false. */
  thousandSeparator?: boolean | undefined;
  /** Locale of the separators. Default `ko-KR`. */
  locale?: string | undefined;
  /** A hint under the field; replaced by `error` while there is one. */
  helpText?: ReactNode | undefined;
  /** The validation message; sets `aria-invalid` and replaces the help text. */
  error?: ReactNode | undefined;
  invalid?: boolean | undefined;
  /** Default `md`. */
  size?: InputNumberSize | undefined;
  /** Accessible name of the + button. Default `증가`. */
  incrementLabel?: string | undefined;
  /** Accessible name of the − button. Default `감소`. */
  decrementLabel?: string | undefined;
  /** Class of the outer wrapper; the other props go to the `<input>`. */
  className?: string | undefined;
  inputClassName?: string | undefined;
}

type Direction = 1 | -1;

const stepKeys: Record<string, { direction: Direction; large: boolean }> = {
  ArrowUp: { direction: 1, large: false },
  ArrowDown: { direction: -1, large: false },
  PageUp: { direction: 1, large: true },
  PageDown: { direction: -1, large: true },
};

/**
 * A number field (`role="spinbutton"`) with − and + buttons. A press steps once; held (pointer,
 * or ArrowUp/ArrowDown/PageUp/PageDown) it repeats after 500 ms and then every 40 ms, stopping at
 * `min`/`max`. Home and End jump to `min` and `max`. Typing is clamped when the field is left.
 * With react-hook-form use a `Controller`: `value={field.value} onValueChange={field.onChange}`.
 */
export function InputNumber({
  label,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  largeStep,
  thousandSeparator = false,
  locale = 'ko-KR',
  helpText,
  error,
  invalid,
  size = 'md',
  incrementLabel = inputNumberMessagesKo.increment,
  decrementLabel = inputNumberMessagesKo.decrement,
  className,
  inputClassName,
  id,
  required,
  disabled,
  readOnly,
  'aria-describedby': describedBy,
  onKeyDown,
  onKeyUp,
  onBlur,
  ref,
  ...inputProps
}: InputNumberProps) {
  const generatedId = useId();
  const inputId = id ?? `input-number-${generatedId}`;
  const controlled = valueProp !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState<number | null>(defaultValue);
  const value = controlled ? valueProp : uncontrolledValue;
  // What the user is typing; null while the field shows the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const [pressed, setPressed] = useState<Direction | null>(null);

  const format = useMemo(() => createNumberFormat(locale, thousandSeparator), [locale, thousandSeparator]);
  const precision = Math.max(decimalsOf(step), min === undefined ? 0 : decimalsOf(min));
  const inactive = Boolean(disabled) || Boolean(readOnly);
  const atMax = value !== null && max !== undefined && value >= max;
  const atMin = value !== null && min !== undefined && value <= min;

  // Repeats read and write the latest value between renders (40 ms apart).
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);

  const repeat = useHoldRepeat();
  const heldKey = useRef<string | null>(null);
  const pressStarted = useRef(false);

  const clamp = (next: number) =>
    Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, next));
  const round = (next: number) => Number(next.toFixed(precision));

  const commit = (next: number | null) => {
    if (next === valueRef.current) return;
    valueRef.current = next;
    if (!controlled) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  /** One step; false when it cannot move (at min/max), which also ends a held repeat. */
  const stepper = (direction: Direction, large: boolean) => () => {
    const amount = large ? (largeStep ?? step * 10) : step;
    const next = clamp(round((valueRef.current ?? 0) + direction * amount));
    setDraft(null);
    if (next === valueRef.current) {
      endPress();
      return false;
    }
    commit(next);
    return true;
  };

  function endPress() {
    setPressed(null);
    // The click that follows a release belongs to the press; later clicks (a screen reader's)
    // step on their own.
    window.setTimeout(() => {
      pressStarted.current = false;
    }, 0);
  }

  const release = () => {
    repeat.stop();
    endPress();
  };

  const finishTyping = () => {
    if (draft === null) return;
    const parsed = format.parse(draft);
    setDraft(null);
    if (parsed === null) commit(null);
    else if (!Number.isNaN(parsed)) commit(clamp(round(parsed)));
    else if (valueRef.current !== null) commit(clamp(valueRef.current));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    if (!format.isPartial(text)) {
      // Put back what is shown: React restores a controlled input by itself, Preact does not.
      event.currentTarget.value = draft ?? format.format(value);
      return;
    }
    setDraft(text);
    const parsed = format.parse(text);
    if (parsed === null || !Number.isNaN(parsed)) commit(parsed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || inactive) return;
    const key = stepKeys[event.key];
    if (key) {
      event.preventDefault();
      // Our own timing replaces the keyboard's auto-repeat.
      if (event.repeat) return;
      heldKey.current = event.key;
      setPressed(key.direction);
      repeat.start(stepper(key.direction, key.large));
    } else if (event.key === 'Home' && min !== undefined) {
      event.preventDefault();
      setDraft(null);
      commit(min);
    } else if (event.key === 'End' && max !== undefined) {
      event.preventDefault();
      setDraft(null);
      commit(max);
    } else if (event.key === 'Enter') {
      finishTyping();
    }
  };

  const handleKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyUp?.(event);
    if (event.key === heldKey.current) {
      heldKey.current = null;
      repeat.stop();
      setPressed(null);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    heldKey.current = null;
    repeat.stop();
    setPressed(null);
    finishTyping();
    onBlur?.(event);
  };

  const buttonProps = (direction: Direction) => {
    const blocked = inactive || (direction === 1 ? atMax : atMin);
    return {
      type: 'button' as const,
      tabIndex: -1,
      'aria-label': direction === 1 ? incrementLabel : decrementLabel,
      'aria-controls': inputId,
      disabled: blocked,
      className: styles.stepButton,
      'data-pressed': pressed === direction ? '' : undefined,
      'data-direction': direction === 1 ? 'increment' : 'decrement',
      onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
        // Chromium sends pointer events to disabled buttons too.
        if (event.button !== 0 || blocked) return;
        // Keep focus where it is (the input, or nothing on touch).
        event.preventDefault();
        pressStarted.current = true;
        setPressed(direction);
        repeat.start(stepper(direction, false));
      },
      onPointerUp: release,
      onPointerLeave: release,
      onPointerCancel: release,
      onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if ((event.key !== 'Enter' && event.key !== ' ') || blocked) return;
        event.preventDefault();
        if (event.repeat) return;
        pressStarted.current = true;
        setPressed(direction);
        repeat.start(stepper(direction, false));
      },
      onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'Enter' || event.key === ' ') release();
      },
      onClick: () => {
        if (pressStarted.current || blocked) return;
        stepper(direction, false)();
      },
    };
  };

  const field = (controlProps: Partial<FormFieldControlProps>) => (
    <div
      className={styles.group({ size })}
      data-size={size}
      data-invalid={controlProps['aria-invalid'] || undefined}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
    >
      <input
        autoComplete="off"
        inputMode={precision === 0 && (min ?? -1) >= 0 ? 'numeric' : 'decimal'}
        {...inputProps}
        {...controlProps}
        ref={ref}
        type="text"
        role="spinbutton"
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={value !== null && thousandSeparator ? format.format(value) : undefined}
        value={draft ?? format.format(value)}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onKeyUp={handleKeyUp}
        onBlur={handleBlur}
        className={[styles.input, inputClassName].filter(Boolean).join(' ')}
      />
      <button {...buttonProps(-1)}>
        <MinusIcon />
      </button>
      <button {...buttonProps(1)}>
        <PlusIcon />
      </button>
    </div>
  );

  return (
    <FormField
      label={label}
      helpText={helpText}
      error={error}
      invalid={invalid}
      required={required}
      disabled={disabled}
      controlId={inputId}
      describedBy={describedBy}
      className={className}
    >
      {(controlProps) => field(controlProps)}
    </FormField>
  );
}

InputNumber.displayName = 'InputNumber';
