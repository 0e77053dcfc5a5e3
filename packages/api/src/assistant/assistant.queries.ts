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
   * One conversation with its messages (a 404 is said in place by the page). An answer still marked
   * STREAMING is being written elsewhere (another tab), or its end is not stored yet (read right after
   * 중지): the thread is read again each second until it is done or failed.
   */
  thread: (conversationId: number) =>
    queryOptions({
      queryKey: assistantKeys.thread(conversationId),
      queryFn: () => call(api.getConversation, { params: { id: conversationId } }, { inPlace: 'failures' }),
      refetchInterval: (query) =>
        query.state.data?.messages.some((message) => message.state === 'STREAMING') ? 1000 : false,
    }),
};
