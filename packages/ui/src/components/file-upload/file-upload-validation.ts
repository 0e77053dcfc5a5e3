import { formatFileSize } from '../../format/file-size';
import type { FileUploadMessages } from './messages.ko';

/** Why a file was turned away. */
export const fileRejectionReasons = ['type', 'size', 'count'] as const;
export type FileRejectionReason = (typeof fileRejectionReasons)[number];

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
  /** The message shown for it, naming the file (`report.exe: 허용되지 않는 파일 형식입니다.`). */
  message: string;
}

// Browsers treat .jpg/.jpeg and image/jpg/image/jpeg alike, and ignore case.
const normalize = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/(\.|\/)jpg\b/g, '$1jpeg');

/**
 * Whether `file` matches one of `accept`'s tokens, as `<input accept>` reads them: `.csv` (an
 * extension), `text/csv` (a MIME type) or `image/*` (a MIME family). No tokens accepts all.
 */
export function isAcceptedFile(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly string[] | undefined,
): boolean {
  const tokens = (accept ?? []).map(normalize).filter(Boolean);
  if (tokens.length === 0) return true;
  const name = normalize(file.name);
  const type = normalize(file.type);
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

const sameFile = (a: File, b: File): boolean =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface FileSelectionRules {
  accept?: readonly string[] | undefined;
  /** Bytes. */
  maxSize?: number | undefined;
  /** When false, a new file replaces the current one and only one is taken. */
  multiple: boolean;
  /** Most files the list may hold (multiple only). */
  maxFiles?: number | undefined;
}

export interface FileSelection {
  /** The list after the change. */
  files: File[];
  /** The new files that made it in. */
  accepted: File[];
  rejections: FileRejection[];
}

/**
 * Applies a batch of incoming files to the current list: type, then size, then count; files
 * already in the list (same name, size and date) are skipped silently.
 */
export function selectFiles(
  current: readonly File[],
  incoming: readonly File[],
  rules: FileSelectionRules,
  messages: Pick<FileUploadMessages, 'invalidType' | 'tooLarge' | 'tooMany'>,
): FileSelection {
  const rejections: FileRejection[] = [];
  const valid: File[] = [];
  for (const file of incoming) {
    if (!isAcceptedFile(file, rules.accept)) {
      rejections.push({ file, reason: 'type', message: messages.invalidType(file.name) });
    } else if (rules.maxSize !== undefined && file.size > rules.maxSize) {
      rejections.push({
        file,
        reason: 'size',
        message: messages.tooLarge(file.name, formatFileSize(rules.maxSize)),
      });
    } else {
      valid.push(file);
    }
  }

  if (!rules.multiple) {
    const [first, ...rest] = valid;
    for (const file of rest)
      rejections.push({ file, reason: 'count', message: messages.tooMany(file.name, 1) });
    return first
      ? { files: [first], accepted: [first], rejections }
      : { files: [...current], accepted: [], rejections };
  }

  const files = [...current];
  const accepted: File[] = [];
  for (const file of valid) {
    if (files.some((existing) => sameFile(existing, file))) continue;
    if (rules.maxFiles !== undefined && files.length >= rules.maxFiles) {
      rejections.push({ file, reason: 'count', message: messages.tooMany(file.name, rules.maxFiles) });
      continue;
    }
    files.push(file);
    accepted.push(file);
  }
  return { files, accepted, rejections };
}

// Names people know file types by, for the hint: `image/png` reads as PNG.
const typeNames: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'text/csv': 'CSV',
  'text/plain': 'TXT',
};

/**
 * An `accept` token as users know it: a known media type by its name (`PNG`), an extension in capitals
 * without its dot (`.csv` → `CSV`), a family (`image/*`) or another type as written.
 */
export function acceptedTypeName(token: string): string {
  const normalized = token.trim().toLowerCase();
  if (typeNames[normalized]) return typeNames[normalized];
  if (normalized.startsWith('.')) return normalized.slice(1).toUpperCase();
  return token.trim();
}
