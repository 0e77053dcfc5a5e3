import { usersApi } from '../contract/index.js';
import type { MockDb } from './db.js';
import { mock } from './mock.js';
import { requireUser } from './session.js';

export const usersHandlers = (db: MockDb) => [
  mock(usersApi.getProfile, () => ({ content: requireUser(db) })),
];
