import * as RadixLabel from '@radix-ui/react-label';
import { Slot } from '@radix-ui/react-slot';
import { createContext, isValidElement, use, useId } from 'react';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import * as styles from './form-field.css';

/** Where the label sits: above the control, or beside it (checkbox, switch). */
export const formFieldLayouts = ['stacked', 'inline'] as const;
export type FormFieldLayout = (typeof formFieldLayouts)[number];

/** What FormField hands to its control so that label, help text and error are wired to it. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldState {
  /** The control's props (spread them on the focusable element). */
  controlProps: FormFieldControlProps;
  /** Id of the `<label>` element, for controls that need `aria-labelledby`. */
  labelId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FormFieldContext = createContext<FormFieldState | null>(null);

/**
 * Inside a FormField: the ids and ARIA attributes for its control; outside one: `null`.
 * For custom controls that are not the direct child of the field.
 */
export function useFormField(): FormFieldState | null {
  return use(FormFieldContext);
}

/** True when an `error` prop holds a message to show. */
export function hasMessage(value: ReactNode): boolean {
  return value !== undefined && value !== null && value !== false && value !== '';
}

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /**
   * The control's visible label (and accessible name). Without one the control stands bare (give it an
   * `aria-label`, e.g. a checkbox in a table row) and keeps its help text, error and ARIA wiring.
   */
  label?: ReactNode | undefined;
  /** A hint under the control; replaced by `error` while there is one. */
  helpText?: ReactNode | undefined;
  /**
   * The validation message (e.g. react-hook-form's `errors.x?.message`). While set it replaces the
   * help text, the control gets `aria-invalid="true"` and is described by it.
   */
  error?: ReactNode | undefined;
  /** Marks the control invalid without a message. */
  invalid?: boolean | undefined;
  /** Shows `*` after the label (hidden from screen readers) and sets `aria-required` on the control. */
  required?: boolean | undefined;
  /** Dims the label; the control itself must be disabled by its own prop. */
  disabled?: boolean | undefined;
  /** The control's id. Default: a generated one. */
  controlId?: string | undefined;
  /** Default `stacked`. */
  layout?: FormFieldLayout | undefined;
  /** Something shown at the end of the message row, e.g. a character count. */
  footerEnd?: ReactNode | undefined;
  /** Extra ids to append to the control's `aria-describedby`. */
  describedBy?: string | undefined;
  /**
   * The control: either one element (it receives `id`, `aria-describedby`, `aria-invalid`,
   * `aria-required` merged into its props, and keeps its own `ref`), or a function of those props.
   */
  children: ReactElement | ((control: FormFieldControlProps) => ReactNode);
}

/**
 * Label above (or beside) a control, help text under it, and the error message in place of the
 * help text. Works with any focusable control, including react-hook-form's `register()`:
 *
 * ```tsx
 * <FormField label="소속" error={errors.org?.message}><input {...register('org')} /></FormField>
 * ```
 */
export function FormField({
  label,
  helpText,
  error,
  invalid,
  required = false,
  disabled = false,
  controlId,
  layout = 'stacked',
  footerEnd,
  describedBy,
  className,
  children,
  ...rootProps
}: FormFieldProps) {
  const generatedId = useId();
  const id = controlId ?? `field-${generatedId}`;
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const showError = hasMessage(error);
  const showHelp = !showError && hasMessage(helpText);
  const isInvalid = showError || Boolean(invalid);

  const controlProps: FormFieldControlProps = {
    id,
    'aria-describedby':
      [describedBy, showError ? errorId : showHelp ? helpId : undefined].filter(Boolean).join(' ') ||
      undefined,
    'aria-invalid': isInvalid || undefined,
    'aria-required': required || undefined,
  };

  const control =
    typeof children === 'function' ? (
      children(controlProps)
    ) : isValidElement(children) ? (
      <Slot {...controlProps}>{children}</Slot>
    ) : null;

  const labelElement = (
    <RadixLabel.Root id={labelId} htmlFor={id} className={styles.label({ layout })}>
      {label}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </RadixLabel.Root>
  );

  const footer =
    showError || showHelp || footerEnd ? (
      <div className={styles.footer({ layout })}>
        {showError ? (
          <p id={errorId} className={styles.errorText} data-part="error">
            {error}
          </p>
        ) : showHelp ? (
          <p id={helpId} className={styles.helpText} data-part="help">
            {helpText}
          </p>
        ) : null}
        {footerEnd ? <div className={styles.footerEnd}>{footerEnd}</div> : null}
      </div>
    ) : null;

  const context = { controlProps, labelId, invalid: isInvalid, required, disabled };
  if (!hasMessage(label)) {
    // Bare: no label, and no wrapper unless there is a message or a class to carry.
    return (
      <FormFieldContext value={context}>
        {footer || className ? (
          <div {...rootProps} className={className} data-invalid={isInvalid || undefined}>
            {control}
            {footer}
          </div>
        ) : (
          control
        )}
      </FormFieldContext>
    );
  }

  return (
    <FormFieldContext value={context}>
      <div
        {...rootProps}
        className={[styles.root({ layout }), className].filter(Boolean).join(' ')}
        data-layout={layout}
        data-invalid={isInvalid || undefined}
        data-disabled={disabled || undefined}
      >
        {layout === 'inline' ? (
          <>
            <div className={styles.inlineControl}>{control}</div>
            {labelElement}
          </>
        ) : (
          <>
            {labelElement}
            {control}
          </>
        )}
        {footer}
      </div>
    </FormFieldContext>
  );
}

FormField.displayName = 'FormField';
