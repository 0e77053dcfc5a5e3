import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { ResultCode } from '../contract/codes.js';
import type { AnyEndpoint, ContentOf } from '../contract/endpoint.js';
import type { Envelope } from '../contract/envelope.js';
import { validationMessage } from '../contract/validation-message.js';

export interface MockRequest<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  cookies: Record<string, string>;
  request: Request;
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

/**
 * An MSW handler for one contract endpoint: inputs are parsed by the contract's schemas (a bad input
 * answers 400 with the same Korean message the server gives), the resolver's content is typed by the
 * contract, and the reply is the envelope.
 */
export function mock<E extends AnyEndpoint>(
  endpoint: E,
  resolver: (req: MockRequest<E>) => MockReply<ContentOf<E>> | Promise<MockReply<ContentOf<E>>>,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  // Match any origin: the app calls relative URLs, tests call absolute ones.
  return http[method](`*${endpoint.path}`, async ({ request, params, cookies }) => {
    const rawBody: unknown =
      endpoint.method === 'GET' || !request.headers.get('content-type')?.includes('json')
        ? undefined
        : await request.json();
    const parsed = {
      params: endpoint.params.safeParse(params),
      query: endpoint.query.safeParse(parseQuery(new URL(request.url))),
      body: endpoint.body.safeParse(rawBody),
    };
    for (const part of Object.values(parsed)) {
      if (!part.success) {
        return reply(400, {
          result: false,
          code: ResultCode.INVALID_INPUT,
          message: validationMessage(part.error),
          content: null,
        });
      }
    }
    try {
      const out = await resolver({
        params: parsed.params.data,
        query: parsed.query.data,
        body: parsed.body.data,
        cookies,
        request,
      } as MockRequest<E>);
      return reply(
        200,
        { result: true, code: ResultCode.OK, message: out.message ?? '', content: out.content },
        out.headers,
      );
    } catch (error) {
      if (error instanceof MockFailure) {
        return reply(error.status, {
          result: false,
          code: error.code,
          message: error.message,
          content: null,
        });
      }
      throw error;
    }
  });
}
