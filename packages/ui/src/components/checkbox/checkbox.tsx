import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../form-field/form-field';
import type { FormFieldControlProps } from '../form-field/form-field';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import * as styles from './checkbox.css';

export type CheckboxCheckedState = RadixCheckbox.CheckedState;

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<typeof RadixCheckbox.Root>,
  'children' | 'asChild'
> {
  /**
   * Shown beside the box and used as its name. Without it, give `aria-label` (e.g. a row
   * selection box in a table).
   */
  label?: ReactNode | undefined;
  /** A hint under the label; replaced by `error` while there is one. */
  helpText?: ReactNode | undefined;
  /** The validation message; sets `aria-invalid` and replaces the help text. */
  error?: ReactNode | undefined;
  /** Marks the box invalid without a message. */
  invalid?: boolean | undefined;
  /** Class of the outer wrapper (with a label); the other props go to the box. */
  className?: string | undefined;
  /** Class of the box (the Radix checkbox button). */
  checkboxClassName?: string | undefined;
}

/**
 * A Radix checkbox with its label beside it. `checked` is `true`, `false` or `'indeterminate'`
 * (shown as a dash, `aria-checked="mixed"`); `onCheckedChange` reports the next state. With
 * react-hook-form use a `Controller`: `checked={field.value} onCheckedChange={field.onChange}`.
 */
export function Checkbox({
  label,
  helpText,
  error,
  invalid,
  className,
  checkboxClassName,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ref,
  ...rootProps
}: CheckboxProps) {
  const box = (controlProps: Partial<FormFieldControlProps>) => (
    <RadixCheckbox.Root
      {...rootProps}
      {...controlProps}
      ref={ref}
      required={required}
      disabled={disabled}
      className={[styles.root, checkboxClassName].filter(Boolean).join(' ')}
    >
      <RadixCheckbox.Indicator className={styles.indicator}>
        <CheckIcon className={styles.checkIcon} />
        <MinusIcon className={styles.indeterminateIcon} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );

  return (
    <FormField
      layout="inline"
      label={label}
      helpText={helpText}
      error={error}
      invalid={invalid}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => box(control)}
    </FormField>
  );
}

Checkbox.displayName = 'Checkbox';
