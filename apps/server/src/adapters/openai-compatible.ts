import { modelCallMessages as m } from './messages.ko.js';

// A client of the OpenAI Chat Completions API as any OpenAI-compatible server speaks it (a hospital's
// own vLLM or Ollama is the expected case, so nothing leaves its network). Used by the concept finder
// and the assistant. Nothing here throws for anything the model server does: a failure resolves (or
// streams) with a reason and a Korean message that names no address, key or server text, since users
// read it. The key travels only as `Authorization: Bearer`, and only when one is set.
//
// The address rule: the configured base with trailing slashes removed, then
//   - ending in `/chat/completions`: used as it is;
//   - ending in a version segment (`/v1`, `/v1beta`, `/openai/v1`, …): `/chat/completions` added;
//   - anything else (`http://127.0.0.1:11434`, `http://host:8000`): `/v1/chat/completions` added.
// So `http://127.0.0.1:11434/v1` and `http://127.0.0.1:11434` reach the same Ollama endpoint.

/** The organisation's model as the platform reaches it (services/ai-models.ts opens the key). */
export interface ChatModel {
  url: string;
  model: string;
  key: string | null;
}

/** A tool call the model asked for; `arguments` is the JSON text as the model wrote it. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: readonly ToolCall[] | undefined }
  | { role: 'tool'; toolCallId: string; content: string };

/** A function the model may call; `parameters` is its JSON Schema. */
export interface ChatTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatRequest {
  messages: readonly ChatMessage[];
  tools?: readonly ChatTool[] | undefined;
  /** `json`: asks for a JSON object (`response_format: {type: 'json_object'}`). */
  responseFormat?: 'json' | undefined;
  temperature?: number | undefined;
  maxTokens?: number | undefined;
}

export type StreamRequest = Omit<ChatRequest, 'responseFormat'>;

export interface ChatOptions {
  /** chat(): the whole reply. streamChat(): until the first token. */
  timeoutMs: number;
  /** streamChat() only: the longest pause between pieces once the first came (default 30 s). */
  idleTimeoutMs?: number | undefined;
  /** The caller's own cancellation (the user left, the search went on without the model). */
  signal?: AbortSignal | undefined;
}

/** ABORTED: the caller's signal ended the call; the others are the model server's doing. */
export type ChatFailureReason = 'TIMEOUT' | 'UNREACHABLE' | 'HTTP' | 'INVALID' | 'ABORTED';

export interface ChatFailure {
  ok: false;
  reason: ChatFailureReason;
  message: string;
  /** The model server's status, for HTTP. */
  status?: number | undefined;
}

export type ChatResult =
  { ok: true; message: { content: string | null; toolCalls: ToolCall[] }; ms: number } | ChatFailure;

export type StreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'toolCalls'; calls: ToolCall[] }
  | { type: 'done' }
  | { type: 'error'; reason: ChatFailureReason; message: string };

const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
/** Far above any chat reply; a server streaming more is cut off rather than buffered. */
const MAX_REPLY_BYTES = 8 * 1024 * 1024;

const VERSION_SEGMENT = /\/v\d+[a-z0-9]*$/i;

/** The chat completions address of a configured base (the rule at the top of this file). */
export function chatCompletionsUrl(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (/\/chat\/completions$/i.test(trimmed)) return trimmed;
  return VERSION_SEGMENT.test(trimmed) ? `${trimmed}/chat/completions` : `${trimmed}/v1/chat/completions`;
}

// ── The request ─────────────────────────────────────────────────────────────────────────────────────

function wireMessage(message: ChatMessage): Record<string, unknown> {
  if (message.role === 'tool')
    return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  if (message.role === 'assistant' && message.toolCalls && message.toolCalls.length > 0)
    return {
      role: 'assistant',
      content: message.content,
      tool_calls: message.toolCalls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    };
  return { role: message.role, content: message.content };
}

function wireBody(model: ChatModel, request: ChatRequest, stream: boolean): string {
  return JSON.stringify({
    model: model.model,
    messages: request.messages.map(wireMessage),
    stream,
    ...(request.tools && request.tools.length > 0
      ? {
          tools: request.tools.map((tool) => ({
            type: 'function',
            function: { name: tool.name, description: tool.description, parameters: tool.parameters },
          })),
        }
      : {}),
    ...(request.responseFormat === 'json' ? { response_format: { type: 'json_object' } } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
  });
}

function headersFor(model: ChatModel, stream: boolean): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: stream ? 'text/event-stream' : 'application/json',
    ...(model.key ? { authorization: `Bearer ${model.key}` } : {}),
  };
}

const failure = (reason: ChatFailureReason, message: string, status?: number): ChatFailure => ({
  ok: false,
  reason,
  message,
  ...(status !== undefined && { status }),
});

