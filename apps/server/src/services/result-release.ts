import { and, eq } from 'drizzle-orm';
import {
  disclosureFindingLabels,
  disclosureMessages as d,
  ResultCode,
  type DisclosureFindingCode,
  type ReleasedFile,
} from '@cdmnet/api/contract';
import { fetchHeldFile, type HeldFileFetch } from '../adapters/held-files.js';
import { heldFileMessages as hm } from '../adapters/messages.ko.js';
import type { Database } from '../db/database.js';
import { engines, executionFiles, executions, organizations } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { storeFile } from './files.js';
import type { Transaction } from './projects.js';
import {
  isTextFile,
  readableFiles,
  resultFileRows,
  sha256Of,
  storedBytesOf,
  type ResultFileRow,
} from './result-files.js';
import type { SecretBox } from './secrets.js';

// The hospital admin's review and release (domain.md "What leaves a hospital"). The review shows every
// result file with its status and findings, and the exact bytes that leave or would leave: checked and
// released files as every path serves them (readableFiles), held files fetched from the node for the
// review only. A release names held files with each finding acknowledged; the platform fetches them
// from the node, checks their SHA-256 against what the node announced, and keeps them as RELEASED.

type Reader = Pick<Database, 'select'>;

/** Where the execution's held files are: its engine (our node) and the node's release token. */
async function nodeAccessOf(db: Reader, secrets: SecretBox, executionId: number) {
  const [row] = await db
    .select({ address: engines.address, sealed: executions.releaseToken })
    .from(executions)
    .leftJoin(engines, eq(engines.id, executions.engineId))
    .where(eq(executions.id, executionId));
  return { address: row?.address ?? null, token: row?.sealed ? secrets.open(row.sealed) : null };
}

type NodeAccess = Awaited<ReturnType<typeof nodeAccessOf>>;

/**
 * A held file's bytes: stored here when an engine that is not our node sent it unchecked, otherwise
 * fetched from the node. Either way they count only with the SHA-256 announced for the file.
 */
async function heldBytes(
  db: Reader,
  executionId: number,
  node: NodeAccess,
  file: ResultFileRow,
): Promise<HeldFileFetch> {
  const refused = (message: string) => ({ ok: false as const, reason: 'refused' as const, message });
  if (file.fileId !== null) {
    const bytes = await storedBytesOf(db, file.fileId);
    if (!bytes || sha256Of(bytes) !== file.sha256) return refused(hm.checksum(file.name));
    return { ok: true, bytes };
  }
  if (!file.sha256 || !node.token) return refused(hm.noToken(file.name));
  if (!node.address) return refused(hm.noEngine(file.name));
  return fetchHeldFile(node.address, executionId, file.name, node.token, {
    sha256: file.sha256,
    size: file.size,
  });
}

const textOf = (name: string, bytes: Buffer) => (isTextFile(name) ? bytes.toString('utf8') : null);

/** Every result file as the admin reviews it, with the exact text that leaves or would leave. */
export async function reviewFiles(
  db: Reader,
  secrets: SecretBox,
  executionId: number,
): Promise<ReleasedFile[]> {
  const rows = await resultFileRows(db, executionId);
  const readable = new Map((await readableFiles(db, executionId)).map((file) => [file.id, file.bytes]));
  const node = await nodeAccessOf(db, secrets, executionId);
  return Promise.all(
    rows.map(async (file) => {
      const row = {
        id: file.id,
        name: file.name,
        size: file.size,
        status: file.status,
        format: file.format,
        rows: file.rows,
        columns: file.columns,
        findings: file.findings,
        sha256: file.sha256,
        suppressedCells: file.suppressedCells,
      };
      const stored = readable.get(file.id);
      if (stored) return { ...row, size: stored.length, text: textOf(file.name, stored), fetchError: null };
      if (file.status !== 'HELD') return { ...row, text: null, fetchError: null };
      const fetched = await heldBytes(db, executionId, node, file);
      return fetched.ok
        ? { ...row, text: textOf(file.name, fetched.bytes), fetchError: null }
        : { ...row, text: null, fetchError: fetched.message };
    }),
  );
}

