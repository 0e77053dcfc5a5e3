import type { PGlite } from '@electric-sql/pglite';

/**
 * Sees every statement that may change data as it completes, at the driver, so the read cache is
 * cleared by any write this process makes: through a service, a test, a migration or a cascade,
 * without a list of tables to keep in step. Only plain reads are let through unseen; a commit, a
 * rollback or a statement we do not recognise counts as a write (an extra clearing costs one query).
 */
export function changesData(sqlText: string | undefined): boolean {
  return !/^[\s(]*(select|begin|show)\b/i.test(sqlText ?? '');
}

// pg's and PGlite's query methods take a text or a config object, then values, options or a callback.
type QueryMethod = (...args: unknown[]) => unknown;

const textOf = (first: unknown) =>
  typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

/** Calls `onWrite` once the statement has completed (committed, outside a transaction), even on error. */
function watchMethod(target: object, name: 'query' | 'exec', onWrite: () => void) {
  const holder = target as Record<typeof name, QueryMethod>;
  const original = holder[name].bind(target);
  holder[name] = (...args: unknown[]) => {
    if (!changesData(textOf(args[0]))) return original(...args);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => void;
      args[callbackAt] = (...results: unknown[]) => {
        onWrite();
        callback(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    return isThenable(result) ? result.finally(onWrite) : result;
  };
}

/** A pg client (one of the pool's connections): its statements run outside or inside transactions. */
export function watchPgClient(client: object, onWrite: () => void): void {
  watchMethod(client, 'query', onWrite);
}

/**
 * PGlite's one connection. A transaction's statements run on a separate handle, so the transaction
 * counts as one write when it ends.
 */
export function watchPglite(client: PGlite, onWrite: () => void): void {
  watchMethod(client, 'query', onWrite);
  watchMethod(client, 'exec', onWrite);
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    try {
      return await transaction(callback);
    } finally {
      onWrite();
    }
  };
}
