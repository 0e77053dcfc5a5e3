import { z } from 'zod';
import { recordIdParams } from './content.js';
import { endpoint } from './endpoint.js';
import { resource, resourceFields, resourceSummary, resourceUpdateFields } from './resource.js';

// The resource room (자료실, spec §7 "Resources: CRUD at /resources"): every signed-in user reads and
// downloads; only a platform admin writes. Create and update are multipart: the body's fields travel as
// form fields and the attachments under `files`.

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
  method: 'POST',
  path: '/api/v1/resources',
  summary: 'Post a resource with up to 10 attachments of 10 MB each (multipart; platform admins).',
  body: resourceFields,
  content: resource,
});

export const updateResource = endpoint({
  method: 'PUT',
  path: '/api/v1/resources/:id',
  summary:
    'Change a resource (multipart; platform admins): keepFileIds lists the attachments to keep, files adds new ones.',
  params: recordIdParams,
  body: resourceUpdateFields,
  content: resource,
});

export const deleteResource = endpoint({
  method: 'DELETE',
  path: '/api/v1/resources/:id',
  summary: 'Delete a resource and its attachments (platform admins).',
  params: recordIdParams,
  content: z.null(),
});
