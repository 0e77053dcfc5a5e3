import { z } from 'zod/mini';
import { validationMessages } from '@cdmnet/validators';
import { contentTitle, isoTimestamp, richText } from './content.js';
import { contentMessages } from './content.ko.js';

/** Attachments of one resource, at most (the server's per-request limit is the same). */
export const RESOURCE_MAX_FILES = 10;
/** Bytes of one attachment, at most (the server's MAX_FILE_BYTES). */
export const RESOURCE_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** An attachment's metadata; its bytes come from `resourceFileDownloadPath`. */
export const resourceFile = z.object({
  id: z.int(),
  name: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.int(),
});
export type ResourceFile = z.infer<typeof resourceFile>;

/** A resource as the list shows it. `authorName` is null once the author's account is gone. */
export const resourceSummary = z.object({
  id: z.int(),
  title: z.string(),
  authorName: z.nullable(z.string()),
  fileCount: z.int(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type ResourceSummary = z.infer<typeof resourceSummary>;

/** One resource with its rich-text content and its attachments, oldest first. */
export const resource = z.extend(resourceSummary, {
  content: z.string(),
  files: z.array(resourceFile),
});
export type Resource = z.infer<typeof resource>;

/** The text fields of a resource, sent as form fields beside the files (multipart). */
export const resourceFields = z.object({ title: contentTitle, content: richText });
export type ResourceFields = z.input<typeof resourceFields>;

/**
 * The attachments an edit keeps, as a form field holding a JSON list (`"[3,7]"`): multipart fields
 * are text. Files of the resource that are not listed are removed.
 */
export const keepFileIds = z.pipe(
  z
    .string({ error: validationMessages.required })
    .check(
      z.describe('The ids of the attachments to keep, as a JSON list (`[3,7]`); the others are removed.'),
    ),
  z.transform((value, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    const ids = z.array(z.int().check(z.positive())).safeParse(parsed);
    if (!ids.success) {
      ctx.issues.push({ code: 'custom', message: contentMessages.invalidFileIds, input: value });
      return z.NEVER;
    }
    return [...new Set(ids.data)];
  }),
);

export const resourceUpdateFields = z.extend(resourceFields, { keepFileIds });
export type ResourceUpdateFields = z.input<typeof resourceUpdateFields>;

/**
 * Where an attachment downloads from. Not an envelope call: the reply is the file itself (or an
 * envelope when it fails), so it lives beside the contract rather than in it. The path says
 * `download`, so the client gives it no GET timeout (spec §7).
 */
export const RESOURCE_FILE_DOWNLOAD_PATH = '/api/v1/resources/:id/files/:fileId/download';

export const resourceFileDownloadUrl = (resourceId: number, fileId: number): string =>
  `/api/v1/resources/${resourceId}/files/${fileId}/download`;
