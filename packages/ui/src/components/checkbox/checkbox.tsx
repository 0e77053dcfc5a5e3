import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../form-field/form-field';
import { splitFieldProps } from '../form-field/field-props';
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
export function Checkbox({ checkboxClassName, ref, ...props }: CheckboxProps) {
  const [field, rootProps] = splitFieldProps(props);
  return (
    <FormField layout="inline" {...field}>
      {(control) => (
        <RadixCheckbox.Root
          {...rootProps}
          {...control}
          ref={ref}
          required={field.required}
          disabled={field.disabled}
          className={[styles.root, checkboxClassName].filter(Boolean).join(' ')}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <CheckIcon className={styles.checkIcon} />
            <MinusIcon className={styles.indeterminateIcon} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
      )}
    </FormField>
  );
}

Checkbox.displayName = 'Checkbox';
