import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface NotifyChannel {
  /** Sends a payload to every process listening on the channel (this one included). */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface NotifyChannelOptions {
  databaseUrl: string;
  channel: string;
  /** Sends the notification: a pool query, so a connection the pool already holds carries it. */
  send(sql: string, values: unknown[]): Promise<unknown>;
  onMessage(payload: string): void;
  /** false while the listening connection is down (messages may be missed), true once it listens again. */
  onListening?(listening: boolean): void;
}

/**
 * PostgreSQL LISTEN/NOTIFY between server processes sharing one database (the read cache's
 * invalidations, the live execution events). One dedicated connection listens and is replaced when
 * it drops; notifications go out through the caller's pool.
 */
export async function openNotifyChannel(options: NotifyChannelOptions): Promise<NotifyChannel> {
  let closed = false;
  let listener: pg.Client | undefined;

  const listen = async () => {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      options.onListening?.(false);
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen().catch(retry), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`listen ${options.channel}`);
    if (closed) return void (await client.end());
    listener = client;
    if (failing) console.warn(`${options.channel} channel: listening again`);
    failing = false;
    options.onListening?.(true);
  };
  // Said once per outage, not every second of it; and said again when it listens once more.
  let failing = false;
  const retry = (error: unknown) => {
    if (!failing)
      console.warn(
        `${options.channel} channel: ${error instanceof Error ? error.message : String(error)}; retrying every ${RECONNECT_MS / 1000} s`,
      );
    failing = true;
    if (!closed) setTimeout(() => void listen().catch(retry), RECONNECT_MS).unref();
  };
  await listen();

  return {
    async notify(payload) {
      if (closed) return;
      await options.send('select pg_notify($1, $2)', [options.channel, payload]);
    },
    async close() {
      closed = true;
      const client = listener;
      listener = undefined;
      await client?.end();
    },
  };
}
