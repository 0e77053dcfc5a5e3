import type { AriaAttributes, ReactNode } from 'react';
import type { FormFieldProps } from './form-field';

/**
 * The props a control wrapped in a FormField (checkbox, switch, select, text field…) takes for its
 * field: label and messages, plus the `id`, `aria-describedby` and `className` that the field
 * wires up. Internal: each control still documents these in its own props.
 */
export interface FieldOwnProps {
  label?: ReactNode | undefined;
  helpText?: ReactNode | undefined;
  error?: ReactNode | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  className?: string | undefined;
}

/** What a control hands to its FormField, under FormField's names (`controlId`, `describedBy`). */
export type FieldFrameProps = Omit<FormFieldProps, 'children'> & {
  required: boolean | undefined;
  disabled: boolean | undefined;
};

/**
 * Splits a control's props into its FormField's and the rest (for the control itself). The control
 * still needs `required` and `disabled`: read them from the field half.
 */
export function splitFieldProps<P extends FieldOwnProps>({
  label,
  helpText,
  error,
  invalid,
  required,
  disabled,
  id,
  'aria-describedby': describedBy,
  className,
  ...rest
}: P): [FieldFrameProps, Omit<P, keyof FieldOwnProps>] {
  return [
    { label, helpText, error, invalid, required, disabled, controlId: id, describedBy, className },
    rest,
  ];
}

/** True for an `aria-invalid` that says invalid (`true` or `'true'`), as a text control may be given. */
export function isAriaInvalid(value: AriaAttributes['aria-invalid']) {
  return value === true || value === 'true';
}
