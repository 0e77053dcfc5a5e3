import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../form-field/form-field';
import { isAriaInvalid, splitFieldProps } from '../form-field/field-props';
import { fieldControl } from '../form-field/form-field.css';
import * as styles from './text-field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Shown above the input and used as its accessible name. */
  label: ReactNode;
  /** A hint under the input; replaced by `error` while there is one. */
  helpText?: ReactNode | undefined;
  /**
   * The validation message. While set, it replaces the help text, the input gets
   * `aria-invalid="true"` and points to it through `aria-describedby`.
   */
  error?: ReactNode | undefined;
  /** Marks the input invalid without a message (e.g. the message is shown elsewhere). */
  invalid?: boolean | undefined;
  /** Something placed inside the input's end edge, such as an icon button. */
  endAdornment?: ReactNode | undefined;
  /** Class of the outer wrapper; the other props go to the `<input>`. */
  className?: string | undefined;
  /** Class of the `<input>` itself. */
  inputClassName?: string | undefined;
}

/**
 * Label above, input, help text or error below (a FormField around an `<input>`). Every other prop
 * (and `ref`) goes to the `<input>`, so `{...register('email')}` from react-hook-form works as is.
 */
export function TextField({
  endAdornment,
  inputClassName,
  'aria-invalid': ariaInvalid,
  type = 'text',
  ref,
  ...props
}: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <FormField {...field} invalid={Boolean(field.invalid) || isAriaInvalid(ariaInvalid)}>
      {(control) => (
        <div className={styles.control}>
          <input
            {...inputProps}
            {...control}
            ref={ref}
            type={type}
            required={field.required}
            disabled={field.disabled}
            // A native `required` already tells assistive technology; aria-required would repeat it.
            aria-required={undefined}
            className={[
              fieldControl(),
              styles.input,
              endAdornment ? styles.inputWithEndAdornment : undefined,
              inputClassName,
            ]
              .filter(Boolean)
              .join(' ')}
          />
          {endAdornment ? <div className={styles.endAdornment}>{endAdornment}</div> : null}
        </div>
      )}
    </FormField>
  );
}

TextField.displayName = 'TextField';
