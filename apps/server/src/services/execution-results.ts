import { zipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import {
  deliveryChannelLabels,
  disclosureMessages as d,
  executionMessages as t,
  isTerminalExecutionStatus,
  resultRequestMessages as r,
  ResultCode,
  type ExecutionFile,
  type ExecutionFilesValidation,
  type ExecutionLog,
  type ResultFileStatus,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { executions } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { executionSummary } from './execution-views.js';
import { isReadableFile, isTextFile, readableFiles, resultFileRows } from './result-files.js';

// An execution's log and result files, for the project's members (the log) and for those who may see
// its results (services/execution-views.ts decides who). Every file is listed with its disclosure
// status; only the bytes `readableFiles` yields (checked and released files) are ever shown or handed
// out: seeing needs view rights, taking (a download, a zip, Shiny) delivery rights too.

/** A file shown in place is read whole; beyond this it is for downloading. */
const VIEW_MAX_BYTES = 2 * 1024 * 1024;

const isViewable = (file: { name: string; size: number; status: ResultFileStatus; fileId: number | null }) =>
  isReadableFile(file) && isTextFile(file.name) && file.size <= VIEW_MAX_BYTES;

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

/** The execution, checked to be one whose results the caller may take out (and see). */
async function requireDelivery(db: Database, ref: ExecutionRef) {
  const summary = await requireResults(db, ref);
  if (!summary.mayDownload) throw AppError.forbidden(d.downloadNeedsDelivery);
  return summary;
}

export async function listExecutionFiles(db: Database, ref: ExecutionRef): Promise<ExecutionFile[]> {
  await requireResults(db, ref);
  const rows = await resultFileRows(db, ref.executionId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    size: row.size,
    status: row.status,
    format: row.format,
    rows: row.rows,
    columns: row.columns,
    findings: row.findings,
    sha256: row.sha256,
    suppressedCells: row.suppressedCells,
    viewable: isViewable(row),
  }));
}

/** Why a file of this execution cannot be read: held at the hospital, refused, or not there at all. */
async function refusalFor(db: Database, ref: ExecutionRef, fileId: number): Promise<AppError> {
  const row = (await resultFileRows(db, ref.executionId)).find((file) => file.id === fileId);
  if (!row) return AppError.notFound(t.fileNotFound);
  if (row.status === 'REFUSED') return AppError.forbidden(d.fileRefused(row.name));
  return AppError.forbidden(d.fileHeld(row.name));
}

async function readableFile(db: Database, ref: ExecutionRef, fileId: number) {
  const [file] = await readableFiles(db, ref.executionId, [fileId]);
  if (!file) throw await refusalFor(db, ref, fileId);
  return file;
}

/** One file to download: delivery rights, and a file that may leave. */
export async function executionFile(db: Database, ref: ExecutionRef, fileId: number) {
  await requireDelivery(db, ref);
  const file = await readableFile(db, ref, fileId);
  return { name: file.name, content: file.bytes };
}

/** A viewable file's text; any other answers 4003 (spec §8: 조회가 불가능한 파일형식입니다.). */
export async function viewExecutionFile(db: Database, ref: ExecutionRef, fileId: number) {
  await requireResults(db, ref);
  const file = await readableFile(db, ref, fileId);
  if (!isViewable(file)) throw new AppError(422, ResultCode.UNVIEWABLE_FILE, t.unviewable);
  return { name: file.name, text: file.bytes.toString('utf8') };
}

/** Which chosen files a zip would hold: those that may leave; held, refused or unknown ones are missing. */
export async function validateExecutionFiles(
  db: Database,
  ref: ExecutionRef,
  fileIds: readonly number[],
): Promise<ExecutionFilesValidation> {
  await requireDelivery(db, ref);
  const ids = [...new Set(fileIds)];
  const found = await readableFiles(db, ref.executionId, ids);
  const have = new Set(found.map((file) => file.id));
  const missing = ids.filter((id) => !have.has(id));
  return {
    valid: missing.length === 0,
    missing,
    totalBytes: found.reduce((sum, file) => sum + file.bytes.length, 0),
  };
}

/** The chosen files in one zip, named after the execution. */
export async function zipExecutionFiles(db: Database, ref: ExecutionRef, fileIds: readonly number[]) {
  const summary = await requireDelivery(db, ref);
  const ids = [...new Set(fileIds)];
  const found = await readableFiles(db, ref.executionId, ids);
  if (found.length !== ids.length) {
    const have = new Set(found.map((file) => file.id));
    throw await refusalFor(
      db,
      ref,
      ids.find((id) => !have.has(id))!,
    );
  }
  const entries: Record<string, Uint8Array> = {};
  for (const file of found) entries[file.name] = file.bytes;
  return {
    name: `execution-${summary.id}-${summary.cdmName}.zip`,
    bytes: Buffer.from(zipSync(entries)),
  };
}

/**
 * The engine's Shiny app: taking results out, so delivery rights and the SHINY channel, which the
 * summary offers only while every file is readable (an app at the hospital reads the node's own files).
 */
export async function executionShiny(db: Database, ref: ExecutionRef) {
  const summary = await requireDelivery(db, ref);
  const [row] = await db
    .select({ url: executions.shinyUrl })
    .from(executions)
    .where(eq(executions.id, ref.executionId));
  if (!row?.url) throw AppError.notFound(t.noShiny);
  if (!summary.deliveryChannels.includes('SHINY')) {
    const allReadable = (await resultFileRows(db, ref.executionId)).every(isReadableFile);
    throw AppError.forbidden(
      allReadable ? r.channelNeedsPermission(deliveryChannelLabels.SHINY) : d.shinyHeld,
    );
  }
  return { url: row.url };
}
