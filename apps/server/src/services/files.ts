import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';

/** One upload's limit: attachments are documents and images, not data sets. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** At most this many files in one request. */
export const MAX_FILES_PER_REQUEST = 10;

export interface StoredFile {
  id: number;
  name: string;
  mimeType: string;
  size: number;
}

export interface NewFile {
  ownerId: number | null;
  name: string;
  mimeType: string;
  bytes: Buffer;
  /**
   * Only its own record's readers may fetch it (analysis packages and pictures, IRB documents): the
   * service of that record serves it after checking the caller, `GET /files/{id}` never does.
   */
  restricted?: boolean;
}

/** Stores a file; call it inside the transaction of the row that refers to it. */
export async function storeFile(db: Pick<Database, 'insert'>, file: NewFile): Promise<StoredFile> {
  const [row] = await db
    .insert(files)
    .values({
      ownerId: file.ownerId,
      name: file.name,
      mimeType: file.mimeType,
      size: file.bytes.length,
      content: file.bytes,
      restricted: file.restricted ?? false,
    })
    .returning({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size });
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

/**
 * A file any signed-in user may fetch (`GET /files/{id}`: photos, logos, attachments): a restricted one
 * is not found, so a guessed id never reaches a package, a picture or a document of a project.
 */
export async function findFile(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.restricted, false)));
  return row;
}

/**
 * A file of a record whose readers the caller's service has checked already (an analysis's package or
 * picture, an IRB document), restricted or not.
 */
export async function findRecordFile(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Metadata only, for listings: the bytes stay in the database. */
export async function describeFiles(db: Pick<Database, 'select'>, ids: number[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
    .from(files)
    .where(inArray(files.id, ids));
}
