import { ResultCode } from '../contract/codes.js';
import { accountApi } from '../contract/index.js';
import { passwordResetMessages as t } from '../contract/messages.ko.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { mockFor } from './session.js';

/** The token every mocked reset link carries, so a story can open /resetpassword?token=… with it. */
export const MOCK_RESET_TOKEN = 'mock-reset-token';

/** Password reset as the server answers it: the same reply for any address; a token works once. */
export const passwordResetHandlers = (db: MockDb) => {
  const mock = mockFor(db);
  const links = new Map<string, number>();
  return [
    mock(accountApi.requestPasswordReset, ({ body }) => {
      const user = db.users.find((u) => u.primaryEmail === body.email.toLowerCase());
      if (user) links.set(MOCK_RESET_TOKEN, user.id);
      return { content: null, message: t.mailSent };
    }),
    mock(accountApi.checkPasswordResetLink, ({ body }) => ({
      content: { usable: links.has(body.token) },
    })),
    mock(accountApi.resetPassword, ({ body }) => {
      const userId = links.get(body.token);
      if (userId === undefined) throw new MockFailure(400, ResultCode.INVALID_INPUT, t.invalidLink);
      links.delete(body.token);
      db.passwords.set(userId, body.password);
      return { content: null, message: t.changed };
    }),
  ];
};
