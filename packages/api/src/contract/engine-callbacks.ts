import { z } from 'zod/mini';
import type { RouteDescription } from './endpoint.js';
import { envelope } from './envelope.js';

// The engines' call-backs (engines.md): an engine reports to the URLs the platform gave it, admitted by
// the execution's call-back password in the path, not by a session. Not calls of the web app, so not
// endpoints; described here for the OpenAPI document.

const callbackParams = z.object({
  id: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)),
  password: z.string().check(z.regex(/^[0-9a-f]{16,128}$/)),
});

/** A running execution's progress, about every 10 s (engines.md). */
export const engineStatusReport = z.object({
  stage: z.string(),
  /** The new part of the log since the last report. */
  stdout: z.optional(z.nullable(z.string())),
});

/** How an execution ended; travels as the result call-back's `analysisResult` JSON part. */
export const engineResultReport = z.object({
  stage: z.string(),
  error: z.optional(z.nullable(z.string())),
  stdout: z.optional(z.nullable(z.string())),
  /** A data node's disclosure check of the files (the held ones, and why). */
  disclosure: z.optional(z.unknown()),
});

const received = {
  mediaType: 'application/json',
  description: 'The report was taken (the envelope, without content)',
  schema: envelope(z.null()),
} as const;

export const engineStatusCallback: RouteDescription = {
  method: 'POST',
  path: '/api/v1/engine-callbacks/:id/status/:password',
  summary:
    'An engine reports an execution’s stage and new log lines (engines.md); the execution’s call-back password admits it.',
  auth: 'path-secret',
  params: callbackParams,
  body: { mediaType: 'application/json', schema: engineStatusReport },
  reply: received,
};

export const engineResultCallback: RouteDescription = {
  method: 'POST',
  path: '/api/v1/engine-callbacks/:id/result/:password',
  summary:
    'An engine delivers an execution’s end: the `analysisResult` report and the result files (engines.md); the call-back password admits it.',
  auth: 'path-secret',
  params: callbackParams,
  body: {
    mediaType: 'multipart/form-data',
    schema: z.object({ analysisResult: engineResultReport }),
    files: 'The result files, up to 500 of 100 MB each',
  },
  reply: received,
};
