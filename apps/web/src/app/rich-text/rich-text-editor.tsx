import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { richTextHasContent } from '@cdmnet/api';
import {
  Button,
  FormField,
  PopoverContent,
  PopoverRoot,
  PopoverTrigger,
  TextField,
  useFormField,
} from '@cdmnet/ui';
import { toLinkUrl } from './link-url';
import { richTextMessages as t } from './messages.ko';
import * as styles from './rich-text.css';
import { sanitizeHtml } from './sanitize-html';

// contentEditable with the browser's own editing commands: they are deprecated but implemented by
// every browser, and a small toolbar needs nothing more. What the editor emits is stored sanitised by
// the server and shown sanitised by RichTextView; what it loads passes through DOMPurify first.

type Format = 'bold' | 'italic' | 'heading' | 'bulletList' | 'numberedList';

const formats: { format: Format; label: string; className?: string }[] = [
  { format: 'bold', label: t.bold, className: styles.boldLabel },
  { format: 'italic', label: t.italic, className: styles.italicLabel },
  { format: 'heading', label: t.heading },
  { format: 'bulletList', label: t.bulletList },
  { format: 'numberedList', label: t.numberedList },
];

const isOn: Record<Format, () => boolean> = {
  bold: () => document.queryCommandState('bold'),
  italic: () => document.queryCommandState('italic'),
  heading: () => document.queryCommandValue('formatBlock').toLowerCase() === 'h2',
  bulletList: () => document.queryCommandState('insertUnorderedList'),
  numberedList: () => document.queryCommandState('insertOrderedList'),
};

const toggle: Record<Format, (on: boolean) => void> = {
  bold: () => document.execCommand('bold'),
  italic: () => document.execCommand('italic'),
  heading: (on) => document.execCommand('formatBlock', false, on ? 'p' : 'h2'),
  bulletList: () => document.execCommand('insertUnorderedList'),
  numberedList: () => document.execCommand('insertOrderedList'),
};

/** Formats that mark text (as opposed to shaping a block); the browser carries them as a typing style. */
type Mark = Extract<Format, 'bold' | 'italic'>;
const marks: readonly Mark[] = ['bold', 'italic'];
const isMark = (format: Format): format is Mark => (marks as readonly Format[]).includes(format);

/** Keys that move the caret: after them, the marks of the new place apply again. */
const caretKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Runs a block command keeping a collapsed caret where it was in the text: Chromium puts it at the
 * start of the line when it makes a list, so the next words would go before the ones just typed. The
 * command moves nodes but not text, so the caret's count of characters from the start still holds.
 */
function keepingTheCaret(root: HTMLElement, command: () => void): void {
  const selection = document.getSelection();
  if (!selection?.isCollapsed || !selection.anchorNode || !root.contains(selection.anchorNode)) {
    command();
    return;
  }
  const before = document.createRange();
  before.selectNodeContents(root);
  before.setEnd(selection.anchorNode, selection.anchorOffset);
  let remaining = before.toString().length;
  command();
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (remaining <= length) {
      selection.collapse(node, remaining);
      return;
    }
    remaining -= length;
  }
}

