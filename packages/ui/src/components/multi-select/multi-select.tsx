import * as RadixPopover from '@radix-ui/react-popover';
import { Slot } from '@radix-ui/react-slot';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  ChangeEvent,
  FocusEventHandler,
  KeyboardEvent,
  MouseEvent,
  ReactElement,
  ReactNode,
  Ref,
} from 'react';
import { Checkbox } from '../checkbox/checkbox';
import type { CheckboxCheckedState } from '../checkbox/checkbox';
import { FormField } from '../form-field/form-field';
import type { FormFieldControlProps } from '../form-field/form-field';
import { splitFieldProps } from '../form-field/field-props';
import { fieldControl } from '../form-field/form-field.css';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { formatMessage } from '../form-field/form-utils';
import { multiSelectMessagesKo } from './messages.ko';
import * as styles from './multi-select.css';

/** `sm` fits a table row or a column filter (2rem), `md` a form (2.5rem). */
export const multiSelectSizes = ['sm', 'md'] as const;
export type MultiSelectSize = (typeof multiSelectSizes)[number];

/** How the chosen items show in the trigger (up to `maxSelectedLabels`). */
export const multiSelectDisplays = ['comma', 'chip'] as const;
export type MultiSelectDisplay = (typeof multiSelectDisplays)[number];

/** Spec §9: the filter is applied 100 ms after typing stops. */
export const multiSelectFilterDelayMs = 100;
/** Spec §9: the list scrolls past 200px. */
export const multiSelectScrollHeight = '200px';

export type MultiSelectValue = string | number;

export interface MultiSelectOption<V extends MultiSelectValue = string> {
  value: V;
  label: string;
  disabled?: boolean | undefined;
}

export interface MultiSelectProps<V extends MultiSelectValue = string> {
  options: readonly MultiSelectOption<V>[];
  /** The chosen values (controlled). */
  value: readonly V[];
  /** Called with the next list of values on every change. */
  onChange: (value: V[]) => void;
  /** Shown while nothing is chosen. Default `선택하십시오`. */
  placeholder?: string | undefined;
  /** Up to this many chosen items show by label; past it, `selectedItemsLabel`. Default 3. */
  maxSelectedLabels?: number | undefined;
  /** At most this many items may be chosen; the others are disabled once it is reached. */
  selectionLimit?: number | undefined;
  /** `{0}` becomes the count. Default `{0}개 선택됨`. */
  selectedItemsLabel?: string | undefined;
  /** Shows a filter box above the list (applied after `filterDelay`). Default false. */
  filter?: boolean | undefined;
  /** Default 100 ms. */
  filterDelay?: number | undefined;
  /** Maximum height of the list before it scrolls. Default `200px`. */
  scrollHeight?: string | undefined;
  /** Labels as text (`comma`) or as chips. Default `comma`. */
  display?: MultiSelectDisplay | undefined;
  /** Shows the 전체 선택 box and the 선택 해제 button. Default true. */
  showSelectAll?: boolean | undefined;
  /** Visible label above the trigger. Without it, give `aria-label` (e.g. a column filter). */
  label?: ReactNode | undefined;
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
  helpText?: ReactNode | undefined;
  /** The validation message; sets `aria-invalid` and replaces the help text. */
  error?: ReactNode | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Default `md`. */
  size?: MultiSelectSize | undefined;
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Id of the trigger. Default: generated. */
  id?: string | undefined;
  /** Class of the outer wrapper (with a label) or of the trigger (without). */
  className?: string | undefined;
  contentClassName?: string | undefined;
  /** The trigger button (react-hook-form's `field.ref` focuses it on an error). */
  ref?: Ref<HTMLButtonElement> | undefined;
  onBlur?: FocusEventHandler<HTMLButtonElement> | undefined;
  selectAllLabel?: string | undefined;
  clearLabel?: string | undefined;
  filterPlaceholder?: string | undefined;
  filterLabel?: string | undefined;
  emptyText?: ReactNode | undefined;
  emptyFilterText?: ReactNode | undefined;
  /** `{0}` becomes the limit. Default `최대 {0}개까지 선택할 수 있습니다.` */
  selectionLimitNote?: string | undefined;
  noneSelectedLabel?: string | undefined;
  /**
   * Replaces the field-like trigger with your own element (e.g. a filter icon button in a table
   * header); it receives the trigger's role, ARIA state, keyboard handling and ref.
   */
  trigger?: ReactElement | undefined;
}

