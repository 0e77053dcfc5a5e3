// Types of fake-openai.mjs for the TypeScript tests.
import type { IncomingHttpHeaders } from 'node:http';

export interface FakeToolCall {
  id?: string;
  name: string;
  /** Text as the model writes it, or an object sent as its JSON. */
  arguments: string | Record<string, unknown>;
  /** How many fragments a stream cuts the arguments into (default 3). */
  pieces?: number;
}

export interface FakeReply {
  text?: string | string[];
  toolCalls?: FakeToolCall[];
  json?: unknown;
  delayMs?: number;
  pieceDelayMs?: number;
  status?: number;
  hang?: boolean;
  closeMidStream?: boolean;
  invalidJson?: boolean;
  noDone?: boolean;
}

/** A chat request's body as the client sent it (OpenAI's field names). */
export interface FakeChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: 'function'; function: { name: string; description: string; parameters: unknown } }[];
  response_format?: { type: string };
  temperature?: number;
  max_tokens?: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: FakeChatBody;
}

export interface FakeOpenAi {
  /** `http://127.0.0.1:{port}` */
  url: string;
  /** `${url}/v1` */
  baseUrl: string;
  port: number;
  requests: FakeRequest[];
  script(...replies: FakeReply[]): void;
  respond(fn: (request: FakeRequest) => FakeReply | Promise<FakeReply>): void;
  reset(): void;
  close(): Promise<void>;
}

export function startFakeOpenAi(options?: {
  models?: string[];
  respond?: (request: FakeRequest) => FakeReply | Promise<FakeReply>;
}): Promise<FakeOpenAi>;
