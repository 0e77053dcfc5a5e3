import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../form-field/form-field';
import { isAriaInvalid, splitFieldProps } from '../form-field/field-props';
import { fieldControl } from '../form-field/form-field.css';
import { composeRefs, formatMessage } from '../form-field/form-utils';
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
 * A multi-line text field: label above, help text or error below, and with `maxLength` a live
 * character count. Every other prop (and `ref`) goes to the `<textarea>`, so react-hook-form's
 * `{...register('description')}` works as is.
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
  'aria-invalid': ariaInvalid,
  ref,
  ...props
}: TextareaProps) {
  const [field, textareaProps] = splitFieldProps(props);
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const length = value !== undefined && value !== null ? String(value).length : typedLength;
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
    const current = node.current?.value.length;
    if (current !== undefined && current !== typedLength) setTypedLength(current);
  });

  const textareaRef = useMemo(() => composeRefs(ref, keepNode), [ref, keepNode]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const nextLength = event.currentTarget.value.length;
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
          maxLength={maxLength}
          // Only the one given: under Preact a `value` key, even undefined, turns `defaultValue` into a
          // fixed value that every render (each typed character updates the count) would put back.
          {...(value !== undefined ? { value } : { defaultValue })}
          onChange={handleChange}
          className={[fieldControl({ size: 'md' }), styles.textarea, textareaClassName]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </FormField>
  );
}

Textarea.displayName = 'Textarea';
