import * as RadixSelect from '@radix-ui/react-select';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEventHandler,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FormField } from '../form-field/form-field';
import type { FormFieldControlProps } from '../form-field/form-field';
import { splitFieldProps } from '../form-field/field-props';
import { composeRefs } from '../form-field/form-utils';
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
  /**
   * A plain button until first pointed at, focused or pressed, the Radix select only then: for a
   * dropdown in every row of a long table, where each Radix select cost as much as the rest of its row
   * (apps/web/bench/network-table). It looks and reads the same; not with `name`.
   */
  deferred?: boolean | undefined;
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
  deferred = false,
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
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  // Deferred: the Radix select replaces the plain button on first use, taking over its focus.
  const [engaged, setEngaged] = useState(!deferred || isOpen || name !== undefined);
  const focusOnEngage = useRef(false);
  // The list it will open, as Radix's trigger names it even while the list is not there.
  const listId = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const composedRef = useMemo(() => composeRefs(ref, triggerRef), [ref]);
  useLayoutEffect(() => {
    if (!engaged || !focusOnEngage.current) return;
    focusOnEngage.current = false;
    triggerRef.current?.focus();
  }, [engaged]);
  // Bare (no label), the field's class goes to the trigger.
  const triggerClasses = [
    fieldControl({ size }),
    styles.trigger,
    triggerClassName,
    hasLabel ? undefined : field.className,
  ]
    .filter(Boolean)
    .join(' ');

  const plain = (controlProps: Partial<FormFieldControlProps>) => (
    <button
      {...controlProps}
      ref={composedRef}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-controls={listId}
      aria-autocomplete="none"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-required={field.required}
      disabled={field.disabled}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      data-size={size}
      className={triggerClasses}
      onBlur={onBlur}
      onPointerEnter={() => setEngaged(true)}
      onFocus={() => {
        focusOnEngage.current = true;
        setEngaged(true);
      }}
      // A press that comes before the pointer was seen over it (a touch; a click right after a
      // scroll) opens the list at once, as the Radix trigger would have.
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        focusOnEngage.current = true;
        setEngaged(true);
        setOpen(true);
      }}
    >
      <span className={styles.value}>{chosen?.label ?? placeholder}</span>
      <span className={styles.icon} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </button>
  );

  const select = (controlProps: Partial<FormFieldControlProps>) => (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        setValueState(next);
        onValueChange?.(next);
      }}
      open={isOpen}
      onOpenChange={setOpen}
      required={field.required}
      disabled={field.disabled}
      name={name}
      form={form}
    >
      <RadixSelect.Trigger
        {...controlProps}
        ref={composedRef}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        onBlur={onBlur}
        data-size={size}
        className={triggerClasses}
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
      {(controlProps) => (engaged ? select(controlProps) : plain(controlProps))}
    </FormField>
  );
}

Select.displayName = 'Select';
