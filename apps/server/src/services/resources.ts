import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  fileMessages,
  RESOURCE_MAX_FILES,
  type Resource,
  type ResourceFile,
  type ResourceSummary,
} from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { files, resourceFiles, resources, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Upload } from '../http/multipart.js';
import { recordAudit } from './audit.js';
import { findFile, storeFile } from './files.js';
import { cleanRichText } from './rich-text.js';

type Reader = Pick<Database, 'select'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ResourceInput {
  title: string;
  content: string;
}

const iso = (date: Date) => date.toISOString();

/** Every resource, newest first; kept in the read cache until the next write. */
export function listResources(db: Reader): Promise<ResourceSummary[]> {
  return cached(db, 'resources', async () => {
    const rows = await db
      .select({
        id: resources.id,
        title: resources.title,
        authorName: users.name,
        fileCount: count(resourceFiles.fileId),
        createdAt: resources.createdAt,
        updatedAt: resources.updatedAt,
      })
      .from(resources)
      .leftJoin(users, eq(users.id, resources.authorId))
      .leftJoin(resourceFiles, eq(resourceFiles.resourceId, resources.id))
      .groupBy(resources.id, users.name)
      .orderBy(desc(resources.createdAt), desc(resources.id));
    return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) }));
  });
}

async function attachmentsOf(db: Reader, resourceId: number): Promise<ResourceFile[]> {
  return db
    .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
    .from(resourceFiles)
    .innerJoin(files, eq(files.id, resourceFiles.fileId))
    .where(eq(resourceFiles.resourceId, resourceId))
    .orderBy(asc(files.id));
}

export async function getResource(db: Reader, id: number): Promise<Resource> {
  const [row] = await db
    .select({
      id: resources.id,
      title: resources.title,
      content: resources.content,
      authorName: users.name,
      createdAt: resources.createdAt,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.authorId))
    .where(eq(resources.id, id));
  if (!row) throw AppError.notFound();
  const attachments = await attachmentsOf(db, id);
  return {
    ...row,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    fileCount: attachments.length,
    files: attachments,
  };
}

/** Stores the uploads and attaches them to the resource; returns their ids. */
async function attach(
  tx: Transaction,
  resourceId: number,
  ownerId: number,
  uploads: Upload['files'],
): Promise<number[]> {
  const ids: number[] = [];
  for (const upload of uploads) {
    const stored = await storeFile(tx, {
      ownerId,
      name: upload.name,
      mimeType: upload.mimeType || 'application/octet-stream',
      bytes: upload.bytes,
    });
    ids.push(stored.id);
  }
  if (ids.length > 0) await tx.insert(resourceFiles).values(ids.map((fileId) => ({ resourceId, fileId })));
  return ids;
}

const tooManyFiles = () => AppError.invalidInput(fileMessages.tooMany(RESOURCE_MAX_FILES));

/** Posts a resource with its attachments, in one transaction. */
export async function createResource(
  db: Database,
  authorId: number,
  input: ResourceInput,
  uploads: Upload['files'],
): Promise<Resource> {
  if (uploads.length > RESOURCE_MAX_FILES) throw tooManyFiles();
  const content = cleanRichText(input.content);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resources)
      .values({ title: input.title, content, authorId })
      .returning({ id: resources.id });
    if (!row) throw new Error('resource insert returned nothing');
    const fileIds = await attach(tx, row.id, authorId, uploads);
    await recordAudit(tx, {
      actorId: authorId,
      action: 'resource.create',
      targetType: 'resource',
      targetId: row.id,
      detail: { title: input.title, addedFileIds: fileIds },
    });
    return getResource(tx, row.id);
  });
}

/**
 * Changes a resource: the attachments listed in `keepFileIds` stay, the others are deleted with their
 * bytes, the uploads are added; at most RESOURCE_MAX_FILES in all.
 */
export async function updateResource(
  db: Database,
  actorId: number,
  id: number,
  input: ResourceInput & { keepFileIds: number[] },
  uploads: Upload['files'],
): Promise<Resource> {
  const content = cleanRichText(input.content);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(resources)
      .set({ title: input.title, content, updatedAt: new Date() })
      .where(eq(resources.id, id))
      .returning({ id: resources.id });
    if (!row) throw AppError.notFound();
    const current = await tx
      .select({ fileId: resourceFiles.fileId })
      .from(resourceFiles)
      .where(eq(resourceFiles.resourceId, id));
    const kept = current.filter(({ fileId }) => input.keepFileIds.includes(fileId));
    const removed = current.filter(({ fileId }) => !input.keepFileIds.includes(fileId)).map((f) => f.fileId);
    if (kept.length + uploads.length > RESOURCE_MAX_FILES) throw tooManyFiles();
    // The link rows go with the files (on delete cascade).
    if (removed.length > 0) await tx.delete(files).where(inArray(files.id, removed));
    const added = await attach(tx, id, actorId, uploads);
    await recordAudit(tx, {
      actorId,
      action: 'resource.update',
      targetType: 'resource',
      targetId: id,
      detail: { title: input.title, addedFileIds: added, removedFileIds: removed },
    });
    return getResource(tx, id);
  });
}

/** Deletes a resource and its attachments' bytes. */
export async function deleteResource(db: Database, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const attached = await tx
      .select({ fileId: resourceFiles.fileId })
      .from(resourceFiles)
      .where(eq(resourceFiles.resourceId, id));
    const [row] = await tx
      .delete(resources)
      .where(eq(resources.id, id))
      .returning({ title: resources.title });
    if (!row) throw AppError.notFound();
    const fileIds = attached.map((f) => f.fileId);
    if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
    await recordAudit(tx, {
      actorId,
      action: 'resource.delete',
      targetType: 'resource',
      targetId: id,
      detail: { title: row.title, removedFileIds: fileIds },
    });
  });
}

/** An attachment's row with its bytes, only when it belongs to that resource. */
export async function findResourceFile(db: Reader, resourceId: number, fileId: number) {
  const [link] = await db
    .select({ fileId: resourceFiles.fileId })
    .from(resourceFiles)
    .where(and(eq(resourceFiles.resourceId, resourceId), eq(resourceFiles.fileId, fileId)));
  const file = link ? await findFile(db, fileId) : undefined;
  if (!file) throw AppError.notFound();
  return file;
}
