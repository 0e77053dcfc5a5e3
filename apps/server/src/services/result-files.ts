import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ExecutionStatus, ResultFileDisclosure, ResultFileStatus } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { executionFiles, files, users } from '../db/schema.js';

// An execution's result files as the hospital's node left them (domain.md "What leaves a hospital").
// `readableFiles` is the one answer to "which bytes may a researcher read": the viewer, the one-file
// download, the zip, the FNET package, Shiny, the combined view and the admin's review of checked files
// all read through it, so what the admin reviews is byte for byte what every path serves.

type Reader = Pick<Database, 'select'>;

/** The statuses whose stored bytes a researcher with the rights may read. */
const READABLE_STATUSES: readonly ResultFileStatus[] = ['CHECKED', 'RELEASED'];

/** A file a researcher may read: checked by the node or released by its admin, and its bytes are here. */
export const isReadableFile = (file: { status: ResultFileStatus; fileId: number | null }) =>
  file.fileId !== null && READABLE_STATUSES.includes(file.status);

/** `isReadableFile` as a condition on `execution_files`. */
const readableRow = () =>
  and(inArray(executionFiles.status, [...READABLE_STATUSES]), isNotNull(executionFiles.fileId));

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt', 'log', 'json', 'md']);
const extensionOf = (name: string) => /\.([^.\\/]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
/** Files read as text (the viewer, the admin's review). */
export const isTextFile = (name: string) => TEXT_EXTENSIONS.has(extensionOf(name));

const metaColumns = {
  id: executionFiles.id,
  name: executionFiles.name,
  status: executionFiles.status,
  format: executionFiles.format,
  size: executionFiles.size,
  rows: executionFiles.rows,
  columns: executionFiles.columns,
  findings: executionFiles.findings,
  sha256: executionFiles.sha256,
  suppressedCells: executionFiles.suppressedCells,
  fileId: executionFiles.fileId,
  releasedAt: executionFiles.releasedAt,
  releasedByName: users.name,
};

export interface ResultFileRow extends ResultFileDisclosure {
  id: number;
  name: string;
  size: number;
  /** The stored bytes' id; null while the bytes stay at the hospital (held) or nowhere (refused). */
  fileId: number | null;
  releasedAt: Date | null;
  releasedByName: string | null;
}

/** Every result file of the execution, whatever its status, by name (no bytes). */
export async function resultFileRows(db: Reader, executionId: number): Promise<ResultFileRow[]> {
  return db
    .select(metaColumns)
    .from(executionFiles)
    .leftJoin(users, eq(users.id, executionFiles.releasedBy))
    .where(eq(executionFiles.executionId, executionId))
    .orderBy(asc(executionFiles.name), asc(executionFiles.id));
}

export interface ReadableFile extends ResultFileRow {
  bytes: Buffer;
}

/**
 * The files a researcher may read: CHECKED (suppressed by the node) and RELEASED (by the hospital's
 * admin), with their stored bytes; `ids` narrows to those (others, held or refused ones included, are
 * simply not there). The single source every path that shows or hands out result bytes reads.
 */
export async function readableFiles(
  db: Reader,
  executionId: number,
  ids?: readonly number[],
): Promise<ReadableFile[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ ...metaColumns, content: files.content })
    .from(executionFiles)
    .innerJoin(files, eq(files.id, executionFiles.fileId))
    .leftJoin(users, eq(users.id, executionFiles.releasedBy))
    .where(
      and(
        eq(executionFiles.executionId, executionId),
        readableRow(),
        ids ? inArray(executionFiles.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(executionFiles.name), asc(executionFiles.id));
  return rows.map(({ content, ...row }) => ({ ...row, bytes: content }));
}

/** The stored bytes of a file held on the platform (an engine that is not our node sent it unchecked). */
export async function storedBytesOf(db: Reader, fileId: number): Promise<Buffer | null> {
  const [row] = await db.select({ content: files.content }).from(files).where(eq(files.id, fileId));
  return row?.content ?? null;
}

export interface FileCounts {
  /** Files that may be read (checked or released, bytes here). */
  readable: number;
  /** Every file, readable or not (held at the hospital or here, refused). */
  total: number;
}

/** Each execution's readable files and all its files, by id (absent: none at all). */
export async function fileCounts(db: Reader, executionIds: readonly number[]) {
  const counts = new Map<number, FileCounts>();
  if (executionIds.length === 0) return counts;
  const rows = await db
    .select({
      executionId: executionFiles.executionId,
      readable: sql<number>`(count(*) filter (where ${readableRow()}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(executionFiles)
    .where(inArray(executionFiles.executionId, [...executionIds]))
    .groupBy(executionFiles.executionId);
  for (const { executionId, ...row } of rows) counts.set(executionId, row);
  return counts;
}

/**
 * Whether an execution has results to ask for or deliver: a successful run, or one that ended with an
 * error but left checked (or released) files behind.
 */
export const hasResults = (status: ExecutionStatus, readable: number) =>
  status === 'FINISHED_SUCCESSFULLY' || (status === 'FINISHED_WITH_ERROR' && readable > 0);
