import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import * as api from '../contract/assistant.contract.js';

// EVIX-AI's assistant (issue 30): the caller's conversations and one of them with its messages.

export const assistantKeys = {
  all: ['assistant'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
  threads: () => [...assistantKeys.all, 'thread'] as const,
  thread: (conversationId: number) => [...assistantKeys.threads(), conversationId] as const,
};

export const assistantQueries = {
  /** Her conversations, the latest first. */
  conversations: () =>
    queryOptions({
      queryKey: assistantKeys.conversations(),
      queryFn: () => call(api.listConversations),
    }),
  /**
   * One conversation with its messages. A thread changes only through this tab's questions (the page
   * refreshes it after each answer), so focus does not ask again and replace an answer being read.
   */
  thread: (conversationId: number) =>
    queryOptions({
      queryKey: assistantKeys.thread(conversationId),
      queryFn: () => call(api.getConversation, { params: { id: conversationId } }, { inPlace: 'failures' }),
      refetchOnWindowFocus: false,
    }),
};
