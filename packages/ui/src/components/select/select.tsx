import * as RadixSelect from '@radix-ui/react-select';
import { useState, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { FormField } from '../form-field/form-field';
import type { FormFieldControlProps } from '../form-field/form-field';
import { splitFieldProps } from '../form-field/field-props';
import { fieldControl } from '../form-field/form-field.css';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { selectMessagesKo } from './messages.ko';
import * as styles from './select.css';

/** `sm` fits a table row (2rem), `md` a form (2.5rem). */
export const selectSizes = ['sm', 'md'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectOption {
  /** A non-empty string (Radix keeps `''` for "nothing chosen"). */
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

export interface SelectProps {
  options: readonly SelectOption[];
  /** The chosen value (controlled); `''` shows the placeholder. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Shown while nothing is chosen. Default `선택하십시오`. */
  placeholder?: ReactNode | undefined;
  /** Shown in the open list when `options` is empty. Default `선택할 항목이 없습니다.` */
  emptyText?: ReactNode | undefined;
  /** Visible label above the trigger. Without it, give `aria-label` (e.g. in a table row). */
  label?: ReactNode | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  /** A hint under the trigger; replaced by `error` while there is one. */
  helpText?: ReactNode | undefined;
  /** The validation message; sets `aria-invalid` and replaces the help text. */
  error?: ReactNode | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Name of the hidden native `<select>` submitted with a form. */
  name?: string | undefined;
  form?: string | undefined;
  /** Default `md`; `sm` for table rows. */
  size?: SelectSize | undefined;
  /** Id of the trigger. Default: generated. */
  id?: string | undefined;
  /** Class of the outer wrapper (with a label) or of the trigger (without). */
  className?: string | undefined;
  /** Class of the trigger button. */
  triggerClassName?: string | undefined;
  /** Class of the portalled list. */
  contentClassName?: string | undefined;
  /** The trigger button (react-hook-form's `field.ref` focuses it on an error). */
  ref?: Ref<HTMLButtonElement> | undefined;
  onBlur?: FocusEventHandler<HTMLButtonElement> | undefined;
}

/**
 * A single choice from a list (Radix select): a trigger showing the chosen label or a
 * placeholder, and a portalled list. With react-hook-form use a `Controller`:
 * `value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} ref={field.ref}`.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  placeholder = selectMessagesKo.placeholder,
  emptyText = selectMessagesKo.emptyText,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  name,
  form,
  size = 'md',
  triggerClassName,
  contentClassName,
  ref,
  onBlur,
  ...props
}: SelectProps) {
  const [field] = splitFieldProps(props);
  const hasLabel = field.label !== undefined && field.label !== null;
  // Radix renders a closed Select's whole list into a detached fragment to find the chosen label: in
  // a table with a dropdown per row that doubled the cost of every row (apps/web/bench/network-table).
  // The list is mounted only while open, and the trigger shows the chosen label itself. A Select that
  // takes part in a native form (`name`) keeps the list, whose options the hidden <select> submits.
  const [openState, setOpenState] = useState(defaultOpen ?? false);
  const [valueState, setValueState] = useState(defaultValue ?? '');
  const isOpen = open ?? openState;
  const listMounted = isOpen || name !== undefined;
  const chosen = options.find((option) => option.value === (value ?? valueState));

  const select = (controlProps: Partial<FormFieldControlProps>) => (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        setValueState(next);
        onValueChange?.(next);
      }}
      open={isOpen}
      onOpenChange={(next) => {
        setOpenState(next);
        onOpenChange?.(next);
      }}
      required={field.required}
      disabled={field.disabled}
      name={name}
      form={form}
    >
      <RadixSelect.Trigger
        {...controlProps}
        ref={ref}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        onBlur={onBlur}
        data-size={size}
        className={[
          fieldControl({ size }),
          styles.trigger,
          triggerClassName,
          hasLabel ? undefined : field.className,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <span className={styles.value}>
          <RadixSelect.Value placeholder={placeholder}>
            {listMounted ? undefined : chosen?.label}
          </RadixSelect.Value>
        </span>
        <RadixSelect.Icon className={styles.icon}>
          <ChevronDownIcon />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      {listMounted ? (
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            data-size={size}
            className={[styles.content, contentClassName].filter(Boolean).join(' ')}
          >
            <RadixSelect.Viewport className={styles.viewport}>
              {options.length === 0 ? (
                <div className={styles.empty} data-part="empty">
                  {emptyText}
                </div>
              ) : (
                options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                      <CheckIcon />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))
              )}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      ) : null}
    </RadixSelect.Root>
  );

  return (
    // Bare, the class was given to the trigger above.
    <FormField {...field} className={hasLabel ? field.className : undefined}>
      {(controlProps) => select(controlProps)}
    </FormField>
  );
}

Select.displayName = 'Select';
