import {
  assistantStreamEvent,
  assistantStreamPath,
  type AssistantStreamEvent,
} from '../contract/assistant.js';
import * as api from '../contract/assistant.contract.js';
import { ResultCode } from '../contract/codes.js';
import { envelope } from '../contract/envelope.js';
import { ApiError } from '../client/api-error.js';
import { call } from '../client/default-client.js';
import { clientMessages } from '../client/messages.ko.js';
import { z } from 'zod/mini';

// The answer streams as server-sent events from a POST, which neither EventSource (GET only) nor the
// API client (it reads a whole body before handing it over) can read as it comes: so fetch, here.

export interface StreamAssistantAnswerInput {
  conversationId: number;
  content: string;
  /** Aborting stops the request; the server then keeps what came as a FAILED answer. */
  signal?: AbortSignal | undefined;
  /** Each event as it arrives: `question`, then `delta`s, `tool`s and `citation`s, then `done` or `error`. */
  onEvent: (event: AssistantStreamEvent) => void;
  /** Where `/api/v1/...` is resolved, as the API client's option; empty (default) for the page's origin. */
  baseURL?: string | undefined;
}

const anyEnvelope = envelope(z.unknown());

/** A refusal before anything streamed, read as the API client reads a failed envelope. */
async function refusalOf(response: Response): Promise<ApiError> {
  const { status } = response;
  if (status === 500) return new ApiError(clientMessages.internalServerError, 500, 500);
  if (status === 502) return new ApiError(clientMessages.badGateway, 502, 502);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    return new ApiError(clientMessages.unexpectedReply, status, status);
  }
  const parsed = anyEnvelope.safeParse(data);
  if (!parsed.success) return new ApiError(clientMessages.unexpectedReply, status, status);
  const { code, message } = parsed.data;
  if (code === ResultCode.SESSION_EXPIRED) {
    // The app's sign-out lives in the configured client's callback, out of reach from here: a call
    // through the client meets the same expired session and runs it (once, as for any other call).
    await call(api.listConversations).catch(() => undefined);
  }
  return new ApiError(message, code, status);
}

/** `event: delta\ndata: {...}` → the event, or undefined for a comment, a keep-alive or an unknown type. */
function eventOf(block: string): AssistantStreamEvent | undefined {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
    .join('\n');
  if (data === '') return undefined;
  try {
    const parsed = assistantStreamEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks a conversation a question and hands each event of the answer to `onEvent` as it arrives.
 * Resolves after `done` or `error`; rejects with an ApiError for a refusal (400 with the field's
 * message, 404, 409 while the previous answer is still written), for no reply or a cut stream
 * (`서버에 연결할 수 없습니다.`), and with an empty message when the caller aborted.
 */
export async function streamAssistantAnswer({
  conversationId,
  content,
  signal,
  onEvent,
  baseURL = '',
}: StreamAssistantAnswerInput): Promise<void> {
  const aborted = () => new ApiError('', 0, 0);
  let response: Response;
  try {
    response = await fetch(baseURL + assistantStreamPath(conversationId), {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify({ content }),
      credentials: 'include',
      signal: signal ?? null,
    });
  } catch {
    throw signal?.aborted ? aborted() : new ApiError(clientMessages.network, 0, 0);
  }
  if (!response.ok || !response.body) throw await refusalOf(response);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Not every fetch (a service worker's, a test's) ends a body's reading on abort: ended here too.
  const stopReading = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stopReading);
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = eventOf(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (!event) continue;
        onEvent(event);
        if (event.type === 'done' || event.type === 'error') {
          await reader.cancel().catch(() => undefined);
          return;
        }
      }
    }
  } catch {
    throw signal?.aborted ? aborted() : new ApiError(clientMessages.network, 0, 0);
  } finally {
    signal?.removeEventListener('abort', stopReading);
  }
  // The body ended without `done` or `error`: the connection was cut while the answer was written.
  throw signal?.aborted ? aborted() : new ApiError(clientMessages.network, 0, 0);
}
