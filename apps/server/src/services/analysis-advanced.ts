import { and, asc, count, eq } from 'drizzle-orm';
import {
  ANALYSIS_IMAGE_MAX_BYTES,
  ANALYSIS_IMAGES_MAX,
  analysisMessages as t,
  detectPhotoType,
  type AdvancedDetail,
  type AdvancedImage,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { analyses, analysisImages, files } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Upload } from '../http/multipart.js';
import {
  analysisIn,
  cleanFileName,
  lockForEdit,
  recordAnalysisLog,
  requireTypeRoles,
  touchAnalysis,
  type AnalysisRow,
} from './analysis-access.js';
import { findRecordFile, storeFile } from './files.js';
import type { Writer } from './projects.js';

// An advanced analysis's detail text and pictures (spec §3 "Analysis": advanced sub-items). Other types
// have neither: asking for them is refused with 409, the analysis's type being what says no.

type Reader = Pick<Database, 'select'>;

function requireAdvanced(analysis: AnalysisRow) {
  if (analysis.type !== 'ADVANCED_ANALYSIS') throw AppError.conflict(t.notAdvanced);
}

const detailOf = (analysis: AnalysisRow): AdvancedDetail => ({
  detail: analysis.detail,
  updatedAt: analysis.detailUpdatedAt?.toISOString() ?? null,
});

/** The pictures of an upload with their real types, read from their bytes (400 for anything else). */
function acceptImages(uploads: Upload['files']) {
  return uploads.map((upload) => {
    const mimeType = detectPhotoType(upload.bytes);
    if (!mimeType) throw AppError.invalidInput(t.imageType);
    if (upload.bytes.length > ANALYSIS_IMAGE_MAX_BYTES) throw AppError.invalidInput(t.imageTooLarge);
    return { name: cleanFileName(upload.name, 'image'), mimeType, bytes: upload.bytes };
  });
}

/**
 * Saves the detail text and adds the uploaded pictures (its author or a manager, holding the
 * ADVANCED_ANALYSIS role), ten pictures at most in all. The same text and no picture write nothing.
 */
export async function saveAdvanced(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  fields: { detail: string },
  uploads: Upload['files'],
): Promise<AdvancedDetail> {
  return db.transaction(async (tx) => {
    const analysis = await lockForEdit(tx, userId, projectId, analysisId);
    requireAdvanced(analysis);
    await requireTypeRoles(tx, userId, [analysis.type]);
    const images = acceptImages(uploads);
    const [held] = await tx
      .select({ n: count() })
      .from(analysisImages)
      .where(eq(analysisImages.analysisId, analysisId));
    if ((held?.n ?? 0) + images.length > ANALYSIS_IMAGES_MAX) throw AppError.invalidInput(t.imagesTooMany);
    if (images.length === 0 && fields.detail === analysis.detail) return detailOf(analysis);

    for (const image of images) {
      const stored = await storeFile(tx, { ownerId: userId, ...image, restricted: true });
      await tx.insert(analysisImages).values({ analysisId, fileId: stored.id });
    }
    const now = new Date();
    const [saved] = await tx
      .update(analyses)
      .set({ detail: fields.detail, detailUpdatedAt: now, updatedAt: now })
      .where(eq(analyses.id, analysisId))
      .returning();
    if (!saved) throw new Error('an analysis locked for saving was not found');
    await recordAnalysisLog(tx, {
      projectId,
      actorId: userId,
      analysisId,
      action: 'ADVANCED_SAVED',
      detail: { analysisId, name: analysis.name, images: images.length },
    });
    return detailOf(saved);
  });
}

export async function getAdvancedDetail(
  db: Reader,
  projectId: number,
  analysisId: number,
): Promise<AdvancedDetail> {
  const analysis = await analysisIn(db, projectId, analysisId);
  requireAdvanced(analysis);
  return detailOf(analysis);
}

/** The pictures, oldest first; their bytes come from `findAdvancedImage`. */
export async function listAdvancedImages(
  db: Reader,
  projectId: number,
  analysisId: number,
): Promise<AdvancedImage[]> {
  requireAdvanced(await analysisIn(db, projectId, analysisId));
  const rows = await db
    .select({
      id: analysisImages.id,
      name: files.name,
      size: files.size,
      createdAt: analysisImages.createdAt,
    })
    .from(analysisImages)
    .innerJoin(files, eq(files.id, analysisImages.fileId))
    .where(eq(analysisImages.analysisId, analysisId))
    .orderBy(asc(analysisImages.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The picture's row of this analysis of this project; 404 for anyone else's. */
async function imageIn(db: Reader, projectId: number, analysisId: number, imageId: number) {
  await analysisIn(db, projectId, analysisId);
  const [image] = await db
    .select({ fileId: analysisImages.fileId })
    .from(analysisImages)
    .where(and(eq(analysisImages.id, imageId), eq(analysisImages.analysisId, analysisId)));
  if (!image) throw AppError.notFound(t.imageNotFound);
  return image;
}

/** One picture's file (its stored type was read from its bytes when it came). */
export async function findAdvancedImage(db: Reader, projectId: number, analysisId: number, imageId: number) {
  const image = await imageIn(db, projectId, analysisId, imageId);
  const file = await findRecordFile(db, image.fileId);
  if (!file) throw AppError.notFound(t.imageNotFound);
  return file;
}

/**
 * Removes a picture and its file (its author or a manager, holding the role of the analysis's type).
 * Logged as a save that added none and removed one: the log tab has no action of its own for it.
 */
export async function deleteAdvancedImage(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  imageId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const analysis = await lockForEdit(tx, userId, projectId, analysisId);
    await requireTypeRoles(tx, userId, [analysis.type]);
    const image = await imageIn(tx, projectId, analysisId, imageId);
    await tx.delete(analysisImages).where(eq(analysisImages.id, imageId));
    await tx.delete(files).where(eq(files.id, image.fileId));
    await touchAnalysis(tx, analysisId);
    await recordAnalysisLog(tx, {
      projectId,
      actorId: userId,
      analysisId,
      action: 'ADVANCED_SAVED',
      detail: { analysisId, name: analysis.name, images: 0, removedImages: 1 },
    });
  });
}
