import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { ExecutionEvent } from '@cdmnet/api/contract';
import type { ExecuteSql } from '../db/database.js';
import { openNotifyChannel, type NotifyChannel } from '../db/notify-channel.js';

/** The PostgreSQL channel carrying execution moves between server processes. */
export const EVENTS_CHANNEL = 'cdmnet_events';

export interface LiveEvents {
  /** Tells every open page (on every server process) that an execution moved; call after commit. */
  publish(event: ExecutionEvent): void;
  subscribe(listener: (event: ExecutionEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * The one source of live updates (engines.md: one server-sent event stream per signed-in user). Local
 * subscribers hear at once; with a PostgreSQL URL the event also goes out by NOTIFY, so pages connected
 * to another server process on the same database hear it too. On PGlite one process serves everyone.
 */
export async function openLiveEvents(options: {
  databaseUrl?: string | undefined;
  executeSql?: ExecuteSql;
}): Promise<LiveEvents> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open page
  const self = randomUUID();
  let channel: NotifyChannel | undefined;
  if (options.databaseUrl && options.executeSql) {
    const send = options.executeSql;
    channel = await openNotifyChannel({
      databaseUrl: options.databaseUrl,
      channel: EVENTS_CHANNEL,
      send,
      onMessage: (payload) => {
        try {
          const { origin, event } = JSON.parse(payload) as { origin: string; event: ExecutionEvent };
          if (origin !== self) emitter.emit('event', event);
        } catch {
          // Not ours: another program on the channel.
        }
      },
    });
  }
  return {
    publish(event) {
      emitter.emit('event', event);
      channel?.notify(JSON.stringify({ origin: self, event })).catch((error: unknown) => {
        console.warn(`live event not sent to other servers: ${(error as Error).message}`);
      });
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
      await channel?.close();
    },
  };
}
