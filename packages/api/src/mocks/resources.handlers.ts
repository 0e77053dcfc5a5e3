import { http, HttpResponse, type HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import { contentMessages } from '../contract/content.ko.js';
import { resourcesApi } from '../contract/index.js';
import { fileMessages } from '../contract/messages.ko.js';
import {
  RESOURCE_FILE_DOWNLOAD_PATH,
  RESOURCE_MAX_FILE_BYTES,
  RESOURCE_MAX_FILES,
  type Resource,
  type ResourceSummary,
} from '../contract/resource.js';
import {
  authorNameOf,
  newestFirst,
  notFound,
  requireContentWriter,
  type MockResource,
  type MockStoredFile,
} from './content.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { mockFor, requireUser } from './session.js';

const failure = (status: number, code: number, message: string) =>
  HttpResponse.json({ result: false, code, message, content: null }, { status });

/**
 * What the server's routeUpload refuses before the handler runs: a request that is not multipart, too
 * many files, a file over the size limit. mock() has already read the form's fields and files.
 */
function checkUpload(request: Request, files: readonly File[]): void {
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
    throw new MockFailure(400, ResultCode.INVALID_INPUT, fileMessages.notMultipart);
  }
  if (files.length > RESOURCE_MAX_FILES) {
    throw new MockFailure(400, ResultCode.INVALID_INPUT, fileMessages.tooMany(RESOURCE_MAX_FILES));
  }
  const tooLarge = files.find((file) => file.size > RESOURCE_MAX_FILE_BYTES);
  if (tooLarge) {
    const maxMb = RESOURCE_MAX_FILE_BYTES / 1024 / 1024;
    throw new MockFailure(413, ResultCode.INVALID_INPUT, fileMessages.tooLarge(tooLarge.name, maxMb));
  }
}

/** The resources calls over the mock db, answering as apps/server/src/routes/resources.ts does. */
export const resourcesHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);

  const summary = (row: MockResource): ResourceSummary => ({
    id: row.id,
    title: row.title,
    authorName: authorNameOf(db, row.authorId),
    fileCount: row.fileIds.length,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
  const detail = (row: MockResource): Resource => ({
    ...summary(row),
    content: row.content,
    files: row.fileIds.flatMap((id) => {
      const file = db.contentFiles.find((f) => f.id === id);
      return file ? [{ id: file.id, name: file.name, mimeType: file.mimeType, size: file.bytes.length }] : [];
    }),
  });
  const find = (id: number) => {
    const row = db.resources.find((r) => r.id === id);
    if (!row) throw notFound();
    return row;
  };
  const store = async (files: readonly File[]): Promise<number[]> => {
    const stored: MockStoredFile[] = [];
    for (const file of files) {
      stored.push({
        id: db.nextContentIds.file++,
        name: file.name,
        mimeType: file.type || 'application/octet-stream',
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
    }
    db.contentFiles.push(...stored);
    return stored.map((file) => file.id);
  };
  const tooMany = () =>
    new MockFailure(400, ResultCode.INVALID_INPUT, fileMessages.tooMany(RESOURCE_MAX_FILES));

  return [
    mock(resourcesApi.listResources, () => ({ content: newestFirst(db.resources).map(summary) })),
    mock(resourcesApi.getResource, ({ params }) => ({ content: detail(find(params.id)) })),
    http.get(`*${RESOURCE_FILE_DOWNLOAD_PATH}`, ({ params }) => {
      try {
        requireUser(db);
        const row = find(Number(params.id));
        const fileId = Number(params.fileId);
        const file = row.fileIds.includes(fileId) ? db.contentFiles.find((f) => f.id === fileId) : undefined;
        if (!file) throw notFound();
        return new HttpResponse(file.bytes.slice().buffer, {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          },
        });
      } catch (error) {
        if (error instanceof MockFailure) return failure(error.status, error.code, error.message);
        throw error;
      }
    }),
    mock(resourcesApi.createResource, async ({ request, body, files }) => {
      checkUpload(request, files);
      const author = requireContentWriter(db);
      const now = new Date().toISOString();
      const row: MockResource = {
        id: db.nextContentIds.resource++,
        title: body.title,
        content: body.content,
        authorId: author.id,
        createdAt: now,
        updatedAt: now,
        fileIds: await store(files),
      };
      db.resources.push(row);
      return { content: detail(row), message: contentMessages.created };
    }),
    mock(resourcesApi.updateResource, async ({ request, params, body, files }) => {
      checkUpload(request, files);
      requireContentWriter(db);
      const row = find(params.id);
      const kept = row.fileIds.filter((fileId) => body.keepFileIds.includes(fileId));
      if (kept.length + files.length > RESOURCE_MAX_FILES) throw tooMany();
      const removed = row.fileIds.filter((fileId) => !kept.includes(fileId));
      db.contentFiles = db.contentFiles.filter((f) => !removed.includes(f.id));
      Object.assign(row, {
        title: body.title,
        content: body.content,
        fileIds: [...kept, ...(await store(files))],
        updatedAt: new Date().toISOString(),
      });
      return { content: detail(row), message: contentMessages.updated };
    }),
    mock(resourcesApi.deleteResource, ({ params }) => {
      requireContentWriter(db);
      const row = find(params.id);
      db.resources = db.resources.filter((r) => r !== row);
      db.contentFiles = db.contentFiles.filter((f) => !row.fileIds.includes(f.id));
      return { content: null, message: contentMessages.deleted };
    }),
  ];
};
