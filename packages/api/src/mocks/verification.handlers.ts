import { ResultCode } from '../contract/codes.js';
import { accountApi } from '../contract/index.js';
import { verificationMessages as t } from '../contract/messages.ko.js';
import { MOCK_VERIFICATION_CODE, type MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { mockFor } from './session.js';

const codeSent = { expiresInSeconds: 600, resendAfterSeconds: 60 };

/** Email and phone verification as the server does it, with the fixed code MOCK_VERIFICATION_CODE. */
export const verificationHandlers = (db: MockDb) => {
  const mock = mockFor(db);
  const send = (target: string) => {
    db.sentCodes.set(target, MOCK_VERIFICATION_CODE);
    return codeSent;
  };
  const verify = (target: string, code: string) => {
    const sent = db.sentCodes.get(target);
    if (!sent) throw new MockFailure(400, ResultCode.INVALID_INPUT, t.expiredCode);
    if (sent !== code) throw new MockFailure(400, ResultCode.INVALID_INPUT, t.wrongCode);
    db.sentCodes.delete(target);
    return { verifiedToken: `verified-${target}` };
  };
  return [
    mock(accountApi.requestEmailCode, ({ query }) => ({
      content: send(query.email.toLowerCase()),
      message: t.emailCodeSent,
    })),
    mock(accountApi.verifyEmailCode, ({ body }) => ({
      content: verify(body.email.toLowerCase(), body.code),
      message: t.emailVerified,
    })),
    mock(accountApi.requestPhoneCode, ({ query }) => ({
      content: send(query.phoneNumber),
      message: t.phoneCodeSent,
    })),
    mock(accountApi.verifyPhoneCode, ({ body }) => ({
      content: verify(body.phoneNumber, body.code),
      message: t.phoneVerified,
    })),
  ];
};
