import { z } from 'zod/mini';
import { assistantMessages as m } from './assistant.ko.js';
import { isoTimestamp } from './content.js';

// EVIX-AI's assistant (issue 30 items 5, 6): a chat answering from the user's own data through tools
// the server runs with her rights, on her hospital's model; conversations kept per user.

export const ASSISTANT_CONTENT_MAX = 2000;
export const ASSISTANT_TITLE_MAX = 100;
/** The answer streams here (server-sent events), not as an envelope: see assistantStreamEvent. */
export const assistantStreamPath = (conversationId: number) =>
  `/api/v1/evix-ai/assistant/conversations/${conversationId}/messages`;
export const ASSISTANT_STREAM_ROUTE = '/api/v1/evix-ai/assistant/conversations/:id/messages';

export const assistantConversation = z.object({
  id: z.int(),
  title: z.string(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type AssistantConversation = z.infer<typeof assistantConversation>;

/** A screen an answer drew on: its label and the app's address (`/project/3/analysis/5`). */
export const assistantCitation = z.object({ label: z.string(), href: z.string() });
export type AssistantCitation = z.infer<typeof assistantCitation>;

/** A tool an answer used, said in Korean for the reader ("프로젝트 3개를 확인했습니다"). */
export const assistantToolUse = z.object({ name: z.string(), summary: z.string() });
export type AssistantToolUse = z.infer<typeof assistantToolUse>;

export const assistantMessage = z.object({
  id: z.int(),
  role: z.enum(['USER', 'ASSISTANT']),
  content: z.string(),
  state: z.enum(['STREAMING', 'DONE', 'FAILED']),
  tools: z.array(assistantToolUse),
  citations: z.array(assistantCitation),
  createdAt: isoTimestamp,
});
export type AssistantMessage = z.infer<typeof assistantMessage>;

export const assistantThread = z.object({
  conversation: assistantConversation,
  messages: z.array(assistantMessage),
});
export type AssistantThread = z.infer<typeof assistantThread>;

export const newConversationForm = z.object({
  title: z.optional(
    z.pipe(
      z.string().check(z.trim()),
      z.string().check(z.maxLength(ASSISTANT_TITLE_MAX, { error: m.titleTooLong(ASSISTANT_TITLE_MAX) })),
    ),
  ),
});
export type NewConversationForm = z.input<typeof newConversationForm>;

/** The question posted to the stream route (validated before anything streams: a 400 envelope). */
export const assistantQuestionForm = z.object({
  content: z.pipe(
    z.string({ error: m.contentRequired }).check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, { error: m.contentRequired }),
        z.maxLength(ASSISTANT_CONTENT_MAX, { error: m.contentTooLong(ASSISTANT_CONTENT_MAX) }),
      ),
  ),
});
export type AssistantQuestionForm = z.input<typeof assistantQuestionForm>;

/**
 * The stream's events, each `event: <type>` with this JSON as `data:`: `question` (the stored question),
 * `delta` (the next words of the answer), `tool` (a tool the answer used), `citation` (a screen it drew on),
 * `done` (the stored answer), `error` (the model stopped; what came is kept as a FAILED answer).
 */
export const assistantStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), message: assistantMessage }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('tool'), tool: assistantToolUse }),
  z.object({ type: z.literal('citation'), citation: assistantCitation }),
  z.object({ type: z.literal('done'), message: assistantMessage }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEvent>;
