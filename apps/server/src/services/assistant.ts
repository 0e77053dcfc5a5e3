import { and, asc, desc, eq, lt } from 'drizzle-orm';
import {
  assistantMessages as m,
  type AssistantCitation,
  type AssistantConversation,
  type AssistantMessage,
  type AssistantStreamEvent,
  type AssistantThread,
  type AssistantToolUse,
  type NewConversationForm,
} from '@cdmnet/api/contract';
import {
  streamChat,
  type ChatMessage,
  type ChatModel,
  type ToolCall,
} from '../adapters/openai-compatible.js';
import { openingMessages, HISTORY_MESSAGES } from '../assistant/prompt.js';
import type { AuditObject } from '../assistant/tool-types.js';
import { assistantTools, runTool } from '../assistant/tools.js';
import type { Database } from '../db/database.js';
import { assistantAudit, assistantConversations, assistantMessages, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { modelFor } from './ai-models.js';
import type { SecretBox } from './secrets.js';

// EVIX-AI's assistant (issue 30 items 5, 6): each user's conversations, and an answer written by her
// hospital's model with tools the server runs with her rights (assistant/tools.ts). Every prompt and
// tool call leaves an audit row naming who, when, which tool and which objects, never the words, so a
// deleted conversation leaves nothing said behind.

/** The title a conversation takes from its first question. */
const TITLE_FROM_QUESTION = 40;
/** Model calls per answer: four rounds of tools, then one that must answer in words. */
const MAX_ROUNDS = 5;
/** Until the model's first token: a hospital's own model may read a long prompt slowly. */
const FIRST_TOKEN_MS = 60_000;
/** The longest an answer may take in all; past it the model call is stopped and what came kept. */
const ANSWER_MAX_MS = 10 * 60_000;
/** An answer STREAMING for longer was cut off by a restart: it no longer holds the conversation. */
const STALE_STREAMING_MS = ANSWER_MAX_MS + 60_000;

type Row = typeof assistantMessages.$inferSelect;

const conversationOf = (row: typeof assistantConversations.$inferSelect): AssistantConversation => ({
  id: row.id,
  // Untitled until its first question names it.
  title: row.title === '' ? m.newConversation : row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const messageOf = (row: Row): AssistantMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  state: row.state,
  tools: row.tools,
  citations: row.citations,
  createdAt: row.createdAt.toISOString(),
});

const mine = (userId: number, conversationId: number) =>
  and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, userId));

// ── Conversations ─────────────────────────────────────────────────────────────────────────────────

export async function listConversations(db: Database, userId: number): Promise<AssistantConversation[]> {
  const rows = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id));
  return rows.map(conversationOf);
}

export async function createConversation(
  db: Database,
  userId: number,
  form: { title?: string | undefined } & Omit<NewConversationForm, 'title'>,
): Promise<AssistantConversation> {
  const [row] = await db
    .insert(assistantConversations)
    .values({ userId, title: form.title?.trim() ?? '' })
    .returning();
  return conversationOf(row!);
}

/** One of the caller's conversations; anyone else's does not exist for her (404, never 403). */
async function ownConversation(db: Pick<Database, 'select'>, userId: number, conversationId: number) {
  const [row] = await db.select().from(assistantConversations).where(mine(userId, conversationId));
  if (!row) throw AppError.notFound(m.noConversation);
  return row;
}

export async function getThread(
  db: Database,
  userId: number,
  conversationId: number,
): Promise<AssistantThread> {
  const conversation = await ownConversation(db, userId, conversationId);
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.id));
  return { conversation: conversationOf(conversation), messages: rows.map(messageOf) };
}

/** Deletes the conversation and its words; its audit rows stay, naming it by id alone. */
export async function deleteConversation(
  db: Database,
  userId: number,
  conversationId: number,
): Promise<void> {
  const deleted = await db
    .delete(assistantConversations)
    .where(mine(userId, conversationId))
    .returning({ id: assistantConversations.id });
  if (deleted.length === 0) throw AppError.notFound(m.noConversation);
}

// ── Asking ────────────────────────────────────────────────────────────────────────────────────────

async function audit(
  db: Database,
  row: {
    userId: number;
    conversationId: number;
    kind: 'PROMPT' | 'TOOL';
    tool?: string;
    objects?: AuditObject[];
    refused?: boolean;
    promptChars?: number;
  },
) {
  await db.insert(assistantAudit).values(row);
}

/** A question accepted: stored, its answer open (STREAMING), the model to write it. */
export interface AcceptedQuestion {
  userId: number;
  conversationId: number;
  model: ChatModel;
  question: AssistantMessage;
  answerId: number;
  /** The system prompt and the conversation so far, the question last. */
  messages: ChatMessage[];
}

/**
 * Everything refused before the answer streams, as envelopes: another's conversation (404), one whose
 * previous answer is still being written (409), no model (409). Then the question is stored, its
 * answer opened and the prompt audited (its length, not its words).
 */
