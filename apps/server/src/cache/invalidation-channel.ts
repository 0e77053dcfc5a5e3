import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL channel on which server processes tell each other that they wrote. */
export const INVALIDATION_CHANNEL = 'cdmnet_cache';
const RECONNECT_MS = 1_000;

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
 * LISTEN/NOTIFY between server processes sharing one PostgreSQL. The announcement is sent only after
 * the write it announces has completed (committed), so a process that hears it reads that write.
 * While the listening connection is down nothing would be heard, so the caller stops caching until it
 * listens again.
 */
export async function openInvalidationChannel(options: ChannelOptions): Promise<InvalidationChannel> {
  const self = randomUUID();
  let closed = false;
  let listener: pg.Client | undefined;
  let announcing = false;

  const listen = async () => {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', (message) => {
      if (message.payload !== self) options.onRemoteWrite();
    });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      options.onListening(false);
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen().catch(retry), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`listen ${INVALIDATION_CHANNEL}`);
    if (closed) return void (await client.end());
    listener = client;
    options.onListening(true);
  };
  const retry = (error: unknown) => {
    console.warn(`cache invalidation channel: ${error instanceof Error ? error.message : String(error)}`);
    if (!closed) setTimeout(() => void listen().catch(retry), RECONNECT_MS).unref();
  };
  await listen();

  return {
    // A transaction's statements each count as a write; one announcement, sent after the last of
    // them that came before it was sent, covers them all.
    announce() {
      if (announcing || closed) return;
      announcing = true;
      setImmediate(() => {
        announcing = false;
        options
          .send('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, self])
          // Unheard, the others' copies still end with their time to live.
          .catch((error: unknown) => {
            if (!closed) console.warn(`cache invalidation not sent: ${(error as Error).message}`);
          });
      });
    },
    async close() {
      closed = true;
      const client = listener;
      listener = undefined;
      await client?.end();
    },
  };
}