const matches = (label: string, query: string) =>
  label.toLocaleLowerCase('ko').includes(query.trim().toLocaleLowerCase('ko'));

/**
 * Several choices from a list: a trigger and a popover listbox (`aria-multiselectable`) with a
 * box per option, an optional filter, 전체 선택 / 선택 해제 and an optional selection limit. Fully
 * controlled (`value`, `onChange`), so it also serves as a table column filter. Keyboard: ArrowDown
 * or Enter opens; arrows, Home and End move; Space or Enter toggles; Escape closes and returns
 * focus to the trigger. The count is announced in a live region.
 */
export function MultiSelect<V extends MultiSelectValue = string>({
  options,
  value,
  onChange,
  placeholder = multiSelectMessagesKo.placeholder,
  maxSelectedLabels = 3,
  selectionLimit,
  selectedItemsLabel = multiSelectMessagesKo.selectedItemsLabel,
  filter = false,
  filterDelay = multiSelectFilterDelayMs,
  scrollHeight = multiSelectScrollHeight,
  display = 'comma',
  showSelectAll = true,
  'aria-label': ariaLabel,
  size = 'md',
  open: openProp,
  onOpenChange,
  contentClassName,
  ref,
  onBlur,
  selectAllLabel = multiSelectMessagesKo.selectAll,
  clearLabel = multiSelectMessagesKo.clear,
  filterPlaceholder = multiSelectMessagesKo.filterPlaceholder,
  filterLabel = multiSelectMessagesKo.filterLabel,
  emptyText = multiSelectMessagesKo.emptyText,
  emptyFilterText = multiSelectMessagesKo.emptyFilterText,
  selectionLimitNote = multiSelectMessagesKo.selectionLimitNote,
  noneSelectedLabel = multiSelectMessagesKo.noneSelected,
  trigger,
  ...props
}: MultiSelectProps<V>) {
  const [field] = splitFieldProps(props);
  const { label, disabled, className } = field;
  const generatedId = useId();
  const triggerId = field.controlId ?? `multi-select-${generatedId}`;
  const labelId = `${triggerId}-label`;
  const listId = `${triggerId}-list`;
  const noteId = `${triggerId}-note`;
  const hasLabel = label !== undefined && label !== null;

  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const [query, setQuery] = useState('');
  const [appliedQuery, setAppliedQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const filterTimer = useRef<number | undefined>(undefined);
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => () => window.clearTimeout(filterTimer.current), []);

  const selected = useMemo(() => new Set<V>(value), [value]);
  const labelOf = useMemo(() => {
    const labels = new Map<V, string>(options.map((option) => [option.value, option.label]));
    return (item: V) => labels.get(item) ?? String(item);
  }, [options]);
  const visible = useMemo(
    () =>
      filter && appliedQuery.trim() !== '' ? options.filter((o) => matches(o.label, appliedQuery)) : options,
    [options, filter, appliedQuery],
  );
  const limitReached = selectionLimit !== undefined && value.length >= selectionLimit;
  const isDisabled = (option: MultiSelectOption<V>) =>
    Boolean(option.disabled) || (limitReached && !selected.has(option.value));
  const active = visible.length === 0 ? -1 : Math.min(activeIndex, visible.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const countMessage = (count: number) => {
    const base = count === 0 ? noneSelectedLabel : formatMessage(selectedItemsLabel, count);
    return selectionLimit !== undefined && count >= selectionLimit
      ? `${base} ${formatMessage(selectionLimitNote, selectionLimit ?? 0)}`
      : base;
  };

  const change = (next: V[]) => {
    onChange(next);
    setAnnouncement(countMessage(next.length));
  };

  const toggle = (option: MultiSelectOption<V> | undefined) => {
    if (!option || isDisabled(option)) return;
    change(
      selected.has(option.value) ? value.filter((item) => item !== option.value) : [...value, option.value],
    );
  };

  const enabledVisible = visible.filter((option) => !option.disabled);
  const selectedVisibleCount = enabledVisible.filter((option) => selected.has(option.value)).length;
  const allState: CheckboxCheckedState =
    selectedVisibleCount === 0
      ? false
      : selectedVisibleCount === enabledVisible.length
        ? true
        : 'indeterminate';

  const toggleAll = () => {
    if (allState === true) {
      const remove = new Set(enabledVisible.map((option) => option.value));
      change(value.filter((item) => !remove.has(item)));
      return;
    }
    const room = selectionLimit === undefined ? Number.POSITIVE_INFINITY : selectionLimit - value.length;
    const add = enabledVisible
      .filter((option) => !selected.has(option.value))
      .slice(0, Math.max(0, room))
      .map((option) => option.value);
    change([...value, ...add]);
  };

  const setOpen = (next: boolean) => {
    if (next) {
      const firstSelected = options.findIndex((option) => selected.has(option.value));
      setActiveIndex(Math.max(0, firstSelected));
    } else {
      window.clearTimeout(filterTimer.current);
      setQuery('');
      setAppliedQuery('');
    }
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const handleFilterChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setQuery(text);
    window.clearTimeout(filterTimer.current);
    filterTimer.current = window.setTimeout(() => {
      setAppliedQuery(text);
      setActiveIndex(0);
    }, filterDelay);
  };

  const handleFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && listRef.current) {
      event.preventDefault();
      listRef.current.focus();
    } else if (event.key === 'Enter') {
      // The popover lives outside the form in the DOM, but keep Enter from doing anything else.
      event.preventDefault();
    }
  };

  const handleListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = visible.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActiveIndex(Math.min(last, active + 1));
        break;
      case 'ArrowUp':
        if (active <= 0 && filterRef.current) filterRef.current.focus();
        else setActiveIndex(Math.max(0, active - 1));
        break;
      case 'Home':
        setActiveIndex(0);
        break;
      case 'End':
        setActiveIndex(last);
        break;
      case ' ':
      case 'Enter':
        toggle(visible[active]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const handleListClick = (event: MouseEvent<HTMLUListElement>) => {
    const element = (event.target as Element).closest<HTMLElement>('[role="option"]');
    const index = Number(element?.dataset['index']);
    if (!Number.isInteger(index)) return;
    setActiveIndex(index);
    toggle(visible[index]);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const shown =
    value.length === 0 ? (
      placeholder
    ) : value.length > maxSelectedLabels ? (
      formatMessage(selectedItemsLabel, value.length)
    ) : display === 'chip' ? (
      <span className={styles.chips}>
        {value.map((item) => (
          <span key={String(item)} className={styles.chip}>
            {labelOf(item)}
          </span>
        ))}
      </span>
    ) : (
      value.map(labelOf).join(', ')
    );

  const triggerProps = (controlProps: Partial<FormFieldControlProps>) => ({
    ...controlProps,
    ref,
    type: 'button' as const,
    role: 'combobox',
    'aria-expanded': open,
    'aria-controls': open && visible.length > 0 ? listId : undefined,
    'aria-label': ariaLabel,
    disabled,
    'data-size': size,
    'data-placeholder': value.length === 0 ? '' : undefined,
    onKeyDown: handleTriggerKeyDown,
    onBlur,
  });

  const control = (controlProps: Partial<FormFieldControlProps>) => (
    <>
      <RadixPopover.Root open={open} onOpenChange={setOpen}>
        <RadixPopover.Trigger asChild>
          {trigger ? (
            <Slot {...triggerProps(controlProps)}>{trigger}</Slot>
          ) : (
            <button
              {...triggerProps(controlProps)}
              className={[fieldControl({ size }), styles.trigger, hasLabel ? undefined : className]
                .filter(Boolean)
                .join(' ')}
            >
              <span className={styles.value}>{shown}</span>
              <span className={styles.icon}>
                <ChevronDownIcon />
              </span>
            </button>
          )}
        </RadixPopover.Trigger>
        <RadixPopover.Portal>
          <RadixPopover.Content
            align="start"
            sideOffset={4}
            collisionPadding={8}
            data-size={size}
            aria-label={hasLabel ? undefined : ariaLabel}
            aria-labelledby={hasLabel ? labelId : undefined}
            className={[styles.content, contentClassName].filter(Boolean).join(' ')}
            onOpenAutoFocus={(event) => {
              const target = filterRef.current ?? listRef.current;
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
          >
            {filter || (showSelectAll && options.length > 0) ? (
              <div className={styles.header}>
                {filter ? (
                  <input
                    ref={filterRef}
                    type="text"
                    className={styles.filterInput}
                    value={query}
                    placeholder={filterPlaceholder}
                    aria-label={filterLabel}
                    aria-controls={listId}
                    autoComplete="off"
                    onChange={handleFilterChange}
                    onKeyDown={handleFilterKeyDown}
                  />
                ) : null}
                {showSelectAll && options.length > 0 ? (
                  <div className={styles.toolbar}>
                    <Checkbox
                      label={selectAllLabel}
                      checked={allState}
                      disabled={enabledVisible.length === 0 || (limitReached && allState !== true)}
                      onCheckedChange={toggleAll}
                    />
                    <button
                      type="button"
                      className={styles.clearButton}
                      disabled={value.length === 0}
                      onClick={() => change([])}
                    >
                      {clearLabel}
                    </button>
                  </div>
                ) : null}
              </div>
            ) : null}
            {visible.length > 0 ? (
              <ul
                ref={listRef}
                id={listId}
                role="listbox"
                aria-multiselectable="true"
                aria-label={hasLabel ? undefined : ariaLabel}
                aria-labelledby={hasLabel ? labelId : undefined}
                aria-activedescendant={active >= 0 ? optionId(active) : undefined}
                aria-describedby={limitReached ? noteId : undefined}
                tabIndex={0}
                className={styles.listbox}
                style={{ maxHeight: scrollHeight }}
                onKeyDown={handleListKeyDown}
                onClick={handleListClick}
                // Clicking an option keeps focus on the list (aria-activedescendant).
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible.map((option, index) => {
                  const isSelected = selected.has(option.value);
                  return (
                    <li
                      key={String(option.value)}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isSelected}
                      aria-disabled={isDisabled(option) || undefined}
                      data-index={index}
                      data-active={index === active ? '' : undefined}
                      className={styles.option}
                    >
                      <span className={styles.box} aria-hidden="true">
                        {isSelected ? <CheckIcon /> : null}
                      </span>
                      <span>{option.label}</span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={styles.message} data-part="empty">
                {options.length === 0 ? emptyText : emptyFilterText}
              </p>
            )}
            {limitReached ? (
              <p id={noteId} className={styles.note}>
                {formatMessage(selectionLimitNote, selectionLimit ?? 0)}
              </p>
            ) : null}
          </RadixPopover.Content>
        </RadixPopover.Portal>
      </RadixPopover.Root>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );

  return (
    // Bare, the class was given to the trigger above.
    <FormField {...field} controlId={triggerId} className={hasLabel ? className : undefined}>
      {(controlProps) => control(controlProps)}
    </FormField>
  );
}

MultiSelect.displayName = 'MultiSelect';
