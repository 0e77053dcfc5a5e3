import { z } from 'zod/mini';
import { CONTENT_WRITERS } from './content.js';
import { recordId, recordIdParams } from './ids.js';
import { endpoint } from './endpoint.js';
import {
  RESOURCE_FILE_DOWNLOAD_PATH,
  RESOURCE_MAX_FILE_BYTES,
  RESOURCE_MAX_FILES,
  resource,
  resourceFields,
  resourceSummary,
  resourceUpdateFields,
} from './resource.js';

// The resource room (자료실, spec §7 "Resources: CRUD at /resources"): every signed-in user reads and
// downloads; only a platform admin writes. Create and update are multipart: the body's fields travel as
// form fields and the attachments under `files`.

const attachments = {
  field: 'files',
  maxFiles: RESOURCE_MAX_FILES,
  maxBytesPerFile: RESOURCE_MAX_FILE_BYTES,
};

export const listResources = endpoint({
  method: 'GET',
  path: '/api/v1/resources',
  summary: 'Every resource, newest first, with its number of attachments.',
  content: z.array(resourceSummary),
});

export const getResource = endpoint({
  method: 'GET',
  path: '/api/v1/resources/:id',
  summary: 'One resource with its content and attachments.',
  params: recordIdParams,
  content: resource,
});

export const createResource = endpoint({
  roles: CONTENT_WRITERS,
  upload: attachments,
  method: 'POST',
  path: '/api/v1/resources',
  summary: 'Post a resource with up to 10 attachments of 10 MB each (multipart; platform admins).',
  body: resourceFields,
  content: resource,
});

export const updateResource = endpoint({
  roles: CONTENT_WRITERS,
  upload: attachments,
  method: 'PUT',
  path: '/api/v1/resources/:id',
  summary:
    'Change a resource (multipart; platform admins): keepFileIds lists the attachments to keep, files adds new ones.',
  params: recordIdParams,
  body: resourceUpdateFields,
  content: resource,
});

export const deleteResource = endpoint({
  roles: CONTENT_WRITERS,
  method: 'DELETE',
  path: '/api/v1/resources/:id',
  summary: 'Delete a resource and its attachments (platform admins).',
  params: recordIdParams,
  content: z.null(),
});

export const downloadResourceFile = endpoint({
  method: 'GET',
  path: RESOURCE_FILE_DOWNLOAD_PATH,
  summary: "An attachment's bytes, always as a download (an envelope only when it fails).",
  params: z.object({ id: recordId, fileId: recordId }),
  content: z.null(),
  replyIsFile: true,
});