export async function acceptQuestion(
  db: Database,
  secrets: SecretBox,
  userId: number,
  conversationId: number,
  content: string,
): Promise<AcceptedQuestion> {
  await ownConversation(db, userId, conversationId);
  const model = await modelFor(db, secrets, userId);
  const accepted = await db.transaction(async (tx) => {
    // Locked, so two questions sent at once cannot both find the conversation free.
    const [conversation] = await tx
      .select()
      .from(assistantConversations)
      .where(mine(userId, conversationId))
      .for('update');
    if (!conversation) throw AppError.notFound(m.noConversation);
    await tx
      .update(assistantMessages)
      .set({ state: 'FAILED' })
      .where(
        and(
          eq(assistantMessages.conversationId, conversationId),
          eq(assistantMessages.state, 'STREAMING'),
          lt(assistantMessages.createdAt, new Date(Date.now() - STALE_STREAMING_MS)),
        ),
      );
    const [streaming] = await tx
      .select({ id: assistantMessages.id })
      .from(assistantMessages)
      .where(
        and(eq(assistantMessages.conversationId, conversationId), eq(assistantMessages.state, 'STREAMING')),
      );
    if (streaming) throw AppError.conflict(m.busy);
    if (!model) throw AppError.conflict(m.noModel);
    const [question] = await tx
      .insert(assistantMessages)
      .values({ conversationId, role: 'USER', content, state: 'DONE' })
      .returning();
    const [answer] = await tx
      .insert(assistantMessages)
      .values({ conversationId, role: 'ASSISTANT', content: '', state: 'STREAMING' })
      .returning({ id: assistantMessages.id });
    await tx
      .update(assistantConversations)
      .set({
        updatedAt: new Date(),
        ...(conversation.title === '' && { title: content.trim().slice(0, TITLE_FROM_QUESTION).trim() }),
      })
      .where(eq(assistantConversations.id, conversationId));
    return { question: question!, answerId: answer!.id };
  });
  await audit(db, { userId, conversationId, kind: 'PROMPT', promptChars: content.length });
  // The conversation so far: the last messages before the open answer, the question among them.
  const history = await db
    .select({ role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(
      and(eq(assistantMessages.conversationId, conversationId), lt(assistantMessages.id, accepted.answerId)),
    )
    .orderBy(desc(assistantMessages.id))
    .limit(HISTORY_MESSAGES);
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return {
    userId,
    conversationId,
    model: model!,
    question: messageOf(accepted.question),
    answerId: accepted.answerId,
    messages: openingMessages(user?.name ?? '', history.reverse()),
  };
}

/** Citations without repeats, by address. */
function citationSet() {
  const seen = new Map<string, AssistantCitation>();
  return {
    /** Adds those not seen yet and answers them. */
    add(list: readonly AssistantCitation[]): AssistantCitation[] {
      const fresh = list.filter((citation) => !seen.has(citation.href));
      for (const citation of fresh) seen.set(citation.href, citation);
      return fresh;
    },
    all: () => [...seen.values()],
  };
}

/**
 * Writes the answer: the model's words forwarded as they come (`delta`), each tool it asks for run with
 * the caller's rights (`tool`, `citation`), its results handed back for the next round, until it
 * answers in words. The answer is stored DONE (`done`), or FAILED with what came when the model failed
 * (`error`) or the reader left (the signal stops the model call).
 */
export async function writeAnswer(
  db: Database,
  accepted: AcceptedQuestion,
  send: (event: AssistantStreamEvent) => void,
  signal: AbortSignal,
): Promise<AssistantMessage> {
  const { userId, conversationId, model } = accepted;
  const messages = [...accepted.messages];
  const tools: AssistantToolUse[] = [];
  const citations = citationSet();
  let text = '';
  let failure: string | null = null;
  const stop = AbortSignal.any([signal, AbortSignal.timeout(ANSWER_MAX_MS)]);
  try {
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      const last = round === MAX_ROUNDS;
      let roundText = '';
      let calls: ToolCall[] = [];
      for await (const event of streamChat(
        model,
        { messages, ...(last ? {} : { tools: assistantTools }) },
        { timeoutMs: FIRST_TOKEN_MS, signal: stop },
      )) {
        if (event.type === 'delta') {
          roundText += event.text;
          text += event.text;
          send({ type: 'delta', text: event.text });
        } else if (event.type === 'toolCalls') calls = event.calls;
        else if (event.type === 'error') failure = event.message;
      }
      if (failure !== null || calls.length === 0 || last) break;
      messages.push({ role: 'assistant', content: roundText === '' ? null : roundText, toolCalls: calls });
      for (const call of calls) {
        if (stop.aborted) break;
        const outcome = await runTool({ db, userId }, call);
        await audit(db, {
          userId,
          conversationId,
          kind: 'TOOL',
          tool: outcome.name,
          objects: outcome.objects,
          refused: outcome.refused,
        });
        const use = { name: outcome.name, summary: outcome.summary };
        tools.push(use);
        send({ type: 'tool', tool: use });
        for (const citation of citations.add(outcome.citations)) send({ type: 'citation', citation });
        messages.push({ role: 'tool', toolCallId: call.id, content: JSON.stringify(outcome.result) });
      }
      if (stop.aborted) {
        failure = m.modelFailed;
        break;
      }
    }
  } catch (error) {
    // A tool's database read failed mid-answer: the reader hears the answer stopped, the log why.
    console.warn('assistant: answer stopped', error);
    failure = m.modelFailed;
  }
  const [stored] = await db
    .update(assistantMessages)
    .set({ content: text, state: failure === null ? 'DONE' : 'FAILED', tools, citations: citations.all() })
    .where(eq(assistantMessages.id, accepted.answerId))
    .returning();
  await db
    .update(assistantConversations)
    .set({ updatedAt: new Date() })
    .where(eq(assistantConversations.id, conversationId));
  const message = messageOf(stored!);
  // The model's own failure text names no address or key (adapters/openai-compatible.ts); the reader
  // reads the contract's sentence.
  send(failure === null ? { type: 'done', message } : { type: 'error', message: m.modelFailed });
  return message;
}

/** An answer opened but never written (the stream could not start): closed as FAILED. */
export async function abandonAnswer(db: Database, answerId: number): Promise<void> {
  await db
    .update(assistantMessages)
    .set({ state: 'FAILED' })
    .where(and(eq(assistantMessages.id, answerId), eq(assistantMessages.state, 'STREAMING')));
}
