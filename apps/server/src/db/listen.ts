import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './database.js';
import { openNotifyChannel } from './notify-channel.js';

// Drizzle keeps the driver's client as `$client` on either database: PGlite's one connection, or
// node-postgres's pool. The server is built from the Drizzle database alone (app.ts, the tests), so the
// listener is reached from it rather than handed down beside it.
type DriverClient = PGlite | pg.Pool;

const isPglite = (client: DriverClient): client is PGlite => 'listen' in client;

/**
 * Calls `onMessage` with each payload sent to `channel` on the database (by this process or any other
 * sharing it); a NOTIFY sent inside a transaction arrives once it commits. Answers the function that
 * stops listening.
 */
export async function listenOn(
  db: Database,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: DriverClient }).$client;
  if (isPglite(client)) {
    const unlisten = await client.listen(channel, onMessage);
    // Closing the database first (a test's teardown) already ended the listening.
    return () => (client.closed ? Promise.resolve() : unlisten().catch(() => {}));
  }
  const { connectionString } = client.options;
  if (!connectionString) throw new Error(`cannot listen on ${channel}: the pool has no connection string`);
  // PostgreSQL: one dedicated connection listens (replaced when it drops); the pool sends.
  const listener = await openNotifyChannel({
    databaseUrl: connectionString,
    channel,
    send: (text, values) => client.query(text, values),
    onMessage,
  });
  return () => listener.close();
}
