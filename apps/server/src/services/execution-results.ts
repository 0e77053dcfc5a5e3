import { zipSync } from 'fflate';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  executionMessages as t,
  isTerminalExecutionStatus,
  ResultCode,
  type ExecutionFile,
  type ExecutionFilesValidation,
  type ExecutionLog,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { executionFiles, executions, files } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { executionSummary } from './execution-views.js';

// An execution's log and result files, for the project's members (the log) and for those who may see
// its results (the files: services/execution-views.ts decides who).

const VIEWABLE = new Set(['csv', 'tsv', 'txt', 'log', 'json', 'md']);
/** A file shown in place is read whole; beyond this it is for downloading. */
const VIEW_MAX_BYTES = 2 * 1024 * 1024;

const extensionOf = (name: string) => /\.([^.\\/]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const isViewable = (name: string, size: number) => VIEWABLE.has(extensionOf(name)) && size <= VIEW_MAX_BYTES;

export interface ExecutionRef {
  userId: number;
  projectId: number;
  analysisId: number;
  executionId: number;
}

export async function executionLog(db: Database, ref: ExecutionRef, after = 0): Promise<ExecutionLog> {
  const [row] = await db
    .select({ log: executions.log, status: executions.status })
    .from(executions)
    .where(
      and(
        eq(executions.id, ref.executionId),
        eq(executions.projectId, ref.projectId),
        eq(executions.analysisId, ref.analysisId),
      ),
    );
  if (!row) throw AppError.notFound(t.notFound);
  const from = Math.min(after, row.log.length);
  return {
    from,
    next: row.log.length,
    text: row.log.slice(from),
    live: !isTerminalExecutionStatus(row.status),
  };
}

/** The execution, checked to be one whose results the caller may see. */
async function requireResults(db: Database, ref: ExecutionRef) {
  const summary = await executionSummary(db, ref.userId, ref.projectId, ref.analysisId, ref.executionId);
  if (summary.resultAccess !== 'VIEW') throw AppError.forbidden(t.resultsHidden);
  return summary;
}

const fileColumns = {
  id: executionFiles.id,
  name: executionFiles.name,
  size: files.size,
  mimeType: files.mimeType,
};

export async function listExecutionFiles(db: Database, ref: ExecutionRef): Promise<ExecutionFile[]> {
  await requireResults(db, ref);
  const rows = await db
    .select(fileColumns)
    .from(executionFiles)
    .innerJoin(files, eq(files.id, executionFiles.fileId))
    .where(eq(executionFiles.executionId, ref.executionId))
    .orderBy(asc(executionFiles.name), asc(executionFiles.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    size: row.size,
    viewable: isViewable(row.name, row.size),
  }));
}

async function filesOf(db: Database, ref: ExecutionRef, ids: readonly number[]) {
  return db
    .select({ ...fileColumns, content: files.content })
    .from(executionFiles)
    .innerJoin(files, eq(files.id, executionFiles.fileId))
    .where(and(eq(executionFiles.executionId, ref.executionId), inArray(executionFiles.id, [...ids])));
}

export async function executionFile(db: Database, ref: ExecutionRef, fileId: number) {
  await requireResults(db, ref);
  const [file] = await filesOf(db, ref, [fileId]);
  if (!file) throw AppError.notFound(t.fileNotFound);
  return file;
}

/** A viewable file's text; any other answers 4003 (spec §8: 조회가 불가능한 파일형식입니다.). */
export async function viewExecutionFile(db: Database, ref: ExecutionRef, fileId: number) {
  const file = await executionFile(db, ref, fileId);
  if (!isViewable(file.name, file.size)) throw new AppError(422, ResultCode.UNVIEWABLE_FILE, t.unviewable);
  return { name: file.name, text: file.content.toString('utf8') };
}

export async function validateExecutionFiles(
  db: Database,
  ref: ExecutionRef,
  fileIds: readonly number[],
): Promise<ExecutionFilesValidation> {
  await requireResults(db, ref);
  const ids = [...new Set(fileIds)];
  const found = await db
    .select({ id: executionFiles.id, size: files.size })
    .from(executionFiles)
    .innerJoin(files, eq(files.id, executionFiles.fileId))
    .where(and(eq(executionFiles.executionId, ref.executionId), inArray(executionFiles.id, ids)));
  const have = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !have.has(id));
  return {
    valid: missing.length === 0,
    missing,
    totalBytes: found.reduce((sum, row) => sum + row.size, 0),
  };
}

/** The chosen files in one zip, named after the execution. */
export async function zipExecutionFiles(db: Database, ref: ExecutionRef, fileIds: readonly number[]) {
  const summary = await requireResults(db, ref);
  const ids = [...new Set(fileIds)];
  const found = await filesOf(db, ref, ids);
  if (found.length !== ids.length) throw AppError.notFound(t.fileNotFound);
  const entries: Record<string, Uint8Array> = {};
  for (const file of found) entries[file.name] = file.content;
  return {
    name: `execution-${summary.id}-${summary.cdmName}.zip`,
    bytes: Buffer.from(zipSync(entries)),
  };
}

export async function executionShiny(db: Database, ref: ExecutionRef) {
  await requireResults(db, ref);
  const [row] = await db
    .select({ url: executions.shinyUrl })
    .from(executions)
    .where(eq(executions.id, ref.executionId));
  if (!row?.url) throw AppError.notFound(t.noShiny);
  return { url: row.url };
}
