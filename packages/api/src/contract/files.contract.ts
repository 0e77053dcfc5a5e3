import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import { recordIdParams } from './ids.js';

// Uploaded pictures (profile photos, organisation logos) as the pages show them: `fileUrl(id)`.

export const getFile = endpoint({
  method: 'GET',
  path: '/api/v1/files/:id',
  summary:
    "An uploaded file's bytes for any signed-in user: PNG, JPEG, GIF and WebP inline, anything else as a download.",
  params: recordIdParams,
  content: z.null(),
  replyIsFile: true,
});
