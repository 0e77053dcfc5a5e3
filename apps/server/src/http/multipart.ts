import type { FastifyRequest } from 'fastify';
import { fileMessages, ResultCode } from '@cdmnet/api/contract';
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST } from '../services/files.js';
import { AppError } from './app-error.js';
import { valueNestsDeeperThan } from './json-depth.js';
import { httpMessages } from './messages.ko.js';

export interface Upload {
  /** The form's text fields; a field sent twice keeps its last value. */
  fields: Record<string, string>;
  files: { field: string; name: string; mimeType: string; bytes: Buffer }[];
}

/** A limit the request broke, as the Korean refusal naming it; undefined for anything else. */
function refusalOf(
  error: unknown,
  fileName: string,
  maxBytes: number,
  maxFiles: number,
): AppError | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      413,
      ResultCode.INVALID_INPUT,
      fileMessages.tooLarge(fileName, maxBytes / 1024 / 1024),
    );
  }
  if (error.code === 'FST_FILES_LIMIT') return AppError.invalidInput(fileMessages.tooMany(maxFiles));
  return undefined;
}

/**
 * Reads a multipart/form-data request whole, each file at most `maxBytes` (MAX_FILE_BYTES unless the
 * route raises it). A file over the cap, too many files or a request that is not multipart is refused
 * with a Korean message naming it. Validate `fields` with the contract's schema afterwards, as JSON
 * routes do; an endpoint's own limits are its service's to refuse, in its words.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number = MAX_FILE_BYTES,
  maxFiles: number = MAX_FILES_PER_REQUEST,
): Promise<Upload> {
  if (!request.isMultipart()) throw AppError.invalidInput(fileMessages.notMultipart);
  const upload: Upload = { fields: {}, files: [] };
  // The file being read when a limit breaks: the refusal names it.
  let reading = '';
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: maxFiles },
    })) {
      if (part.type === 'field') {
        // A field sent as application/json (an engine's report) arrives parsed: kept as its JSON text,
        // unless it nests deeper than any JSON body may (writing it back out would run out of stack).
        if (valueNestsDeeperThan(part.value)) throw AppError.invalidInput(httpMessages.nestedTooDeep);
        upload.fields[part.fieldname] =
          typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      reading = part.filename;
      const bytes = await part.toBuffer();
      upload.files.push({ field: part.fieldname, name: part.filename, mimeType: part.mimetype, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Over a real socket the limits are raised by the part iterator, in process by toBuffer(): both land here.
    // Anything else the parser raises (no boundary, a cut-off part) is a request it cannot read: the
    // caller's fault, never a 500.
    throw (
      refusalOf(error, reading, maxBytes, maxFiles) ?? AppError.invalidInput(fileMessages.malformedMultipart)
    );
  }
  return upload;
}
