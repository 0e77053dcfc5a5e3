import type { FastifyInstance } from 'fastify';
import { filesApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { routeFile } from '../http/route.js';
import { findFile } from '../services/files.js';

// Shown in the page (photos, logos); anything else, SVG included, downloads so it can never run as a page.
const inlineTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so Korean file names survive. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /api/v1/files/{id}`: an uploaded file's bytes, for any signed-in user (photos, logos and
 * attachments are all visible to members of the network). A restricted file (a project's package,
 * picture or IRB document) answers 404 like a missing one: only its record's own endpoint serves it,
 * to that record's readers.
 */
export function filesRoutes(app: FastifyInstance, db: Database) {
  routeFile(app, db, filesApi.getFile, async ({ params, reply }) => {
    const file = await findFile(db, params.id);
    if (!file) throw AppError.notFound();
    const inline = inlineTypes.has(file.mimeType);
    return reply
      .header('Content-Type', inline ? file.mimeType : 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
      .header('Cache-Control', 'private, max-age=3600')
      .send(file.content);
  });
}