/**
 * One abortable call: the caller's signal and our own timer both end it, and `why()` says which did.
 * Timers are unref'd so a forgotten call never keeps the process alive.
 */
function callControl(signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let cause: 'TIMEOUT' | 'IDLE' | 'ABORTED' | null = null;
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => {
    cause ??= 'ABORTED';
    controller.abort();
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    /** (Re)starts the timer; `kind` is what its end is called. */
    arm(ms: number, kind: 'TIMEOUT' | 'IDLE') {
      clearTimeout(timer);
      timer = setTimeout(() => {
        cause ??= kind;
        controller.abort();
      }, ms);
      timer.unref();
    },
    why: () => cause,
    /** Drops the connection once its reply is no longer wanted; no cause is recorded. */
    release: () => controller.abort(),
    end() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

type Control = ReturnType<typeof callControl>;

/** What ended a call that threw: our timer, the caller, or the network. */
function failureOf(control: Control, options: ChatOptions, started: boolean): ChatFailure {
  const idleMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  switch (control.why()) {
    case 'TIMEOUT':
      return failure('TIMEOUT', m.timeout(options.timeoutMs));
    case 'IDLE':
      return failure('TIMEOUT', m.stalled(idleMs));
    case 'ABORTED':
      return failure('ABORTED', m.aborted);
    default:
      return failure('UNREACHABLE', started ? m.cutOff : m.unreachable);
  }
}

/** POSTs the request; a reply other than 2xx is a failure named by its status (its body is not read out). */
async function post(
  model: ChatModel,
  body: string,
  stream: boolean,
  control: Control,
): Promise<Response | ChatFailure> {
  let url: string;
  try {
    url = new URL(chatCompletionsUrl(model.url)).toString();
  } catch {
    return failure('UNREACHABLE', m.unreachable);
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: headersFor(model, stream),
    body,
    signal: control.signal,
    redirect: 'error',
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return failure('HTTP', m.httpStatus(response.status), response.status);
  }
  return response;
}

// ── Replies ─────────────────────────────────────────────────────────────────────────────────────────

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `choices[0]` of a reply or a chunk; undefined when there is none. */
const firstChoice = (reply: unknown): unknown =>
  isRecord(reply) && Array.isArray(reply.choices) ? (reply.choices as unknown[])[0] : undefined;

/** `tool_calls` of a whole message; null when present but not in the API's shape. */
function toolCallsOf(raw: unknown): ToolCall[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return null;
  const calls: ToolCall[] = [];
  for (const [i, item] of raw.entries()) {
    const fn = isRecord(item) ? item.function : undefined;
    if (!isRecord(item) || !isRecord(fn) || typeof fn.name !== 'string') return null;
    const args = typeof fn.arguments === 'string' ? fn.arguments : JSON.stringify(fn.arguments ?? {});
    calls.push({ id: typeof item.id === 'string' ? item.id : `call_${i}`, name: fn.name, arguments: args });
  }
  return calls;
}

async function readCapped(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > MAX_REPLY_BYTES) return null;
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** One whole reply (`stream: false`): the first choice's content and tool calls. */
export async function chat(
  model: ChatModel,
  request: ChatRequest,
  options: ChatOptions,
): Promise<ChatResult> {
  const started = performance.now();
  const control = callControl(options.signal);
  control.arm(options.timeoutMs, 'TIMEOUT');
  let answered = false;
  try {
    const response = await post(model, wireBody(model, request, false), false, control);
    if (!(response instanceof Response)) return response;
    answered = true;
    const text = await readCapped(response);
    if (text === null) return failure('INVALID', m.invalid);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return failure('INVALID', m.invalid);
    }
    const choice = firstChoice(parsed);
    const message = isRecord(choice) ? choice.message : undefined;
    if (!isRecord(message)) return failure('INVALID', m.invalid);
    const content = typeof message.content === 'string' ? message.content : null;
    const toolCalls = toolCallsOf(message.tool_calls);
    if (toolCalls === null) return failure('INVALID', m.invalid);
    return { ok: true, message: { content, toolCalls }, ms: Math.round(performance.now() - started) };
  } catch {
    return failureOf(control, options, answered);
  } finally {
    control.end();
  }
}

// ── Streaming ───────────────────────────────────────────────────────────────────────────────────────

/** The `data:` payloads of a server-sent event stream, one per event (multi-line data joined by \n). */
async function* sseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const lineOf = function* (line: string) {
    if (line === '') {
      if (data.length > 0) yield data.join('\n');
      data = [];
    } else if (line.startsWith('data:')) {
      data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    }
    // Comments (`: keep-alive`), `event:`, `id:` and `retry:` carry nothing for chat completions.
  };
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r\n|\n|\r/)) !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      yield* lineOf(line);
    }
  }
  buffer += decoder.decode();
  if (buffer !== '') yield* lineOf(buffer);
  yield* lineOf('');
}

