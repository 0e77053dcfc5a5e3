import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ASSISTANT_STREAM_ROUTE,
  assistantApi,
  assistantMessages as m,
  assistantQuestionForm,
  fieldLabels,
  replyMessages,
  toDataId,
  validationMessage,
} from '@cdmnet/api/contract';
import { openStream } from '../assistant/stream-writer.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { requireSession, route } from '../http/route.js';
import {
  abandonAnswer,
  acceptQuestion,
  createConversation,
  deleteConversation,
  getThread,
  listConversations,
  writeAnswer,
} from '../services/assistant.js';
import type { RouteDependencies } from './dependencies.js';

/** The question's body as the contract reads it; a 400 envelope naming the field otherwise. */
function questionOf(body: unknown): string {
  const content = (body as { content?: unknown } | null | undefined)?.content;
  if (typeof content === 'string' && content.includes('\u0000'))
    throw AppError.invalidInput(`${fieldLabels.content ?? 'content'}: ${replyMessages.nulCharacter}`);
  const parsed = assistantQuestionForm.safeParse(body ?? {});
  if (!parsed.success) throw AppError.invalidInput(validationMessage(parsed.error));
  return parsed.data.content;
}

/**
 * EVIX-AI's assistant: every signed-in user's own conversations (contract endpoints), and the answer,
 * streamed as server-sent events from a route on Fastify itself (like routes/events.ts): the session
 * is settled before the body is read, and every refusal (400, 404, 409) is an envelope sent before
 * the stream opens. A reader who leaves stops the model call; her answer is kept as far as it came.
 */
export function assistantRoutes(
  app: FastifyInstance,
  db: Database,
  { secrets }: Pick<RouteDependencies, 'secrets'>,
) {
  route(app, db, assistantApi.listConversations, async ({ userId }) => ({
    content: await listConversations(db, userId),
  }));
  route(app, db, assistantApi.createConversation, async ({ userId, body }) => ({
    content: await createConversation(db, userId, body),
  }));
  route(app, db, assistantApi.getConversation, async ({ userId, params }) => ({
    content: await getThread(db, userId, params.id),
  }));
  route(app, db, assistantApi.deleteConversation, async ({ userId, params }) => {
    await deleteConversation(db, userId, params.id);
    return { content: null };
  });

  // Answers still being written end when the server closes, or it would wait for them.
  const open = new Set<AbortController>();
  app.addHook('onClose', (_instance, done) => {
    for (const controller of open) controller.abort();
    done();
  });
  const callers = new WeakMap<FastifyRequest, number>();
  app.post(
    ASSISTANT_STREAM_ROUTE,
    {
      onRequest: async (request, reply) => {
        callers.set(request, await requireSession(db, request, reply));
      },
    },
    async (request, reply) => {
      const userId = callers.get(request)!;
      const conversationId = toDataId((request.params as { id?: string }).id);
      if (conversationId < 1) throw AppError.notFound(m.noConversation);
      const content = questionOf(request.body);
      const accepted = await acceptQuestion(db, secrets, userId, conversationId, content);

      reply.hijack();
      const controller = new AbortController();
      open.add(controller);
      const out = reply.raw;
      // The response closing before it finished: the reader left.
      out.on('close', () => {
        if (!out.writableFinished) controller.abort();
      });
      try {
        const stream = openStream(out);
        stream.send({ type: 'question', message: accepted.question });
        await writeAnswer(db, accepted, stream.send, controller.signal);
        stream.end();
      } catch (error) {
        console.warn('assistant: stream failed', error);
        await abandonAnswer(db, accepted.answerId).catch(() => undefined);
        if (!out.writableEnded) out.end();
      } finally {
        open.delete(controller);
      }
    },
  );
}
