import { randomUUID } from 'node:crypto';
import { openNotifyChannel } from '../db/notify-channel.js';

/** The PostgreSQL channel on which server processes tell each other that they wrote. */
export const INVALIDATION_CHANNEL = 'cdmnet_cache';

export interface InvalidationChannel {
  /** Tells the other processes that this one wrote (after its write completed). */
  announce(): void;
  close(): Promise<void>;
}

export interface ChannelOptions {
  databaseUrl: string;
  /** Sends the announcement: a pool query, so a connection the pool already holds carries it. */
  send(sql: string, values: unknown[]): Promise<unknown>;
  /** Another process wrote: its writes may be in anything this one keeps. */
  onRemoteWrite(): void;
  /** false while the channel is down (announcements may be missed), true once it listens again. */
  onListening(listening: boolean): void;
}

/**
 * The read cache's invalidations between server processes sharing one PostgreSQL. The announcement is
 * sent only after the write it announces has completed (committed), so a process that hears it reads
 * that write. While the listening connection is down nothing would be heard, so the caller stops
 * caching until it listens again.
 */
export async function openInvalidationChannel(options: ChannelOptions): Promise<InvalidationChannel> {
  const self = randomUUID();
  let closed = false;
  let announcing = false;
  const channel = await openNotifyChannel({
    databaseUrl: options.databaseUrl,
    channel: INVALIDATION_CHANNEL,
    send: (text, values) => options.send(text, values),
    onMessage: (payload) => {
      if (payload !== self) options.onRemoteWrite();
    },
    onListening: (listening) => options.onListening(listening),
  });

  return {
    // A transaction's statements each count as a write; one announcement, sent after the last of
    // them that came before it was sent, covers them all.
    announce() {
      if (announcing || closed) return;
      announcing = true;
      setImmediate(() => {
        announcing = false;
        channel
          .notify(self)
          // Unheard, the others' copies still end with their time to live.
          .catch((error: unknown) => {
            if (!closed) console.warn(`cache invalidation not sent: ${(error as Error).message}`);
          });
      });
    },
    async close() {
      closed = true;
      await channel.close();
    },
  };
}
