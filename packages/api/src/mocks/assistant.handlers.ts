import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ASSISTANT_STREAM_ROUTE,
  assistantQuestionForm,
  type AssistantMessage,
  type AssistantStreamEvent,
} from '../contract/assistant.js';
import { assistantMessages as m } from '../contract/assistant.ko.js';
import { ResultCode } from '../contract/codes.js';
import { assistantApi } from '../contract/index.js';
import { replyMessages } from '../contract/messages.ko.js';
import { validationMessage } from '../contract/validation-message.js';
import { notFound } from './admin.fixtures.js';
import {
  assistantOf,
  hasModel,
  piecesOf,
  scriptFor,
  titleFrom,
  type MockAssistantMessage,
  type MockConversation,
} from './assistant.fixtures.js';
import type { MockDb } from './db.js';
import { mockFor, requireUser } from './session.js';

export { assistantOf, setMockAssistant, type MockAssistantMode } from './assistant.fixtures.js';

const now = () => new Date().toISOString();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const publicMessage = ({ conversationId: _, ...message }: MockAssistantMessage): AssistantMessage => message;
const publicConversation = ({ userId: _, ...conversation }: MockConversation) => conversation;

const failure = (status: number, code: number, message: string) =>
  HttpResponse.json({ result: false, code, message, content: null }, { status });

/**
 * EVIX-AI's assistant, answering as the server's routes/assistant.ts: the caller's own conversations
 * (anyone else's is 404), and the stream route's checks in the server's order (session, question,
 * conversation, answer still written, model) before an answer streams as server-sent events, one event
 * per pause so a story sees the words arrive.
 */
export function assistantHandlers(db: MockDb): HttpHandler[] {
  const mock = mockFor(db);
  const state = () => assistantOf(db);
  const own = (id: number) => {
    const user = requireUser(db);
    const conversation = state().conversations.find((c) => c.id === id && c.userId === user.id);
    if (!conversation) throw notFound(m.noConversation);
    return conversation;
  };
  const latestFirst = (a: MockConversation, b: MockConversation) =>
    b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;

  return [
    mock(assistantApi.listConversations, () => {
      const user = requireUser(db);
      const mine = state().conversations.filter((c) => c.userId === user.id);
      return { content: mine.sort(latestFirst).map(publicConversation) };
    }),
    mock(assistantApi.createConversation, ({ body }) => {
      const user = requireUser(db);
      const at = now();
      const conversation: MockConversation = {
        id: state().nextId++,
        userId: user.id,
        title: body.title || m.newConversation,
        createdAt: at,
        updatedAt: at,
      };
      state().conversations.push(conversation);
      return { content: publicConversation(conversation) };
    }),
    mock(assistantApi.getConversation, ({ params }) => {
      const conversation = own(params.id);
      const messages = state().messages.filter((message) => message.conversationId === conversation.id);
      return {
        content: { conversation: publicConversation(conversation), messages: messages.map(publicMessage) },
      };
    }),
    mock(assistantApi.deleteConversation, ({ params }) => {
      const conversation = own(params.id);
      const s = state();
      s.conversations = s.conversations.filter((c) => c !== conversation);
      s.messages = s.messages.filter((message) => message.conversationId !== conversation.id);
      return { content: null };
    }),
    http.post(`*${ASSISTANT_STREAM_ROUTE}`, async ({ request, params }) => {
      const user = db.users.find((u) => u.id === db.sessionUserId);
      if (!user) return failure(401, ResultCode.SESSION_EXPIRED, replyMessages.sessionExpired);
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return failure(400, ResultCode.INVALID_INPUT, replyMessages.invalidInput);
      }
      const question = assistantQuestionForm.safeParse(body);
      if (!question.success) {
        return failure(400, ResultCode.INVALID_INPUT, validationMessage(question.error));
      }
      const s = state();
      const conversation = s.conversations.find((c) => c.id === Number(params.id) && c.userId === user.id);
      if (!conversation) return failure(404, ResultCode.NOT_FOUND, m.noConversation);
      if (s.mode === 'busy' || s.streaming.has(conversation.id)) {
        return failure(409, ResultCode.CONFLICT, m.busy);
      }
      if (s.mode === 'noModel' || !hasModel(db, user)) return failure(409, ResultCode.CONFLICT, m.noModel);

      const content = question.data.content;
      const at = now();
      const asked: MockAssistantMessage = {
        id: s.nextId++,
        conversationId: conversation.id,
        role: 'USER',
        content,
        state: 'DONE',
        tools: [],
        citations: [],
        createdAt: at,
      };
      const answer: MockAssistantMessage = {
        ...asked,
        id: s.nextId++,
        role: 'ASSISTANT',
        content: '',
        state: 'STREAMING',
      };
      s.messages.push(asked, answer);
      if (conversation.title === m.newConversation) conversation.title = titleFrom(content);
      conversation.updatedAt = at;
      s.streaming.add(conversation.id);

      const script = scriptFor(content);
      const pieces = piecesOf(script.text);
      const failAfter = s.mode === 'failsMidStream' ? Math.ceil(pieces.length / 2) : Infinity;
      let stopped = false;
      const finish = (state: AssistantMessage['state']) => {
        answer.state = state;
        s.streaming.delete(conversation.id);
      };
      // The reader went away (중지, a closed tab): what came is kept as a FAILED answer, as the server does.
      const stop = () => {
        if (stopped) return;
        stopped = true;
        if (answer.state === 'STREAMING') finish('FAILED');
      };
      request.signal.addEventListener('abort', stop);

      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          // Each event after a pause, and only while someone reads: the answer changes as it is sent.
          const send = async (next: () => AssistantStreamEvent) => {
            await wait(s.delayMs);
            if (stopped) return false;
            const event = next();
            controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
            return true;
          };
          const steps: Array<() => AssistantStreamEvent> = [
            () => ({ type: 'question', message: publicMessage(asked) }),
            ...script.tools.map((tool) => () => {
              answer.tools = [...answer.tools, tool];
              return { type: 'tool', tool } as const;
            }),
            ...script.citations.map((citation) => () => {
              answer.citations = [...answer.citations, citation];
              return { type: 'citation', citation } as const;
            }),
            ...pieces.slice(0, Math.min(failAfter, pieces.length)).map((text) => () => {
              answer.content += text;
              return { type: 'delta', text } as const;
            }),
          ];
          for (const step of steps) {
            if (!(await send(step))) return;
          }
          const ended = failAfter < pieces.length ? 'FAILED' : 'DONE';
          await send(() => {
            finish(ended);
            return ended === 'DONE'
              ? { type: 'done', message: publicMessage(answer) }
              : { type: 'error', message: m.modelFailed };
          });
          if (!stopped) controller.close();
        },
        cancel: stop,
      });
      return new HttpResponse(stream, {
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' },
      });
    }),
  ];
}
