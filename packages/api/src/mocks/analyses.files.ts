import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  ANALYSIS_IMAGE_MAX_BYTES,
  ANALYSIS_PACKAGE_EXTENSIONS,
  ANALYSIS_PACKAGE_MAX_BYTES,
} from '../contract/analyses.js';
import { analysisMessages as t } from '../contract/analyses.ko.js';
import { ResultCode } from '../contract/codes.js';
import type { AnyEndpoint } from '../contract/endpoint.js';
import { fileMessages, replyMessages } from '../contract/messages.ko.js';
import { detectPhotoType } from '../contract/profile.js';
import { validationMessage } from '../contract/validation-message.js';
import { refused } from './admin.fixtures.js';
import type { MockAnalysisVersion } from './analyses.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { mayCall, requireUser } from './session.js';

// Files in and out of the analysis and IRB mocks: the file replies (packages, pictures, IRB PDFs) and
// what the server's services accept as a package or a picture.

const failure = (status: number, code: number, message: string) =>
  HttpResponse.json({ result: false, code, message, content: null }, { status });

/** A file reply: its bytes, the name it is saved as, its type; pictures are shown inline. */
export interface MockFileReply {
  bytes: Uint8Array;
  name: string;
  type: string;
  inline?: boolean;
}

/**
 * A handler for an endpoint whose reply is a file (`replyIsFile`), guarded as `mockFor`'s are: 1004
 * without a session, 403 for a caller the endpoint does not admit, 400 for a bad id or query; then the
 * bytes with a Content-Disposition, or a failed envelope where the resolver throws a MockFailure (a
 * JSON reply to a download is an error, spec §8).
 */
export const mockFileFor =
  (db: MockDb) =>
  <E extends AnyEndpoint>(
    endpoint: E,
    resolver: (req: { params: z.output<E['params']>; query: z.output<E['query']> }) => MockFileReply,
  ): HttpHandler =>
    http[endpoint.method.toLowerCase() as 'get'](`*${endpoint.path}`, ({ params, request }) => {
      try {
        const { 0: _origin, ...pathParams } = params;
        const user = requireUser(db);
        if (!mayCall(db, user, endpoint, pathParams)) {
          throw new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
        }
        const parsedParams = endpoint.params.safeParse(pathParams);
        if (!parsedParams.success) throw refused(validationMessage(parsedParams.error));
        const parsedQuery = endpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
        if (!parsedQuery.success) throw refused(validationMessage(parsedQuery.error));
        const file = resolver({
          params: parsedParams.data as z.output<E['params']>,
          query: parsedQuery.data as z.output<E['query']>,
        });
        const disposition = file.inline ? 'inline' : 'attachment';
        return new HttpResponse(file.bytes.slice().buffer, {
          headers: {
            'Content-Type': file.type,
            'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          },
        });
      } catch (error) {
        if (error instanceof MockFailure) return failure(error.status, error.code, error.message);
        throw error;
      }
    });

/** The server's upload route refuses a request that is not multipart before the service sees it. */
export function requireMultipart(request: Request): void {
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
    throw refused(fileMessages.notMultipart);
  }
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Every zip with an entry starts with a local file header: `PK\x03\x04`. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The one package file of an upload, as the server's acceptPackage judges it: by its name's extension
 * (browsers name .sql and .R types inconsistently), and a zip by its first bytes too.
 */
export async function acceptPackage(files: readonly File[]) {
  const [file] = files;
  if (!file) throw refused(t.packageRequired);
  if (files.length > 1) throw refused(t.packageTooMany);
  const extension = extensionOf(file.name);
  if (!(ANALYSIS_PACKAGE_EXTENSIONS as readonly string[]).includes(extension)) throw refused(t.packageType);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw refused(t.packageEmpty);
  if (bytes.length > ANALYSIS_PACKAGE_MAX_BYTES) throw refused(t.packageTooLarge);
  if (extension === '.zip' && !isZip(bytes)) throw refused(t.packageType);
  return { name: file.name, bytes };
}

/** The pictures of an upload with their real types, read from their bytes (PNG, JPEG or WebP). */
export async function acceptImages(files: readonly File[]) {
  const images: { name: string; mimeType: string; bytes: Uint8Array }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimeType = detectPhotoType(bytes);
    if (!mimeType) throw refused(t.imageType);
    if (bytes.length > ANALYSIS_IMAGE_MAX_BYTES) throw refused(t.imageTooLarge);
    images.push({ name: file.name, mimeType, bytes });
  }
  return images;
}

/** What a fixture version's download holds: a stand-in text naming the package. */
export const standInPackage = (row: MockAnalysisVersion) =>
  new TextEncoder().encode(
    `-- CDMNet mock package: ${row.fileName} (version ${row.version}, ${row.size} bytes, sha256 ${row.checksum})\n`,
  );
