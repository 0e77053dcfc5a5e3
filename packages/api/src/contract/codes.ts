/**
 * The reply codes of the envelope. The spec names 1004, 4003 and the special group 7008/7012/7013/7016;
 * the rest are ours, kept stable because clients branch on them.
 */
export const ResultCode = {
  OK: 0,
  /** Input failed the contract's schema; the message names the field. */
  INVALID_INPUT: 1000,
  /** Email or password wrong: deliberately never says which. */
  INVALID_CREDENTIALS: 1001,
  /** Signed in, but the role may not do this. */
  FORBIDDEN: 1003,
  /** No session, or it expired: the client logs out and goes to /login. */
  SESSION_EXPIRED: 1004,
  NOT_FOUND: 1005,
  CONFLICT: 1006,
  TOO_MANY_REQUESTS: 1029,
  /** A connection check of an engine, ATLAS or CDM failed; nothing was saved (the message says what failed). */
  CONNECTION_CHECK_FAILED: 1040,
  /** A peer (engine, ATLAS) refused or could not do what was asked. */
  PEER_FAILED: 1041,
  /** A file exists but its type cannot be shown in the viewer. */
  UNVIEWABLE_FILE: 4003,
  WRONG_ACCESS: 7008,
  ATLAS_PATH_NOT_FOUND: 7012,
  CDM_PATH_NOT_FOUND: 7013,
  FILE_NOT_READY: 7016,
  INTERNAL_ERROR: 5000,
  /** The database (or the instance itself, shutting down) cannot serve now; try again shortly (503). */
  UNAVAILABLE: 5003,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes the client treats specially instead of toasting their message (spec §8). */
export const specialCodes: readonly number[] = [
  ResultCode.WRONG_ACCESS,
  ResultCode.ATLAS_PATH_NOT_FOUND,
  ResultCode.CDM_PATH_NOT_FOUND,
  ResultCode.FILE_NOT_READY,
  ResultCode.UNVIEWABLE_FILE,
];
