import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, DragEvent, ReactNode } from 'react';
import { formatFileSize } from '../../format/file-size';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { ProgressBar } from '../progress-bar/progress-bar';
import { FileIcon, UploadIcon } from '../../icons/icons';
import { acceptedTypeName, selectFiles } from './file-upload-validation';
import type { FileRejection } from './file-upload-validation';
import { fileUploadMessagesKo } from './messages.ko';
import type { FileUploadMessages } from './messages.ko';
import * as styles from './file-upload.css';

export interface FileUploadProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'onChange' | 'defaultValue'
> {
  /** What the files are for (`결과 파일`). Shown above the drop zone and names it. */
  label: ReactNode;
  /**
   * The line under the button. Default: the accepted types and limits (`허용 형식: CSV · 최대
   * 10MB`); `null` shows nothing.
   */
  hint?: ReactNode | undefined;
  /** Accepted types, as `<input accept>` reads them: `.csv`, `text/csv`, `image/*`. Default all. */
  accept?: readonly string[] | undefined;
  /** Largest accepted file, in bytes. */
  maxSize?: number | undefined;
  /** Several files at once. Otherwise a new file replaces the chosen one. Default false. */
  multiple?: boolean | undefined;
  /** Most files the list holds (with `multiple`). */
  maxFiles?: number | undefined;
  /** The chosen files, when a parent owns them. */
  files?: readonly File[] | undefined;
  /** The files chosen at first, uncontrolled. */
  defaultFiles?: readonly File[] | undefined;
  /** Called with the new list after files are added or removed. */
  onFilesChange?: ((files: File[]) => void) | undefined;
  /** Called with the files that were turned away (their messages are shown too). */
  onReject?: ((rejections: FileRejection[]) => void) | undefined;
  /** A file's upload progress, 0–100, while the caller uploads it; `undefined` shows no bar. */
  getProgress?: ((file: File) => number | null | undefined) | undefined;
  /** A message from outside (a form's validation), shown with the rejections. */
  error?: ReactNode | undefined;
  disabled?: boolean | undefined;
  /** Replaces any of the default Korean texts. */
  messages?: Partial<FileUploadMessages> | undefined;
}

const hasFiles = (event: DragEvent<HTMLElement>): boolean =>
  Array.from(event.dataTransfer.types).includes('Files');

/**
 * Drag and drop plus a button that opens the file picker. Checks `accept`, `maxSize` and
 * `maxFiles`, names each turned-away file in a Korean message, lists the chosen files with
 * remove buttons and, when the caller reports it, each file's upload progress.
 */
export function FileUpload({
  label,
  hint,
  accept,
  maxSize,
  multiple = false,
  maxFiles,
  files: filesProp,
  defaultFiles,
  onFilesChange,
  onReject,
  getProgress,
  error,
  disabled = false,
  messages: messagesProp,
  className,
  id: idProp,
  ...props
}: FileUploadProps) {
  const messages: FileUploadMessages = { ...fileUploadMessagesKo, ...messagesProp };
  const generatedId = useId();
  const id = idProp ?? `file-upload-${generatedId}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorsId = `${id}-errors`;

  const [innerFiles, setInnerFiles] = useState<readonly File[]>(defaultFiles ?? []);
  const files = filesProp ?? innerFiles;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After a removal, where focus goes once the list has re-rendered (an index, or the button).
  const pendingFocus = useRef<number | 'choose' | null>(null);

  const commit = (next: File[]) => {
    if (filesProp === undefined) setInnerFiles(next);
    onFilesChange?.(next);
  };

  const addFiles = (incoming: readonly File[]) => {
    if (disabled || incoming.length === 0) return;
    const result = selectFiles(files, incoming, { accept, maxSize, multiple, maxFiles }, messages);
    setRejections(result.rejections);
    if (result.rejections.length > 0) onReject?.(result.rejections);
    if (result.accepted.length > 0) commit(result.files);
  };

  const removeAt = (index: number) => {
    const next = files.filter((_, i) => i !== index);
    pendingFocus.current = next.length === 0 ? 'choose' : Math.min(index, next.length - 1);
    commit(next);
  };

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'choose') {
      chooseRef.current?.focus();
      return;
    }
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-part="remove"]');
    (buttons?.[target] ?? chooseRef.current)?.focus();
  }, [files]);

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again still fires a change.
    event.target.value = '';
    addFiles(chosen);
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    if (!disabled) setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    // Without this the browser opens the dropped file instead of handing it to us.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    // Enter/leave fire for every child crossed: only the outermost leave ends the drag.
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const limits = [
    accept && accept.length > 0
      ? messages.acceptHint([...new Set(accept.map(acceptedTypeName))].join(', '))
      : null,
    maxSize !== undefined ? messages.maxSizeHint(formatFileSize(maxSize)) : null,
    multiple && maxFiles !== undefined ? messages.maxFilesHint(maxFiles) : null,
  ].filter((part): part is string => part !== null);
  const hintContent = hint === undefined ? limits.join(messages.hintSeparator) || null : hint;

  const errorMessages: ReactNode[] = [
    ...(error ? [error] : []),
    ...rejections.map((rejection) => rejection.message),
  ];
  const invalid = errorMessages.length > 0;
  const describedBy = [hintContent ? hintId : null, invalid ? errorsId : null].filter(Boolean).join(' ');

  return (
    <div
      {...props}
      id={id}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className={styles.dropzone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        data-invalid={invalid || undefined}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <UploadIcon className={styles.dropIcon} />
        <p className={styles.prompt}>{dragging ? messages.dropActive : messages.dropPrompt}</p>
        <Button
          ref={chooseRef}
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          onClick={() => inputRef.current?.click()}
        >
          {messages.chooseFile}
        </Button>
        {hintContent ? (
          <p id={hintId} className={styles.hint}>
            {hintContent}
          </p>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          className={styles.input}
          accept={accept?.join(',')}
          multiple={multiple}
          disabled={disabled}
          tabIndex={-1}
          aria-hidden="true"
          aria-labelledby={labelId}
          data-part="input"
          onChange={onInputChange}
        />
      </div>
      <div id={errorsId} role="alert" className={styles.errors}>
        {invalid ? (
          <ul className={styles.errorList}>
            {errorMessages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul ref={listRef} className={styles.fileList} aria-label={messages.fileList}>
          {files.map((file, index) => {
            const progress = getProgress?.(file);
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileItem}>
                <span className={styles.fileIcon}>
                  <FileIcon />
                </span>
                <span className={styles.fileText}>
                  <span className={styles.fileName} title={file.name}>
                    {file.name}
                  </span>
                  <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
                </span>
                {progress !== undefined && progress !== null ? (
                  <ProgressBar
                    className={styles.fileProgress}
                    label={messages.fileProgress(file.name)}
                    hideLabel
                    size="sm"
                    value={progress}
                    tone={progress >= 100 ? 'success' : 'primary'}
                  />
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={messages.removeFile(file.name)}
                  disabled={disabled}
                  data-part="remove"
                  onClick={() => removeAt(index)}
                >
                  <CloseIcon />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

FileUpload.displayName = 'FileUpload';