const noFormats: Record<Format, boolean> = {
  bold: false,
  italic: false,
  heading: false,
  bulletList: false,
  numberedList: false,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RichTextEditorProps {
  /** The field's visible label and the writing area's name. */
  label: ReactNode;
  /** The HTML being edited (a Controller's `field.value`). */
  value: string;
  /** Called with the new HTML on every change; an editor with no text reports `''`. */
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
  helpText?: ReactNode | undefined;
  /** The validation message; marks the field invalid. */
  error?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The writing area (the form focuses it on a validation error). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * A small rich-text editor: bold, italic, heading, bulleted and numbered lists and links, with a
 * keyboard-usable toolbar (one Tab stop, arrows between buttons). Use it through the app form's
 * `Controller`: `<Controller name="content" render={({ field, fieldState }) => <RichTextEditor
 * label="내용" {...field} error={fieldState.error?.message} />} />`.
 */
export function RichTextEditor({
  label,
  helpText,
  error,
  required,
  disabled,
  ...editorProps
}: RichTextEditorProps) {
  return (
    <FormField label={label} helpText={helpText} error={error} required={required} disabled={disabled}>
      {() => <EditorControl {...editorProps} disabled={disabled} />}
    </FormField>
  );
}

type EditorControlProps = Pick<RichTextEditorProps, 'value' | 'onChange' | 'onBlur' | 'disabled' | 'ref'>;

function EditorControl({ value, onChange, onBlur, disabled = false, ref }: EditorControlProps) {
  const field = useFormField();
  const editorRef = useRef<HTMLDivElement | null>(null);
  const savedRange = useRef<Range | null>(null);
  // Marks the user turned off at a caret. The browser keeps that as a "typing style" that a new
  // paragraph (Enter), a list or a restored selection forgets, so the caret, still inside <b>, would
  // type bold again. They are turned off again after each of those, until the user moves the caret.
  const marksOff = useRef(new Set<Mark>());
  const lastEmitted = useRef<string | null>(null);
  const [active, setActive] = useState(noFormats);
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const setEditorRef = useCallback(
    (node: HTMLDivElement | null) => {
      editorRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // A value from outside (the form's defaults, a reset) replaces the content; the editor's own
  // changes come back as `value` too and are left alone, so the caret does not jump.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === lastEmitted.current) return;
    editor.innerHTML = sanitizeHtml(value);
    lastEmitted.current = value;
  }, [value]);

  const emit = () => {
    const editor = editorRef.current;
    if (!editor) return;
    const html = richTextHasContent(editor.innerHTML) ? editor.innerHTML : '';
    lastEmitted.current = html;
    onChange(html);
  };

  const refreshActive = useCallback(() => {
    const next = Object.fromEntries(formats.map(({ format }) => [format, isOn[format]()])) as Record<
      Format,
      boolean
    >;
    setActive((current) =>
      formats.every(({ format }) => current[format] === next[format]) ? current : next,
    );
  }, []);

  // The toolbar acts on the last selection inside the editor, even after focus moved to a button.
  // Saved on every input too: `selectionchange` comes later, and a click right after typing must not
  // act on where the caret was before.
  const saveSelection = useCallback(() => {
    const selection = document.getSelection();
    const editor = editorRef.current;
    if (!editor || !selection || selection.rangeCount === 0) return;
    if (!editor.contains(selection.anchorNode)) return;
    savedRange.current = selection.getRangeAt(0).cloneRange();
    refreshActive();
  }, [refreshActive]);

  useEffect(() => {
    document.addEventListener('selectionchange', saveSelection);
    return () => document.removeEventListener('selectionchange', saveSelection);
  }, [saveSelection]);

  /** Turns the marks the user turned off off again where the browser has forgotten it. */
  const keepMarksOff = () => {
    for (const mark of marksOff.current) if (isOn[mark]()) toggle[mark](true);
  };

  /** Focuses the editor with its last selection (or the caret at the end) before a command. */
  const restoreSelection = () => {
    const editor = editorRef.current;
    const selection = document.getSelection();
    if (!editor || !selection) return;
    editor.focus();
    let range = savedRange.current;
    if (!range || !editor.contains(range.startContainer)) {
      range = document.createRange();
      range.selectNodeContents(editor);
      range.collapse(false);
    }
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const apply = (format: Format) => {
    restoreSelection();
    const wasOn = isOn[format]();
    const editor = editorRef.current;
    if (isMark(format)) {
      const atCaret = document.getSelection()?.isCollapsed ?? false;
      if (wasOn && atCaret) marksOff.current.add(format);
      else marksOff.current.delete(format);
      toggle[format](wasOn);
    } else if (editor) {
      keepingTheCaret(editor, () => toggle[format](wasOn));
      keepMarksOff();
    }
    emit();
    refreshActive();
  };

  const insertLink = (url: string | null) => {
    restoreSelection();
    if (url === null) document.execCommand('unlink');
    else if (document.getSelection()?.isCollapsed) {
      document.execCommand('insertHTML', false, `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    } else document.execCommand('createLink', false, url);
    emit();
  };

  /** The href of the link around the selection, for the link panel to edit. */
  const currentLink = (): string | null => {
    const node = savedRange.current?.commonAncestorContainer;
    const element = node instanceof Element ? node : node?.parentElement;
    const link = element?.closest('a');
    return link && editorRef.current?.contains(link) ? (link.getAttribute('href') ?? '') : null;
  };

  // Toolbar keyboard pattern (WAI-ARIA): one Tab stop, arrows, Home and End move between buttons.
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || buttons.length === 0) return;
    event.preventDefault();
    const next = (target + buttons.length) % buttons.length;
    setFocusIndex(next);
    buttons[next]?.focus();
  };

  const keepSelection = (event: { preventDefault: () => void }) => {
    // A mouse press on a button would move the selection out of the editor.
    event.preventDefault();
  };

  return (
    <div
      className={styles.editor}
      data-invalid={field?.invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={t.toolbar}
        aria-controls={field?.controlProps.id}
        className={styles.toolbar}
        onKeyDown={onToolbarKeyDown}
      >
        {formats.map(({ format, label, className }, index) => (
          <Button
            key={format}
            variant="ghost"
            size="sm"
            className={styles.toolButton}
            aria-pressed={active[format]}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled}
            onMouseDown={keepSelection}
            onFocus={() => setFocusIndex(index)}
            onClick={() => apply(format)}
          >
            <span className={className}>{label}</span>
          </Button>
        ))}
        <LinkButton
          tabIndex={focusIndex === formats.length ? 0 : -1}
          disabled={disabled}
          onFocus={() => setFocusIndex(formats.length)}
          currentLink={currentLink}
          onApply={insertLink}
          onDone={() => editorRef.current?.focus()}
        />
      </div>
      <div
        {...field?.controlProps}
        ref={setEditorRef}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={field?.labelId}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        contentEditable={!disabled}
        suppressContentEditableWarning
        className={styles.writingArea}
        onInput={(event) => {
          if (event.nativeEvent.inputType === 'insertParagraph') keepMarksOff();
          saveSelection();
          emit();
        }}
        onBlur={onBlur}
        onPointerDown={() => marksOff.current.clear()}
        onKeyDown={(event) => {
          if (caretKeys.has(event.key)) marksOff.current.clear();
        }}
        onKeyUp={refreshActive}
        onPaste={(event) => {
          // Plain text only: pasted markup could carry styles, images or worse.
          event.preventDefault();
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
        onDrop={(event) => event.preventDefault()}
      />
    </div>
  );
}

interface LinkButtonProps {
  tabIndex: number;
  disabled: boolean;
  onFocus: () => void;
  /** The href of the link at the selection, or null. */
  currentLink: () => string | null;
  /** A URL to link the selection to, or null to remove the link. */
  onApply: (url: string | null) => void;
  /** Focus goes back to the writing area after a change. */
  onDone: () => void;
}

function LinkButton({ tabIndex, disabled, onFocus, currentLink, onApply, onDone }: LinkButtonProps) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [editing, setEditing] = useState(false);
  const changed = useRef(false);

  const openPanel = (next: boolean) => {
    if (next) {
      const link = currentLink();
      setUrl(link ?? '');
      setEditing(link !== null);
      setInvalid(false);
      changed.current = false;
    }
    setOpen(next);
  };

  const finish = (target: string | null) => {
    changed.current = true;
    onApply(target);
    setOpen(false);
  };

  const submit = () => {
    const target = toLinkUrl(url);
    if (target === null) {
      setInvalid(true);
      return;
    }
    finish(target);
  };

  return (
    <PopoverRoot open={open} onOpenChange={openPanel}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={styles.toolButton}
          tabIndex={tabIndex}
          disabled={disabled}
          aria-pressed={editing && open ? true : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={onFocus}
        >
          {t.link}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        title={t.linkDialog}
        onCloseAutoFocus={(event) => {
          if (!changed.current) return;
          event.preventDefault();
          onDone();
        }}
      >
        <div className={styles.linkPanel}>
          <TextField
            label={t.linkUrl}
            value={url}
            inputMode="url"
            helpText={t.linkUrlHelp}
            error={invalid ? t.linkUrlInvalid : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setInvalid(false);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
          />
          <div className={styles.linkActions}>
            {editing ? (
              <Button variant="ghost" size="sm" onClick={() => finish(null)}>
                {t.linkRemove}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
            <Button size="sm" onClick={submit}>
              {t.linkApply}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </PopoverRoot>
  );
}
