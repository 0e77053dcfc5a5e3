import { z } from 'zod/mini';
import {
  disclosureFindingCode,
  disclosureMessages,
  disclosureRules,
  type DisclosureFinding,
  type ResultFileStatus,
} from '@cdmnet/api/contract';
import { engineMessages as em } from '../adapters/messages.ko.js';
import { parseCsv } from '../db/csv.js';
import { AppError } from '../http/app-error.js';
import { isTextFile, sha256Of } from './result-files.js';

// The node's disclosure list on a result callback (the node ↔ platform protocol's `disclosure` field)
// and what the platform keeps of each file because of it: a CHECKED file's bytes (exactly as listed),
// a HELD or REFUSED file's name, shape and findings only. A result without the list comes from an
// engine that is not our node: its files are kept here but HELD, each with an UNCHECKED_ENGINE finding,
// until the hospital's admin has looked at them.

/** The node's own log: sent as a file beside the results, never listed. */
export const LOG_FILE = 'stdout.txt';

const sha256Hex = z.pipe(
  z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
  z.transform((hex) => hex.toLowerCase()),
);

const manifestFile = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(500)),
  status: z.enum(['CHECKED', 'HELD', 'REFUSED']),
  format: z._default(z.enum(['SUMMARISED_RESULT', 'OTHER']), 'OTHER'),
  size: z.int().check(z.gte(0)),
  rows: z.optional(z.nullable(z.int())),
  columns: z._default(z.array(z.string()), []),
  sha256: z.optional(z.nullable(sha256Hex)),
  suppressedCells: z._default(z.int(), 0),
  findings: z._default(
    z.array(
      z.object({
        code: disclosureFindingCode,
        column: z.optional(z.nullable(z.string())),
        rows: z._default(z.int(), 0),
        message: z.string(),
      }),
    ),
    [],
  ),
});

export const resultManifest = z.object({
  rules: disclosureRules,
  releaseToken: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
  files: z.array(manifestFile).check(z.maxLength(1000)),
});
export type ResultManifest = z.infer<typeof resultManifest>;

export interface ResultPart {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** One result file as the platform keeps it: its row, and its bytes when they are here. */
export interface KeptFile {
  name: string;
  status: ResultFileStatus;
  format: 'SUMMARISED_RESULT' | 'OTHER';
  size: number;
  rows: number | null;
  columns: string[];
  findings: DisclosureFinding[];
  sha256: string | null;
  suppressedCells: number;
  bytes: Buffer | null;
  mimeType: string;
}

/**
 * A CSV's number of data rows, for the shape of an unchecked file; null for anything else. Its header is
 * not kept: nothing checked it, and column names can carry values (a table pivoted on person ids).
 */
function csvRows(name: string, bytes: Buffer): number | null {
  if (!/\.csv$/i.test(name)) return null;
  const [, ...body] = parseCsv(bytes.toString('utf8'));
  return body.filter((row) => row.length > 1 || row[0] !== '').length;
}

/** Files an engine sent without the node's check: kept here, held for the hospital's admin. */
function uncheckedFiles(parts: readonly ResultPart[]): KeptFile[] {
  return parts.map((part) => {
    const rows = csvRows(part.name, part.bytes);
    return {
      name: part.name,
      status: 'HELD',
      format: 'OTHER',
      size: part.bytes.length,
      rows,
      columns: [],
      findings: [
        {
          code: 'UNCHECKED_ENGINE',
          column: null,
          rows: rows ?? 0,
          message: disclosureMessages.uncheckedEngineFinding,
        },
      ],
      sha256: sha256Of(part.bytes),
      suppressedCells: 0,
      bytes: part.bytes,
      mimeType: part.mimeType,
    };
  });
}

/**
 * What to keep of a result. With the node's list: every listed file (bytes only for CHECKED ones, which
 * must be exactly as listed), and the node's log; a part the list does not pass is refused, so nothing
 * unchecked slips in under a name. Throws a 400 naming the file when the parts and the list disagree:
 * the node sends the result again.
 */
export function keptFiles(
  manifest: ResultManifest | undefined,
  stdout: string | null | undefined,
  parts: readonly ResultPart[],
): KeptFile[] {
  if (!manifest) return uncheckedFiles(parts);
  const byName = new Map<string, ResultPart>();
  for (const part of parts) {
    if (byName.has(part.name)) throw AppError.invalidInput(em.fileNotListed(part.name));
    byName.set(part.name, part);
  }
  const kept: KeptFile[] = [];
  const listed = new Set<string>();
  for (const file of manifest.files) {
    if (listed.has(file.name)) throw AppError.invalidInput(em.badDisclosure);
    listed.add(file.name);
    const part = byName.get(file.name);
    const row = {
      name: file.name,
      status: file.status,
      format: file.format,
      size: file.size,
      rows: file.rows ?? null,
      columns: file.columns,
      findings: file.findings.map((finding) => ({ ...finding, column: finding.column ?? null })),
      sha256: file.status === 'REFUSED' ? null : (file.sha256 ?? null),
      suppressedCells: file.suppressedCells,
      mimeType: part?.mimeType || 'application/octet-stream',
    };
    if (file.status !== 'CHECKED') {
      // Bytes of a held or refused file must never arrive here; a held one needs its checksum.
      if (part) throw AppError.invalidInput(em.fileNotListed(file.name));
      if (file.status === 'HELD' && !row.sha256) throw AppError.invalidInput(em.badDisclosure);
      kept.push({ ...row, bytes: null });
      continue;
    }
    if (!part) throw AppError.invalidInput(em.checkedFileMissing(file.name));
    if (part.bytes.length !== file.size || sha256Of(part.bytes) !== file.sha256)
      throw AppError.invalidInput(em.fileNotAsListed(file.name));
    kept.push({ ...row, bytes: part.bytes });
  }
  for (const part of parts) {
    if (listed.has(part.name)) continue;
    // The node's log is the text every member of the project reads already (scrubbed by the node): kept
    // as a file, as the engine protocol has it, but only when it is that text and not a file under its name.
    if (part.name === LOG_FILE && part.bytes.toString('utf8') === (stdout ?? '')) {
      kept.push({
        name: part.name,
        status: 'CHECKED',
        format: 'OTHER',
        size: part.bytes.length,
        rows: null,
        columns: [],
        findings: [],
        sha256: sha256Of(part.bytes),
        suppressedCells: 0,
        bytes: part.bytes,
        mimeType: isTextFile(part.name) ? 'text/plain' : part.mimeType,
      });
      continue;
    }
    if (part.name === LOG_FILE) continue;
    throw AppError.invalidInput(em.fileNotListed(part.name));
  }
  return kept;
}
