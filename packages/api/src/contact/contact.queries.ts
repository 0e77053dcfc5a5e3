import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../client/create-api-client.js';
import { call } from '../client/default-client.js';
import { listContactMessages, markContactHandled, sendContactMessage } from '../contract/contact.contract.js';
import type { BodyOf } from '../contract/endpoint.js';

export const contactKeys = {
  all: ['contact'] as const,
  inbox: () => [...contactKeys.all, 'inbox'] as const,
};

export const contactQueries = {
  /** The master's inbox, newest first. */
  inbox: () => queryOptions({ queryKey: contactKeys.inbox(), queryFn: () => call(listContactMessages) }),
};

export const contactMutations = {
  send: (options?: CallOptions) => ({
    mutationKey: [...contactKeys.all, 'send'] as const,
    mutationFn: (body: BodyOf<typeof sendContactMessage>) => call(sendContactMessage, { body }, options),
  }),
  markHandled: (queryClient: QueryClient) => ({
    mutationKey: [...contactKeys.all, 'handled'] as const,
    mutationFn: (id: number) => call(markContactHandled, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.inbox() }),
  }),
};
