import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { and, desc, eq, max } from 'drizzle-orm';
import {
  ANALYSIS_PACKAGE_EXTENSIONS,
  ANALYSIS_PACKAGE_MAX_BYTES,
  analysisMessages as t,
  type AnalysisDetail,
  type FlType,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { analysisVersions } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Upload } from '../http/multipart.js';
import { getAnalysis } from './analyses.js';
import {
  analysisIn,
  cleanFileName,
  lockForEdit,
  recordAnalysisLog,
  requireTypeRoles,
  touchAnalysis,
} from './analysis-access.js';
import { findRecordFile, storeFile } from './files.js';
import type { Transaction, Writer } from './projects.js';

// An analysis's study packages (spec §7 "Analysis": upload, `fl?flType=`, `research/{id}/download`).
// Every upload is a new version, never replacing one: an execution will name the version it ran, and
// the SHA-256 recorded here is how anyone can tell later that those were the bytes.

type PackageExtension = (typeof ANALYSIS_PACKAGE_EXTENSIONS)[number];

/** What we store each kind as; the download is always application/octet-stream anyway. */
const storedTypes: Record<PackageExtension, string> = {
  '.zip': 'application/zip',
  '.sql': 'application/sql',
  '.r': 'text/plain',
};

/** Every zip with an entry starts with a local file header: `PK\x03\x04`. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const isPackageExtension = (extension: string): extension is PackageExtension =>
  (ANALYSIS_PACKAGE_EXTENSIONS as readonly string[]).includes(extension);

/**
 * The one package file of an upload, judged by its name's extension (browsers name the types of .sql
 * and .R files inconsistently) and, for a zip, by its first bytes: a renamed file is not a zip.
 */
function acceptPackage(uploads: Upload['files']) {
  const [file] = uploads;
  if (!file) throw AppError.invalidInput(t.packageRequired);
  if (uploads.length > 1) throw AppError.invalidInput(t.packageTooMany);
  const name = cleanFileName(file.name, '');
  const extension = extname(name).toLowerCase();
  if (!isPackageExtension(extension)) throw AppError.invalidInput(t.packageType);
  if (file.bytes.length === 0) throw AppError.invalidInput(t.packageEmpty);
  if (file.bytes.length > ANALYSIS_PACKAGE_MAX_BYTES) throw AppError.invalidInput(t.packageTooLarge);
  if (extension === '.zip' && !file.bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) {
    throw AppError.invalidInput(t.packageType);
  }
  return {
    name,
    bytes: file.bytes,
    mimeType: storedTypes[extension],
    checksum: createHash('sha256').update(file.bytes).digest('hex'),
  };
}

/**
 * Stores an upload as the analysis's next version (its author or a manager). A federated-learning
 * analysis takes its packages only through `fl?flType=` (400 here), which takes nothing else (409:
 * the analysis's type refuses it, as an advanced analysis's pictures do). `flType` is null for a plain
 * upload.
 */
export async function uploadPackage(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  uploads: Upload['files'],
  flType: FlType | null,
): Promise<AnalysisDetail> {
  return db.transaction(async (tx) => {
    const analysis = await lockForEdit(tx, userId, projectId, analysisId);
    if (flType === null && analysis.type === 'FL') throw AppError.invalidInput(t.flNeedsFlUpload);
    if (flType !== null && analysis.type !== 'FL') throw AppError.conflict(t.notFl);
    await requireTypeRoles(tx, userId, [analysis.type]);
    const upload = acceptPackage(uploads);

    await addPackageVersion(tx, { userId, projectId, analysis, file: upload, flType });
    return getAnalysis(tx, userId, projectId, analysisId);
  });
}

export interface NewVersion {
  userId: number;
  projectId: number;
  analysis: { id: number; name: string };
  file: { name: string; bytes: Buffer; mimeType: string; checksum: string };
  flType: FlType | null;
}

/**
 * Stores a package as the analysis's next version, in the caller's transaction, which has locked the
 * project (lockForEdit): no other upload takes this number meanwhile.
 */
export async function addPackageVersion(tx: Transaction, next: NewVersion): Promise<number> {
  const { userId, projectId, analysis, file, flType } = next;
  const [latest] = await tx
    .select({ version: max(analysisVersions.version) })
    .from(analysisVersions)
    .where(eq(analysisVersions.analysisId, analysis.id));
  const version = (latest?.version ?? 0) + 1;
  const stored = await storeFile(tx, {
    ownerId: userId,
    name: file.name,
    mimeType: file.mimeType,
    bytes: file.bytes,
    restricted: true,
  });
  await tx.insert(analysisVersions).values({
    analysisId: analysis.id,
    version,
    fileId: stored.id,
    checksum: file.checksum,
    flType,
    uploadedBy: userId,
  });
  await touchAnalysis(tx, analysis.id);
  await recordAnalysisLog(tx, {
    projectId,
    actorId: userId,
    analysisId: analysis.id,
    action: 'PACKAGE_UPLOADED',
    detail: { analysisId: analysis.id, name: analysis.name, version, fileName: file.name, flType },
  });
  return version;
}

/**
 * A package version's file for a member of the project: the newest without `version`. 404 for another
 * project's analysis, for an analysis without packages and for a version it does not have.
 */
export async function findPackage(
  db: Pick<Database, 'select'>,
  projectId: number,
  analysisId: number,
  version: number | undefined,
) {
  await analysisIn(db, projectId, analysisId);
  const [row] = await db
    .select({ fileId: analysisVersions.fileId })
    .from(analysisVersions)
    .where(
      and(
        eq(analysisVersions.analysisId, analysisId),
        version === undefined ? undefined : eq(analysisVersions.version, version),
      ),
    )
    .orderBy(desc(analysisVersions.version))
    .limit(1);
  const file = row && (await findRecordFile(db, row.fileId));
  if (!file) throw AppError.notFound(version === undefined ? t.noPackage : t.versionMissing);
  return file;
}
