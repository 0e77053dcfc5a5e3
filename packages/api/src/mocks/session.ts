import { ResultCode } from '../contract/codes.js';
import { replyMessages } from '../contract/messages.ko.js';
import type { UserInfo } from '../contract/user.js';
import type { MockDb } from './db.js';
import { mock, MockFailure } from './mock.js';

/** The mock's counterpart of the server's session guard. */
export function requireUser(db: MockDb): UserInfo {
  const user = db.users.find((u) => u.id === db.sessionUserId);
  if (!user) throw new MockFailure(401, ResultCode.SESSION_EXPIRED, replyMessages.sessionExpired);
  return user;
}

/** `mock` bound to one db, so session endpoints answer 1004 while nobody is signed in. */
export const mockFor =
  (db: MockDb): typeof mock =>
  (endpoint, resolver, options) =>
    mock(endpoint, resolver, { signedIn: () => db.sessionUserId !== null, ...options });