export interface ReleaseChoice {
  fileId: number;
  acknowledged: readonly DisclosureFindingCode[];
}

export interface TakenFile {
  id: number;
  name: string;
  sha256: string;
  bytes: Buffer;
  mimeType: string;
}

/**
 * Checks the chosen files (held, of this execution, every finding acknowledged, the organisation lets
 * unchecked files out) and takes their bytes from the node. Throws before anything changes: 400/409
 * naming the file, 422 when the node refuses or sends other bytes, 503 when it does not answer.
 */
export async function takeHeldFiles(
  db: Reader,
  secrets: SecretBox,
  executionId: number,
  release: readonly ReleaseChoice[],
): Promise<TakenFile[]> {
  if (release.length === 0) return [];
  const [org] = await db
    .select({ releaseUnchecked: organizations.releaseUnchecked })
    .from(executions)
    .innerJoin(organizations, eq(organizations.id, executions.orgId))
    .where(eq(executions.id, executionId));
  if (!org?.releaseUnchecked) throw AppError.conflict(d.releaseNotAllowed);
  const rows = new Map((await resultFileRows(db, executionId)).map((row) => [row.id, row]));
  const chosen = [...new Map(release.map((choice) => [choice.fileId, choice])).values()];
  const files = chosen.map((choice) => {
    const row = rows.get(choice.fileId);
    if (!row) throw AppError.invalidInput(d.releaseFileNotHere(choice.fileId));
    if (row.status !== 'HELD') throw AppError.conflict(d.releaseNotHeld(row.name));
    const unacknowledged = [...new Set(row.findings.map((finding) => finding.code))].filter(
      (code) => !choice.acknowledged.includes(code),
    );
    if (unacknowledged.length > 0) {
      const labels = unacknowledged.map((code) => `${disclosureFindingLabels[code]}(${code})`).join(', ');
      throw AppError.invalidInput(d.releaseUnacknowledged(row.name, labels));
    }
    return row;
  });
  const node = await nodeAccessOf(db, secrets, executionId);
  const taken: TakenFile[] = [];
  for (const row of files) {
    const fetched = await heldBytes(db, executionId, node, row);
    if (!fetched.ok) {
      throw fetched.reason === 'unreachable'
        ? new AppError(503, ResultCode.PEER_FAILED, fetched.message)
        : AppError.peerFailed(fetched.message);
    }
    taken.push({
      id: row.id,
      name: row.name,
      sha256: row.sha256!,
      bytes: fetched.bytes,
      mimeType: isTextFile(row.name) ? 'text/plain' : 'application/octet-stream',
    });
  }
  return taken;
}

/**
 * Keeps the taken files as RELEASED by the admin, inside the transaction that records the decision;
 * a file no longer held (another admin was quicker) undoes it all. Returns what the audit names.
 */
export async function storeReleased(
  tx: Transaction,
  adminId: number,
  executionId: number,
  taken: readonly TakenFile[],
): Promise<{ name: string; sha256: string }[]> {
  const now = new Date();
  for (const file of taken) {
    const [row] = await tx
      .select({ status: executionFiles.status, fileId: executionFiles.fileId })
      .from(executionFiles)
      .where(and(eq(executionFiles.id, file.id), eq(executionFiles.executionId, executionId)))
      .for('update');
    if (row?.status !== 'HELD') throw AppError.conflict(d.releaseChanged(file.name));
    const fileId =
      row.fileId ??
      (
        await storeFile(tx, {
          ownerId: null,
          name: file.name,
          mimeType: file.mimeType,
          bytes: file.bytes,
          restricted: true,
        })
      ).id;
    await tx
      .update(executionFiles)
      .set({ status: 'RELEASED', fileId, size: file.bytes.length, releasedBy: adminId, releasedAt: now })
      .where(eq(executionFiles.id, file.id));
  }
  return taken.map((file) => ({ name: file.name, sha256: file.sha256 }));
}
