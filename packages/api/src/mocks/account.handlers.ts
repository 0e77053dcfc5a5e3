import { ResultCode } from '../contract/codes.js';
import { accountApi, USER_COOKIE } from '../contract/index.js';
import { replyMessages } from '../contract/messages.ko.js';
import type { MockDb } from './db.js';
import { mockFor } from './session.js';
import { MockFailure } from './mock.js';

export const accountHandlers = (db: MockDb) => {
  const mock = mockFor(db);
  return [
    mock(accountApi.login, ({ body }) => {
      const user = db.users.find((u) => u.primaryEmail === body.email.toLowerCase());
      if (!user || db.passwords.get(user.id) !== body.password) {
        throw new MockFailure(401, ResultCode.INVALID_CREDENTIALS, replyMessages.invalidCredentials);
      }
      db.sessionUserId = user.id;
      return { content: null, headers: { 'Set-Cookie': `${USER_COOKIE}=${user.id}; Path=/; SameSite=Lax` } };
    }),
    mock(accountApi.logout, () => {
      db.sessionUserId = null;
      return { content: null, headers: { 'Set-Cookie': `${USER_COOKIE}=; Path=/; Max-Age=0` } };
    }),
  ];
};
