import { ResultCode, replyMessages } from '@cdmnet/api/contract';

/** A refusal the user should read: answered as a failed envelope with this status, code and message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** For 429: the seconds to wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** 429 saying when to try again. */
  static tooManyRequests(seconds: number, message: string = replyMessages.retryAfter(seconds)) {
    return new AppError(429, ResultCode.TOO_MANY_REQUESTS, message, seconds);
  }

  static forbidden(message: string = replyMessages.forbidden) {
    return new AppError(403, ResultCode.FORBIDDEN, message);
  }

  static notFound(message: string = replyMessages.notFound) {
    return new AppError(404, ResultCode.NOT_FOUND, message);
  }

  static sessionExpired() {
    return new AppError(401, ResultCode.SESSION_EXPIRED, replyMessages.sessionExpired);
  }

  static invalidInput(message: string) {
    return new AppError(400, ResultCode.INVALID_INPUT, message);
  }

  /** 409: the request is sound but the state refuses it (the last admin, a name taken, …). */
  static conflict(message: string) {
    return new AppError(409, ResultCode.CONFLICT, message);
  }

  /** 422: a connection check failed and nothing was saved; the message says what failed. */
  static checkFailed(message: string) {
    return new AppError(422, ResultCode.CONNECTION_CHECK_FAILED, message);
  }

  /** 422: an engine or ATLAS could not do what was asked; the message says why. */
  static peerFailed(message: string) {
    return new AppError(422, ResultCode.PEER_FAILED, message);
  }
}
