import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import { ResultCode } from '../contract/codes.js';
import type { AnyEndpoint, ContentOf } from '../contract/endpoint.js';
import type { Envelope } from '../contract/envelope.js';
import { replyMessages } from '../contract/messages.ko.js';
import { validationMessage } from '../contract/validation-message.js';

export interface MockRequest<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  cookies: Record<string, string>;
  request: Request;
  /** The files of a multipart request (field `files`), as the server's `routeUpload` hands them over. */
  files: File[];
}

/** What a resolver returns: content, optionally with a message and extra headers (Set-Cookie). */
export interface MockReply<Content> {
  content: Content;
  message?: string;
  headers?: HeadersInit;
}

/** Thrown by a resolver to answer with a failed envelope, as the server would. */
export class MockFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function reply<C>(status: number, body: Envelope<C>, headers?: HeadersInit) {
  return HttpResponse.json(body, { status, headers });
}

function parseQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
}

const failure = (status: number, code: number, message: string) =>
  reply(status, { result: false, code, message, content: null });

type ReadBody = { ok: true; value: unknown; files: File[] } | { ok: false };

/** A JSON body, or a multipart form's text fields and files (uploads), as the server reads them. */
async function readBody(request: Request): Promise<ReadBody> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET') return { ok: true, value: undefined, files: [] };
  try {
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      const files: File[] = [];
      for (const [name, value] of form) {
        if (typeof value === 'string') fields[name] = value;
        else files.push(value);
      }
      return { ok: true, value: fields, files };
    }
    if (!type.includes('json')) return { ok: true, value: undefined, files: [] };
    return { ok: true, value: await request.json(), files: [] };
  } catch {
    return { ok: false };
  }
}

export interface MockOptions {
  /** Whether a session exists; without one a session endpoint answers 1004 before reading its input, as the server does. */
  signedIn?: () => boolean;
  /**
   * Whether the caller may use the endpoint (its `roles`, its `orgAdminOf`); a caller who may not is
   * answered 403 before the input is read, as the server does.
   */
  mayCall?: (endpoint: AnyEndpoint, params: Record<string, unknown>) => boolean;
}

/**
 * An MSW handler for one contract endpoint, answering as the server would: the session checked first
 * for session endpoints (1004 without one), inputs parsed by the contract's schemas (a bad one answers
 * 400 with the server's Korean message), the resolver's content typed by the contract, the envelope around it.
 */
export function mock<E extends AnyEndpoint>(
  endpoint: E,
  resolver: (req: MockRequest<E>) => MockReply<ContentOf<E>> | Promise<MockReply<ContentOf<E>>>,
  options: MockOptions = {},
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  // Match any origin: the app calls relative URLs, tests call absolute ones.
  return http[method](`*${endpoint.path}`, async ({ request, params, cookies }) => {
    if (endpoint.auth === 'session' && options.signedIn?.() === false) {
      return failure(401, ResultCode.SESSION_EXPIRED, replyMessages.sessionExpired);
    }
    // The leading `*` is captured as param "0" (the origin): not one of the endpoint's params.
    const { 0: _origin, ...pathParams } = params;
    if (endpoint.auth === 'session' && options.mayCall?.(endpoint, pathParams) === false) {
      return failure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
    }
    const body = await readBody(request);
    if (!body.ok) return failure(400, ResultCode.INVALID_INPUT, replyMessages.invalidInput);
    const parsed = {
      params: endpoint.params.safeParse(pathParams),
      query: endpoint.query.safeParse(parseQuery(new URL(request.url))),
      body: endpoint.body.safeParse(body.value),
    };
    for (const part of Object.values(parsed)) {
      if (!part.success) return failure(400, ResultCode.INVALID_INPUT, validationMessage(part.error));
    }
    try {
      const out = await resolver({
        params: parsed.params.data,
        query: parsed.query.data,
        body: parsed.body.data,
        cookies,
        request,
        files: body.files,
      } as MockRequest<E>);
      return reply(
        200,
        { result: true, code: ResultCode.OK, message: out.message ?? '', content: out.content },
        out.headers,
      );
    } catch (error) {
      if (error instanceof MockFailure) return failure(error.status, error.code, error.message);
      throw error;
    }
  });
}
