import { z } from 'zod/mini';
import { assistantConversation, assistantThread, newConversationForm } from './assistant.js';
import { endpoint } from './endpoint.js';
import { recordId } from './ids.js';

// EVIX-AI's assistant: the caller's own conversations (the answer itself streams from the route in
// assistant.ts, ASSISTANT_STREAM_ROUTE).

const conversationParams = z.object({ id: recordId });

export const listConversations = endpoint({
  method: 'GET',
  path: '/api/v1/evix-ai/assistant/conversations',
  summary: "The caller's assistant conversations, the latest first.",
  content: z.array(assistantConversation),
});

export const createConversation = endpoint({
  method: 'POST',
  path: '/api/v1/evix-ai/assistant/conversations',
  summary: 'Starts a conversation (titled by its first question when no title is given).',
  body: newConversationForm,
  content: assistantConversation,
});

export const getConversation = endpoint({
  method: 'GET',
  path: '/api/v1/evix-ai/assistant/conversations/:id',
  summary: "One of the caller's conversations with its messages; 404 for anyone else's.",
  params: conversationParams,
  content: assistantThread,
});

export const deleteConversation = endpoint({
  method: 'DELETE',
  path: '/api/v1/evix-ai/assistant/conversations/:id',
  summary:
    "Deletes one of the caller's conversations and its messages; the audit keeps who asked when and which tools read which objects, never the words.",
  params: conversationParams,
  content: z.null(),
});
