import { usersApi } from '../contract/index.js';
import type { MockDb } from './db.js';
import { mockFor, requireUser } from './session.js';

export const usersHandlers = (db: MockDb) => {
  const mock = mockFor(db);
  return [mock(usersApi.getProfile, () => ({ content: requireUser(db) }))];
};
