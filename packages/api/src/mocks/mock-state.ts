import type { MockDb } from './db.js';

/**
 * A feature's mock state kept per MockDb (each story and test has its own db), made on first use so
 * that a story can set it up before its first call. Keeps mocks/db.ts free of every feature's state.
 */
export function perMockDb<State>(create: () => State): (db: MockDb) => State {
  const states = new WeakMap<MockDb, State>();
  return (db) => {
    let state = states.get(db);
    if (state === undefined) {
      state = create();
      states.set(db, state);
    }
    return state;
  };
}
