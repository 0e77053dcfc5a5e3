import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, CompositionEvent, ReactNode } from 'react';
import { FormField } from '../form-field/form-field';
import { isAriaInvalid, splitFieldProps } from '../form-field/field-props';
import { fieldControl } from '../form-field/form-field.css';
import { composeRefs, formatMessage } from '../form-field/form-utils';
import { clipAtCaret, graphemeCount } from './graphemes';
import { textareaMessagesKo } from './messages.ko';
import * as styles from './textarea.css';

/** How long typing must pause before the count is read to screen readers. */
const announceDelayMs = 700;

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Shown above the textarea and used as its accessible name. */
  label: ReactNode;
  /** A hint under the textarea; replaced by `error` while there is one. */
  helpText?: ReactNode | undefined;
  /** The validation message; sets `aria-invalid` and replaces the help text. */
  error?: ReactNode | undefined;
  /** Marks the textarea invalid without a message. */
  invalid?: boolean | undefined;
  /** Shows the `12/50` count. Default: on when `maxLength` is set. */
  showCount?: boolean | undefined;
  /**
   * What screen readers hear when typing pauses; `{count}` and `{max}` are replaced.
   * Default `{max}자 중 {count}자 입력`.
   */
  characterCountLabel?: string | undefined;
  /** Class of the outer wrapper; the other props go to the `<textarea>`. */
  className?: string | undefined;
  /** Class of the `<textarea>` itself. */
  textareaClassName?: string | undefined;
}

/**
 * `value` set as if typed: through the element's own setter, which React's change tracking does not
 * see, then an input event, so React reports the change to `onChange` (react-hook-form's included).
 */
function setAsTyped(element: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A multi-line text field: label above, help text or error below, and with `maxLength` a live
 * character count. Every other prop (and `ref`) goes to the `<textarea>`, so react-hook-form's
 * `{...register('description')}` works as is. `maxLength` counts characters as a person sees them
 * (an emoji, a flag or a family joined by ZWJ is one), as the server's limits do; the native attribute
 * counts UTF-16 units and would cut an emoji text at half its length, so the limit is held here.
 */
export function Textarea({
  showCount,
  characterCountLabel = textareaMessagesKo.characterCount,
  textareaClassName,
  rows = 4,
  maxLength,
  value,
  defaultValue,
  onChange,
  onCompositionEnd,
  'aria-invalid': ariaInvalid,
  ref,
  ...props
}: TextareaProps) {
  const [field, textareaProps] = splitFieldProps(props);
  const [typedLength, setTypedLength] = useState(() => graphemeCount(String(defaultValue ?? '')));
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const length = value !== undefined && value !== null ? graphemeCount(String(value)) : typedLength;
  const counting = showCount ?? maxLength !== undefined;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A value set without typing (react-hook-form's defaultValues, or its reset() through the ref)
  // fires no change event: the count is read from the element after every render.
  const node = useRef<HTMLTextAreaElement | null>(null);
  const keepNode = useCallback((element: HTMLTextAreaElement | null) => {
    node.current = element;
  }, []);
  // Runs after every render on purpose; setting only on a difference ends the chain.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const text = node.current?.value;
    const current = text === undefined ? undefined : graphemeCount(text);
    if (current !== undefined && current !== typedLength) setTypedLength(current);
  });

  const textareaRef = useMemo(() => composeRefs(ref, keepNode), [ref, keepNode]);

  /** Holds the text to `maxLength` as the native attribute would, cutting what was just typed or pasted. */
  const clip = (element: HTMLTextAreaElement) => {
    if (maxLength === undefined) return undefined;
    return clipAtCaret(element.value, element.selectionEnd, maxLength);
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const element = event.currentTarget;
    // A syllable being composed (Korean input) is left alone: cutting it would break the composition.
    // It is held to the limit when the composition ends.
    const clipped = (event.nativeEvent as InputEvent).isComposing ? undefined : clip(element);
    if (clipped) {
      element.value = clipped.value;
      element.setSelectionRange(clipped.caret, clipped.caret);
    }
    const nextLength = graphemeCount(element.value);
    setTypedLength(nextLength);
    if (counting) {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        setAnnouncement(
          formatMessage(characterCountLabel, { count: nextLength, max: maxLength ?? nextLength }),
        );
      }, announceDelayMs);
    }
    onChange?.(event);
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLTextAreaElement>) => {
    const element = event.currentTarget;
    const clipped = clip(element);
    if (clipped) {
      setAsTyped(element, clipped.value);
      element.setSelectionRange(clipped.caret, clipped.caret);
    }
    onCompositionEnd?.(event);
  };

  const counter = counting ? (
    <>
      <span
        className={styles.counter}
        aria-hidden="true"
        data-part="counter"
        data-at-limit={maxLength !== undefined && length >= maxLength ? '' : undefined}
      >
        {maxLength !== undefined ? `${length}/${maxLength}` : length}
      </span>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  ) : null;

  return (
    <FormField {...field} invalid={Boolean(field.invalid) || isAriaInvalid(ariaInvalid)} footerEnd={counter}>
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          ref={textareaRef}
          rows={rows}
          required={field.required}
          disabled={field.disabled}
          // Only the one given: under Preact a `value` key, even undefined, turns `defaultValue` into a
          // fixed value that every render (each typed character updates the count) would put back.
          {...(value !== undefined ? { value } : { defaultValue })}
          onChange={handleChange}
          onCompositionEnd={handleCompositionEnd}
          className={[fieldControl({ size: 'md' }), styles.textarea, textareaClassName]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </FormField>
  );
}

Textarea.displayName = 'Textarea';
