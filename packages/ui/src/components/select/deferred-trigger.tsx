import { useId, type PointerEvent } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { splitFieldProps } from '../form-field/field-props';
import { FormField, hasMessage } from '../form-field/form-field';
import type { FormFieldControlProps } from '../form-field/form-field';
import { selectMessagesKo } from './messages.ko';
import type { SelectProps } from './select';
import * as styles from './select.css';
import { hasFieldLabel, triggerClasses } from './trigger-classes';

/** How a deferred Select was first used: pointed at, focused, or pressed (which opens it too). */
export type Engagement = 'pointer' | 'focus' | 'press';

export type DeferredTriggerProps = Omit<SelectProps, 'deferred'> & {
  onEngage: (how: Engagement) => void;
};

/**
 * A deferred Select before its first use: a plain button that looks and reads as its closed trigger,
 * with none of the Radix select's components and hooks. Bare (no label and no message, as in a
 * table row) it does without a FormField too. In a row of 10,000 that was what the dropdown cost
 * beyond the kit bench page's light one (apps/web/bench/network-table).
 */
export function DeferredTrigger({
  options,
  value,
  defaultValue,
  placeholder = selectMessagesKo.placeholder,
  size = 'md',
  triggerClassName,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ref,
  onBlur,
  onEngage,
  ...props
}: DeferredTriggerProps) {
  const [field] = splitFieldProps(props);
  // The list it would open, as Radix's trigger names it even while the list is not there.
  const listId = useId();
  const chosen = options.find((option) => option.value === (value ?? defaultValue ?? ''));
  const button = (controlProps: Partial<FormFieldControlProps>) => (
    <button
      {...controlProps}
      ref={ref}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-controls={listId}
      aria-autocomplete="none"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      disabled={field.disabled}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      data-size={size}
      className={triggerClasses(size, triggerClassName, field)}
      onBlur={onBlur}
      onPointerEnter={() => onEngage('pointer')}
      onFocus={() => onEngage('focus')}
      // A press that comes before the pointer was seen over it (a touch; a click right after a
      // scroll) opens the list at once, as the Radix trigger would have.
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        onEngage('press');
      }}
    >
      <span className={styles.value}>{chosen?.label ?? placeholder}</span>
      <span className={styles.icon} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </button>
  );

  const bare = !hasFieldLabel(field) && !hasMessage(field.helpText) && !hasMessage(field.error);
  if (bare) {
    // What FormField gives a bare control, without its id, which only a label would point at.
    return button({
      id: field.controlId,
      'aria-describedby': field.describedBy,
      'aria-invalid': field.invalid || undefined,
      'aria-required': field.required || undefined,
    });
  }
  return (
    <FormField {...field} className={hasFieldLabel(field) ? field.className : undefined}>
      {button}
    </FormField>
  );
}
