import * as RadixSelect from '@radix-ui/react-select';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { FormField } from '../form-field/form-field';
import { splitFieldProps } from '../form-field/field-props';
import { composeRefs } from '../form-field/form-utils';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { DeferredTrigger, type Engagement } from './deferred-trigger';
import { selectMessagesKo } from './messages.ko';
import * as styles from './select.css';
import { hasFieldLabel, triggerClasses } from './trigger-classes';

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
export function Select({ deferred = false, open, defaultOpen, onOpenChange, ...props }: SelectProps) {
  const [engagedBy, setEngagedBy] = useState<Engagement | null>(null);
  // Held here, so that a press on the plain button of a deferred Select opens the list whichever way
  // the two render.
  const [openState, setOpenState] = useState(defaultOpen ?? false);
  const isOpen = open ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  // A Select in a native form (`name`) submits its options, and an open one shows them: neither waits.
  if (deferred && engagedBy === null && props.name === undefined && !isOpen) {
    return (
      <DeferredTrigger
        {...props}
        onEngage={(how) => {
          if (how === 'press') setOpen(true);
          setEngagedBy(how);
        }}
      />
    );
  }
  return (
    <RadixBackedSelect
      {...props}
      open={isOpen}
      onOpenChange={setOpen}
      focusOnMount={engagedBy === 'focus' || engagedBy === 'press'}
    />
  );
}

Select.displayName = 'Select';

interface RadixBackedSelectProps extends Omit<
  SelectProps,
  'deferred' | 'open' | 'defaultOpen' | 'onOpenChange'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A deferred Select focused or pressed: its Radix trigger takes over the plain button's focus. */
  focusOnMount: boolean;
}

/** The Select itself, its list open or closed by `Select` above. */
function RadixBackedSelect({
  options,
  value,
  defaultValue,
  onValueChange,
  open,
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
  focusOnMount,
  ref,
  onBlur,
  ...props
}: RadixBackedSelectProps) {
  const [field] = splitFieldProps(props);
  // Radix renders a closed Select's whole list into a detached fragment to find the chosen label: in
  // a table with a dropdown per row that doubled the cost of every row (apps/web/bench/network-table).
  // The list is mounted only while open, and the trigger shows the chosen label itself. A Select that
  // takes part in a native form (`name`) keeps the list, whose options the hidden <select> submits.
  const [valueState, setValueState] = useState(defaultValue ?? '');
  const listMounted = open || name !== undefined;
  const chosen = options.find((option) => option.value === (value ?? valueState));

  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const composedRef = useMemo(() => composeRefs(ref, triggerRef), [ref]);
  const focusAtFirst = useRef(focusOnMount);
  useLayoutEffect(() => {
    if (focusAtFirst.current) triggerRef.current?.focus();
  }, []);

  return (
    <FormField {...field} className={hasFieldLabel(field) ? field.className : undefined}>
      {(controlProps) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={(next) => {
            setValueState(next);
            onValueChange?.(next);
          }}
          open={open}
          onOpenChange={onOpenChange}
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
            className={triggerClasses(size, triggerClassName, field)}
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
      )}
    </FormField>
  );
}
