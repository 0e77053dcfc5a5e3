import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { LiveChange } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { listenOn } from '../db/listen.js';

/** The PostgreSQL channel carrying decisions and requests to every server process's open streams. */
export const CHANGES_CHANNEL = 'cdmnet_changes';

/**
 * Who hears a change: anyone matching one of these. It stays on the server (the events route asks it
 * per listener, at the time the change arrives); the page is told only the topic and the ids.
 */
export interface ChangeAudience {
  /** These users: whom a notification tells, whom a decision concerns. */
  users?: readonly number[];
  /** The accepted members of this project. */
  membersOf?: number;
  /** The admins of this organisation (and masters, who may act as any organisation's admin). */
  adminsOf?: number;
}

export interface AnnouncedChange {
  change: LiveChange;
  audience: ChangeAudience;
}

// NOTIFY payloads must stay under 8,000 bytes: a long list of users (an announcement tells everyone)
// goes out in several notifications.
const USERS_PER_NOTIFICATION = 500;

/**
 * Tells the open pages of `audience` that `change` happened. Call it inside the transaction of the
 * change: PostgreSQL delivers a NOTIFY only when its transaction commits (PGlite too), so a page that
 * hears it reads the change, a rolled-back change tells nobody, and every server process on the same
 * database hears it.
 */
export async function announceChange(
  tx: Pick<Database, 'execute'>,
  change: Omit<LiveChange, 'type'>,
  audience: ChangeAudience,
): Promise<void> {
  const { users = [], ...groups } = audience;
  const parts: ChangeAudience[] = [];
  for (let at = 0; at < users.length; at += USERS_PER_NOTIFICATION)
    parts.push({ users: users.slice(at, at + USERS_PER_NOTIFICATION) });
  if (groups.membersOf !== undefined || groups.adminsOf !== undefined) parts.push(groups);
  for (const part of parts) {
    const announced: AnnouncedChange = { change: { type: 'change', ...change }, audience: part };
    await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(announced)})`);
  }
}

/** Whether `db` (a transaction typed narrower by its caller) can announce. */
export const canAnnounce = (db: object): db is Pick<Database, 'execute'> =>
  typeof (db as Partial<Pick<Database, 'execute'>>).execute === 'function';

export interface LiveChanges {
  subscribe(listener: (announced: AnnouncedChange) => void): () => void;
  close(): Promise<void>;
}

/** Listens on the database for announced changes (this process's and every other's), for the events route. */
export async function openLiveChanges(db: Database): Promise<LiveChanges> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open page
  const stop = await listenOn(db, CHANGES_CHANNEL, (payload) => {
    try {
      emitter.emit('change', JSON.parse(payload) as AnnouncedChange);
    } catch {
      // Not ours: another program on the channel.
    }
  });
  return {
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      emitter.removeAllListeners();
      await stop();
    },
  };
}
