import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_EVENTS_PATH } from '@cdmnet/api/contract';
import type * as handlersModule from './live-event-handlers';

/** The server's one stream of live updates for a signed-in page (server-sent events, same origin). */
export const LIVE_EVENTS_URL = LIVE_EVENTS_PATH;

/** What an event does, loaded on the first one (live-event-handlers.ts). */
export type LiveEventHandlers = typeof handlersModule;
const loadHandlers = (): Promise<LiveEventHandlers> => import('./live-event-handlers');

/**
 * Listens to the live stream for `queryClient`: each `execution` event makes stale what it touched
 * (its execution, its analysis's list, the project's list), so open pages follow a moving execution
 * without a reload; each `change` event (a decision or request concerning the user) what its topic
 * shows; anything else is ignored. EventSource reconnects by itself after a drop; once it is back,
 * whatever shows executions or decisions asks again, since what happened meanwhile was not heard. A stream
 * the server refuses (signed out) or that does not exist (Storybook without the mock, tests) just
 * stays closed: nothing throws. Returns the function that closes it.
 */
export function openLiveEvents(
  queryClient: QueryClient,
  {
    url = LIVE_EVENTS_URL,
    load = loadHandlers,
  }: { url?: string; load?: () => Promise<LiveEventHandlers> } = {},
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(url);
  let dropped = false;
  source.addEventListener('execution', (message) => {
    const { data } = message as MessageEvent<unknown>;
    void load().then((handlers) => handlers.onExecutionEvent(queryClient, data));
  });
  source.addEventListener('change', (message) => {
    const { data } = message as MessageEvent<unknown>;
    void load().then((handlers) => handlers.onChangeEvent(queryClient, data));
  });
  source.addEventListener('error', () => {
    dropped = true;
  });
  source.addEventListener('open', () => {
    if (!dropped) return;
    dropped = false;
    void load().then((handlers) => handlers.refreshAfterDrop(queryClient));
  });
  return () => source.close();
}

/** One live stream while the component is mounted: the signed-in layout mounts it once. */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => openLiveEvents(queryClient), [queryClient]);
}

/** `useLiveEvents` as a component, so the layout can load it after the page (its own chunk). */
export function LiveEvents(): null {
  useLiveEvents();
  return null;
}
