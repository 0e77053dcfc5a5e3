import * as RadixSwitch from '@radix-ui/react-switch';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../form-field/form-field';
import { splitFieldProps } from '../form-field/field-props';
import * as styles from './switch.css';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<typeof RadixSwitch.Root>,
  'children' | 'asChild'
> {
  /** Shown beside the switch and used as its name. Without it, give `aria-label`. */
  label?: ReactNode | undefined;
  /** A hint under the label; replaced by `error` while there is one. */
  helpText?: ReactNode | undefined;
  /** The validation message; sets `aria-invalid` and replaces the help text. */
  error?: ReactNode | undefined;
  /** Marks the switch invalid without a message. */
  invalid?: boolean | undefined;
  /** Class of the outer wrapper (with a label); the other props go to the switch. */
  className?: string | undefined;
  /** Class of the switch itself (the Radix button). */
  switchClassName?: string | undefined;
}

/**
 * An on/off setting that takes effect at once (a Radix switch, `role="switch"`), its label
 * beside it. `onCheckedChange(next)` reports each toggle, so a setting can be sent as it changes.
 */
export function Switch({ switchClassName, ref, ...props }: SwitchProps) {
  const [field, rootProps] = splitFieldProps(props);
  return (
    <FormField layout="inline" {...field}>
      {(control) => (
        <RadixSwitch.Root
          {...rootProps}
          {...control}
          ref={ref}
          required={field.required}
          disabled={field.disabled}
          className={[styles.root, switchClassName].filter(Boolean).join(' ')}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      )}
    </FormField>
  );
}

Switch.displayName = 'Switch';
