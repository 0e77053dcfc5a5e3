import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
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
 * Label above, input, help text or error below. Every other prop (and `ref`) goes to the
 * `<input>`, so `{...register('email')}` from react-hook-form works as is.
 */
export function TextField({
  label,
  helpText,
  error,
  invalid,
  endAdornment,
  className,
  inputClassName,
  id: idProp,
  required,
  'aria-describedby': describedByProp,
  'aria-invalid': ariaInvalidProp,
  type = 'text',
  ref,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? `text-field-${generatedId}`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const isInvalid = hasError || Boolean(invalid) || ariaInvalidProp === true || ariaInvalidProp === 'true';
  const describedBy =
    [describedByProp, hasError ? errorId : helpText ? helpId : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-invalid={isInvalid || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        <input
          {...inputProps}
          ref={ref}
          id={id}
          type={type}
          required={required}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={[styles.input({ withEndAdornment: Boolean(endAdornment) }), inputClassName]
            .filter(Boolean)
            .join(' ')}
        />
        {endAdornment ? <div className={styles.endAdornment}>{endAdornment}</div> : null}
      </div>
      {hasError ? (
        <p id={errorId} className={styles.errorText}>
          {error}
        </p>
      ) : helpText ? (
        <p id={helpId} className={styles.helpText}>
          {helpText}
        </p>
      ) : null}
    </div>
  );
}

TextField.displayName = 'TextField';
