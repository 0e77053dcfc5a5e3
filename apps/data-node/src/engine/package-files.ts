import path from 'node:path';
import { unzipSync } from 'fflate';

// An analysis package as it arrives: the multipart `file` parts, or one zip of them when the request
// says `arachne-compressed: true`. Kept in memory; nothing is written to disk.

export interface PackageFile {
  /** Relative, forward slashes, no `..`. */
  path: string;
  bytes: Uint8Array;
}

/** A safe relative path, or undefined for one that would leave the package (absolute, `..`). */
export function safePath(name: string): string | undefined {
  const normalized = path.posix.normalize(name.replace(/\\/g, '/')).replace(/^(\.\/)+/, '');
  if (!normalized || normalized === '.' || normalized.startsWith('/') || /^[A-Za-z]:/.test(normalized))
    return undefined;
  if (normalized.split('/').includes('..')) return undefined;
  return normalized;
}

export class PackageError extends Error {}

export function unzipPackage(
  zip: Uint8Array,
  messages: { badZip: string; unsafe: (name: string) => string },
) {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch {
    throw new PackageError(messages.badZip);
  }
  const files: PackageFile[] = [];
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/')) continue;
    const safe = safePath(name);
    if (!safe) throw new PackageError(messages.unsafe(name));
    files.push({ path: safe, bytes });
  }
  return files;
}

/** R when the package says so: an R file, an R executable, or an R package's DESCRIPTION. */
export function packageType(files: PackageFile[], executableFileName: string): 'SQL' | 'R' {
  const isR = (name: string) => /\.r$/i.test(name);
  if (isR(executableFileName)) return 'R';
  if (files.some((file) => isR(file.path) || path.posix.basename(file.path) === 'DESCRIPTION')) return 'R';
  return 'SQL';
}

/** The package's SQL files in name order (their paths, subfolders included). */
export function sqlFiles(files: PackageFile[]): PackageFile[] {
  return files
    .filter((file) => /\.sql$/i.test(file.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * A result file's name: the SQL file's name with .csv for .sql (`study/counts.sql` → `counts.csv`;
 * the EE too sends result files by their base names, and multipart parsers drop folders anyway).
 * When that name is taken (`a/x.sql` and `b/x.sql`), the folders join it: `b_x.csv`.
 */
export function resultNameOf(sqlPath: string, taken: ReadonlySet<string>): string {
  const base = path.posix.basename(sqlPath).replace(/\.sql$/i, '.csv');
  if (!taken.has(base)) return base;
  return sqlPath.replace(/\.sql$/i, '.csv').replace(/\//g, '_');
}
