import type { FastifyRequest } from 'fastify';
import { fileMessages, ResultCode } from '@cdmnet/api/contract';
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST } from '../services/files.js';
import { AppError } from './app-error.js';

export interface Upload {
  /** The form's text fields; a field sent twice keeps its last value. */
  fields: Record<string, string>;
  files: { field: string; name: string; mimeType: string; bytes: Buffer }[];
}

/**
 * Reads a multipart/form-data request whole (files are at most MAX_FILE_BYTES each). A file over the
 * limit, too many files or a request that is not multipart is refused with a Korean message naming it.
 * Validate `fields` with the contract's schema afterwards, as JSON routes do.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw AppError.invalidInput(fileMessages.notMultipart);
  const upload: Upload = { fields: {}, files: [] };
  for await (const part of request.parts({
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_REQUEST },
  })) {
    if (part.type === 'field') {
      upload.fields[part.fieldname] = String(part.value);
      continue;
    }
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(
          413,
          ResultCode.INVALID_INPUT,
          fileMessages.tooLarge(part.filename, MAX_FILE_BYTES / 1024 / 1024),
        );
      }
      throw error;
    });
    upload.files.push({ field: part.fieldname, name: part.filename, mimeType: part.mimetype, bytes });
  }
  return upload;
}
