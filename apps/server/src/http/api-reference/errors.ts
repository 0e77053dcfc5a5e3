import {
  fileMessages,
  replyMessages,
  ResultCode,
  type Envelope,
  type HttpMethod,
} from '@cdmnet/api/contract';
import { isLimited, type Access } from './access.js';
import { errorWords } from './messages.ko.js';

// The failures an operation may answer, by rules read off its declaration in the contract — how it is
// authenticated, whether a role or scope limits it, whether its path names a record, what body it takes —
// never listed by hand per route, so a new endpoint gets its errors with its declaration. The rules
// follow what the server's own layers do to every call (http/route.ts, error-handler.ts, multipart.ts).

/** What the rules read of a call. */
export interface CallShape {
  method: HttpMethod;
  access: Access;
  /** The path has parameters: it names a record, which may not exist or not be the caller's. */
  namesRecord: boolean;
  body: 'none' | 'json' | 'multipart';
  /** A multipart call's limit per file, where the contract states it. */
  maxFileBytes?: number;
  /** The server limits how often it may be made (throttled.ts). */
  throttled: boolean;
  /** It asks the database, so it fails with 503 while the database is out of reach. */
  usesDatabase: boolean;
}

export interface ErrorReply {
  description: string;
  /** The envelope codes this status carries here. */
  'x-result-codes': number[];
  headers?: Record<string, { description: string; schema: { type: 'integer' } }>;
  content: { 'application/json': { schema: unknown; example: Envelope<null> } };
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;
const failure = (code: number, message: string): Envelope<null> => ({
  result: false,
  code,
  message,
  content: null,
});

const retryAfter = {
  'Retry-After': {
    description: '다시 시도하기 전에 기다릴 초',
    schema: { type: 'integer' as const },
  },
};

/**
 * The error replies of one call, keyed by HTTP status, each with its description, its codes and an
 * example envelope; `envelopeSchema` is the failure envelope's JSON Schema.
 */
export function errorRepliesOf(
  call: CallShape,
  envelopeSchema: unknown,
  jsonBodyLimit: number,
): Record<string, ErrorReply> {
  const reply = (
    description: string,
    code: number,
    message: string,
    headers?: ErrorReply['headers'],
  ): ErrorReply => ({
    description,
    'x-result-codes': [code],
    ...(headers && { headers }),
    content: { 'application/json': { schema: envelopeSchema, example: failure(code, message) } },
  });
  const { access } = call;
  const session = access.auth === 'session';
  const replies: Record<string, ErrorReply> = {};

  // Every call's input is parsed by the contract's strict schemas: an unknown query field is refused too.
  replies['400'] = reply(errorWords.invalidInput, ResultCode.INVALID_INPUT, replyMessages.invalidInput);
  if (session) {
    replies['401'] = reply(
      errorWords.sessionExpired,
      ResultCode.SESSION_EXPIRED,
      replyMessages.sessionExpired,
    );
  }
  if (access.auth === 'path-secret') {
    // A wrong password and an unknown execution read the same (routes/engine-callbacks.ts).
    replies['403'] = reply(errorWords.engineRefused, ResultCode.FORBIDDEN, replyMessages.forbidden);
  } else if (session && (isLimited(access) || call.namesRecord)) {
    replies['403'] = reply(
      isLimited(access) ? errorWords.forbiddenByRole : errorWords.forbiddenRecord,
      ResultCode.FORBIDDEN,
      replyMessages.forbidden,
    );
  }
  if (call.namesRecord && access.auth !== 'path-secret') {
    replies['404'] = reply(errorWords.notFound, ResultCode.NOT_FOUND, replyMessages.notFound);
  }
  if (session && call.method !== 'GET') {
    replies['409'] = reply(errorWords.conflict, ResultCode.CONFLICT, errorWords.conflictExample);
  }
  if (call.body === 'json') {
    replies['413'] = reply(
      errorWords.bodyTooLarge(mb(jsonBodyLimit)),
      ResultCode.INVALID_INPUT,
      replyMessages.bodyTooLarge,
    );
  }
  if (call.body === 'multipart') {
    const limit = call.maxFileBytes;
    replies['413'] = reply(
      errorWords.fileTooLarge(limit === undefined ? undefined : mb(limit)),
      ResultCode.INVALID_INPUT,
      fileMessages.tooLarge('study-package.zip', (limit ?? jsonBodyLimit) / 1024 / 1024),
    );
  }
  if (call.body !== 'none') {
    replies['415'] = reply(
      errorWords.unsupportedMediaType,
      ResultCode.INVALID_INPUT,
      replyMessages.unsupportedMediaType,
    );
  }
  if (call.throttled) {
    replies['429'] = reply(
      errorWords.throttled,
      ResultCode.TOO_MANY_REQUESTS,
      replyMessages.retryAfter(errorWords.throttledSeconds),
      retryAfter,
    );
  }
  if (call.usesDatabase) {
    replies['503'] = reply(
      errorWords.unavailable,
      ResultCode.UNAVAILABLE,
      replyMessages.unavailable,
      retryAfter,
    );
  }
  replies['500'] = reply(errorWords.internalError, ResultCode.INTERNAL_ERROR, replyMessages.internalError);
  return replies;
}
