import type { QueryClient } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import type { NewConversationForm } from '../contract/assistant.js';
import * as api from '../contract/assistant.contract.js';
import { assistantKeys } from './assistant.queries.js';

export const assistantMutations = {
  /** Starts a conversation; titled by its first question when no title is given. */
  create: (queryClient: QueryClient) => ({
    mutationKey: [...assistantKeys.conversations(), 'create'] as const,
    mutationFn: (body: NewConversationForm = {}) => call(api.createConversation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() }),
  }),
  /** Deletes one of her conversations and its messages (the 삭제되었습니다. toast comes from the client). */
  remove: (queryClient: QueryClient) => ({
    mutationKey: [...assistantKeys.conversations(), 'delete'] as const,
    mutationFn: (conversationId: number) => call(api.deleteConversation, { params: { id: conversationId } }),
    onSuccess: (_: null, conversationId: number) => {
      queryClient.removeQueries({ queryKey: assistantKeys.thread(conversationId) });
      return queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
    },
  }),
};