class ReplyTooLarge extends Error {}

/** Tool calls arrive in fragments keyed by `index`: the id and name first, the arguments in pieces. */
class ToolCallAssembly {
  private readonly calls = new Map<number, { id: string; name: string; arguments: string }>();

  /** Adds one chunk's `delta.tool_calls`; false when they are not in the API's shape. */
  add(raw: unknown): boolean {
    if (!Array.isArray(raw)) return false;
    for (const [position, fragment] of raw.entries()) {
      if (!isRecord(fragment)) return false;
      const index = typeof fragment.index === 'number' ? fragment.index : position;
      const call = this.calls.get(index) ?? { id: '', name: '', arguments: '' };
      const fn = isRecord(fragment.function) ? fragment.function : {};
      if (typeof fragment.id === 'string' && fragment.id !== '') call.id = fragment.id;
      if (typeof fn.name === 'string') call.name += fn.name;
      if (typeof fn.arguments === 'string') call.arguments += fn.arguments;
      else if (isRecord(fn.arguments)) call.arguments += JSON.stringify(fn.arguments);
      this.calls.set(index, call);
    }
    return true;
  }

  get size() {
    return this.calls.size;
  }

  /** The whole calls in index order; a call the server gave no id gets one. */
  take(): ToolCall[] {
    const calls = [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
    this.calls.clear();
    return calls;
  }
}

/**
 * A streamed reply (`stream: true`) as events: text deltas as they come, the assembled tool calls once
 * the model finished asking for them, then `done`; or one `error` and nothing after it. `timeoutMs`
 * runs until the first token (text or tool call); after it, a pause longer than `idleTimeoutMs` ends
 * the stream. Ending the iteration early (break) cancels the request.
 */
export async function* streamChat(
  model: ChatModel,
  request: StreamRequest,
  options: ChatOptions,
): AsyncGenerator<StreamEvent, void, undefined> {
  const control = callControl(options.signal);
  control.arm(options.timeoutMs, 'TIMEOUT');
  const idleMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const tools = new ToolCallAssembly();
  let firstToken = false;
  let answered = false;
  let finished = false;
  const error = (f: ChatFailure): StreamEvent => ({ type: 'error', reason: f.reason, message: f.message });
  const invalid = error(failure('INVALID', m.invalid));
  try {
    const response = await post(model, wireBody(model, request, true), true, control);
    if (!(response instanceof Response)) {
      yield error(response);
      return;
    }
    answered = true;
    if (!response.body) {
      yield invalid;
      return;
    }
    let bytes = 0;
    const counted = async function* (body: AsyncIterable<Uint8Array>) {
      for await (const chunk of body) {
        bytes += chunk.byteLength;
        if (bytes > MAX_REPLY_BYTES) throw new ReplyTooLarge();
        // Once the first token came, each piece restarts the pause timer.
        if (firstToken) control.arm(idleMs, 'IDLE');
        yield chunk;
      }
    };
    for await (const data of sseData(counted(response.body as AsyncIterable<Uint8Array>))) {
      if (data.trim() === '[DONE]') {
        finished = true;
        break;
      }
      let chunk: unknown;
      try {
        chunk = JSON.parse(data);
      } catch {
        yield invalid;
        return;
      }
      // Some servers report a failure inside the stream once it started (vLLM, LiteLLM).
      if (!isRecord(chunk) || isRecord(chunk.error)) {
        yield invalid;
        return;
      }
      const choice = firstChoice(chunk);
      if (choice === undefined) continue; // a usage-only chunk
      if (!isRecord(choice)) {
        yield invalid;
        return;
      }
      const delta = isRecord(choice.delta) ? choice.delta : {};
      const text = typeof delta.content === 'string' ? delta.content : '';
      const hasCalls = delta.tool_calls !== undefined && delta.tool_calls !== null;
      if (hasCalls && !tools.add(delta.tool_calls)) {
        yield invalid;
        return;
      }
      if (!firstToken && (text !== '' || hasCalls)) {
        firstToken = true;
        control.arm(idleMs, 'IDLE');
      }
      if (text !== '') yield { type: 'delta', text };
      if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '') finished = true;
    }
    if (!finished) {
      yield error(failure('UNREACHABLE', m.cutOff));
      return;
    }
    if (tools.size > 0) yield { type: 'toolCalls', calls: tools.take() };
    yield { type: 'done' };
  } catch (thrown) {
    // The timer, the caller or the network ended it; an endless reply reads as an unusable one.
    yield thrown instanceof ReplyTooLarge ? invalid : error(failureOf(control, options, answered));
  } finally {
    // Also when the consumer stopped early (break): the request is not left running.
    control.end();
    control.release();
  }
}
